import { z } from 'zod';
import { str } from './common';
import { horoscopeChartSchema } from './horoscope-chart';
import { badgesSchema } from './verification';

/**
 * The guna milan of the viewer and a member (docs/horoscope.md#on-a-profile): the total out of 36, each
 * koota's points, the nadi and bhakoot doshas and the manglik compatibility. Words come from the
 * `horoscope` catalogue (src/shared/horoscope/words.ts).
 */
export const gunaMilanSchema = z.object({
  total: z.number(),
  max: z.number(),
  kootas: z.array(z.object({ koota: str(), points: z.number(), max: z.number() })),
  nadi_dosha: z.object({ present: z.boolean(), cancelled_by: str().nullable() }),
  bhakoot_dosha: z.object({ present: z.boolean(), cancelled_by: str().nullable() }),
  manglik: z.object({ verdict: str(), statement: str() }),
});
export type GunaMilanView = z.infer<typeof gunaMilanSchema>;

/**
 * A profile as GET /api/user/profile/{registrationNo} returns it (SPEC §3: must contain registration_no).
 * The presenter decides per viewer which fields are present: contact fields (mobile_no, email, address)
 * only for the owner, staff, and entitled members (decision 006); `last_name` only for signed-in members.
 */
export const profileSchema = z.object({
  registration_no: str(),
  user_role: str().optional(),
  status: str().optional(),
  first_name: str(),
  last_name: str().optional(),
  profilefor: str(),
  gender: str(),
  date_of_birth: str().optional(),
  age: z.number().nullable(),
  marital_status: str(),
  height_cm: z.number().nullable(),
  mother_tongue: str(),
  about_me: str(),
  name_of_parent: str(),
  parent_name: str(),
  siblings: str(),
  religion: str(),
  caste: str(),
  sub_caste: str(),
  gotra: str(),
  rashi: str(),
  nakshatra: str(),
  /** Horoscope fields (docs/horoscope.md#privacy): '' (rashi, nakshatra) or absent when not visible. */
  manglik: str().optional(),
  birth_time: str().optional(),
  birth_place: str().optional(),
  /** The owner's horoscope privacy; only in the owner's own (or staff's) view. */
  horoscope_privacy: str().optional(),
  /** Whether the viewer sees this member's horoscope. */
  horoscope_visible: z.boolean().optional(),
  /** The viewer's guna milan with this member, when shown (showsGunaMilan). */
  guna: gunaMilanSchema.nullable().optional(),
  /** The horoscope chart the viewer may open (chartVisible, docs/horoscope.md#chart), or null. */
  horoscope_chart: horoscopeChartSchema.nullable().optional(),
  educational_qualification: str(),
  occupation: str(),
  income_per_month: str(),
  occupation_country: str(),
  country: str(),
  state: str(),
  city: str(),
  diet: str(),
  smoking: str(),
  drinking: str(),
  blood_group: str(),
  sun_sign: str(),
  photo_privacy: str().optional(),
  hidden: z.boolean().optional(),
  /** The owner's choice to appear on the public home page (decision 125); only in the owner's own view. */
  show_on_home: z.boolean().optional(),
  mobile_no: str().optional(),
  email: str().optional(),
  address: str().optional(),
  contact_visible: z.boolean(),
  /** Trust badges, decided by the server only (docs/verification.md#badges). */
  badges: badgesSchema.optional(),
  intended_plan: str().nullable().optional(),
  plan_expires_at: str().nullable().optional(),
  created_at: str().optional(),
  last_active_at: str().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** A short card for lists (recent registrations, matches, search). Never carries contact details. */
export const profileCardSchema = z.object({
  registration_no: str(),
  first_name: str(),
  gender: str(),
  age: z.number().nullable(),
  height_cm: z.number().nullable(),
  marital_status: str(),
  caste: str(),
  educational_qualification: str(),
  occupation: str(),
  city: str(),
  state: str(),
  created_at: str(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;
