import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The service's time zone: dates are shown and "today" is reckoned in IST (DESIGN). */
export const TIME_ZONE = 'Asia/Kolkata';

/** Today's date in IST as 'YYYY-MM-DD'. `now` defaults to the current instant. */
export function todayIST(now: Date = new Date()): string {
  return dayjs(now).tz(TIME_ZONE).format('YYYY-MM-DD');
}

/**
 * Age in whole years on `onDate` for a person born on `dob` (both 'YYYY-MM-DD').
 * Returns null for an unparsable date. SPEC §5: "age is computed from it in whole years".
 */
export function ageOn(dob: string, onDate: string = todayIST()): number | null {
  const birth = dayjs(dob, 'YYYY-MM-DD', true);
  const on = dayjs(onDate, 'YYYY-MM-DD', true);
  if (!birth.isValid() || !on.isValid()) return null;
  return on.diff(birth, 'year');
}

/** Formats an ISO date or instant as '22 Nov 2026' in IST (DESIGN: Indian conventions). */
export function formatDate(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  return dayjs(iso).tz(TIME_ZONE).format('D MMM YYYY');
}

/** Formats an instant as '22 Nov 2026, 3:05 pm' IST. */
export function formatDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  return dayjs(iso).tz(TIME_ZONE).format('D MMM YYYY, h:mm a');
}

/** Formats paise as rupees with Indian digit grouping: 239960 → '₹2,399.60', 59900 → '₹599'. */
export function formatRupees(paise: number): string {
  const rupees = paise / 100;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(rupees);
}
