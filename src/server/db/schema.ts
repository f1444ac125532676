import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AuditAction } from '../../shared/audit-actions';
import type { Entitlements } from '../../shared/plans';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
/** A table's own id: a random uuid. */
const idColumn = () => uuid('id').primaryKey().defaultRandom();
/** An account the row belongs to (users.id), deleted with it. */
const accountRef = (name: string) =>
  uuid(name)
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' });

/** Registration numbers come from this sequence, never reused (docs/accounts.md#registration). */
export const registrationNoSeq = pgSequence('registration_no_seq', { startWith: 100001 });

/** Accounts: one per person who signs in (members, promoters, staff). */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    registrationNo: text('registration_no').notNull().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('FreeUser'),
    status: text('status').notNull().default('pending'),
    statusReason: text('status_reason'),
    intendedPlan: text('intended_plan'),
    planExpiresAt: ts('plan_expires_at'),
    /** The promoter this member is attributed to (decision 022: code at registration or first purchase). */
    referredBy: uuid('referred_by'),
    tokenVersion: integer('token_version').notNull().default(0),
    /** The language of the member's mails and pages (docs/i18n.md): 'en' or 'kn'. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    activatedAt: ts('activated_at'),
    lastLoginAt: ts('last_login_at'),
    /** Members' data rights (docs/data-rights.md): when the member asked to delete the account; null otherwise. */
    deletionRequestedAt: ts('deletion_requested_at'),
    /** The end of the 30-day grace period: the erasure job erases the account after this time. */
    deletionDueAt: ts('deletion_due_at'),
    /** When the erasure job anonymised the account (the row stays for receipts and the ledger). */
    erasedAt: ts('erased_at'),
    /**
     * Staff permissions of an Admin account (decision 130): null for the bootstrap Admin (holds every
     * permission, cannot be changed through the app); an invited staff member's chosen list otherwise.
     */
    staffPermissions: text('staff_permissions').array(),
    /** An invited staff member's name (staff have no profile); null for every other account. */
    staffName: text('staff_name'),
    /** Staff set a temporary password (decision 131): the account must choose its own at the next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Conversations (docs/conversations.md#notifications): one email digest of unseen messages; the member may turn it off. */
    messageDigest: boolean('message_digest').notNull().default(true),
    /**
     * The MyMatches cache's version (decision 204): bumped in the same transaction as a block, an unblock or
     * an interest of this member, so that a cached first page of matches is not served after it.
     */
    matchesVersion: integer('matches_version').notNull().default(0),
    /** Decision 202: the MyMatches mail of new matches, 'none', 'daily' or 'weekly' (docs/member-area.md#saved-searches). */
    matchesMail: text('matches_mail').notNull().default('none'),
    /** Decision 202: the MyMatches mail's cursor: members activated after it are new in the next mail. */
    matchesMailedAt: ts('matches_mailed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_status_created_idx').on(t.status, t.createdAt),
    index('users_referred_by_idx').on(t.referredBy, t.createdAt),
    // The deletion queue and the erasure job (docs/data-rights.md).
    index('users_deletion_due_idx')
      .on(t.deletionDueAt)
      .where(sql`${t.deletionDueAt} is not null and ${t.erasedAt} is null`),
  ],
);

/**
 * A member's profile: registration details (SPEC §3) and what the member area adds (docs/member-area.md).
 * `listed` is true only while the account is active and the member has not hidden the profile;
 * every list, match and search reads it (kept in step by the services that change status).
 */
/**
 * The filter and must-have columns that profiles_browse_idx and profiles_caste_idx both carry after their
 * own leading columns, in this order (decision 078: covering, so search and MyMatches filter on index
 * tuples alone; accept_mask since decision 091, for MyMatches' unbounded mutual walk; replies since
 * decision 093, its reply signal).
 */
const COVERED = [
  'motherTongue',
  'state',
  'city',
  'country',
  'heightCm',
  'qualification',
  'occupation',
  'incomeBand',
  'hasPhoto',
  'replies',
  'diet',
  'acceptAgeMin',
  'acceptAgeMax',
  'acceptHeightMin',
  'acceptHeightMax',
  'acceptKeys',
  'acceptMask',
  'horoscopeMoon',
  'horoscopeManglik',
  'acceptGunaMin',
  'acceptGunaUnknown',
] as const;

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profileFor: text('profile_for').notNull(),
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    maritalStatus: text('marital_status').notNull(),
    heightCm: smallint('height_cm'),
    motherTongue: text('mother_tongue').notNull().default(''),
    aboutMe: text('about_me').notNull().default(''),
    parentRelation: text('parent_relation').notNull().default(''),
    parentName: text('parent_name').notNull().default(''),
    siblings: text('siblings').notNull().default(''),
    religion: text('religion').notNull().default('Hindu'),
    caste: text('caste').notNull().default(''),
    subCaste: text('sub_caste').notNull().default(''),
    gotra: text('gotra').notNull().default(''),
    rashi: text('rashi').notNull().default(''),
    nakshatra: text('nakshatra').notNull().default(''),
    qualification: text('qualification').notNull().default(''),
    occupation: text('occupation').notNull().default(''),
    incomeBand: text('income_band').notNull().default(''),
    occupationCountry: text('occupation_country').notNull().default(''),
    country: text('country').notNull().default(''),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    mobileNo: text('mobile_no').notNull(),
    diet: text('diet').notNull().default(''),
    smoking: text('smoking').notNull().default(''),
    drinking: text('drinking').notNull().default(''),
    bloodGroup: text('blood_group').notNull().default(''),
    sunSign: text('sun_sign').notNull().default(''),
    photoPrivacy: text('photo_privacy').notNull().default('members'),
    /** Manglik (kuja dosha) status (MANGLIK_STATUSES, decision 147); '' = not stated. docs/horoscope.md. */
    manglik: text('manglik').notNull().default(''),
    /** Time of birth 'HH:MM' (24 h, local time of the place of birth); '' = not given. docs/horoscope.md. */
    birthTime: text('birth_time').notNull().default(''),
    /** Place of birth (free text); '' = not given. docs/horoscope.md. */
    birthPlace: text('birth_place').notNull().default(''),
    /**
     * Who sees the member's horoscope (nakshatra, rashi, manglik, birth time and place, the guna milan
     * score and the chart): HOROSCOPE_PRIVACY 'members' | 'accepted' | 'hidden' (docs/horoscope.md#privacy,
     * src/shared/policies/horoscope.ts).
     */
    horoscopePrivacy: text('horoscope_privacy').notNull().default('members'),
    /**
     * The member's Moon position as matching may use it (decision 146): the index of (nakshatra, rashi)
     * in MOON_POSITIONS (src/shared/horoscope/guna-milan.ts) when the horoscope is shown to all members,
     * else null (unknown to a search: a hidden horoscope is never filtered on). Generated by PostgreSQL
     * (SQL function guna_moon), so the walked indexes carry it.
     */
    horoscopeMoon: smallint('horoscope_moon').generatedAlwaysAs(
      sql`guna_moon(nakshatra, rashi, horoscope_privacy)`,
    ),
    /** The manglik status as matching may use it: `manglik` when shown to all members, else ''. */
    horoscopeManglik: text('horoscope_manglik').generatedAlwaysAs(
      sql`case when horoscope_privacy = 'members' then manglik else '' end`,
    ),
    hidden: boolean('hidden').notNull().default(false),
    /**
     * Staff hid the profile pending changes after a report (decision 165, docs/moderation.md): out of every
     * member list until staff un-hide it or approve a change the member asked for. Read by `isListed`.
     */
    heldByStaff: boolean('held_by_staff').notNull().default(false),
    /**
     * The member chose to appear in the public home page's "Recently joined" (off by default; privacy
     * settings; decision 125, docs/data-rights.md). Read by `shownOnPublicHome` (src/shared/policies).
     */
    showOnHome: boolean('show_on_home').notNull().default(false),
    listed: boolean('listed').notNull().default(false),
    /**
     * When the member said "We found our match" (decision 160, docs/success-stories.md), or confirmed being
     * named as the partner: the profile leaves search and matches (isListed) until the member takes it back.
     */
    foundMatchAt: ts('found_match_at'),
    hasPhoto: boolean('has_photo').notNull().default(false),
    /**
     * The mobile number the member proved with an SMS code (docs/verification.md#mobile): the "Mobile
     * verified" badge holds while it equals `mobile_no`, so changing the number removes the badge by itself.
     */
    mobileVerifiedNo: text('mobile_verified_no'),
    /** When staff approved the member's government ID (docs/verification.md#identity): "ID verified". */
    idVerifiedAt: ts('id_verified_at'),
    /** When staff matched the member's approved photo against the ID (docs/verification.md#identity): "Photo verified". */
    photoVerifiedAt: ts('photo_verified_at'),
    /**
     * The member has answered (accepted or declined) an interest they received: MyMatches' "Replies to
     * interests" signal (decision 020), read from the walked indexes (decision 093). Set by the triggers on
     * interests (migration 0017), never cleared.
     */
    replies: boolean('replies').notNull().default(false),
    /** Featured listing set by staff (SPEC §9); the plan's featured listing is `featuredUntil`. */
    featured: boolean('featured').notNull().default(false),
    /**
     * Until when the member's plan gives featured listing (SPEC §9 Premium): the plan's expiry, infinity
     * for a plan without one, null when the member's role has no plan with the `featuredListing`
     * entitlement. Kept by database triggers on users, plans and profiles (migration 0018, decision 094),
     * never written by the app, so the walked indexes carry it and MyMatches ranks without reading users.
     */
    featuredUntil: ts('featured_until'),
    /**
     * Until when the member's monthly profile boost ranks the profile first among equals (SPEC §9 Premium
     * "profile boost monthly", docs/plan-features.md#profile-boost): written with the profile_boosts row,
     * 24 hours after the boost; null when the member never boosted. Carried by the walked indexes.
     */
    boostedUntil: ts('boosted_until'),
    /** When the member registered: users.created_at, copied by the same trigger (MyMatches' "newest"). */
    registeredAt: ts('registered_at').notNull().defaultNow(),
    lastActiveAt: ts('last_active_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * The member's own must-haves in an indexable form (decisions 020 and 040), copied from their
     * partner_preferences row by a database trigger (migration `0007_indexable_must_haves`; never
     * written by the app): the age range they accept, the height range when height is a must-have
     * (0..999 otherwise), and `accept_keys`: per criterion either `criterion=*` (no must-have) or
     * `criterion=value` for each accepted value. "Whose must-haves I meet" is then a test on this row:
     * `accept_keys && array['caste=*', 'caste=<mine>']` for each criterion. profiles_match_idx and
     * profiles_browse_idx carry every accept_* column (decision 078), so both sides of MyMatches are
     * tested on index tuples alone (index-only scans, no heap read per candidate).
     */
    acceptAgeMin: smallint('accept_age_min').notNull().default(0),
    acceptAgeMax: smallint('accept_age_max').notNull().default(999),
    acceptHeightMin: smallint('accept_height_min').notNull().default(0),
    acceptHeightMax: smallint('accept_height_max').notNull().default(999),
    acceptKeys: text('accept_keys')
      .array()
      .notNull()
      .default(
        sql`'{marital_status=*,caste=*,qualification=*,occupation=*,income_band=*,mother_tongue=*,state=*,city=*,diet=*,country=*}'::text[]`,
      ),
    /**
     * Which criteria the member restricts (decision 082): bit i set when `accept_keys` has no
     * `criterion=*` for the i-th criterion of ACCEPT_CRITERIA (src/server/modules/directory/criteria.ts;
     * the SQL function match_accept_mask, migration 0014). Generated by PostgreSQL from accept_keys, so it
     * is never out of step. MyMatches' bounded walk tests `accept_mask & bit = 0` before an overlap test,
     * so a criterion the candidate does not restrict costs one integer test.
     */
    acceptMask: smallint('accept_mask').generatedAlwaysAs(sql`match_accept_mask(accept_keys)`),
    /**
     * The member's own guna milan must-have (decision 146, "their side"; docs/horoscope.md#matching),
     * copied from partner_preferences by the same trigger as the other accept_* columns: the minimum
     * out of 36 when guna milan is a must-have, else 0; `accept_guna_unknown` is their "unknown
     * passes" choice. Carried by the walked indexes, so MyMatches tests it on index tuples.
     */
    acceptGunaMin: smallint('accept_guna_min').notNull().default(0),
    acceptGunaUnknown: boolean('accept_guna_unknown').notNull().default(true),
  },
  (t) => [
    // Browsing, search and narrow partner preferences by age (docs/member-area.md#matches): the date-of-birth range first,
    // then every filter column, so counts, filters and match candidates come from the index alone.
    index('profiles_browse_idx').on(
      t.listed,
      t.gender,
      t.dateOfBirth,
      t.userId,
      t.lastActiveAt,
      t.featured,
      t.featuredUntil,
      t.boostedUntil,
      t.registeredAt,
      t.maritalStatus,
      t.caste,
      ...COVERED.map((c) => t[c]),
    ),
    // Search by caste, the community's first filter (docs/member-area.md#matches), with or without an age range; and
    // matches of a member whose must-haves name castes. Covering like profiles_browse_idx (decision 078):
    // every filter and accept_* column, so neither search nor MyMatches reads the heap to filter.
    index('profiles_caste_idx').on(
      t.listed,
      t.gender,
      t.caste,
      t.dateOfBirth,
      t.userId,
      t.lastActiveAt,
      t.featured,
      t.featuredUntil,
      t.boostedUntil,
      t.registeredAt,
      t.maritalStatus,
      ...COVERED.map((c) => t[c]),
    ),
    index('profiles_recent_idx').on(t.listed, t.lastActiveAt),
    // The few profiles boosted now (docs/plan-features.md#profile-boost): ranked first in search and viewAll.
    index('profiles_boosted_idx').on(t.boostedUntil).where(sql`${t.boostedUntil} is not null`),
    // Whose must-haves a viewer meets (decision 040): overlap tests on accept_keys.
    index('profiles_accept_keys_idx').using('gin', t.acceptKeys),
    // Matching and browsing (docs/member-area.md#matches): walks listed members of one gender, most recently active first,
    // and checks every partner-preference column from the index alone (index-only scans, no heap).
    index('profiles_match_idx').on(
      t.listed,
      t.gender,
      t.lastActiveAt,
      t.userId,
      t.featured,
      t.featuredUntil,
      t.boostedUntil,
      t.registeredAt,
      t.dateOfBirth,
      t.heightCm,
      t.maritalStatus,
      t.caste,
      t.motherTongue,
      t.state,
      t.city,
      t.country,
      t.qualification,
      t.occupation,
      t.incomeBand,
      t.hasPhoto,
      t.replies,
      t.diet,
      t.acceptAgeMin,
      t.acceptAgeMax,
      t.acceptHeightMin,
      t.acceptHeightMax,
      t.acceptKeys,
      t.acceptMask,
      t.horoscopeMoon,
      t.horoscopeManglik,
      t.acceptGunaMin,
      t.acceptGunaUnknown,
    ),
  ],
);

/** Partner preferences (docs/member-area.md#matches). Empty arrays mean "any". */
export const partnerPreferences = pgTable('partner_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ageMin: smallint('age_min').notNull().default(18),
  ageMax: smallint('age_max').notNull().default(70),
  heightMin: smallint('height_min'),
  heightMax: smallint('height_max'),
  maritalStatuses: text('marital_statuses').array().notNull().default(sql`'{}'::text[]`),
  castes: text('castes').array().notNull().default(sql`'{}'::text[]`),
  qualifications: text('qualifications').array().notNull().default(sql`'{}'::text[]`),
  occupations: text('occupations').array().notNull().default(sql`'{}'::text[]`),
  incomeBands: text('income_bands').array().notNull().default(sql`'{}'::text[]`),
  motherTongues: text('mother_tongues').array().notNull().default(sql`'{}'::text[]`),
  states: text('states').array().notNull().default(sql`'{}'::text[]`),
  cities: text('cities').array().notNull().default(sql`'{}'::text[]`),
  /** Diets the member would like (DIETS); a must-have or nice-to-have like the others (decision 020). */
  diets: text('diets').array().notNull().default(sql`'{}'::text[]`),
  country: text('country').notNull().default(''),
  /** Minimum guna milan out of 36 (docs/horoscope.md#matching); 0 = not set. */
  gunaMin: smallint('guna_min').notNull().default(0),
  /** The member wants a manglik status compatible with their own (decision 147, manglikPasses). */
  manglikMatch: boolean('manglik_match').notNull().default(false),
  /**
   * Whether a member whose horoscope is unknown to the seeker (no nakshatra, not shown, no manglik
   * status) passes the guna milan and manglik must-haves: "unknown passes unless the member chose
   * otherwise" (docs/horoscope.md#matching).
   */
  horoscopeUnknownPasses: boolean('horoscope_unknown_passes').notNull().default(true),
  /**
   * The member wants members whose ID staff verified (decision 192): a must-have filters their own
   * MyMatches, a nice-to-have ranks; it never filters who sees them.
   */
  idVerified: boolean('id_verified').notNull().default(false),
  /**
   * Which set criteria are must-haves (filters); the rest are nice-to-haves (ranking). Keys of
   * PREFERENCE_CRITERIA (src/shared/schemas/member.ts); age is always a must-have (decision 020).
   */
  mustHaves: text('must_haves').array().notNull().default(sql`'{marital_status,caste}'::text[]`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Guna milan of every pair of Moon positions (decision 146): seeded by its migration from GUNA_TABLE
 * (src/shared/horoscope/guna-table.ts), so SQL filters and ranks without per-row JavaScript. `points`
 * is the total × 2 (half points stay integers). guna-milan-table.test.ts compares it with the function.
 */
export const gunaMilanTable = pgTable(
  'guna_milan',
  {
    brideMoon: smallint('bride_moon').notNull(),
    groomMoon: smallint('groom_moon').notNull(),
    brideNakshatra: text('bride_nakshatra').notNull(),
    brideRashi: text('bride_rashi').notNull(),
    groomNakshatra: text('groom_nakshatra').notNull(),
    groomRashi: text('groom_rashi').notNull(),
    points: smallint('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brideMoon, t.groomMoon] })],
);

/** Changes to name, gender or date of birth after verification wait for staff review (docs/member-area.md#profile-changes). */
export const profileChangeRequests = pgTable('profile_change_requests', {
  id: idColumn(),
  userId: accountRef('user_id'),
  changes: jsonb('changes').$type<Record<string, string>>().notNull(),
  status: text('status').notNull().default('pending'),
  reason: text('reason'),
  createdAt: createdAt(),
  reviewedAt: ts('reviewed_at'),
  reviewedBy: uuid('reviewed_by'),
});

/** Member photos (docs/member-area.md#photos): files live under DATA_DIR/media/<storage_key>/. */
export const photos = pgTable(
  'photos',
  {
    id: idColumn(),
    userId: accountRef('user_id'),
    storageKey: text('storage_key').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * The 64-bit difference hash of the upload (decision 194, docs/data-rights.md#duplicate-accounts), a
     * signed bigint; null for photos uploaded before it existed. Compared by Hamming distance.
     */
    dhash: bigint('dhash', { mode: 'bigint' }),
    createdAt: createdAt(),
    reviewedAt: ts('reviewed_at'),
    reviewedBy: uuid('reviewed_by'),
  },
  (t) => [index('photos_user_idx').on(t.userId), index('photos_status_idx').on(t.status, t.createdAt)],
);

/**
 * Salted hashes of an erased account's email and mobile (decision 194, docs/data-rights.md#duplicate-accounts):
 * HMAC-SHA256 under the server's duplicate-hash key, kept 12 months after the erasure (`expires_at`) to flag
 * a new signup with the same address or number as a likely duplicate. Nothing else of the account.
 */
export const erasedIdentifiers = pgTable(
  'erased_identifiers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'email' or 'mobile'. */
    kind: text('kind').notNull(),
    /** Hex HMAC-SHA256 of the normalised value (lower-case email; E.164 mobile). */
    hash: text('hash').notNull(),
    /** The erased account (its users row stays, anonymised, with its registration number). */
    userId: uuid('user_id').notNull(),
    erasedAt: ts('erased_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('erased_identifiers_hash_idx').on(t.kind, t.hash),
    index('erased_identifiers_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * A likely duplicate account for staff (decision 194, docs/staff.md#duplicates): the newer account
 * `user_id` looks like `other_user_id` because of `reason` (DUPLICATE_REASONS). Open until staff allow it
 * or decline the newer account as a duplicate. One open flag per pair and reason.
 */
export const duplicateFlags = pgTable(
  'duplicate_flags',
  {
    id: idColumn(),
    userId: accountRef('user_id'),
    otherUserId: accountRef('other_user_id'),
    reason: text('reason').notNull(),
    /** For 'photo': the new photo, the other account's photo and their Hamming distance in bits. */
    photoId: uuid('photo_id'),
    otherPhotoId: uuid('other_photo_id'),
    distance: integer('distance'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    decidedBy: uuid('decided_by'),
  },
  (t) => [
    index('duplicate_flags_status_idx').on(t.status, t.createdAt),
    index('duplicate_flags_user_idx').on(t.userId),
    index('duplicate_flags_photo_idx').on(t.photoId),
    uniqueIndex('duplicate_flags_open_key')
      .on(t.userId, t.otherUserId, t.reason)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A member's horoscope chart (docs/horoscope.md#chart): one PDF or image per member, a private document
 * moderated like photos (pending → approved / rejected by staff) and shown only under the horoscope
 * privacy rule (chartVisible, src/shared/policies/horoscope.ts) through signed links. The file lives
 * under DATA_DIR/media/<storage_key>/ (`chart.pdf` or `chart.webp`); a new upload replaces the old one.
 */
export const horoscopeCharts = pgTable(
  'horoscope_charts',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** CHART_KINDS: 'pdf' (kept as uploaded) or 'image' (re-encoded WebP without metadata). */
    kind: text('kind').notNull(),
    bytes: integer('bytes').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    createdAt: createdAt(),
    reviewedAt: ts('reviewed_at'),
    reviewedBy: uuid('reviewed_by'),
  },
  (t) => [index('horoscope_charts_status_idx').on(t.status, t.createdAt)],
);

/** Interests between two members (docs/member-area.md#interests). One open (pending or accepted) interest per pair. */
export const interests = pgTable(
  'interests',
  {
    id: idColumn(),
    senderId: accountRef('sender_id'),
    receiverId: accountRef('receiver_id'),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: ts('responded_at'),
    /** The relationship manager who sent it for the sender (docs/assisted-service.md); null when the member did. */
    sentByManagerId: uuid('sent_by_manager_id'),
  },
  (t) => [
    uniqueIndex('interests_open_pair_key')
      .on(sql`least(${t.senderId}, ${t.receiverId})`, sql`greatest(${t.senderId}, ${t.receiverId})`)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('interests_sender_idx').on(t.senderId, t.createdAt),
    index('interests_receiver_idx').on(t.receiverId, t.createdAt),
    // MyMatches' "Replies to interests" signal (decision 082): has this member answered any interest?
    // One probe of a small partial index, no heap read, per ranked match.
    index('interests_replied_idx').on(t.receiverId).where(sql`${t.respondedAt} is not null`),
  ],
);

/** A member's shortlist (docs/member-area.md). */
export const shortlists = pgTable(
  'shortlists',
  {
    userId: accountRef('user_id'),
    targetId: accountRef('target_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetId] })],
);

/** Blocks: the two members no longer see or contact each other (docs/member-area.md#who-sees-whom). */
export const blocks = pgTable(
  'blocks',
  {
    userId: accountRef('user_id'),
    targetId: accountRef('target_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetId] }), index('blocks_target_idx').on(t.targetId)],
);

/**
 * Reports of a profile (docs/member-area.md) and staff's decision on each (docs/moderation.md, decision 165):
 * status 'open' until staff decide; then 'closed' with `decision` (dismiss, warn, hide, deactivate), who
 * decided, when, and the note staff wrote (the warning's reason is shown to the member; the reporter never).
 */
export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    reporterId: accountRef('reporter_id'),
    targetId: accountRef('target_id'),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').notNull().default('open'),
    decision: text('decision'),
    decidedBy: uuid('decided_by'),
    decidedAt: ts('decided_at'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_target_idx').on(t.targetId, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    index('reports_open_idx').on(t.status, t.createdAt),
  ],
);

/** Who viewed whose profile: one row per pair, last visit kept (docs/member-area.md). */
export const profileViews = pgTable(
  'profile_views',
  {
    viewerId: accountRef('viewer_id'),
    viewedId: accountRef('viewed_id'),
    visits: integer('visits').notNull().default(1),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.viewedId] }),
    index('profile_views_viewed_idx').on(t.viewedId, t.viewedAt),
  ],
);

/**
 * Monthly profile boosts (SPEC §9 Premium, docs/plan-features.md#profile-boost): at most one per member per
 * calendar month in IST (`month` 'YYYY-MM', the unique key makes the rule atomic), 24 hours long; `views`
 * counts profile views received while it ran.
 */
export const profileBoosts = pgTable(
  'profile_boosts',
  {
    userId: accountRef('user_id'),
    month: text('month').notNull(),
    startsAt: ts('starts_at').notNull().defaultNow(),
    endsAt: ts('ends_at').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] }), index('profile_boosts_ends_idx').on(t.endsAt)],
);

/**
 * Share links of a profile (SPEC §9 Silver "share your profile details", docs/plan-features.md#share-link):
 * the SHA-256 of an unguessable token (the token itself is shown once to the member and never stored),
 * an expiry the member chose (7 or 30 days), revocation, and how many times the public page was opened.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: idColumn(),
    userId: accountRef('user_id'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('share_links_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Success stories (decision 160, docs/success-stories.md): a member found their match (optionally naming the
 * partner, who confirms), and the couple may agree to a published story that staff approve. `partnerState`:
 * 'none' (no partner named), 'pending', 'confirmed' or 'declined'. `review`: 'none' (nothing to review),
 * 'pending', 'approved' or 'rejected'. Whether it shows publicly is `storyIsPublic` (src/shared/policies).
 * Erased with either member (docs/data-rights.md).
 */
export const successStories = pgTable(
  'success_stories',
  {
    id: idColumn(),
    memberId: accountRef('member_id'),
    partnerId: uuid('partner_id').references(() => users.id, { onDelete: 'set null' }),
    partnerState: text('partner_state').notNull().default('none'),
    memberConsent: boolean('member_consent').notNull().default(false),
    partnerConsent: boolean('partner_consent').notNull().default(false),
    story: text('story').notNull().default(''),
    /** The optional photo's storage key (src/server/media/storage.ts, one rendition set). */
    photoKey: text('photo_key'),
    review: text('review').notNull().default('none'),
    reviewReason: text('review_reason').notNull().default(''),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: ts('reviewed_at'),
    withdrawnAt: ts('withdrawn_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('success_stories_member_key').on(t.memberId),
    uniqueIndex('success_stories_partner_key').on(t.partnerId).where(sql`${t.partnerState} = 'confirmed'`),
    index('success_stories_partner_idx').on(t.partnerId),
    index('success_stories_review_idx').on(t.review, t.updatedAt),
  ],
);

/** In-app notifications (docs/member-area.md). */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: accountRef('user_id'),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull().default(''),
    readAt: ts('read_at'),
    createdAt: createdAt(),
    /** A staff notice's bell row (decision 132): its texts in each language come from staff_notices. */
    noticeId: uuid('notice_id'),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A member's Web Push subscriptions (docs/installable-app.md#push, decision 201): one per browser or
 * device that said yes; the push service's endpoint (unique: a device belongs to the account that
 * subscribed it last) and the keys the payload is encrypted with. Removed when the member turns push
 * off on that device, or when the push service answers 404/410 (the subscription is gone).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: accountRef('user_id'),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Which notifications a member wants pushed (decision 201), one row per member who changed them; no
 * row: every kind on (shared/policies/push.ts PUSH_KINDS).
 */
export const pushSettings = pgTable('push_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  interestReceived: boolean('interest_received').notNull().default(true),
  interestAccepted: boolean('interest_accepted').notNull().default(true),
  messageReceived: boolean('message_received').notNull().default(true),
});

/**
 * Notices staff send (decision 132, /admin/notification): English and optional Kannada texts, an
 * audience, a from–to window (the banner shows while it is open) and optional email, queued to the
 * outbox in the background (`email_total` recipients, `email_queued` so far).
 */
export const staffNotices = pgTable('staff_notices', {
  id: idColumn(),
  titleEn: text('title_en').notNull(),
  bodyEn: text('body_en').notNull(),
  titleKn: text('title_kn').notNull().default(''),
  bodyKn: text('body_kn').notNull().default(''),
  /** 'all' (every member), a member role (FreeUser, SilverUser, PremiumUser, Assistance), 'promoter' or 'account'. */
  audience: text('audience').notNull(),
  targetUserId: uuid('target_user_id'),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  email: boolean('email').notNull().default(false),
  emailTotal: integer('email_total').notNull().default(0),
  emailQueued: integer('email_queued').notNull().default(0),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

/** A recipient closed a notice's banner (decision 132); the bell row stays. */
export const noticeDismissals = pgTable(
  'notice_dismissals',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => staffNotices.id, { onDelete: 'cascade' }),
    userId: accountRef('user_id'),
    dismissedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);

/** Password-reset OTPs, stored hashed (decision 004). */
export const passwordResetOtps = pgTable(
  'password_reset_otps',
  {
    id: idColumn(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_otps_email_idx').on(t.email, t.createdAt)],
);

/**
 * Codes that prove a member's mobile number (docs/verification.md#mobile): stored hashed like the password
 * reset OTPs (decision 004): 10 minutes, 5 wrong tries, single use.
 */
export const mobileOtps = pgTable(
  'mobile_otps',
  {
    id: idColumn(),
    userId: accountRef('user_id'),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mobile_otps_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Government IDs members upload to be verified (docs/verification.md#identity). The image lives in the
 * media storage under `storage_key` only until staff decide; then the file is deleted and the key set to
 * null: what stays is the document type, the last four characters and the decision (who, when, why).
 */
export const idDocuments = pgTable(
  'id_documents',
  {
    id: idColumn(),
    userId: accountRef('user_id'),
    docType: text('doc_type').notNull(),
    lastFour: text('last_four').notNull(),
    storageKey: text('storage_key'),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    photoMatches: boolean('photo_matches').notNull().default(false),
    decidedBy: uuid('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('id_documents_user_idx').on(t.userId, t.createdAt),
    index('id_documents_status_idx').on(t.status, t.createdAt),
  ],
);

/** Fixed-window counters shared by every app process (sign-in limits, decision 004). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: ts('reset_at').notNull(),
});

/** Membership plans; entitlements are data (docs/member-area.md#plans-are-data, SPEC §9). Prices in paise. */
export const plans = pgTable('plans', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  originalPricePaise: integer('original_price_paise').notNull(),
  pricePaise: integer('price_paise').notNull(),
  discountText: text('discount_text').notNull().default(''),
  durationMonths: integer('duration_months').notNull(),
  features: text('features').array().notNull().default(sql`'{}'::text[]`),
  /**
   * The plan's texts in Kannada, edited by staff beside the English ones (decision 150): shown to a
   * Kannada reader, each falling back to the English text when empty (features: the whole list).
   */
  nameKn: text('name_kn').notNull().default(''),
  discountTextKn: text('discount_text_kn').notNull().default(''),
  featuresKn: text('features_kn').array().notNull().default(sql`'{}'::text[]`),
  entitlements: jsonb('entitlements').$type<Entitlements>().notNull(),
  public: boolean('public').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /**
   * Sold "on request" (decision 170): staff agree a price between `price_paise` (the range's floor) and
   * `original_price_paise` (its ceiling); checkout charges the agreed price only, never the catalogue's.
   */
  onRequest: boolean('on_request').notNull().default(false),
});

/**
 * What staff did, for accountability (docs/moderation.md#audit-trail, decision 166): who (`actor_id`, null for
 * the system's jobs), what (`action`), when, about whom (`target_user_id`) and `details` (before/after of
 * the fields changed, reasons). Rows are never changed or deleted: a trigger refuses UPDATE and DELETE,
 * except the erasure job's scrub of personal keys (migration 0022).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    /** `<kind>.<action>`, one of src/shared/audit-actions.ts. */
    action: text('action').$type<AuditAction>().notNull(),
    targetUserId: uuid('target_user_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetUserId, t.createdAt),
    // The audit trail page (docs/moderation.md#audit-trail): by staff member, by action, newest first.
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

/**
 * Payments (docs/payments.md#staff): one row per order, online (test gateway, Razorpay) or recorded offline by staff.
 * The price, plan name and duration are copied at order time, so a catalogue change never alters an
 * order. Status: created → paid | failed; `incomplete` when the gateway took money the service has not
 * confirmed yet (reconciliation), `resolved` when staff closed such a row with a note.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    userId: accountRef('user_id'),
    planCode: text('plan_code').notNull(),
    planName: text('plan_name').notNull(),
    durationMonths: integer('duration_months').notNull(),
    listPricePaise: integer('list_price_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    amountPaise: integer('amount_paise').notNull(),
    promoCode: text('promo_code'),
    referralCode: text('referral_code'),
    commissionPaise: integer('commission_paise').notNull().default(0),
    provider: text('provider').notNull(),
    mode: text('mode').notNull().default('online'),
    /** Set at confirmation: 'new', 'renewal' (same plan again) or 'upgrade' (docs/payments.md#staff, renewal reports). */
    kind: text('kind'),
    providerOrderId: text('provider_order_id').unique(),
    providerPaymentId: text('provider_payment_id').unique(),
    reference: text('reference').notNull().default(''),
    status: text('status').notNull().default('created'),
    note: text('note').notNull().default(''),
    receiptNo: text('receipt_no').unique(),
    periodStart: ts('period_start'),
    periodEnd: ts('period_end'),
    /** GST split at confirmation (null: plain receipt). */
    tax: jsonb('tax').$type<{
      gstin: string;
      sac: string;
      kind: 'intra' | 'inter';
      taxablePaise: number;
      cgstPaise: number;
      sgstPaise: number;
      igstPaise: number;
    } | null>(),
    recordedBy: uuid('recorded_by'),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    index('payments_paid_idx').on(t.paidAt),
  ],
);

/** The last receipt number issued per financial year (docs/payments.md#prices-periods-receipts: gap-free, updated in the payment's transaction). */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});

/** Work a job did once (docs/payments.md#jobs): a daily run, a reminder for one member and expiry. Key is unique. */
export const jobMarks = pgTable('job_marks', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});

/**
 * Mail waiting to be sent (decision 011): written in the sender's transaction, sent after commit by a
 * background drain (mail/outbox.ts) with retries, and deleted once the mail server accepted it.
 * `locked_until` is the lease of the process sending a row, so each row is sent by one process.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Files attached (a receipt PDF): `[{ filename, contentType, base64 }]`; prices and receipts (docs/payments.md#prices-periods-receipts). */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; base64: string }[]>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    failedAt: ts('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.failedAt} is null`)],
);

/** Messages sent with the Contact Us form (docs/first-impressions.md#details-members-notice); staff answer them by mail from /admin. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull().default(''),
    topic: text('topic').notNull(),
    registrationNo: text('registration_no').notNull().default(''),
    message: text('message').notNull(),
    /** 'new' until staff reply or mark it answered, then 'answered'. */
    status: text('status').notNull().default('new'),
    reply: text('reply'),
    answeredAt: ts('answered_at'),
    answeredBy: uuid('answered_by'),
    /**
     * Sent by a member whose plan has priority support (docs/plan-features.md#priority-support): answer
     * due by then (PRIORITY_RESPONSE_WORKING_HOURS working hours after it came); null: not priority.
     */
    priorityDueAt: ts('priority_due_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
);

/** Newsletter subscribers, double opt-in (docs/first-impressions.md#details-members-notice): 'pending' until the mailed link is opened. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  /** 'pending' | 'confirmed' | 'unsubscribed'. */
  status: text('status').notNull().default('pending'),
  createdAt: createdAt(),
  confirmedAt: ts('confirmed_at'),
  unsubscribedAt: ts('unsubscribed_at'),
});

/**
 * Promoters (decision 022): one row per promoter account (users.role 'promoter'). The promo code is stored
 * upper-case and unique, so codes compare case-insensitively. `active` false stops the code working.
 */
export const promoters = pgTable('promoters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  promoterType: text('promoter_type').notNull(),
  promoCode: text('promo_code').notNull().unique(),
  registeredOn: date('registered_on', { mode: 'string' }).notNull(),
  expiresOn: date('expires_on', { mode: 'string' }),
  bank: jsonb('bank')
    .$type<{
      account_name: string;
      account_no: string;
      ifsc: string;
      bank_name: string;
      account_type?: string;
    }>()
    .notNull(),
  active: boolean('active').notNull().default(true),
  statusReason: text('status_reason').notNull().default(''),
  /** The About tab of the promoter's profile page (SPEC §2 "Promoter area"; decision 022). */
  address: text('address').notNull().default(''),
  pinCode: text('pin_code').notNull().default(''),
  country: text('country').notNull().default('India'),
  state: text('state').notNull().default(''),
  city: text('city').notNull().default(''),
  /** Set while the promoter's screen is locked (Admin menu → Lock); cleared by re-entering the password. */
  lockedAt: ts('locked_at'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A promoter's request to change their bank details (docs/promoter-area.md): waits for staff approval; until then the
 * details on `promoters.bank` stay in force (payouts use them). At most one pending request per promoter.
 */
export const promoterBankChanges = pgTable(
  'promoter_bank_changes',
  {
    id: idColumn(),
    promoterId: accountRef('promoter_id'),
    bank: jsonb('bank')
      .$type<{
        account_name: string;
        account_no: string;
        ifsc: string;
        bank_name: string;
        account_type?: string;
      }>()
      .notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: ts('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promoter_bank_changes_one_pending').on(t.promoterId).where(sql`status = 'pending'`),
    index('promoter_bank_changes_status_idx').on(t.status, t.createdAt),
  ],
);

/** Contacts a promoter invited from the refer page (docs/promoter-area.md): recorded, one row per contact. */
export const promoterInvitations = pgTable(
  'promoter_invitations',
  {
    id: idColumn(),
    promoterId: accountRef('promoter_id'),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    relationship: text('relationship').notNull().default(''),
    channel: text('channel').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('promoter_invitations_promoter_idx').on(t.promoterId, t.createdAt)],
);

/** Invitations sent per promoter per IST day: the atomic counter behind the daily limit (docs/promoter-area.md). */
export const promoterInviteCounts = pgTable(
  'promoter_invite_counts',
  {
    promoterId: accountRef('promoter_id'),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.promoterId, t.day] })],
);

/**
 * The commission ledger (decision 022): append-only; one row per confirmed payment of an attributed member
 * (kind registration, renewal or assistance). Corrections are new rows; every figure is a sum of rows.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promoterId: uuid('promoter_id')
      .notNull()
      .references(() => users.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    kind: text('kind').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The initial status, always 'pending'; the current status comes from commission_events (decision 030). */
    status: text('status').notNull().default('pending'),
    note: text('note').notNull().default(''),
    /** A correction row (negative amount) cancelling commission `reverses_id` after it was paid (decision 030). */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commissions_payment_kind_key').on(t.paymentId, t.kind),
    uniqueIndex('commissions_reverses_key').on(t.reversesId),
    index('commissions_promoter_idx').on(t.promoterId, t.createdAt),
  ],
);

/**
 * Payouts to promoters (decision 030, paytopromoters): one row per payout recorded by staff. The voucher number
 * is sequential per financial year (`PV/2026-27/000001`, gap-free like receipts); `bank` is a snapshot of
 * the promoter's bank details at payout time with the account number masked; amount is the sum of the
 * commissions paid by it (paise).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: idColumn(),
    promoterId: uuid('promoter_id')
      .notNull()
      .references(() => users.id),
    voucherNo: text('voucher_no').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    /** 'bank_transfer' | 'upi' | 'cheque' | 'cash'. */
    mode: text('mode').notNull(),
    reference: text('reference').notNull().default(''),
    /** The date the money was sent (ISO date, IST). */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    bank: jsonb('bank')
      .$type<{ account_name: string; account_no_masked: string; ifsc: string; bank_name: string }>()
      .notNull(),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('payouts_promoter_idx').on(t.promoterId, t.createdAt)],
);

/** The last payout voucher number issued per financial year (decision 030: gap-free, in the payout's transaction). */
export const payoutCounters = pgTable('payout_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Status changes of a commission (decision 030), append-only: a commission is `pending` until it has events;
 * then `approved`, `paid` (with its payout) or `reversed`. At most one event of each status per commission
 * (unique index), so a commission is approved, paid or reversed once however many requests race.
 */
export const commissionEvents = pgTable(
  'commission_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    commissionId: bigint('commission_id', { mode: 'number' })
      .notNull()
      .references(() => commissions.id),
    status: text('status').notNull(),
    payoutId: uuid('payout_id').references(() => payouts.id),
    actorId: uuid('actor_id'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commission_events_status_key').on(t.commissionId, t.status),
    index('commission_events_payout_idx').on(t.payoutId),
  ],
);
/** Grievance reference numbers come from this sequence (docs/data-rights.md): never reused, safe under concurrency. */
export const grievanceNoSeq = pgSequence('grievance_no_seq', { startWith: 1001 });

/**
 * Consent to the privacy notice (docs/data-rights.md, DPDP Act 2023 s.6): one row per account and notice version the
 * member accepted, with the time and address. History kept: a new version adds a row.
 */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: accountRef('user_id'),
    version: text('version').notNull(),
    language: text('language').notNull().default('en'),
    ip: text('ip').notNull().default(''),
    acceptedAt: ts('accepted_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('privacy_consents_user_version_key').on(t.userId, t.version)],
);

/** Every sign-in (docs/i18n.md): time, address and a short user-agent summary; purged after one year by a job. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: accountRef('user_id'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_ins_user_idx').on(t.userId, t.createdAt),
    index('sign_ins_created_idx').on(t.createdAt),
  ],
);

/**
 * "Download my data" requests (docs/data-rights.md). status: queued → running → ready | failed; `progress` 0-100;
 * the ZIP lives in DATA_DIR/exports/<file_key>.zip until `expires_at` (7 days), then a job deletes it
 * and marks the row 'expired'. `locked_until` is the lease of the process building it (exactly once).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: idColumn(),
    userId: accountRef('user_id'),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
    lockedUntil: ts('locked_until'),
    error: text('error'),
    createdAt: createdAt(),
    readyAt: ts('ready_at'),
    expiresAt: ts('expires_at'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_status_idx').on(t.status),
    // One export in preparation per account: a second request while one is queued or running is a 409.
    uniqueIndex('data_exports_active_key').on(t.userId).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * Grievances to the grievance officer (docs/data-rights.md, DPDP Rules 2025): from a member or a visitor; a reference
 * number, a due date (GRIEVANCE_DAYS after filing) and the officer's answer (mailed).
 */
export const grievances = pgTable(
  'grievances',
  {
    id: idColumn(),
    referenceNo: text('reference_no').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    /** The language the grievance was filed in: the acknowledgement and the answer are mailed in it. */
    language: text('language').notNull().default('en'),
    status: text('status').notNull().default('open'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    answer: text('answer'),
    answeredAt: ts('answered_at'),
    answeredBy: uuid('answered_by'),
    /**
     * Filed by a member whose plan has priority support (docs/plan-features.md#priority-support): answer
     * due by then (PRIORITY_RESPONSE_WORKING_HOURS working hours after it came); null: not priority.
     */
    priorityDueAt: ts('priority_due_at'),
    createdAt: createdAt(),
  },
  (t) => [index('grievances_status_idx').on(t.status, t.createdAt)],
);

/**
 * Assisted service call-back requests (decision 170, docs/assisted-service.md#buying-it): pending → priced
 * (staff agreed `agreed_price_paise` within the plan's range and sent the payment link) → paid; or closed.
 */
export const assistanceRequests = pgTable(
  'assistance_requests',
  {
    id: idColumn(),
    userId: accountRef('user_id'),
    preferredTime: text('preferred_time').notNull(),
    language: text('language').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    agreedPricePaise: integer('agreed_price_paise'),
    pricedBy: uuid('priced_by'),
    pricedAt: ts('priced_at'),
    paymentId: uuid('payment_id'),
    /**
     * Asked by a member whose plan has priority support (docs/plan-features.md#priority-support): answer
     * due by then (PRIORITY_RESPONSE_WORKING_HOURS working hours after it came); null: not priority.
     */
    priorityDueAt: ts('priority_due_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('assistance_requests_status_idx').on(t.status, t.createdAt),
    // One open request per member: a second one while pending or priced is a 409.
    uniqueIndex('assistance_requests_open_key').on(t.userId).where(sql`${t.status} in ('pending', 'priced')`),
  ],
);

/**
 * Relationship manager of each assisted member (decision 171): `manager_id` null once the assignment
 * ended (unassigned or the plan expired); the member's opt-in "my manager may send interests for me".
 */
export const assistedMembers = pgTable(
  'assisted_members',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    maySendInterests: boolean('may_send_interests').notNull().default(false),
    assignedAt: ts('assigned_at'),
    endedAt: ts('ended_at'),
  },
  (t) => [index('assisted_members_manager_idx').on(t.managerId)],
);

/** A relationship manager's working hours and contact number shown to their members (decision 171). */
export const relationshipManagers = pgTable('relationship_managers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  workingHours: text('working_hours').notNull().default(''),
  phone: text('phone').notNull().default(''),
});

/**
 * The manager's notes and call/meeting log for a member, with optional follow-up dates (decision 171).
 * They stay when the assignment ends (for staff).
 */
export const assistedNotes = pgTable(
  'assisted_notes',
  {
    id: idColumn(),
    memberId: accountRef('member_id'),
    authorId: uuid('author_id'),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    followUpOn: date('follow_up_on', { mode: 'string' }),
    followUpDone: boolean('follow_up_done').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('assisted_notes_member_idx').on(t.memberId, t.createdAt),
    index('assisted_notes_due_idx').on(t.followUpOn).where(sql`not ${t.followUpDone}`),
  ],
);

/**
 * Candidates a manager shortlisted or suggested for a member (decision 172): `shortlisted` (the manager's
 * own list), `suggested` (waiting for the member), `approved` (the interest was sent), `declined`.
 */
export const assistedCandidates = pgTable(
  'assisted_candidates',
  {
    id: idColumn(),
    memberId: accountRef('member_id'),
    candidateId: accountRef('candidate_id'),
    managerId: uuid('manager_id'),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    declineReason: text('decline_reason').notNull().default(''),
    interestId: uuid('interest_id'),
    createdAt: createdAt(),
    answeredAt: ts('answered_at'),
  },
  (t) => [uniqueIndex('assisted_candidates_pair_key').on(t.memberId, t.candidateId)],
);

/**
 * A conversation between two members (docs/conversations.md): one row per pair, `member_a` the smaller id.
 * Each side's cursors are message ids: `*_delivered_up_to` (its open tab received them) and
 * `*_read_up_to` (it read them); a message's state for its sender follows from the recipient's cursors.
 * `*_emailed_up_to`: the last message a digest mail told that side about (docs/conversations.md#notifications).
 * `started_by`: who wrote the first message (null until then; the reply entitlement reads it).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: idColumn(),
    memberA: accountRef('member_a'),
    memberB: accountRef('member_b'),
    startedBy: uuid('started_by'),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: ts('last_message_at'),
    aDeliveredUpTo: bigint('a_delivered_up_to', { mode: 'number' }).notNull().default(0),
    bDeliveredUpTo: bigint('b_delivered_up_to', { mode: 'number' }).notNull().default(0),
    aReadUpTo: bigint('a_read_up_to', { mode: 'number' }).notNull().default(0),
    bReadUpTo: bigint('b_read_up_to', { mode: 'number' }).notNull().default(0),
    aEmailedUpTo: bigint('a_emailed_up_to', { mode: 'number' }).notNull().default(0),
    bEmailedUpTo: bigint('b_emailed_up_to', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.memberA, t.memberB),
    index('conversations_b_idx').on(t.memberB),
  ],
);

/** A message (docs/conversations.md): stored as written (never logged), at most 2,000 characters. */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: accountRef('sender_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/**
 * A member's report of a message (docs/conversations.md#safety): staff see it, the reported messages and
 * their context in the moderation queue; 'open' until staff decide (`decision`, who, when, note).
 */
export const messageReports = pgTable(
  'message_reports',
  {
    id: idColumn(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: accountRef('reporter_id'),
    reason: text('reason').notNull().default(''),
    status: text('status').notNull().default('open'),
    decision: text('decision'),
    decidedBy: uuid('decided_by'),
    decidedAt: ts('decided_at'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_reports_once_key').on(t.messageId, t.reporterId),
    index('message_reports_open_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A member's saved searches (decision 202, docs/member-area.md#saved-searches): at most SAVED_SEARCH_MAX each;
 * `filters` is the search page's query as searchQuerySchema validated it (no page, no registration number);
 * `mailed_at` is the new-match mail's cursor: members activated after it are new in the next mail.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: idColumn(),
    userId: accountRef('user_id'),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    frequency: text('frequency').notNull().default('none'),
    mailedAt: ts('mailed_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_due_idx').on(t.mailedAt).where(sql`${t.frequency} <> 'none'`),
  ],
);
