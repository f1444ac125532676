import { TIME_ZONE } from '../dates';

/**
 * The monthly profile boost as rules (SPEC §9 Premium "profile boost monthly",
 * docs/plan-features.md#profile-boost): once per calendar month in IST, for BOOST_HOURS, for a plan with the
 * `profileBoostMonthly` entitlement.
 */
export const BOOST_HOURS = 24;

/** The calendar month in IST of `now` as 'YYYY-MM' (the key of the once-a-month rule). */
export function boostMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The instant the next IST calendar month starts after `now` (midnight IST, 18:30 UTC the day before). */
export function nextBoostMonthStart(now: Date = new Date()): Date {
  const [y, m] = boostMonth(now).split('-').map(Number);
  // Month m (1-based) + 1, day 1, 00:00 IST = UTC 18:30 on the last day of month m.
  return new Date(Date.UTC(y, m, 1, 0, 0) - (5 * 60 + 30) * 60_000);
}

/**
 * Whether the member may boost now: 'plan' when the effective plan lacks the entitlement (HTTP 402),
 * 'used' when a boost was already taken this IST month (409), else 'ok'.
 */
export function boostDecision(
  entitlements: { profileBoostMonthly: boolean } | null,
  boostedThisMonth: boolean,
): 'ok' | 'plan' | 'used' {
  if (!entitlements?.profileBoostMonthly) return 'plan';
  return boostedThisMonth ? 'used' : 'ok';
}
