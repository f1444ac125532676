import { heightLabel, type OptionsT } from '../../../shared/options/labels';
import { formatMobile } from '../../../shared/phone-format';
import { formatDate } from '../../format';
import i18n from '../../i18n';
import { optionLabel } from '../members/optionLabel';

/**
 * A profile value as shown in view mode, in the shown language (docs/i18n.md): option codes through their
 * catalogue labels (gender, marital status, caste, diet...), height in feet and cm, dates as 22 Nov 2026,
 * mobiles as +91 98765 43210; other values (names, free text) as stored. '' for an empty value.
 */
export function displayValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (field === 'height_cm')
    return heightLabel(i18n.getFixedT(null, 'options') as unknown as OptionsT, Number(value));
  if (field === 'date_of_birth') return formatDate(String(value));
  if (field === 'mobile_no') return formatMobile(String(value));
  return optionLabel(field, String(value));
}
