import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * '+919876543210' (or a legacy '9876543210') → '+91 98765 43210' (decision 016);
 * anything unparsable as it is. libphonenumber-js with its small metadata.
 */
export function formatMobile(stored: string | null | undefined): string {
  if (!stored) return '';
  const phone = parsePhoneNumberFromString(stored, 'IN');
  return phone?.isValid() ? phone.formatInternational() : stored;
}
