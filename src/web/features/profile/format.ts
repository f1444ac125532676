import { GENDERS } from '../../../shared/options';
import { formatHeight } from '../../../shared/options/height';
import { formatMobile } from '../../../shared/phone-format';
import { formatDate } from '../../format';

/** A profile value as shown in view mode: gender label, height in feet and cm, dates as 22 Nov 2026, mobiles as +91 98765 43210. */
export function displayValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (field === 'gender') return GENDERS.find((g) => g.value === value)?.label ?? String(value);
  if (field === 'height_cm') return formatHeight(Number(value));
  if (field === 'date_of_birth') return formatDate(String(value));
  if (field === 'mobile_no') return formatMobile(String(value));
  return String(value);
}
