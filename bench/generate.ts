/**
 * Generator of a realistic demo community for this schema (docs/performance.md#goals).
 * Pure and deterministic: member `i` of seed `s` is always the same person, whatever the batch size,
 * so the loader can generate batches independently and relations can point at any member by index.
 * Rows come out keyed by column name, ready for `json_to_recordset` (see bench/load.ts).
 */

import { rashisOfNakshatra } from '../src/shared/horoscope/guna-milan';
import {
  BLOOD_GROUPS,
  CASTES,
  COUNTRIES,
  DIETS,
  HABITS,
  HEIGHTS,
  INCOME_BANDS,
  INDIAN_STATES,
  KARNATAKA_DISTRICTS,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  NAKSHATRAS,
  OCCUPATIONS,
  QUALIFICATIONS,
  RASHIS,
  SUN_SIGNS,
} from '../src/shared/options';
import type { Nakshatra } from '../src/shared/options/profile';
import { hash32, Rng, type Table, table, uuidFor } from './prng';

/**
 * Rashi and nakshatra as a member would give them (docs/horoscope.md): the drawn nakshatra with a rashi
 * it lies in (the drawn rashi when it is one of them, else the nakshatra's first), so the guna milan
 * can be scored; a drawn '' stays ''. The same random draws as before, so the rest of a member is
 * unchanged.
 */
function moonFacts(rashi: string, nakshatra: string): { rashi: string; nakshatra: string } {
  if (!nakshatra || !rashi) return { rashi, nakshatra };
  const inside = rashisOfNakshatra(nakshatra as Nakshatra) as string[];
  return { nakshatra, rashi: inside.includes(rashi) ? rashi : (inside[0] as string) };
}

/** Every demo member's email ends with this (reserved TLD): how the seed and bench recognise them. */
export const DEMO_EMAIL_DOMAIN = 'demo.example';
/** The one password every demo member shares (hashed once). */
export const DEMO_PASSWORD = 'demo-member-2026';
/** The default seed of `npm run seed:demo` and `npm run bench`. */
export const DEFAULT_SEED = 20_260_301;

export type Gender = 'Bride' | 'BrideGroom';
export type MemberRole = 'FreeUser' | 'SilverUser' | 'PremiumUser' | 'Assistance';

/** A users row (without registration_no and password_hash, which the loader adds). */
export type UserRow = {
  id: string;
  email: string;
  role: MemberRole;
  plan_expires_at: string | null;
  created_at: string;
  activated_at: string;
  last_login_at: string;
};

/** A profiles row, column names as in src/server/db/schema.ts. */
export type ProfileRow = {
  user_id: string;
  first_name: string;
  last_name: string;
  profile_for: string;
  gender: Gender;
  date_of_birth: string;
  marital_status: string;
  height_cm: number;
  mother_tongue: string;
  about_me: string;
  parent_relation: string;
  parent_name: string;
  siblings: string;
  caste: string;
  sub_caste: string;
  gotra: string;
  rashi: string;
  nakshatra: string;
  qualification: string;
  occupation: string;
  income_band: string;
  occupation_country: string;
  country: string;
  state: string;
  city: string;
  address: string;
  mobile_no: string;
  diet: string;
  smoking: string;
  drinking: string;
  blood_group: string;
  sun_sign: string;
  photo_privacy: string;
  has_photo: boolean;
  featured: boolean;
  last_active_at: string;
  updated_at: string;
};

/** A partner_preferences row; empty arrays and '' mean "any". */
export type PreferencesRow = {
  user_id: string;
  age_min: number;
  age_max: number;
  height_min: number | null;
  height_max: number | null;
  marital_statuses: string[];
  castes: string[];
  qualifications: string[];
  occupations: string[];
  income_bands: string[];
  mother_tongues: string[];
  states: string[];
  cities: string[];
  country: string;
};

export type Member = { index: number; user: UserRow; profile: ProfileRow; prefs: PreferencesRow };

export type GenOptions = {
  seed: number;
  /** The instant "now" for ages, plan expiry and activity. */
  now: Date;
  /** Share of members with a photo (the loader or the seed gives them one). */
  photoShare: number;
};

const DAY = 86_400_000;

// ---------------------------------------------------------------- traits cheap to compute for any index

/** Gender and role of member `index`, derived from one hash so relations can pick partners cheaply. */
export function traitsOf(
  seed: number,
  index: number,
): { gender: Gender; role: MemberRole; hasPhotoRoll: number } {
  const h = hash32(seed ^ 0x51ed27, index);
  const g = (h & 0xffff) / 65536;
  const r = (h >>> 16) / 65536;
  const role: MemberRole =
    r < 0.7 ? 'FreeUser' : r < 0.84 ? 'SilverUser' : r < 0.96 ? 'PremiumUser' : 'Assistance';
  return { gender: g < 0.5 ? 'Bride' : 'BrideGroom', role, hasPhotoRoll: hash32(h, 7) / 4294967296 };
}

/** The stable user id of member `index`. */
export function memberId(seed: number, index: number): string {
  return uuidFor(seed, index, 0x11);
}

// ---------------------------------------------------------------- weighted option tables (every list used)

const TONGUES = table(
  MOTHER_TONGUES,
  {
    Kannada: 420,
    Tulu: 90,
    Konkani: 80,
    'Havyaka Kannada (Havigannada)': 60,
    Sanketi: 25,
    Kodava: 6,
    Kundagannada: 12,
    'Are Bhashe': 3,
    Badaga: 3,
    Saurashtra: 3,
    Telugu: 60,
    Tamil: 60,
    Malayalam: 15,
    Marathi: 50,
    Hindi: 30,
    English: 8,
    Sanskrit: 4,
    Gujarati: 6,
    Bengali: 5,
    Odia: 3,
    Kashmiri: 3,
    Maithili: 3,
  },
  // Only the languages named above (docs/first-impressions.md#details-members-notice: no Japanese or French mother tongue in the community).
  0,
);

type Region =
  | 'kannada'
  | 'havyaka'
  | 'tulu'
  | 'konkani'
  | 'sanketi'
  | 'tamil'
  | 'telugu'
  | 'marathi'
  | 'north';

const REGION_OF_TONGUE: Record<string, Region> = {
  Kannada: 'kannada',
  Kundagannada: 'kannada',
  Kodava: 'kannada',
  'Are Bhashe': 'kannada',
  Badaga: 'kannada',
  Beary: 'tulu',
  Tulu: 'tulu',
  'Havyaka Kannada (Havigannada)': 'havyaka',
  Konkani: 'konkani',
  Sanketi: 'sanketi',
  Tamil: 'tamil',
  Saurashtra: 'tamil',
  Malayalam: 'tamil',
  Telugu: 'telugu',
  Marathi: 'marathi',
};

const CASTE_BY_REGION: Record<Region, Table<string>> = {
  kannada: table(CASTES, {
    Brahmin: 60,
    Smartha: 90,
    Madhwa: 70,
    'Kannada Madhwa': 20,
    'Sri Vaishnava': 20,
    'Hoysala Karnataka': 25,
    Badaganadu: 25,
    Babburkamme: 15,
    Kamme: 10,
    'Mysore Brahmin': 15,
    'Hebbar Iyengar': 10,
    'Mandyam Iyengar': 8,
    Dravida: 6,
    Rigvedi: 8,
    Yajurvedi: 8,
    Samavedi: 3,
    Deshastha: 12,
  }),
  havyaka: table(CASTES, { Havyaka: 70, Havik: 25, Haigha: 5 }),
  tulu: table(CASTES, {
    Shivalli: 50,
    Sthanika: 15,
    Kota: 10,
    Koteshwara: 8,
    Kandavara: 6,
    'Tulu Brahmin': 20,
    Madhwa: 10,
    Brahmin: 8,
  }),
  konkani: table(CASTES, {
    'Gowd Saraswat (GSB)': 60,
    'Chitrapur Saraswat': 20,
    Saraswat: 15,
    Daivajna: 10,
    Karhade: 4,
  }),
  sanketi: table(CASTES, { Sanketi: 80, Smartha: 10, Brahmin: 5 }),
  tamil: table(CASTES, {
    Iyer: 40,
    Iyengar: 30,
    'Tamil Brahmin': 15,
    Vadama: 10,
    Brahacharanam: 6,
    Gurukkal: 3,
    Namboodiri: 4,
    Embranthiri: 2,
  }),
  telugu: table(CASTES, {
    'Telugu Brahmin': 30,
    Niyogi: 25,
    'Aruvela Niyogi': 8,
    Vaidiki: 20,
    Mulukanadu: 10,
    Velanadu: 8,
  }),
  marathi: table(CASTES, { Deshastha: 50, Chitpavan: 25, Konkanastha: 10, Karhade: 10, Brahmin: 5 }),
  north: table(CASTES, {}, 1),
};

const GOTRAS = [
  'Kashyapa',
  'Bharadwaja',
  'Vasishta',
  'Vishwamitra',
  'Gautama',
  'Atri',
  'Jamadagni',
  'Kaundinya',
  'Srivatsa',
  'Harita',
  'Shandilya',
  'Kaushika',
  'Angirasa',
  'Bhargava',
  'Parashara',
  'Agastya',
  'Mudgala',
  'Kutsa',
] as const;

const QUALS = table(
  QUALIFICATIONS,
  {
    'B.E.': 220,
    'B.Tech': 70,
    'M.Tech': 50,
    'M.E.': 12,
    MBA: 65,
    MCA: 40,
    BCA: 25,
    'B.Com': 55,
    'M.Com': 18,
    'B.Sc': 40,
    'M.Sc': 35,
    CA: 20,
    MBBS: 22,
    MD: 10,
    BDS: 10,
    BA: 20,
    MA: 15,
    'Ph.D': 12,
    LLB: 8,
    'B.Pharm': 8,
    Diploma: 15,
    'PUC / 12th': 8,
    'B.Arch': 5,
    'B.Ed': 8,
    BBA: 10,
    BBM: 8,
    PGDM: 6,
    'Vedic Studies': 4,
  },
  1.2,
);

type QualGroup = 'tech' | 'medic' | 'finance' | 'arts' | 'law' | 'school' | 'vedic' | 'other';

function qualGroup(q: string): QualGroup {
  if (/^(B\.E\.|B\.Tech|M\.E\.|M\.Tech|BCA|MCA|B\.Arch|M\.Arch|B\.Des|M\.Des|B\.Sc|M\.Sc)$/.test(q))
    return 'tech';
  if (/MBBS|MD|MS \(|BDS|MDS|BAMS|BHMS|BUMS|BNYS|BPT|MPT|Pharm|Nursing|BVSc/.test(q)) return 'medic';
  if (/B\.Com|M\.Com|BBA|BBM|MBA|PGDM|BHM|^CA$|^CS$|ICWA|CFA/.test(q)) return 'finance';
  if (/LLB|LLM/.test(q)) return 'law';
  if (/SSLC|PUC|Diploma|ITI/.test(q)) return 'school';
  if (/Vedic|Sanskrit/.test(q)) return 'vedic';
  if (/^(BA|MA|BFA|MFA|BJMC|MJMC|MSW|B\.Ed|M\.Ed|B\.P\.Ed|M\.Phil|Ph\.D)$/.test(q)) return 'arts';
  return 'other';
}

const OCC_BY_GROUP: Record<QualGroup, Table<string>> = {
  tech: table(OCCUPATIONS, {
    'Software Professional': 300,
    'Hardware & Networking Professional': 20,
    'IT Project Manager': 35,
    'Data Scientist / Analyst': 40,
    'Web / UX Designer': 12,
    'BPO / KPO Professional': 8,
    Engineer: 40,
    'Civil Engineer': 12,
    'Mechanical Engineer': 12,
    'Electrical Engineer': 8,
    'Electronics Engineer': 10,
    Architect: 6,
    Scientist: 8,
    Lecturer: 8,
    Entrepreneur: 8,
    Consultant: 12,
  }),
  medic: table(OCCUPATIONS, {
    Doctor: 60,
    Surgeon: 12,
    Dentist: 12,
    'Ayurvedic Doctor': 6,
    'Homeopathic Doctor': 3,
    Pharmacist: 8,
    Physiotherapist: 6,
    Nurse: 5,
    'Healthcare Professional': 8,
    'Medical Technician': 3,
  }),
  finance: table(OCCUPATIONS, {
    'Chartered Accountant': 25,
    Accountant: 20,
    'Banking Professional': 25,
    'Bank Officer': 20,
    'Financial Analyst': 15,
    'Investment Professional': 6,
    'Insurance Professional': 5,
    Manager: 25,
    'HR Professional': 12,
    'Marketing Professional': 12,
    'Sales Professional': 10,
    Business: 12,
    Auditor: 5,
    'Company Secretary': 3,
  }),
  arts: table(OCCUPATIONS, {
    Teacher: 30,
    Lecturer: 20,
    Professor: 8,
    'Research Scholar': 10,
    Journalist: 6,
    'Writer / Editor': 5,
    'Media Professional': 6,
    'Social Worker': 4,
    'Government Employee': 10,
    'Psychologist / Counsellor': 5,
    Artist: 3,
    Musician: 3,
    Dancer: 3,
  }),
  law: table(OCCUPATIONS, { Lawyer: 50, 'Legal Advisor': 20, Judge: 3, 'Company Secretary': 5 }),
  school: table(OCCUPATIONS, {
    Business: 25,
    'Self Employed': 20,
    Trader: 10,
    'Agriculturist / Farmer': 15,
    'Bank Clerk': 8,
    'Government Employee': 10,
    'Priest / Purohit': 8,
    'Customer Service Professional': 6,
  }),
  vedic: table(OCCUPATIONS, { 'Priest / Purohit': 40, Archaka: 25, 'Vedic Scholar': 20, Astrologer: 10 }),
  other: table(OCCUPATIONS, {}, 1),
};
const ANY_OCCUPATION = table(OCCUPATIONS, {}, 1);

const COUNTRY = table(
  COUNTRIES,
  {
    India: 8800,
    'United States': 420,
    'United Kingdom': 160,
    'United Arab Emirates': 140,
    Australia: 90,
    Canada: 80,
    Singapore: 70,
    Germany: 50,
    Netherlands: 15,
    'New Zealand': 12,
    Japan: 10,
    Qatar: 15,
    Oman: 10,
    Kuwait: 8,
    Ireland: 10,
    Switzerland: 6,
    Sweden: 6,
    France: 6,
  },
  // Only the countries named above, where the community's families actually live (docs/first-impressions.md#details-members-notice).
  0,
);

const STATE = table(
  INDIAN_STATES,
  {
    Karnataka: 660,
    Maharashtra: 80,
    'Tamil Nadu': 60,
    Telangana: 45,
    'Andhra Pradesh': 30,
    Kerala: 18,
    Goa: 15,
    Delhi: 15,
    Gujarat: 8,
    'Uttar Pradesh': 8,
    'West Bengal': 6,
    Haryana: 5,
    'Madhya Pradesh': 4,
    Rajasthan: 4,
    Odisha: 3,
    Puducherry: 3,
  },
  // Only the states named above, each with its cities below (docs/first-impressions.md#details-members-notice).
  0,
);

const DISTRICT = table(
  KARNATAKA_DISTRICTS,
  {
    'Bengaluru Urban': 400,
    Mysuru: 70,
    'Dakshina Kannada': 65,
    Udupi: 55,
    Shivamogga: 45,
    Dharwad: 35,
    'Uttara Kannada': 35,
    Belagavi: 25,
    Hassan: 25,
    Tumakuru: 20,
    Mandya: 15,
    Chikkamagaluru: 15,
    Kodagu: 10,
    'Bengaluru Rural': 12,
    Davanagere: 12,
    Kalaburagi: 8,
    Ballari: 8,
  },
  4,
);

const CITIES_OF_STATE: Record<string, readonly string[]> = {
  Maharashtra: ['Mumbai', 'Pune', 'Thane', 'Nagpur', 'Kolhapur', 'Nashik'],
  'Tamil Nadu': ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli', 'Kumbakonam'],
  Telangana: ['Hyderabad', 'Secunderabad', 'Warangal'],
  'Andhra Pradesh': ['Visakhapatnam', 'Vijayawada', 'Tirupati', 'Guntur'],
  Kerala: ['Kochi', 'Thiruvananthapuram', 'Kozhikode', 'Palakkad'],
  Goa: ['Panaji', 'Margao', 'Ponda'],
  Delhi: ['New Delhi', 'Dwarka', 'Rohini'],
  Gujarat: ['Ahmedabad', 'Vadodara', 'Surat'],
  'Uttar Pradesh': ['Noida', 'Lucknow', 'Varanasi'],
  'West Bengal': ['Kolkata'],
  Haryana: ['Gurugram', 'Faridabad'],
  'Madhya Pradesh': ['Indore', 'Bhopal', 'Ujjain'],
  Rajasthan: ['Jaipur', 'Udaipur'],
  Odisha: ['Bhubaneswar', 'Puri'],
  Puducherry: ['Puducherry'],
};
const CITIES_ABROAD: Record<string, readonly string[]> = {
  'United States': ['San Jose', 'Seattle', 'Dallas', 'New Jersey', 'Austin', 'Boston', 'Chicago'],
  'United Kingdom': ['London', 'Manchester', 'Reading', 'Birmingham'],
  'United Arab Emirates': ['Dubai', 'Abu Dhabi', 'Sharjah'],
  Australia: ['Sydney', 'Melbourne', 'Brisbane'],
  Canada: ['Toronto', 'Vancouver', 'Calgary'],
  Singapore: ['Singapore'],
  Germany: ['Munich', 'Berlin', 'Frankfurt', 'Stuttgart'],
};

const INCOME_LADDER = INCOME_BANDS.filter((b) => b !== 'None' && b !== 'Not To Disclose');
const MARITAL_BRIDE = table(MARITAL_STATUSES, {
  Unmarried: 930,
  'Widow with children': 6,
  'Widow without children': 10,
  'Divorcee with children': 14,
  'Divorcee without children': 40,
});
const MARITAL_GROOM = table(MARITAL_STATUSES, {
  Unmarried: 925,
  'Widower with children': 8,
  'Widower without children': 10,
  'Divorcee with children': 12,
  'Divorcee without children': 45,
});
const DIET = table(DIETS, { Vegetarian: 880, Eggetarian: 60, 'Non-Vegetarian': 40, Vegan: 20 });
const SMOKING = table(HABITS, { No: 950, Occasionally: 40, Yes: 10 });
const DRINKING = table(HABITS, { No: 840, Occasionally: 140, Yes: 20 });
const BLOOD = table(BLOOD_GROUPS, {
  'O+': 340,
  'B+': 300,
  'A+': 210,
  'AB+': 70,
  'O-': 15,
  'B-': 12,
  'A-': 10,
  'AB-': 4,
  'Dont Know': 60,
});
const SUN = table(SUN_SIGNS, { 'Dont Know': 24 }, 8);
const RASHI = table(RASHIS, { Other: 1 }, 10);
const PRIVACY = table(['members', 'paid', 'accepted', 'hidden'] as const, {
  members: 70,
  paid: 15,
  accepted: 12,
  hidden: 3,
});

// biome-ignore format: a long word list reads better packed
const FEMALE_NAMES = [
  'Ananya', 'Aishwarya', 'Akshatha', 'Amrutha', 'Anusha', 'Apoorva', 'Archana', 'Bhavana', 'Bhoomika',
  'Chaitra', 'Deepika', 'Divya', 'Gayathri', 'Harini', 'Hema', 'Indu', 'Jyothi', 'Kavya', 'Keerthana',
  'Lakshmi', 'Madhuri', 'Meghana', 'Namratha', 'Navya', 'Nandini', 'Pallavi', 'Pooja', 'Prajna',
  'Pratiksha', 'Priya', 'Rachana', 'Ramya', 'Rashmi', 'Sahana', 'Sanjana', 'Shilpa', 'Shreya', 'Shruthi',
  'Sindhu', 'Smitha', 'Sneha', 'Soumya', 'Spoorthi', 'Sushma', 'Swathi', 'Tejaswini', 'Vaishnavi',
  'Varsha', 'Vidya', 'Yashaswini', 'Aditi', 'Anagha', 'Bhargavi', 'Sinchana', 'Manasa', 'Ranjitha',
  'Veena', 'Vinutha', 'Kruthika', 'Nikitha', 'Padmini', 'Radhika', 'Sowmya', 'Ashwini', 'Usha',
];
// biome-ignore format: a long word list reads better packed
const MALE_NAMES = [
  'Aditya', 'Akash', 'Anirudh', 'Arjun', 'Ashwin', 'Bharath', 'Chandan', 'Chethan', 'Darshan', 'Deepak',
  'Ganesh', 'Girish', 'Harsha', 'Karthik', 'Kiran', 'Krishna', 'Madhav', 'Mahesh', 'Manoj', 'Naveen',
  'Nikhil', 'Pavan', 'Pradeep', 'Prashanth', 'Raghavendra', 'Rahul', 'Rakesh', 'Raghu', 'Sachin',
  'Sandeep', 'Santosh', 'Shashank', 'Shreyas', 'Srinivas', 'Sudeep', 'Sumanth', 'Sunil', 'Suraj',
  'Tejas', 'Varun', 'Vikram', 'Vinay', 'Vishnu', 'Vivek', 'Yashas', 'Adarsh', 'Anantha', 'Keshav',
  'Mukund', 'Narasimha', 'Prajwal', 'Rohith', 'Skanda', 'Srikanth', 'Gururaj', 'Vasudev', 'Ramesh',
  'Sudhindra', 'Venkatesh', 'Hrishikesh', 'Abhishek', 'Ajay', 'Gautham', 'Pranav', 'Sharath',
];
// biome-ignore format: a long word list reads better packed
const SURNAMES: Record<Region, readonly string[]> = {
  kannada: ['Rao', 'Sharma', 'Joshi', 'Kulkarni', 'Murthy', 'Prasad', 'Shastry', 'Acharya', 'Deshpande', 'Dixit', 'Krishnamurthy', 'Subramanya', 'Kashyap', 'Bharadwaj', 'Jois', 'Iyengar', 'Rao', 'Bhat'],
  havyaka: ['Hegde', 'Bhat', 'Bhagwat', 'Joshi', 'Shastri', 'Hebbar', 'Gaonkar'],
  tulu: ['Bhat', 'Aithal', 'Adiga', 'Holla', 'Karanth', 'Udupa', 'Tantri', 'Upadhya', 'Achar', 'Hebbar', 'Rao', 'Kedlaya', 'Mayya'],
  konkani: ['Kamath', 'Pai', 'Shenoy', 'Prabhu', 'Mallya', 'Nayak', 'Baliga', 'Bhandarkar', 'Kini', 'Shanbhag'],
  sanketi: ['Sharma', 'Shastri', 'Murthy', 'Prasad', 'Rao'],
  tamil: ['Iyer', 'Iyengar', 'Ramanathan', 'Srinivasan', 'Venkataraman', 'Subramanian', 'Krishnan', 'Raghavan'],
  telugu: ['Sastry', 'Sarma', 'Murthy', 'Rao', 'Chaganti', 'Bhamidipati', 'Vemuri'],
  marathi: ['Kulkarni', 'Deshpande', 'Joshi', 'Gokhale', 'Apte', 'Ranade', 'Deshmukh', 'Karve', 'Patwardhan'],
  north: ['Sharma', 'Mishra', 'Tiwari', 'Pandey', 'Chaturvedi', 'Trivedi', 'Dubey', 'Shukla', 'Bhattacharya', 'Mukherjee', 'Kaul'],
};

/** The community's given names and family names the demo members are named from (docs/first-impressions.md#details-members-notice, tested). */
export const DEMO_NAMES = {
  bride: FEMALE_NAMES,
  groom: MALE_NAMES,
  family: [...new Set(Object.values(SURNAMES).flat())],
} as const;

const HOBBIES = [
  'Carnatic music',
  'Hindustani classical music',
  'reading Kannada literature',
  'trekking in the Western Ghats',
  'cooking for friends',
  'yoga',
  'Bharatanatyam',
  'photography',
  'cricket',
  'badminton',
  'travelling',
  'temple architecture',
  'chess',
  'gardening',
  'painting',
  'volunteering at a local school',
  'Yakshagana',
  'long-distance running',
  'playing the veena',
  'quizzing',
] as const;
const FAMILY_KIND = [
  'traditional',
  'moderately traditional',
  'close-knit',
  'warm and liberal',
  'simple, value-based',
];
const PARTNER_WANTS = [
  'is kind, educated and respects both families',
  'values honesty and a sense of humour',
  'shares an interest in our culture and traditions',
  'is grounded, family-oriented and ambitious',
  'is caring, understanding and open-minded',
  'enjoys simple things and has a positive outlook',
];
const SIBLINGS_OPTIONS = [
  'No siblings',
  'One elder brother (married)',
  'One younger brother',
  'One elder sister (married)',
  'One younger sister',
  'One brother and one sister',
  'Two elder sisters (both married)',
  'One elder brother, working abroad',
];
const LOCALITIES = [
  'Jayanagar',
  'Basavanagudi',
  'Malleshwaram',
  'Rajajinagar',
  'Vijayanagar',
  'Banashankari',
  'JP Nagar',
  'Hanumanthanagar',
  'Kuvempunagar',
  'Saraswathipuram',
  'Kadri',
  'Kodialbail',
  'Manipal Road',
  'Gandhinagar',
  'Station Road',
];

// ---------------------------------------------------------------- the member generator

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const HEIGHT_CMS = HEIGHTS.map((h) => h.cm);
/** The height option (cm) nearest to `cm`. */
export function snapHeight(cm: number): number {
  let best = HEIGHT_CMS[0] as number;
  for (const h of HEIGHT_CMS) if (Math.abs(h - cm) < Math.abs(best - cm)) best = h;
  return best;
}

function ageFor(rng: Rng, gender: Gender, marital: string): number {
  if (marital !== 'Unmarried') return rng.int(gender === 'Bride' ? 27 : 30, 52);
  if (rng.chance(0.06)) return rng.int(36, 45);
  const a = gender === 'Bride' ? rng.normal(27, 3.2) : rng.normal(30, 3.5);
  return Math.min(45, Math.max(gender === 'Bride' ? 21 : 22, Math.round(a)));
}

function incomeFor(rng: Rng, occupation: string, group: QualGroup, age: number): string {
  if (occupation === 'Homemaker' || occupation === 'Student' || occupation === 'Not working') {
    return rng.chance(0.8) ? 'None' : 'Not To Disclose';
  }
  if (rng.chance(0.07)) return 'Not To Disclose';
  const base = { tech: 9, medic: 10, finance: 8, law: 7, arts: 4, school: 3, vedic: 3, other: 5 }[group];
  const idx = Math.round(base + (age - 24) * 0.7 + rng.normal(0, 3));
  return INCOME_LADDER[Math.min(INCOME_LADDER.length - 1, Math.max(0, idx))] as string;
}

function mobileFor(rng: Rng): string {
  return `${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
}

function withArticle(occupation: string): string {
  return `${/^([AEIOU]|HR|IT|IAS)/.test(occupation) ? 'an' : 'a'} ${occupation}`;
}

function ordinal(n: number): string {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${tail}`;
}

const NOT_WORKING = new Set(['Not working', 'Homemaker', 'Student', 'Retired']);

function aboutMeFor(rng: Rng, p: ProfileRow, place: string, age: number): string {
  const bride = p.gender === 'Bride';
  const hobbies = rng.sample(HOBBIES, 2);
  const caste = p.caste === 'Other' ? 'Brahmin' : p.caste;
  const self = p.profile_for === 'Self';
  const pronoun = bride ? 'She' : 'He';
  const idle = NOT_WORKING.has(p.occupation);
  const job = idle ? `is ${age} and lives in ${place}` : `works as ${withArticle(p.occupation)} in ${place}`;
  const intro = self
    ? idle
      ? `I am ${p.first_name}, ${age}, from ${place}.`
      : `I am ${p.first_name}, working as ${withArticle(p.occupation)} in ${place}.`
    : p.profile_for === 'Son' || p.profile_for === 'Daughter'
      ? `Our ${bride ? 'daughter' : 'son'} ${p.first_name} ${job}.`
      : `My ${bride ? 'sister' : 'brother'} ${p.first_name} ${job}.`;
  const edu = `${self ? 'I' : pronoun} completed ${p.qualification}${
    rng.chance(0.6) ? ` and ${self ? 'enjoy' : 'enjoys'} ${hobbies[0]} and ${hobbies[1]}` : ''
  }.`;
  const roots = p.state === 'Karnataka' && rng.chance(0.5) ? ` with roots in ${p.city}` : '';
  const family = `We are a ${rng.pick(FAMILY_KIND)} ${caste} family${roots}.`;
  const want = `${self ? 'I am' : 'We are'} looking for a partner who ${rng.pick(PARTNER_WANTS)}.`;
  return [intro, edu, family, want].join(' ');
}

const ALL_STATUSES = MARITAL_STATUSES as readonly string[];
const HIGHER_QUALS = [
  'B.E.',
  'B.Tech',
  'M.Tech',
  'MBA',
  'MCA',
  'M.Sc',
  'CA',
  'MBBS',
  'MD',
  'Ph.D',
  'M.Com',
  'MA',
];
const PRO_OCCS = [
  'Software Professional',
  'Doctor',
  'Chartered Accountant',
  'Engineer',
  'Banking Professional',
  'Lecturer',
  'Government Employee',
  'Business',
  'Manager',
  'Scientist',
];
const NEAR_TONGUES: Record<Region, readonly string[]> = {
  kannada: ['Kannada', 'Havyaka Kannada (Havigannada)', 'Sanketi', 'Tulu'],
  havyaka: ['Havyaka Kannada (Havigannada)', 'Kannada'],
  tulu: ['Tulu', 'Kannada', 'Konkani'],
  konkani: ['Konkani', 'Kannada', 'Marathi'],
  sanketi: ['Sanketi', 'Kannada', 'Tamil'],
  tamil: ['Tamil', 'Kannada', 'Telugu'],
  telugu: ['Telugu', 'Kannada', 'Tamil'],
  marathi: ['Marathi', 'Kannada', 'Konkani'],
  north: ['Hindi', 'English'],
};

function preferencesFor(rng: Rng, p: ProfileRow, age: number, region: Region): PreferencesRow {
  const groom = p.gender === 'BrideGroom';
  const wide = rng.chance(0.06);
  const ageMin = wide ? 18 : groom ? Math.max(18, age - rng.int(3, 7)) : Math.max(21, age - rng.int(0, 2));
  const ageMax = wide ? 70 : groom ? Math.min(70, age + rng.int(0, 2)) : Math.min(70, age + rng.int(3, 8));
  let heightMin: number | null = null;
  let heightMax: number | null = null;
  if (rng.chance(0.5)) {
    if (groom) {
      heightMin = rng.chance(0.5) ? snapHeight(rng.int(140, 152)) : null;
      heightMax = snapHeight(p.height_cm + rng.int(-2, 5));
    } else {
      heightMin = snapHeight(p.height_cm + rng.int(0, 10));
      heightMax = rng.chance(0.3) ? snapHeight(p.height_cm + rng.int(25, 35)) : null;
    }
  }
  const unmarried = p.marital_status === 'Unmarried';
  // A groom seeks a bride's statuses (Widow ..., Divorcee ...), a bride a groom's (Widower ..., Divorcee ...).
  const otherSide = ALL_STATUSES.filter(
    (s) => s !== 'Unmarried' && !s.startsWith(groom ? 'Widower' : 'Widow '),
  );
  const maritalStatuses = unmarried
    ? rng.chance(0.8)
      ? ['Unmarried']
      : []
    : rng.chance(0.6)
      ? []
      : [...otherSide, ...(rng.chance(0.5) ? ['Unmarried'] : [])];
  const castesRoll = rng.next();
  const regionCastes = CASTE_BY_REGION[region];
  const castes =
    castesRoll < 0.55
      ? []
      : castesRoll < 0.85
        ? [
            ...new Set([
              p.caste,
              'Brahmin',
              ...Array.from({ length: rng.int(0, 2) }, () => rng.from(regionCastes)),
            ]),
          ]
        : [...new Set(Array.from({ length: rng.int(3, 6) }, () => rng.from(regionCastes)))];
  const qualifications = rng.chance(0.15) ? rng.sample(HIGHER_QUALS, rng.int(2, 6)) : [];
  const occupations = rng.chance(0.1) ? rng.sample(PRO_OCCS, rng.int(2, 5)) : [];
  let incomeBands: string[] = [];
  if (rng.chance(groom ? 0.05 : 0.22)) {
    const from = rng.int(groom ? 0 : 5, groom ? 6 : 14);
    incomeBands = INCOME_LADDER.slice(from);
  }
  const motherTongues = rng.chance(0.35) ? rng.sample(NEAR_TONGUES[region], rng.int(1, 3)) : [];
  if (motherTongues.length && !motherTongues.includes(p.mother_tongue))
    motherTongues.unshift(p.mother_tongue);
  const statesRoll = rng.next();
  const states =
    statesRoll < 0.6
      ? []
      : statesRoll < 0.9
        ? [...new Set(['Karnataka', p.state].filter(Boolean))]
        : [...new Set([p.state || 'Karnataka', rng.from(STATE)])];
  const cities =
    states.includes('Karnataka') && rng.chance(0.35)
      ? [
          ...new Set([
            p.state === 'Karnataka' ? p.city : 'Bengaluru Urban',
            'Bengaluru Urban',
            ...rng.sample(KARNATAKA_DISTRICTS, rng.int(0, 2)),
          ]),
        ]
      : [];
  return {
    user_id: p.user_id,
    age_min: ageMin,
    age_max: Math.max(ageMin, ageMax),
    height_min: heightMin,
    height_max: heightMin !== null && heightMax !== null && heightMax < heightMin ? heightMin : heightMax,
    marital_statuses: [...new Set(maritalStatuses)],
    castes,
    qualifications,
    occupations,
    income_bands: incomeBands,
    mother_tongues: motherTongues,
    states,
    cities,
    country: rng.chance(0.25) ? 'India' : '',
  };
}

/**
 * Member `index` of the community (0-based) for `opts.seed`: a users row, a profile and partner
 * preferences. Every member is verified: active, listed, activated, with activity over the last 90 days.
 * `count` is the community size (spreads registration dates over three years in index order).
 */
export function generateMember(index: number, count: number, opts: GenOptions): Member {
  const { seed, now } = opts;
  const rng = new Rng(hash32(seed, index + 1));
  const t = traitsOf(seed, index);
  const id = memberId(seed, index);
  const gender = t.gender;
  const bride = gender === 'Bride';
  const nowMs = now.getTime();

  const marital = rng.from(bride ? MARITAL_BRIDE : MARITAL_GROOM);
  const age = ageFor(rng, gender, marital);
  const dob = isoDate(nowMs - (age + rng.next() * 0.98) * 365.2425 * DAY - DAY);
  const tongue = rng.from(TONGUES);
  const region = REGION_OF_TONGUE[tongue] ?? 'north';
  const caste = rng.chance(0.04) ? rng.pick(CASTES) : rng.from(CASTE_BY_REGION[region]);
  const firstName = rng.pick(bride ? FEMALE_NAMES : MALE_NAMES);
  const lastName = rng.pick(SURNAMES[region]);
  const qualification = rng.from(QUALS);
  const group = qualGroup(qualification);
  let occupation: string;
  if (bride && rng.chance(0.08)) occupation = rng.pick(['Homemaker', 'Not working']);
  else if (age < 24 && rng.chance(0.25)) occupation = 'Student';
  else occupation = rng.chance(0.06) ? rng.from(ANY_OCCUPATION) : rng.from(OCC_BY_GROUP[group]);
  const country = rng.from(COUNTRY);
  let state = '';
  let city = '';
  if (country === 'India') {
    state =
      region === 'tamil' && rng.chance(0.5)
        ? 'Tamil Nadu'
        : region === 'telugu' && rng.chance(0.5)
          ? 'Telangana'
          : region === 'marathi' && rng.chance(0.5)
            ? 'Maharashtra'
            : rng.from(STATE);
    city = state === 'Karnataka' ? rng.from(DISTRICT) : rng.pick(CITIES_OF_STATE[state] ?? ['']);
  } else {
    city = rng.pick(CITIES_ABROAD[country] ?? ['']);
  }
  const place = city || state || country;
  const heightCm = snapHeight(bride ? rng.normal(158, 6) : rng.normal(172, 7));
  const profileFor = rng.chance(0.55)
    ? 'Self'
    : rng.chance(0.8)
      ? bride
        ? 'Daughter'
        : 'Son'
      : bride
        ? 'Sister'
        : 'Brother';
  const parentRelation = rng.chance(0.82) ? 'Father' : rng.chance(0.8) ? 'Mother' : 'Guardian';
  const parentName = `${parentRelation === 'Mother' ? rng.pick(FEMALE_NAMES) : rng.pick(MALE_NAMES)} ${lastName}`;

  // Registration over the last three years in index order; activation a day or two later.
  const span = 3 * 365 * DAY;
  const createdMs = nowMs - span + Math.floor(((index + rng.next()) / Math.max(1, count)) * (span - 3 * DAY));
  const activatedMs = createdMs + rng.int(2, 48) * 3_600_000;
  // Activity over the last 90 days, skewed to recent, never before activation.
  const activeMs = Math.max(
    activatedMs,
    nowMs - (Math.floor(-Math.log(1 - rng.next() * 0.99) * 18 * DAY) % (90 * DAY)),
  );
  const role = t.role;
  let planExpires: string | null = null;
  if (role !== 'FreeUser') {
    const expired = rng.chance(0.04);
    planExpires = new Date(nowMs + (expired ? -rng.int(1, 40) : rng.int(10, 360)) * DAY).toISOString();
  }

  const profile: ProfileRow = {
    user_id: id,
    first_name: firstName,
    last_name: lastName,
    profile_for: profileFor,
    gender,
    date_of_birth: dob,
    marital_status: marital,
    height_cm: heightCm,
    mother_tongue: tongue,
    about_me: '',
    parent_relation: parentRelation,
    parent_name: parentName,
    siblings: rng.pick(SIBLINGS_OPTIONS),
    caste,
    sub_caste: rng.chance(0.35) ? rng.pick(['Rigvedi', 'Yajurvedi', 'Samavedi', 'Smartha', 'Madhwa']) : '',
    gotra: rng.chance(0.9) ? rng.pick(GOTRAS) : '',
    ...moonFacts(rng.chance(0.9) ? rng.from(RASHI) : '', rng.chance(0.9) ? rng.pick(NAKSHATRAS) : ''),
    qualification,
    occupation,
    income_band: incomeFor(rng, occupation, group, age),
    occupation_country: country === 'India' || rng.chance(0.9) ? country : 'India',
    country,
    state,
    city,
    address: `${rng.int(1, 240)}, ${ordinal(rng.int(1, 18))} Cross, ${state === 'Karnataka' ? rng.pick(LOCALITIES) : 'Main Road'}, ${place}`,
    mobile_no: mobileFor(rng),
    diet: rng.from(DIET),
    smoking: bride ? 'No' : rng.from(SMOKING),
    drinking: bride ? (rng.chance(0.95) ? 'No' : 'Occasionally') : rng.from(DRINKING),
    blood_group: rng.from(BLOOD),
    sun_sign: rng.from(SUN),
    photo_privacy: rng.from(PRIVACY),
    has_photo: t.hasPhotoRoll < opts.photoShare,
    // Staff may feature a profile; Premium members rank as featured through their plan (matches module).
    featured: rng.chance(0.005),
    last_active_at: new Date(activeMs).toISOString(),
    updated_at: new Date(Math.max(activatedMs, activeMs - rng.int(0, 30) * DAY)).toISOString(),
  };
  profile.about_me = aboutMeFor(rng, profile, place, age);
  const user: UserRow = {
    id,
    email: `${firstName}.${lastName}.${index + 1}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
    role,
    plan_expires_at: planExpires,
    created_at: new Date(createdMs).toISOString(),
    activated_at: new Date(activatedMs).toISOString(),
    last_login_at: new Date(activeMs).toISOString(),
  };
  return { index, user, profile, prefs: preferencesFor(rng, profile, age, region) };
}

// ---------------------------------------------------------------- relations between members

export type InterestRow = {
  id: string;
  sender_id: string;
  receiver_id: string;
  message: string;
  status: 'pending' | 'accepted' | 'declined';
  created_at: string;
  responded_at: string | null;
};
export type PairRow = { user_id: string; target_id: string; created_at: string };
export type ViewRow = { viewer_id: string; viewed_id: string; visits: number; viewed_at: string };

const INTEREST_MESSAGES = [
  '',
  '',
  'Namaste! We liked your profile and would like to know more about your family.',
  'Hello, your profile seems a good match. Please consider our interest.',
  'We found your profile interesting. Looking forward to hearing from you.',
  'Hi, I liked your profile. Would be happy to connect.',
];

/** A random member of the other gender (bounded retries; falls back to the neighbour). */
function partnerOf(rng: Rng, seed: number, count: number, self: number, gender: Gender): number {
  for (let k = 0; k < 12; k++) {
    const j = rng.int(0, count - 1);
    if (j !== self && traitsOf(seed, j).gender !== gender) return j;
  }
  return (self + 1) % count;
}

/** 1 to `most` draws of partnerOf, without repeats (fewer when a draw repeats), in the order first drawn. */
function partnersOf(
  rng: Rng,
  seed: number,
  count: number,
  self: number,
  gender: Gender,
  most: number,
): Set<number> {
  const targets = new Set<number>();
  const n = rng.int(1, most);
  for (let k = 0; k < n; k++) targets.add(partnerOf(rng, seed, count, self, gender));
  return targets;
}

/**
 * Interests, shortlists and profile views sent by members [from, to) of a community of `count`.
 * Paid members send 0-6 interests (pending 50%, accepted 30%, declined 20%); a quarter of members
 * shortlist 1-4 profiles; 40% viewed 1-5 profiles. `seenPairs` keeps one interest per pair across calls
 * (numbers: min * 2^26 + max, so `count` must stay below 2^26).
 */
export function generateRelations(
  from: number,
  to: number,
  count: number,
  opts: GenOptions,
  seenPairs: Set<number>,
): { interests: InterestRow[]; shortlists: PairRow[]; views: ViewRow[] } {
  const { seed, now } = opts;
  const nowMs = now.getTime();
  const interests: InterestRow[] = [];
  const shortlists: PairRow[] = [];
  const views: ViewRow[] = [];
  for (let i = from; i < to; i++) {
    const rng = new Rng(hash32(seed ^ 0x7a11, i + 1));
    const t = traitsOf(seed, i);
    const me = memberId(seed, i);
    if (t.role !== 'FreeUser') {
      const n = rng.int(0, 6);
      for (let k = 0; k < n; k++) {
        const j = partnerOf(rng, seed, count, i, t.gender);
        const key = Math.min(i, j) * 67_108_864 + Math.max(i, j);
        if (seenPairs.has(key)) continue;
        seenPairs.add(key);
        const roll = rng.next();
        const status = roll < 0.5 ? 'pending' : roll < 0.8 ? 'accepted' : 'declined';
        const createdMs = nowMs - rng.int(1, 60 * 24) * 3_600_000;
        interests.push({
          id: uuidFor(seed, i * 8 + k, 0x22),
          sender_id: me,
          receiver_id: memberId(seed, j),
          message: rng.pick(INTEREST_MESSAGES),
          status,
          created_at: new Date(createdMs).toISOString(),
          responded_at:
            status === 'pending'
              ? null
              : new Date(Math.min(nowMs, createdMs + rng.int(1, 120) * 3_600_000)).toISOString(),
        });
      }
    }
    if (rng.chance(0.25)) {
      for (const j of partnersOf(rng, seed, count, i, t.gender, 4)) {
        shortlists.push({
          user_id: me,
          target_id: memberId(seed, j),
          created_at: new Date(nowMs - rng.int(1, 60 * 24) * 3_600_000).toISOString(),
        });
      }
    }
    if (rng.chance(0.4)) {
      for (const j of partnersOf(rng, seed, count, i, t.gender, 5)) {
        views.push({
          viewer_id: me,
          viewed_id: memberId(seed, j),
          visits: rng.int(1, 3),
          viewed_at: new Date(nowMs - rng.int(1, 30 * 24) * 3_600_000).toISOString(),
        });
      }
    }
  }
  return { interests, shortlists, views };
}
