import { z } from 'zod';
import { MSG } from '../messages';
import { entitlementsSchema } from '../plans';
import { MANGLIK_FILTERS } from '../policies/horoscope';
import { envelope, line, pagedList, str } from './common';
import { notificationSchema } from './member';
import { profileCardSchema } from './profile';
import { abilitiesSchema, INTEREST_STATUSES, interestStateSchema, photoUrlsSchema } from './relation';
import { badgesSchema } from './verification';

/**
 * The member area's discovery contract (docs/member-area.md#interests): matches, browsing, search, interests, shortlist,
 * blocks, reports, visitors and the dashboard. Response schemas are allowlists: a card never carries
 * a surname or contact details (mobile, email, address).
 */

export * from './relation';

/** A member in any list of the member area: the public card plus what the viewer's relation adds. */
export const memberCardSchema = profileCardSchema.extend({
  mother_tongue: str(),
  last_active_at: str(),
  /** Featured listing (a plan entitlement or set by staff): ranks higher on ties, shows a badge. */
  featured: z.boolean(),
  /** The monthly profile boost is running (docs/plan-features.md#profile-boost): ranked first among equals, a "Boosted" mark. */
  boosted: z.boolean().default(false),
  /** Trust badges, decided by the server only (docs/verification.md#badges). */
  badges: badgesSchema,
  photo: photoUrlsSchema,
  shortlisted: z.boolean(),
  interest: interestStateSchema.nullable(),
  /** What the viewer may do with this member (docs/architecture.md#where-rules-live; src/shared/policies/members.ts). */
  abilities: abilitiesSchema,
  /**
   * Guna milan out of 36 with the viewer (MyMatches, browse and search; docs/horoscope.md#matching):
   * null when the member's horoscope is not visible to the viewer or either has no Moon position.
   */
  guna: z.number().nullable().optional(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** A card in My Matches: how well each side's partner preferences are met. */
export const matchCardSchema = memberCardSchema.extend({
  /** 0-100: the share of both sides' set nice-to-haves that are met (the first ranking key; decision 020). */
  score: z.number().int(),
  /** Nice-to-haves of the viewer's preferences that this member meets, and how many are set. */
  met: z.number().int(),
  of: z.number().int(),
  /** Nice-to-haves of this member's preferences that the viewer meets, and how many are set. */
  their_met: z.number().int(),
  their_of: z.number().int(),
  /** In words: what matched the viewer's preferences ('Same city', 'B.E.'), what did not, what is unknown. */
  matched: z.array(str()),
  missed: z.array(str()),
  unknown: z.array(str()),
  /** Signals that predict a reply ('Active this week', 'Has a photo', 'Replies to interests', …). */
  signals: z.array(str()),
  /** The card's headline, e.g. 'Same city · Vegetarian · B.E.'. */
  why: str(),
});
export type MatchCard = z.infer<typeof matchCardSchema>;

/** One side of a match score: that side's nice-to-haves worded against the other's profile. */
export const matchSideSchema = z.object({
  matched: z.array(str()),
  missed: z.array(str()),
  unknown: z.array(str()),
  /** How many of the side's nice-to-haves are met, and how many it set. */
  met: z.number().int(),
  of: z.number().int(),
});

/**
 * GET /api/user/matches/{registrationNo}/explanation (decision 126): the score of a MyMatches card in
 * words, both sides. `score` is null while the viewer has not chosen partner preferences or when neither
 * side set a nice-to-have.
 */
export const matchExplanationSchema = z.object({
  first_name: str(),
  preferences_set: z.boolean(),
  score: z.number().int().nullable(),
  /** The viewer's nice-to-haves against the member. */
  mine: matchSideSchema,
  /** The member's nice-to-haves against the viewer. */
  theirs: matchSideSchema,
});
export type MatchExplanation = z.infer<typeof matchExplanationSchema>;

/** Page and page size of a list query (server-side paging). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** A query-string boolean: 'true'/'1' or 'false'/'0'; anything else is left out. */
const optBool = z.preprocess(
  (v) =>
    v === 'true' || v === '1' || v === true
      ? true
      : v === 'false' || v === '0' || v === false
        ? false
        : undefined,
  z.boolean().optional(),
);

export const MATCH_TABS = ['mutual', 'lookingForMe'] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

/** GET /api/user/matches query. */
export const matchesQuerySchema = pageQuerySchema.extend({
  tab: z.enum(MATCH_TABS).default('mutual'),
  /** Only members whose ID staff verified (docs/verification.md#badges, decision 192); every plan. */
  id_verified: optBool,
});
export const matchesResponseSchema = pagedList('members', matchCardSchema).extend({
  /** True when more members match than one query ranks (the most recently active ones are ranked). */
  total_capped: z.boolean(),
  /** False until the member has chosen partner preferences: the page prompts them to (decision 020). */
  preferences_set: z.boolean(),
});
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;

export const MEMBER_SORTS = ['recently_active', 'newest', 'age_asc', 'age_desc'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_SORT_LABELS: Record<MemberSort, string> = {
  recently_active: 'Recently active',
  newest: 'Newest members',
  age_asc: 'Age: youngest first',
  age_desc: 'Age: oldest first',
};

/** A query-string list: `?caste=A&caste=B` (or one value) → string[]. */
const multi = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z.array(line().trim().min(1).max(100)).max(80),
);
const optInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(min).max(max).optional(),
  );
const optStr = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    line()
      .trim()
      .max(max, { error: MSG.tooManyCharacters.replace('{max}', String(max)) })
      .optional(),
  );

type Ranges = { age_min?: number; age_max?: number; height_min?: number; height_max?: number };

/**
 * A filter range's lower end may not exceed its upper end (docs/architecture.md#where-rules-live: the search form shows it from this
 * schema, the server refuses it with 400), the same messages as partner preferences.
 */
function rangesInOrder(v: Ranges, ctx: z.RefinementCtx): void {
  if (v.age_min !== undefined && v.age_max !== undefined && v.age_min > v.age_max)
    ctx.addIssue({ code: 'custom', path: ['age_max'], message: MSG.ageRangeInvalid });
  if (v.height_min !== undefined && v.height_max !== undefined && v.height_min > v.height_max)
    ctx.addIssue({ code: 'custom', path: ['height_max'], message: MSG.heightRangeInvalid });
}

/**
 * Browse and search criteria (GET /api/user/members and /api/user/search). Every filter applies to the
 * whole set on the server; the page is cut afterwards. Height in cm, ages in whole years.
 */
const memberFilterFields = pageQuerySchema.extend({
  age_min: optInt(18, 70),
  age_max: optInt(18, 70),
  height_min: optInt(100, 250),
  height_max: optInt(100, 250),
  marital_status: multi,
  caste: multi,
  mother_tongue: multi,
  qualification: multi,
  occupation: multi,
  income_band: multi,
  state: optStr(60),
  city: optStr(60),
  with_photo: optBool,
  /**
   * Minimum guna milan out of 36 with the viewer (docs/horoscope.md#search): members whose horoscope is
   * shown to all members and whose score with the viewer's nakshatra reaches it; unknowns are left out.
   */
  guna_min: optInt(1, 36),
  /**
   * Manglik status (docs/horoscope.md#search, decision 212): `manglik` (Yes or Partial), `not_manglik` (No);
   * absent or '' = any. Only members whose horoscope is shown to all members can match it (decision 148).
   */
  manglik: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(MANGLIK_FILTERS).optional()),
  /** Only members whose ID staff verified (docs/verification.md#badges); open to every plan. */
  id_verified: optBool,
  /** Part of the first name. */
  q: optStr(60),
  sort: z.enum(MEMBER_SORTS).default('recently_active'),
});
export const memberFiltersSchema = memberFilterFields.superRefine(rangesInOrder);
export type MemberFilters = z.infer<typeof memberFiltersSchema>;

/** GET /api/user/search: an exact registration number, or the criteria of memberFiltersSchema. */
export const searchQuerySchema = memberFilterFields
  .extend({ registration_no: optStr(32) })
  .superRefine(rangesInOrder);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * Filters that need the plan entitlement `advancedFilters` (SPEC §9 "advanced match filters", a Premium
 * feature). Age, marital status, caste, state, city, name and sort are open to every member.
 */
export const ADVANCED_FILTERS = [
  'height_min',
  'height_max',
  'mother_tongue',
  'qualification',
  'occupation',
  'income_band',
  'with_photo',
] as const;
export type AdvancedFilter = (typeof ADVANCED_FILTERS)[number];

/** The advanced filters a query actually uses (set and non-empty). */
export function usedAdvancedFilters(f: Partial<Record<AdvancedFilter, unknown>>): AdvancedFilter[] {
  return ADVANCED_FILTERS.filter((k) => {
    const v = f[k];
    if (Array.isArray(v)) return v.length > 0;
    return v !== undefined && v !== null && v !== '' && v !== false;
  });
}

/** Total is exact up to this many results; beyond it `total_capped` is true (counting a million rows costs). */
export const TOTAL_CAP = 2000;

export const membersResponseSchema = pagedList('members', memberCardSchema).extend({
  /** True when more than TOTAL_CAP members match (total then equals TOTAL_CAP). */
  total_capped: z.boolean(),
});
export type MembersResponse = z.infer<typeof membersResponseSchema>;

/** Longest interest message and report details, in characters (the form's counter uses them too). */
export const INTEREST_MESSAGE_MAX = 500;
export const REPORT_DETAILS_MAX = 1000;

/** POST /api/user/interests. */
export const expressInterestSchema = z.object({
  registration_no: line().trim().min(1).max(32),
  message: str()
    .trim()
    .max(INTEREST_MESSAGE_MAX, `At most ${INTEREST_MESSAGE_MAX} characters`)
    .optional()
    .default(''),
});

export const INTEREST_TABS = ['received', 'sent', 'accepted'] as const;
export type InterestTab = (typeof INTEREST_TABS)[number];
export const interestsQuerySchema = pageQuerySchema.extend({
  tab: z.enum(INTEREST_TABS).default('received'),
});
export const interestIdParam = z.object({ id: z.uuid() });

/**
 * One interest in the Interests page. `deleted`: the other member asked for their account to be deleted
 * or was erased (docs/data-rights.md, shownAsDeletedMember): then `member` is null (no name, photo, registration
 * number, contact or action: every action answers 409 memberUnavailable) and `message` holds only the
 * viewer's own message.
 */
export const interestItemSchema = z.object({
  id: str(),
  status: z.enum(INTEREST_STATUSES),
  message: str(),
  created_at: str(),
  responded_at: str().nullable(),
  direction: z.enum(['sent', 'received']),
  /** Sent by the sender's relationship manager for them (docs/assisted-service.md). */
  sent_by_manager: z.boolean(),
  deleted: z.boolean(),
  member: memberCardSchema.nullable(),
});
export type InterestItem = z.infer<typeof interestItemSchema>;

export const interestCountsSchema = z.object({
  received: z.number().int(),
  sent: z.number().int(),
  accepted: z.number().int(),
});
export type InterestCounts = z.infer<typeof interestCountsSchema>;

export const interestsResponseSchema = pagedList('interests', interestItemSchema, {
  counts: interestCountsSchema,
});
export type InterestsResponse = z.infer<typeof interestsResponseSchema>;

export const interestActionResponseSchema = envelope({
  interest: interestStateSchema,
});

/** Reasons a member may report a profile (staff review them in a later issue). */
export const REPORT_REASONS = [
  'Fake profile',
  'Inappropriate photo',
  'Harassment',
  'Already married',
  'Wrong information',
  'Other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** POST /api/user/reports. */
export const reportSchema = z.object({
  registration_no: line().trim().min(1).max(32),
  reason: z.enum(REPORT_REASONS, { error: MSG.reportReasonRequired }),
  details: str()
    .trim()
    .max(REPORT_DETAILS_MAX, `At most ${REPORT_DETAILS_MAX} characters`)
    .optional()
    .default(''),
});
export type ReportInput = z.input<typeof reportSchema>;

export const membersPageResponseSchema = pagedList('members', memberCardSchema);

/** A visitor of my profile: their card and the last visit. */
export const visitorCardSchema = memberCardSchema.extend({
  last_visit_at: str(),
  visits: z.number().int(),
});
export const visitorsResponseSchema = pagedList('members', visitorCardSchema);
export type VisitorCard = z.infer<typeof visitorCardSchema>;

/** A member I blocked (only what is needed to recognise and unblock them). */
export const blockedMemberSchema = z.object({
  registration_no: str(),
  first_name: str(),
  blocked_at: str(),
});
export const blocksResponseSchema = pagedList('blocks', blockedMemberSchema);
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

/** The viewer's effective plan and what it allows (GET /api/user/plan; the UI shows locks and offers). */
export const myPlanSchema = z.object({
  code: str(),
  name: str(),
  expires_at: str().nullable(),
  /** A paid plan whose expiry passed: it counts as FreeUser (code is then 'FreeUser'). */
  expired: z.boolean(),
  entitlements: entitlementsSchema,
});
export type MyPlan = z.infer<typeof myPlanSchema>;
export const myPlanResponseSchema = envelope({
  plan: myPlanSchema,
});

/** GET /api/user/dashboard (docs/member-area.md, userDashboard). */
export const dashboardSchema = z.object({
  name: str(),
  registration_no: str(),
  plan: z.object({
    code: str(),
    name: str(),
    expires_at: str().nullable(),
    expired: z.boolean(),
  }),
  /** Profile completeness in percent. */
  completeness: z.number().int(),
  /** What is still missing from the profile, in the profile page's order (docs/first-impressions.md#details-members-notice: the hint names it). */
  completeness_missing: z.array(str()),
  counts: interestCountsSchema.extend({ views: z.number().int(), shortlisted: z.number().int() }),
  top_matches: z.array(matchCardSchema),
  /** False until the member has chosen partner preferences: the top matches show no percentage (decision 126). */
  preferences_set: z.boolean(),
  notifications: z.array(notificationSchema),
  upgrade_offered: z.boolean(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = envelope({
  dashboard: dashboardSchema,
});
