/** Who the profile is created for (SPEC §3, `profilefor`). */
export const PROFILE_FOR = ['Self', 'Son', 'Daughter', 'Brother', 'Sister'] as const;
export type ProfileFor = (typeof PROFILE_FOR)[number];

/** Gender options: the value sent to the server and the label shown (SPEC §3). */
export const GENDERS = [
  { value: 'BrideGroom', label: 'Male' },
  { value: 'Bride', label: 'Female' },
] as const;
export type GenderOption = (typeof GENDERS)[number];

/** Gender values sent to the server (SPEC §3). */
export const GENDER_VALUES = ['BrideGroom', 'Bride'] as const;
export type Gender = (typeof GENDER_VALUES)[number];

/** Parent / guardian kinds for `name_of_parent` (SPEC §3). */
export const PARENTS = ['Father', 'Mother', 'Guardian'] as const;
export type Parent = (typeof PARENTS)[number];

/** Marital status options, exactly as listed in SPEC §3. */
export const MARITAL_STATUSES = [
  'Unmarried',
  'Widow with children',
  'Widow without children',
  'Widower with children',
  'Widower without children',
  'Divorcee with children',
  'Divorcee without children',
] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** Religion is fixed to Hindu and shown disabled (SPEC §3). */
export const RELIGIONS = ['Hindu'] as const;
export type Religion = (typeof RELIGIONS)[number];

/** Blood group options (SPEC §3). */
export const BLOOD_GROUPS = ['Dont Know', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O-', 'O+'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

/** Sun sign options: 'Dont Know' plus the 12 western signs (SPEC §3). */
export const SUN_SIGNS = [
  'Dont Know',
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
export type SunSign = (typeof SUN_SIGNS)[number];

/** Rashi (moon sign) options: 12 names plus 'Other' (SPEC §3). */
export const RASHIS = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrishchika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena',
  'Other',
] as const;
export type Rashi = (typeof RASHIS)[number];

/** The 27 nakshatras, in traditional order (SPEC §3). */
export const NAKSHATRAS = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;
export type Nakshatra = (typeof NAKSHATRAS)[number];

/** Diet options (SPEC §3). */
export const DIETS = ['Vegetarian', 'Eggetarian', 'Non-Vegetarian', 'Vegan'] as const;
export type Diet = (typeof DIETS)[number];

/** Smoking / drinking habit options (SPEC §3). */
export const HABITS = ['No', 'Occasionally', 'Yes'] as const;
export type Habit = (typeof HABITS)[number];

/** Month names (SPEC §3). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type Month = (typeof MONTHS)[number];

/** Lowest selectable age (SPEC §3, §9). */
export const AGE_MIN = 18;
/** Highest selectable age (SPEC §3, §9). */
export const AGE_MAX = 70;

/** Minimum-age options, 18 to 70 inclusive (SPEC §3). */
export const MIN_AGE_OPTIONS = [
  18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44,
  45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70,
] as const;
export type AgeOption = (typeof MIN_AGE_OPTIONS)[number];
