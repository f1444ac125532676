import { formatDate, formatDateTime } from '../../../shared/dates';
import { formatHeight } from '../../../shared/options/height';
import { GENDERS } from '../../../shared/options/profile';
import { formatMobile } from '../../../shared/phone-format';
import { planLabel } from '../../../shared/plan-names';
import type { AdminUserRow } from '../../../shared/schemas/admin';

/** 'BrideGroom' → 'Male', 'Bride' → 'Female' (SPEC §3); anything else as it is. */
export function genderLabel(value: string | undefined): string {
  return GENDERS.find((g) => g.value === value)?.label ?? value ?? '';
}

/** First and last name of a registration. */
export function fullName(u: Pick<AdminUserRow, 'first_name' | 'last_name'>): string {
  return [u.first_name, u.last_name].filter(Boolean).join(' ');
}

/** Age and gender on one line: '28 yrs · Female'. */
export function ageGender(u: Pick<AdminUserRow, 'age' | 'gender'>): string {
  return [u.age != null ? `${u.age} yrs` : '', genderLabel(u.gender)].filter(Boolean).join(' · ');
}

export { planLabel } from '../../../shared/plan-names';

/** City and state on one line. */
export function place(u: Pick<AdminUserRow, 'city' | 'state'>): string {
  return [u.city, u.state].filter(Boolean).join(', ');
}

/** Status labels shown to staff. */
export const STATUS_LABEL: Record<string, string> = {
  all: 'All',
  pending: 'Pending',
  active: 'Active',
  inactive: 'Inactive',
  rejected: 'Rejected',
};

/** MUI colour of a status chip. */
export const STATUS_COLOR: Record<string, 'warning' | 'success' | 'default' | 'error'> = {
  pending: 'warning',
  active: 'success',
  inactive: 'default',
  rejected: 'error',
};

type Field = { label: string; value: (u: AdminUserRow) => string };
export type DetailSection = { title: string; fields: Field[] };

const text = (key: keyof AdminUserRow) => (u: AdminUserRow) => {
  const v = u[key];
  return v === null || v === undefined ? '' : String(v);
};

/**
 * Every field of a registration, grouped like the registration form (SPEC §2: personal, social &
 * career, family, login details), then what the profile adds and the account's own state.
 */
export const DETAIL_SECTIONS: DetailSection[] = [
  {
    title: 'Personal details',
    fields: [
      { label: 'Create profile for', value: text('profilefor') },
      { label: 'First name', value: text('first_name') },
      { label: 'Last name', value: text('last_name') },
      { label: 'Gender', value: (u) => genderLabel(u.gender) },
      { label: 'Date of birth', value: (u) => formatDate(u.date_of_birth) },
      { label: 'Age', value: (u) => (u.age != null ? `${u.age} years` : '') },
      { label: 'Marital status', value: text('marital_status') },
      { label: 'Mother tongue', value: text('mother_tongue') },
      { label: 'Religion', value: text('religion') },
      { label: 'Caste', value: text('caste') },
    ],
  },
  {
    title: 'Social & career details',
    fields: [
      { label: 'Educational qualification', value: text('educational_qualification') },
      { label: 'Occupation', value: text('occupation') },
      { label: 'Income Per Annum', value: text('income_per_month') },
      { label: 'Occupation country', value: text('occupation_country') },
      { label: 'Country', value: text('country') },
      { label: 'State', value: text('state') },
      { label: 'City', value: text('city') },
      { label: 'Address', value: text('address') },
    ],
  },
  {
    title: 'Family details',
    fields: [
      { label: 'Parent', value: text('name_of_parent') },
      { label: 'Parent name', value: text('parent_name') },
      { label: 'Siblings', value: text('siblings') },
    ],
  },
  {
    title: 'Login & contact details',
    fields: [
      { label: 'Email', value: text('email') },
      { label: 'Mobile number', value: (u) => formatMobile(u.mobile_no) },
    ],
  },
  {
    title: 'Profile',
    fields: [
      { label: 'Height', value: (u) => (u.height_cm ? formatHeight(u.height_cm) : '') },
      { label: 'Sub caste', value: text('sub_caste') },
      { label: 'Gotra', value: text('gotra') },
      { label: 'Rashi', value: text('rashi') },
      { label: 'Nakshatra', value: text('nakshatra') },
      { label: 'Sun sign', value: text('sun_sign') },
      { label: 'Blood group', value: text('blood_group') },
      { label: 'Diet', value: text('diet') },
      { label: 'Smoking', value: text('smoking') },
      { label: 'Drinking', value: text('drinking') },
      { label: 'About', value: text('about_me') },
      { label: 'Photo privacy', value: text('photo_privacy') },
      { label: 'Hidden from others', value: (u) => (u.hidden === undefined ? '' : u.hidden ? 'Yes' : 'No') },
    ],
  },
  {
    title: 'Account',
    fields: [
      { label: 'Registration number', value: text('registration_no') },
      { label: 'Status', value: (u) => STATUS_LABEL[u.status ?? ''] ?? u.status ?? '' },
      { label: 'Reason', value: text('status_reason') },
      { label: 'Plan', value: (u) => planLabel(u.user_role) },
      { label: 'Intends to buy', value: (u) => planLabel(u.intended_plan) },
      { label: 'Plan valid until', value: (u) => formatDate(u.plan_expires_at) },
      { label: 'Registered on', value: (u) => formatDateTime(u.created_at) },
      { label: 'Activated on', value: (u) => formatDateTime(u.activated_at) },
      { label: 'Last active', value: (u) => formatDateTime(u.last_active_at) },
    ],
  },
];
