/**
 * A plan's duration said one way everywhere (decision 128): a whole number of years in years ("1 year",
 * "2 years"), anything else in months ("6 months"). Returns the `common` catalogue key (plural forms
 * `_one` / `_other`) and the count; null for 0 months (a plan without expiry).
 */
export function durationKey(
  months: number,
): { key: 'duration.years' | 'duration.months'; count: number } | null {
  if (months <= 0) return null;
  return months % 12 === 0
    ? { key: 'duration.years', count: months / 12 }
    : { key: 'duration.months', count: months };
}
