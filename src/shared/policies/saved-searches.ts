import type { MailFrequency } from '../schemas/saved-searches';

/** Decision 202: a member keeps at most this many saved searches (docs/member-area.md#saved-searches). */
export const SAVED_SEARCH_MAX = 5;

/** Decision 202: most member cards in one new-match mail. */
export const NEW_MATCH_MAIL_CARDS = 10;

/** Whether a member holding `count` saved searches may save another (the server checks it under a row lock). */
export function maySaveSearch(count: number): boolean {
  return count < SAVED_SEARCH_MAX;
}

/**
 * The period of a new-match mail in milliseconds (decision 202): a day or a week; null for 'none'.
 * A saved search or MyMatches choice is due when its cursor is at least one period old.
 */
export function mailPeriodMs(frequency: MailFrequency | string): number | null {
  if (frequency === 'daily') return 86_400_000;
  if (frequency === 'weekly') return 7 * 86_400_000;
  return null;
}
