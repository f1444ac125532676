import { ageOn } from '../../../shared/dates';
import { badgesOf } from '../../../shared/policies';
import type { Profile, ProfileCard } from '../../../shared/schemas/profile';
import type { profiles, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

/** How much of a profile a viewer may see: decided by the service, applied here. */
export type ProfileView = {
  /** Owner or staff: everything, including status and plan. */
  full: boolean;
  /** Contact details (mobile, email, address) may be shown. */
  contact: boolean;
  /** The horoscope (rashi, nakshatra, manglik, birth time and place) may be shown (horoscopeVisible). */
  horoscope: boolean;
};

/** Presents a profile row for a viewer (DESIGN: presenters decide what a viewer sees). */
export function presentProfile(u: UserRow, p: ProfileRow, view: ProfileView): Profile {
  const out: Profile = {
    registration_no: u.registrationNo,
    first_name: p.firstName,
    last_name: p.lastName,
    profilefor: p.profileFor,
    gender: p.gender,
    age: ageOn(p.dateOfBirth),
    marital_status: p.maritalStatus,
    height_cm: p.heightCm,
    mother_tongue: p.motherTongue,
    about_me: p.aboutMe,
    name_of_parent: p.parentRelation,
    parent_name: p.parentName,
    siblings: p.siblings,
    religion: p.religion,
    caste: p.caste,
    sub_caste: p.subCaste,
    gotra: p.gotra,
    rashi: view.horoscope ? p.rashi : '',
    nakshatra: view.horoscope ? p.nakshatra : '',
    horoscope_visible: view.horoscope,
    educational_qualification: p.qualification,
    occupation: p.occupation,
    income_per_month: p.incomeBand,
    occupation_country: p.occupationCountry,
    country: p.country,
    state: p.state,
    city: p.city,
    diet: p.diet,
    smoking: p.smoking,
    drinking: p.drinking,
    blood_group: p.bloodGroup,
    sun_sign: p.sunSign,
    contact_visible: view.full || view.contact,
    last_active_at: p.lastActiveAt.toISOString(),
    badges: badgesOf(p),
  };
  if (view.full) {
    Object.assign(out, {
      user_role: u.role,
      status: u.status,
      date_of_birth: p.dateOfBirth,
      photo_privacy: p.photoPrivacy,
      horoscope_privacy: p.horoscopePrivacy,
      hidden: p.hidden,
      show_on_home: p.showOnHome,
      intended_plan: u.intendedPlan,
      plan_expires_at: u.planExpiresAt?.toISOString() ?? null,
      created_at: u.createdAt.toISOString(),
    });
  }
  if (view.horoscope) {
    Object.assign(out, { manglik: p.manglik, birth_time: p.birthTime, birth_place: p.birthPlace });
  }
  if (view.full || view.contact) {
    Object.assign(out, { mobile_no: p.mobileNo, email: u.email, address: p.address });
  }
  return out;
}

/** A list card: no surname, no contact details, no exact date of birth. */
export function presentCard(u: Pick<UserRow, 'registrationNo' | 'createdAt'>, p: ProfileRow): ProfileCard {
  return {
    registration_no: u.registrationNo,
    first_name: p.firstName,
    gender: p.gender,
    age: ageOn(p.dateOfBirth),
    height_cm: p.heightCm,
    marital_status: p.maritalStatus,
    caste: p.caste,
    educational_qualification: p.qualification,
    occupation: p.occupation,
    city: p.city,
    state: p.state,
    created_at: u.createdAt.toISOString(),
  };
}
