import { z } from 'zod';
import { ageOn, todayIST } from '../dates';
import { MANGLIK_STATUSES } from '../horoscope/manglik';
import enMember from '../i18n/locales/en/member';
import { MSG } from '../messages';
import {
  AGE_MAX,
  AGE_MIN,
  BLOOD_GROUPS,
  DIETS,
  GENDER_VALUES,
  HABITS,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  INCOME_BANDS,
  INDIAN_STATES,
  MARITAL_STATUSES,
  NAKSHATRAS,
  PARENTS,
  PROFILE_FOR,
  RASHIS,
  SUN_SIGNS,
} from '../options';
import { HOROSCOPE_PRIVACY } from '../policies/horoscope';
import { line, mobileNoSchema, multiline, pageQueryFields, str } from './common';
import { fileQueueMemberSchema, fileQueuePaging } from './file-queue';
import { profileSchema } from './profile';

/* ------------------------------------------------------------------------------------------------ */
/* Own profile: sections and the update payload (docs/member-area.md)                                 */
/* ------------------------------------------------------------------------------------------------ */

/** Fields whose change, once the account has been activated, waits for staff review (docs/member-area.md#profile-changes). */
export const REVIEWED_FIELDS = ['first_name', 'last_name', 'gender', 'date_of_birth'] as const;
export type ReviewedField = (typeof REVIEWED_FIELDS)[number];

const { stateProvince, notSpecified, chooseOrType, help, ...profileFieldLabels } = enMember.fields;

/**
 * Human labels of the editable profile fields (the API's field names, SPEC §3 where it names them): the
 * English catalogue's `member` fields.<name> (docs/i18n.md: the catalogue is the texts' one home).
 */
export const FIELD_LABELS: Record<string, string> = profileFieldLabels;

/** The profile sections a member views and edits, in page order (docs/member-area.md); titles from the English catalogue. */
export const PROFILE_SECTIONS = [
  {
    key: 'about',
    title: enMember.sections.about,
    fields: [
      'first_name',
      'last_name',
      'profilefor',
      'gender',
      'date_of_birth',
      'marital_status',
      'height_cm',
      'mother_tongue',
      'about_me',
    ],
  },
  {
    key: 'family',
    title: enMember.sections.family,
    fields: [
      'name_of_parent',
      'parent_name',
      'siblings',
      'caste',
      'sub_caste',
      'gotra',
      'rashi',
      'nakshatra',
    ],
  },
  {
    key: 'horoscope',
    title: enMember.sections.horoscope,
    fields: ['manglik', 'birth_time', 'birth_place', 'horoscope_privacy'],
  },
  {
    key: 'career',
    title: enMember.sections.career,
    fields: ['educational_qualification', 'occupation', 'income_per_month', 'occupation_country'],
  },
  { key: 'location', title: enMember.sections.location, fields: ['country', 'state', 'city'] },
  {
    key: 'lifestyle',
    title: enMember.sections.lifestyle,
    fields: ['diet', 'smoking', 'drinking', 'blood_group', 'sun_sign'],
  },
  { key: 'contact', title: enMember.sections.contact, fields: ['mobile_no', 'address'] },
] as const;
export type ProfileSectionKey = (typeof PROFILE_SECTIONS)[number]['key'];

const text = (max = 100) =>
  line()
    .trim()
    .max(max, { error: MSG.tooManyCharacters.replace('{max}', String(max)) });
/** A multi-line profile text (about me, address): line breaks allowed (docs/api.md#text-fields). */
const multilineText = (max: number) =>
  multiline()
    .trim()
    .max(max, { error: MSG.tooManyCharacters.replace('{max}', String(max)) });
const required = (message: string, max = 60) =>
  line({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: MSG.tooManyCharacters.replace('{max}', String(max)) });
/** A closed option list; '' clears an optional field. */
const closed = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')], { error: MSG.optionInvalid });
const closedRequired = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** Date of birth: a real 'YYYY-MM-DD' date, not after today, age at most 100 (ages per gender: service). */
export const dateOfBirthField = line({ error: MSG.dobRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.dobRequired })
  .refine((d) => ageOn(d) !== null, { error: MSG.dobInvalid })
  .refine((d) => d <= todayIST(), { error: MSG.dobFuture })
  .refine((d) => (ageOn(d) ?? 0) <= 100, { error: MSG.dobInvalid });

/** Field validators of PUT /api/user/profile (docs/member-area.md): closed lists strict, long lists free text ≤ 100. */
export const profileFieldSchemas = {
  first_name: required(MSG.firstNameRequired),
  last_name: required(MSG.lastNameRequired),
  profilefor: closedRequired(PROFILE_FOR, MSG.profileForInvalid),
  gender: closedRequired(GENDER_VALUES, MSG.genderInvalid),
  date_of_birth: dateOfBirthField,
  marital_status: closedRequired(MARITAL_STATUSES, MSG.maritalStatusInvalid),
  height_cm: z
    .number({ error: MSG.heightFromList })
    .int()
    .min(HEIGHT_MIN_CM, { error: MSG.heightFromList })
    .max(HEIGHT_MAX_CM, { error: MSG.heightFromList })
    .nullable(),
  mother_tongue: text(),
  about_me: multilineText(2000),
  name_of_parent: closed(PARENTS),
  parent_name: text(),
  siblings: text(200),
  caste: text(),
  sub_caste: text(),
  gotra: text(),
  rashi: closed(RASHIS),
  nakshatra: closed(NAKSHATRAS),
  manglik: closed(MANGLIK_STATUSES),
  /** 'HH:MM', 24-hour (docs/horoscope.md); '' clears it. */
  birth_time: z.union([z.literal(''), line().regex(/^([01]\d|2[0-3]):[0-5]\d$/)], {
    error: MSG.birthTimeInvalid,
  }),
  birth_place: text(),
  horoscope_privacy: z.enum(HOROSCOPE_PRIVACY, { error: MSG.optionInvalid }),
  educational_qualification: text(),
  occupation: text(),
  income_per_month: closed(INCOME_BANDS),
  occupation_country: text(),
  country: text(),
  state: text(),
  city: text(),
  diet: closed(DIETS),
  smoking: closed(HABITS),
  drinking: closed(HABITS),
  blood_group: closed(BLOOD_GROUPS),
  sun_sign: closed(SUN_SIGNS),
  mobile_no: mobileNoSchema(),
  address: multilineText(500),
};

/** True when `country` means India (empty counts as India, the default country). */
export const isIndia = (country: string | undefined) => !country || country.trim().toLowerCase() === 'india';

/**
 * PUT /api/user/profile body (docs/member-area.md): any subset of the editable fields (one section at a time in
 * the page). Unknown keys (status, role, privacy, registration number...) are dropped. A state must be
 * one of INDIAN_STATES when the payload's country is India or not given.
 */
export const profileUpdateSchema = z
  .object(profileFieldSchemas)
  .partial()
  .superRefine((v, ctx) => {
    if (v.state && isIndia(v.country) && !(INDIAN_STATES as readonly string[]).includes(v.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: MSG.stateInvalid });
    }
  });
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* Partner preferences                                                                               */
/* ------------------------------------------------------------------------------------------------ */

const freeList = (max = 100) =>
  z
    .array(text().min(1))
    .max(max, { error: MSG.tooManyChoices.replace('{max}', String(max)) })
    .default([]);
const closedList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: MSG.optionInvalid }))
    .max(values.length)
    .default([]);
const AGE_BETWEEN = MSG.ageBetween.replace('{min}', String(AGE_MIN)).replace('{max}', String(AGE_MAX));
const ageField = z
  .number({ error: MSG.ageRequired })
  .int()
  .min(AGE_MIN, { error: AGE_BETWEEN })
  .max(AGE_MAX, { error: AGE_BETWEEN });
const heightField = z
  .number({ error: MSG.heightRequired })
  .int()
  .min(HEIGHT_MIN_CM, { error: MSG.heightFromList })
  .max(HEIGHT_MAX_CM, { error: MSG.heightFromList })
  .nullable()
  .default(null);

/**
 * The partner-preference criteria a member may make must-haves (filters) or nice-to-haves (ranked):
 * Must-haves and nice-to-haves (decision 020). Age is always a must-have and is not listed.
 */
export const PREFERENCE_CRITERIA = [
  'height',
  'marital_status',
  'caste',
  'qualification',
  'occupation',
  'income_band',
  'mother_tongue',
  'state',
  'city',
  'diet',
  'country',
  'guna_milan',
  'manglik',
  'id_verified',
] as const;
export type PreferenceCriterion = (typeof PREFERENCE_CRITERIA)[number];

/** Must-haves of a member who has not chosen (decision 020): marital status and caste, besides age. */
export const DEFAULT_MUST_HAVES: PreferenceCriterion[] = ['marital_status', 'caste'];

/**
 * PUT /api/user/preferences body (docs/member-area.md#matches): ages 18..70 with min ≤ max, heights 134..213 cm (null =
 * any) with min ≤ max; empty lists mean "any". Marital statuses, income bands and states are strict.
 */
export const preferencesInputSchema = z
  .object({
    age_min: ageField,
    age_max: ageField,
    height_min: heightField,
    height_max: heightField,
    marital_statuses: closedList(MARITAL_STATUSES),
    castes: freeList(),
    qualifications: freeList(),
    occupations: freeList(150),
    income_bands: closedList(INCOME_BANDS),
    mother_tongues: freeList(),
    states: closedList(INDIAN_STATES),
    cities: freeList(),
    diets: closedList(DIETS),
    country: text().default(''),
    /** Minimum guna milan out of 36; 0 = no preference (docs/horoscope.md#matching). */
    guna_min: z
      .number({ error: MSG.gunaMinInvalid })
      .int({ error: MSG.gunaMinInvalid })
      .min(0, { error: MSG.gunaMinInvalid })
      .max(36, { error: MSG.gunaMinInvalid })
      .default(0),
    /** A manglik status compatible with the member's own (decision 147). */
    manglik_match: z.boolean({ error: MSG.optionInvalid }).default(false),
    /** Members whose horoscope is unknown pass the guna milan and manglik preferences. */
    horoscope_unknown_passes: z.boolean({ error: MSG.optionInvalid }).default(true),
    /** Wants members whose ID staff verified (decision 192): a must-have filters, a nice-to-have ranks. */
    id_verified: z.boolean({ error: MSG.optionInvalid }).default(false),
    /** Criteria that are must-haves; the others are nice-to-haves (decision 020). */
    must_haves: z
      .array(z.enum(PREFERENCE_CRITERIA, { error: MSG.optionInvalid }))
      .max(PREFERENCE_CRITERIA.length)
      .default(DEFAULT_MUST_HAVES),
  })
  .superRefine((v, ctx) => {
    if (v.age_min > v.age_max)
      ctx.addIssue({ code: 'custom', path: ['age_max'], message: MSG.ageRangeInvalid });
    if (v.height_min !== null && v.height_max !== null && v.height_min > v.height_max) {
      ctx.addIssue({ code: 'custom', path: ['height_max'], message: MSG.heightRangeInvalid });
    }
  });
export type PreferencesInput = z.input<typeof preferencesInputSchema>;

/** Partner preferences as the API returns them. */
export const preferencesSchema = z.object({
  age_min: z.number(),
  age_max: z.number(),
  height_min: z.number().nullable(),
  height_max: z.number().nullable(),
  marital_statuses: z.array(str()),
  castes: z.array(str()),
  qualifications: z.array(str()),
  occupations: z.array(str()),
  income_bands: z.array(str()),
  mother_tongues: z.array(str()),
  states: z.array(str()),
  cities: z.array(str()),
  diets: z.array(str()),
  country: str(),
  guna_min: z.number(),
  manglik_match: z.boolean(),
  horoscope_unknown_passes: z.boolean(),
  id_verified: z.boolean(),
  must_haves: z.array(str()),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* Privacy                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

/** Who may see a member's photos (docs/member-area.md#photos, photo privacy). */
/** Photo privacy levels; 'everyone' also shows them on the member's share link (docs/plan-features.md#share-link). */
export const PHOTO_PRIVACY = ['everyone', 'members', 'paid', 'accepted', 'hidden'] as const;
export type PhotoPrivacy = (typeof PHOTO_PRIVACY)[number];
export const PHOTO_PRIVACY_LABELS: Record<PhotoPrivacy, { label: string; help: string }> = {
  everyone: {
    label: 'Everyone with my share link',
    help: 'Every member, and visitors who open a share link you created, see your photos.',
  },
  members: { label: 'All members', help: 'Every signed-in member can see your photos.' },
  paid: {
    label: 'Paid members only',
    help: 'Silver and Premium members see them; others see a blurred photo.',
  },
  accepted: {
    label: 'Only members I accepted',
    help: 'Only members with an accepted interest between you see them; others see a blurred photo.',
  },
  hidden: { label: 'Hidden', help: 'Nobody but you and our verification team sees your photos.' },
};

/**
 * PUT /api/user/privacy body: photo privacy, whether the whole profile is hidden from lists, and whether
 * the member appears on the public home page (`show_on_home`, decision 125; absent: unchanged, off for a
 * new account). The answer always carries all three.
 */
export const privacySchema = z.object({
  photo_privacy: z.enum(PHOTO_PRIVACY, { error: MSG.optionInvalid }),
  hidden: z.boolean({ error: MSG.hiddenChoiceRequired }),
  show_on_home: z.boolean({ error: MSG.hiddenChoiceRequired }).optional(),
});
export type Privacy = z.infer<typeof privacySchema>;

/* ------------------------------------------------------------------------------------------------ */
/* Photos                                                                                            */
/* ------------------------------------------------------------------------------------------------ */

/** At most this many photos per member (docs/member-area.md#photos). */
export const MAX_PHOTOS = 6;
/** Largest upload in bytes (docs/member-area.md#photos: 10 MB). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export const PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

/** One of the member's own photos (GET /api/user/photos): state, reason and signed URLs for the owner. */
export const ownPhotoSchema = z.object({
  id: str(),
  status: z.enum(PHOTO_STATUSES),
  reason: str().nullable(),
  is_primary: z.boolean(),
  width: z.number(),
  height: z.number(),
  created_at: str(),
  thumb: str(),
  large: str(),
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;

/**
 * A photo of another member as a viewer may see it: `large` is null and `thumb` the blurred rendition
 * when `blurred` (privacy excludes the viewer). URLs are signed for the viewer and expire.
 */
export const memberPhotoSchema = z.object({
  id: str(),
  is_primary: z.boolean(),
  thumb: str(),
  large: str().nullable(),
  blurred: z.boolean(),
});
export type MemberPhoto = z.infer<typeof memberPhotoSchema>;

/** GET /api/admin/photos query (Admin). */
export const adminPhotoListQuery = z.object({
  status: z.enum(PHOTO_STATUSES).default('pending'),
  ...fileQueuePaging,
});

/** One photo in the verification queue, with its member. */
export const adminPhotoSchema = ownPhotoSchema.extend({
  reviewed_at: str().nullable(),
  member: fileQueueMemberSchema,
  /** The other account whose photo this one looks like (decision 194), while that flag is open; else null. */
  looks_like: z.object({ registration_no: str(), distance: z.number() }).nullable(),
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

/** Longest reason staff may give for rejecting a photo or a profile change, in characters (the form's too). */
export const REVIEW_REASON_MAX = 500;

/** A staff decision on a photo or a profile change: a reason is required to reject. */
export const reviewSchema = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: MSG.reviewChoiceRequired }),
    reason: str().trim().max(REVIEW_REASON_MAX).optional().default(''),
  })
  .refine((v) => v.status === 'approved' || v.reason.length > 0, {
    path: ['reason'],
    error: MSG.reasonRequired,
  });
export type Review = z.output<typeof reviewSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* Profile change requests                                                                           */
/* ------------------------------------------------------------------------------------------------ */

export const CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A name/gender/date-of-birth change waiting for (or after) staff review, as the member sees it. */
export const changeRequestSchema = z.object({
  id: str(),
  status: z.enum(CHANGE_STATUSES),
  changes: z.record(str(), str()),
  reason: str().nullable(),
  created_at: str(),
  reviewed_at: str().nullable(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

/** GET /api/admin/profile-changes query. */
export const adminChangeListQuery = z.object({
  status: z.enum(CHANGE_STATUSES).default('pending'),
  ...pageQueryFields(),
});

/** One change request for staff: requested values beside the current ones. */
export const adminChangeSchema = changeRequestSchema.extend({
  current: z.record(str(), str()),
  member: z.object({
    registration_no: str(),
    first_name: str(),
    last_name: str(),
    user_role: str(),
    status: str(),
  }),
});
export type AdminChange = z.infer<typeof adminChangeSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* GET /api/user/me                                                                                  */
/* ------------------------------------------------------------------------------------------------ */

/** Profile completeness: percent 0..100 and the labels of what is missing (docs/member-area.md). */
export const completenessSchema = z.object({ percent: z.number(), missing: z.array(str()) });
export type Completeness = z.infer<typeof completenessSchema>;

/** GET /api/user/me answer (without the envelope). */
export const myProfileSchema = z.object({
  profile: profileSchema,
  preferences: preferencesSchema,
  completeness: completenessSchema,
  photos: z.array(ownPhotoSchema),
  pending_changes: changeRequestSchema.nullable(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* Notifications                                                                                     */
/* ------------------------------------------------------------------------------------------------ */

/** One in-app notification (the bell, docs/member-area.md). `link` is an in-app path. */
export const notificationSchema = z.object({
  id: str(),
  kind: str(),
  title: str(),
  body: str(),
  link: str(),
  read: z.boolean(),
  created_at: str(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuery = z.object({
  ...pageQueryFields(20, 50),
});

/** POST /api/user/notifications/read body: the ids to mark read, or all when omitted. */
export const markReadSchema = z.object({ ids: z.array(z.uuid()).max(200).optional() });
