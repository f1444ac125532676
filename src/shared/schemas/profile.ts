import { z } from 'zod';

/**
 * A profile as GET /api/user/profile/{registrationNo} returns it (SPEC §3: must contain registration_no).
 * The presenter decides per viewer which fields are present: contact fields (mobile_no, email, address)
 * only for the owner, staff, and entitled members (issue #3); `last_name` only for signed-in members.
 */
export const profileSchema = z.object({
  registration_no: z.string(),
  user_role: z.string().optional(),
  status: z.string().optional(),
  first_name: z.string(),
  last_name: z.string().optional(),
  profilefor: z.string(),
  gender: z.string(),
  date_of_birth: z.string().optional(),
  age: z.number().nullable(),
  marital_status: z.string(),
  height_cm: z.number().nullable(),
  mother_tongue: z.string(),
  about_me: z.string(),
  name_of_parent: z.string(),
  parent_name: z.string(),
  siblings: z.string(),
  religion: z.string(),
  caste: z.string(),
  sub_caste: z.string(),
  gotra: z.string(),
  rashi: z.string(),
  nakshatra: z.string(),
  educational_qualification: z.string(),
  occupation: z.string(),
  income_per_month: z.string(),
  occupation_country: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  diet: z.string(),
  smoking: z.string(),
  drinking: z.string(),
  blood_group: z.string(),
  sun_sign: z.string(),
  photo_privacy: z.string().optional(),
  hidden: z.boolean().optional(),
  mobile_no: z.string().optional(),
  email: z.string().optional(),
  address: z.string().optional(),
  contact_visible: z.boolean(),
  intended_plan: z.string().nullable().optional(),
  plan_expires_at: z.string().nullable().optional(),
  created_at: z.string().optional(),
  last_active_at: z.string().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** A short card for lists (recent registrations, matches, search). Never carries contact details. */
export const profileCardSchema = z.object({
  registration_no: z.string(),
  first_name: z.string(),
  gender: z.string(),
  age: z.number().nullable(),
  height_cm: z.number().nullable(),
  marital_status: z.string(),
  caste: z.string(),
  educational_qualification: z.string(),
  occupation: z.string(),
  city: z.string(),
  state: z.string(),
  created_at: z.string(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;
