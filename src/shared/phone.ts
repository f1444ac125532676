/**
 * Indian mobile numbers (SPEC §5, decision 016). What a member types may carry +91, a leading
 * 0, spaces, dashes or brackets; it must come down to a 10-digit Indian mobile number (first digit 6-9,
 * the national numbering plan's mobile range). Stored and sent as E.164 ('+919876543210').
 * No phone metadata here, so the form schemas stay small; display and the cross-check in the tests use
 * libphonenumber-js (src/shared/phone-format.ts).
 */

/** '98765 43210', '+91-98765-43210', '09876543210' → '+919876543210'; null when not a valid Indian mobile. */
export function normaliseMobile(input: string | null | undefined): string | null {
  const raw = (input ?? '').trim();
  if (!raw || !/^[+\d\s().-]+$/.test(raw)) return null;
  const digits = raw.replace(/\D/g, '');
  // SPEC §5: 10 digits after an optional +91 / 91 / 0 prefix.
  const national =
    digits.length === 10
      ? digits
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits.length === 12 && digits.startsWith('91')
          ? digits.slice(2)
          : null;
  if (!national || !/^[6-9]\d{9}$/.test(national)) return null;
  return `+91${national}`;
}

/**
 * The national digits of what is typed or stored, at most 10: '+91 98765 43210' → '9876543210',
 * '098765' → '98765'. For a field that shows '+91' before the digits (decision 016).
 */
export function nationalDigits(input: string | null | undefined): string {
  let d = (input ?? '').replace(/\D/g, '');
  if (/^\+?\s*91/.test((input ?? '').trim()) && d.length > 10) d = d.slice(2);
  else if (d.length === 12 && d.startsWith('91')) d = d.slice(2);
  if (d.startsWith('0')) d = d.slice(1);
  return d.slice(0, 10);
}
