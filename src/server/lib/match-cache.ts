import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * MyMatches' repeat-view cache (decision 204, docs/performance.md#mymatches-repeat-views): per member, tab
 * and page size, the ids of the first page's ranked candidates and the total, in this process. An entry
 * answers only while
 * - the member's `users.matches_version` (read with the member's profile, loadSeeker) is the one it was
 *   stored under: blocks, unblocks and interests bump it in their own transaction (bumpMatchesVersion),
 *   in whichever process served them;
 * - the fingerprint of the ranking's inputs (the member's own profile and preferences as matchValues
 *   makes them, and today's date) is unchanged: a preferences or profile save changes it;
 * - it is at most `ttlMs` old (60 s): a new match elsewhere in the community appears within that.
 * The cards are read fresh from the ids, through the visibility scope, on every view.
 */
export type MatchCache = {
  get(key: string): MatchCacheEntry | undefined;
  set(key: string, entry: Omit<MatchCacheEntry, 'at'>): void;
  /** Milliseconds on the cache's clock (Date.now unless a test injects one). */
  now(): number;
  ttlMs: number;
};

export type MatchCacheEntry = {
  version: number;
  fingerprint: string;
  /** The first page's candidate ids in rank order. */
  ids: string[];
  total: number;
  /** When it was stored (the cache's clock, ms). */
  at: number;
};

/** At most this many entries per process; the oldest stored goes first. */
const MAX_ENTRIES = 20_000;

/**
 * A MyMatches cache (decision 204). `now`: the clock in ms (tests inject one); `ttlMs`: how long an entry
 * answers (60,000); `maxEntries`: its size bound (oldest out first). Entries past `ttlMs` are not returned.
 */
export function createMatchCache(
  opts: { now?: () => number; ttlMs?: number; maxEntries?: number } = {},
): MatchCache {
  const now = opts.now ?? Date.now;
  const ttlMs = opts.ttlMs ?? 60_000;
  const max = opts.maxEntries ?? MAX_ENTRIES;
  const entries = new Map<string, MatchCacheEntry>();
  return {
    now,
    ttlMs,
    get(key) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (now() - e.at >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return e;
    },
    set(key, entry) {
      entries.delete(key);
      entries.set(key, { ...entry, at: now() });
      if (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
  };
}

/**
 * Marks the MyMatches cache of `userIds` stale (decision 204): bumps their `users.matches_version` in
 * `tx`, the transaction of the change (a block, an unblock, an interest sent or answered), so every
 * process sees the new version exactly when the change is visible.
 */
export async function bumpMatchesVersion(tx: Tx, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(
    sql`update users set matches_version = matches_version + 1 where id = any(${`{${userIds.join(',')}}`}::uuid[])`,
  );
}
