import { MANGLIK_STATUSES, type ManglikStatus, manglikCompatibility } from '../horoscope/manglik';
import type { AccountStatus, Role } from '../roles';
import { mayReviewMembers } from './staff';

/**
 * Horoscope privacy and horoscope matching rules (docs/horoscope.md#privacy, decisions 146 and 147):
 * pure functions over facts the server loaded. A member's horoscope is their nakshatra, rashi, manglik
 * status, time and place of birth, the guna milan score with another member and the chart.
 */

/** Who sees a member's horoscope: every member, members with an accepted interest, nobody but the owner. */
export const HOROSCOPE_PRIVACY = ['members', 'accepted', 'hidden'] as const;
export type HoroscopePrivacy = (typeof HOROSCOPE_PRIVACY)[number];

/** The viewer as the horoscope rule needs them. */
export type HoroscopeViewer = { id: string; role: Role; status: AccountStatus };

/** The owner of a horoscope and the pair's facts. */
export type HoroscopeOwnerFacts = {
  ownerId: string;
  horoscopePrivacy: string;
  /** An accepted interest between viewer and owner, either direction. */
  accepted: boolean;
};

/**
 * True when `viewer` may see `owner`'s horoscope (docs/horoscope.md#privacy): the owner and active staff
 * who review members always; otherwise an active member (not a promoter) when the owner chose 'members',
 * or 'accepted' and an interest between the two was accepted; 'hidden' (or an unknown value) nobody
 * else. Whether the viewer may see the profile at all (listed, other gender, no block) is decided first
 * by the visibility rules (visibility.ts).
 */
export function horoscopeVisible(viewer: HoroscopeViewer, owner: HoroscopeOwnerFacts): boolean {
  if (viewer.id === owner.ownerId) return true;
  if (viewer.status !== 'active') return false;
  if (mayReviewMembers(viewer)) return true;
  if (viewer.role === 'promoter' || viewer.role === 'Admin') return false;
  if (owner.horoscopePrivacy === 'members') return true;
  if (owner.horoscopePrivacy === 'accepted') return owner.accepted;
  return false;
}

/**
 * True when a member viewing another member's profile is shown the guna milan of the two
 * (docs/horoscope.md#on-a-profile): the profile's horoscope is visible to the viewer, the viewer is a
 * member (staff and the owner see no pair score: there is no pair) and both have a Moon position.
 */
export function showsGunaMilan(visible: boolean, viewerIsOwner: boolean, bothHaveMoon: boolean): boolean {
  return visible && !viewerIsOwner && bothHaveMoon;
}

/** A stated manglik status ('Yes', 'No', 'Partial'), or null for '' and 'Dont Know' (unknown). */
export function knownManglik(status: string): Exclude<ManglikStatus, 'Dont Know'> | null {
  return status === 'Yes' || status === 'No' || status === 'Partial' ? status : null;
}

/**
 * The candidates' manglik statuses that meet a seeker's manglik preference (decision 147): those whose
 * verdict with the seeker's own status is 'match'. Empty when the seeker's own status is unknown (the
 * preference cannot apply). An unknown candidate status is decided by manglikPasses' `unknownPasses`.
 */
export function manglikMatchingStatuses(mine: string): string[] {
  const me = knownManglik(mine);
  if (!me) return [];
  return MANGLIK_STATUSES.filter((s) => manglikCompatibility(me, s).verdict === 'match');
}

/**
 * True when a candidate's manglik status meets the seeker's manglik preference (decision 147): a known
 * status passes when compatible ('match'); an unknown one (not stated, "don't know", not shown to the
 * seeker) passes when `unknownPasses` ("unknown passes unless the member chose otherwise").
 */
export function manglikPasses(mine: string, theirs: string, unknownPasses: boolean): boolean {
  if (!knownManglik(theirs)) return unknownPasses;
  return manglikMatchingStatuses(mine).includes(theirs);
}

/**
 * True when a guna milan `total` (0..36, null = unknown: no nakshatra or not shown) meets a minimum
 * `min` (1..36; 0 = no preference). Unknown passes when `unknownPasses` (docs/horoscope.md#matching).
 */
export function gunaPasses(total: number | null, min: number, unknownPasses: boolean): boolean {
  if (min <= 0) return true;
  if (total === null) return unknownPasses;
  return total >= min;
}

/** The facts the chart rule needs about one chart and the viewer's relation to its owner. */
export type ChartFacts = HoroscopeOwnerFacts & {
  /** The chart's moderation state: 'pending', 'approved' or 'rejected' (like photos). */
  status: string;
  /** The viewer may see the owner's profile at all (visibility.ts: listed, other gender, no block). */
  maySeeProfile: boolean;
};

/**
 * True when `viewer` may open `chart` (docs/horoscope.md#chart): the owner and active staff who review
 * members in any state (staff moderate it); another member only an approved chart, of a profile they may
 * see, whose horoscope is visible to them (horoscopeVisible: the same privacy rule as the score).
 */
export function chartVisible(viewer: HoroscopeViewer, chart: ChartFacts): boolean {
  if (viewer.id === chart.ownerId) return true;
  if (viewer.status !== 'active') return false;
  if (mayReviewMembers(viewer)) return true;
  return chart.status === 'approved' && chart.maySeeProfile && horoscopeVisible(viewer, chart);
}

/** The search form's manglik filter (docs/horoscope.md#search): absent = any, `manglik` or `not_manglik`. */
export const MANGLIK_FILTERS = ['manglik', 'not_manglik'] as const;
export type ManglikFilter = (typeof MANGLIK_FILTERS)[number];

/**
 * The manglik statuses a search's manglik filter keeps (decision 212): "Manglik only" keeps `Yes` and
 * `Partial` (a partial manglik carries the dosha, mildly, and goes with a manglik: decision 147); "Not
 * manglik" keeps `No` only (a partial manglik with a non-manglik is a mild mismatch). An unknown status
 * (not stated, "don't know") is never kept. The statuses are tested against the status as matching knows
 * it (`horoscope_manglik`, decision 148): '' unless the horoscope is shown to all members, so a member
 * whose horoscope horoscopeVisible would hide from some viewer is found by neither value.
 */
export function manglikFilterStatuses(filter: ManglikFilter): string[] {
  return filter === 'manglik' ? ['Yes', 'Partial'] : ['No'];
}
