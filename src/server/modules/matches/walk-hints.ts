import type { MatchTab } from '../../../shared/schemas/members';

/** Which walk answered one MyMatches query (decision 087): the probe, the bounded head, or the unbounded walk. */
export type MatchWalk = 'probe' | 'head' | 'full';

/**
 * What a member's next MyMatches request on a tab does (decisions 082 and 091): 'full' skips the bounded
 * walk (it came up short, or the unbounded walk was faster than the head), 'tryFull' times the unbounded
 * walk once against the head's time, 'bounded' keeps the bounded walk (the unbounded one was slower).
 */
export type WalkHint = 'full' | 'tryFull' | 'bounded';

/**
 * How long a hint lasts (decision 082): for a member whose bounded walk comes up short it is wasted work
 * (at 1,000,000 members about 30 ms of a 46 ms statement). Both walks give the same result, so a stale or
 * wrong hint costs time, never correctness. Per process, at most WALK_HINT_LIMIT members (cleared when full).
 */
export const WALK_HINT_MS = 10 * 60_000;
const WALK_HINT_LIMIT = 50_000;
const hints = new Map<string, { hint: WalkHint; until: number; headMs: number }>();

/** The current hint for MyMatches of `memberId` on `tab` (undefined: none, or it expired). */
export function walkHint(memberId: string, tab: MatchTab, now = Date.now()): WalkHint | undefined {
  const h = hints.get(`${memberId}:${tab}`);
  return h && h.until > now ? h.hint : undefined;
}

/**
 * While the hint is 'tryFull': how long the head took (ms), the time the unbounded walk's trial may take
 * before it is cancelled (decision 091); otherwise undefined.
 */
export function trialLimitMs(memberId: string, tab: MatchTab, now = Date.now()): number | undefined {
  const h = hints.get(`${memberId}:${tab}`);
  return h && h.until > now && h.hint === 'tryFull' ? h.headMs : undefined;
}

/** True while MyMatches of `memberId` on `tab` skips the bounded walk (decisions 082, 091). */
export function skipsBoundedWalk(memberId: string, tab: MatchTab, now = Date.now()): boolean {
  const hint = walkHint(memberId, tab, now);
  return hint === 'full' || hint === 'tryFull';
}

/**
 * Learns from one MyMatches statement of `memberId` on `tab` (decisions 082, 091): `answered`, the walk
 * that answered it, and `ms`, how long it took (milliseconds, wall time as the server waited for it).
 * - the probe answered: no hint (the probe is the cheapest walk there is);
 * - the head answered: time the unbounded walk next ('tryFull'), unless it was already found slower;
 * - the unbounded walk answered a 'tryFull': 'full' when it was faster than the head, else 'bounded'
 *   (a trial cancelled at the head's time is `ms` = Infinity);
 * - the unbounded walk answered after the bounded walk came up short: 'full'.
 */
export function learnWalk(
  memberId: string,
  tab: MatchTab,
  answered: MatchWalk,
  ms: number,
  now = Date.now(),
) {
  const key = `${memberId}:${tab}`;
  const current = hints.get(key);
  const hint = current && current.until > now ? current : undefined;
  const set = (next: WalkHint, headMs = 0) => {
    if (hints.size >= WALK_HINT_LIMIT) hints.clear();
    hints.set(key, { hint: next, until: now + WALK_HINT_MS, headMs });
  };
  if (answered === 'probe') hints.delete(key);
  else if (answered === 'head') {
    if (hint?.hint !== 'bounded') set('tryFull', ms);
  } else if (hint?.hint === 'tryFull') set(ms < hint.headMs ? 'full' : 'bounded');
  else if (hint?.hint !== 'full') set('full');
}
