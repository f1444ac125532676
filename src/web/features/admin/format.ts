import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '../../../shared/i18n/locales/en/admin';
import { formatHeight } from '../../../shared/options/height';
import { GENDERS } from '../../../shared/options/profile';
import { formatMobile } from '../../../shared/phone-format';
import { planLabel } from '../../../shared/plan-names';
import type { AdminUserRow } from '../../../shared/schemas/admin';
import { formatDate, formatDateTime } from '../../format';

/** 'BrideGroom' → 'Male', 'Bride' → 'Female' (SPEC §3); anything else as it is. */
export function genderLabel(value: string | undefined): string {
  return GENDERS.find((g) => g.value === value)?.label ?? value ?? '';
}

/** First and last name of a registration. */
export function fullName(u: Pick<AdminUserRow, 'first_name' | 'last_name'>): string {
  return [u.first_name, u.last_name].filter(Boolean).join(' ');
}

/** Age and gender on one line: '28 yrs · Female' (`years` formats the age, e.g. t('common.yearsShort')). */
export function ageGender(u: Pick<AdminUserRow, 'age' | 'gender'>, years: (age: number) => string): string {
  return [u.age != null ? years(u.age) : '', genderLabel(u.gender)].filter(Boolean).join(' · ');
}

/** `ageGender` with the staff catalogue's "{age} yrs". */
export function useAgeGender(): (u: Pick<AdminUserRow, 'age' | 'gender'>) => string {
  const { t } = useTranslation('admin');
  return useCallback((u) => ageGender(u, (age) => t('common.yearsShort', { age })), [t]);
}

export { planLabel } from '../../../shared/plan-names';

/** City and state on one line. */
export function place(u: Pick<AdminUserRow, 'city' | 'state'>): string {
  return [u.city, u.state].filter(Boolean).join(', ');
}

/** The account statuses (and the 'all' filter) staff see, each with an `admin` catalogue label. */
export const STATUSES = ['all', 'pending', 'active', 'inactive', 'rejected'] as const;
export type StatusKey = (typeof STATUSES)[number];

/** A status label in the shown language; an unknown status as it is. */
export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation('admin');
  return useCallback(
    (status) =>
      (STATUSES as readonly string[]).includes(status) ? t(`status.${status as StatusKey}`) : status,
    [t],
  );
}

/** MUI colour of a status chip. */
export const STATUS_COLOR: Record<string, 'warning' | 'success' | 'default' | 'error'> = {
  pending: 'warning',
  active: 'success',
  inactive: 'default',
  rejected: 'error',
};

/** The detail fields staff see; each key's label is `details.fields.<key>` in the `admin` catalogue. */
type FieldKey = keyof typeof en.details.fields;
type Field = { key: FieldKey; value: (u: AdminUserRow, t: AdminT) => string };
export type DetailSection = { key: keyof typeof en.details.sections; fields: Field[] };
type AdminT = TFunction<'admin'>;

const text = (key: FieldKey & keyof AdminUserRow): Field => ({
  key,
  value: (u) => {
    const v = u[key];
    return v === null || v === undefined ? '' : String(v);
  },
});

/**
 * Every field of a registration, grouped like the registration form (SPEC §2: personal, social &
 * career, family, login details), then what the profile adds and the account's own state. Titles and
 * labels: `details.sections.<key>` and `details.fields.<key>` (admin catalogue).
 */
export const DETAIL_SECTIONS: DetailSection[] = [
  {
    key: 'personal',
    fields: [
      text('profilefor'),
      text('first_name'),
      text('last_name'),
      { key: 'gender', value: (u) => genderLabel(u.gender) },
      { key: 'date_of_birth', value: (u) => formatDate(u.date_of_birth) },
      { key: 'age', value: (u, t) => (u.age != null ? t('details.years', { age: u.age }) : '') },
      text('marital_status'),
      text('mother_tongue'),
      text('religion'),
      text('caste'),
    ],
  },
  {
    key: 'career',
    fields: [
      text('educational_qualification'),
      text('occupation'),
      text('income_per_month'),
      text('occupation_country'),
      text('country'),
      text('state'),
      text('city'),
      text('address'),
    ],
  },
  {
    key: 'family',
    fields: [text('name_of_parent'), text('parent_name'), text('siblings')],
  },
  {
    key: 'login',
    fields: [text('email'), { key: 'mobile_no', value: (u) => formatMobile(u.mobile_no) }],
  },
  {
    key: 'profile',
    fields: [
      { key: 'height_cm', value: (u) => (u.height_cm ? formatHeight(u.height_cm) : '') },
      text('sub_caste'),
      text('gotra'),
      text('rashi'),
      text('nakshatra'),
      text('sun_sign'),
      text('blood_group'),
      text('diet'),
      text('smoking'),
      text('drinking'),
      text('about_me'),
      text('photo_privacy'),
      {
        key: 'hidden',
        value: (u, t) => (u.hidden === undefined ? '' : u.hidden ? t('details.yes') : t('details.no')),
      },
    ],
  },
  {
    key: 'account',
    fields: [
      text('registration_no'),
      {
        key: 'status',
        value: (u, t) =>
          (STATUSES as readonly (string | undefined)[]).includes(u.status)
            ? t(`status.${u.status as StatusKey}`)
            : (u.status ?? ''),
      },
      text('status_reason'),
      { key: 'user_role', value: (u) => planLabel(u.user_role) },
      { key: 'intended_plan', value: (u) => planLabel(u.intended_plan) },
      { key: 'plan_expires_at', value: (u) => formatDate(u.plan_expires_at) },
      { key: 'created_at', value: (u) => formatDateTime(u.created_at) },
      { key: 'activated_at', value: (u) => formatDateTime(u.activated_at) },
      { key: 'last_active_at', value: (u) => formatDateTime(u.last_active_at) },
    ],
  },
];
