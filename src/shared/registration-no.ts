/**
 * Registration numbers (docs/accounts.md#registration, SPEC §3): the configured prefix followed by a sequence value, e.g.
 * 'CM1024'. Formatting only, no rule: shared so the server (signup, promoter referrals, the first
 * Admin, test factories) and the web build the same text.
 */

/** The registration number for a sequence value: configured prefix + number (docs/accounts.md#registration, SPEC §3). */
export function formatRegistrationNo(prefix: string, n: number | string): string {
  return `${prefix}${n}`;
}
