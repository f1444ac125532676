import { DEFAULT_LANG, INTL_LOCALE, type Lang } from './i18n/languages';

/** The service's time zone: dates are shown and "today" is reckoned in IST (DESIGN). */
export const TIME_ZONE = 'Asia/Kolkata';

/** IST is UTC+05:30 all year (no daylight saving), so "today in IST" is arithmetic. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * Today's date in IST as 'YYYY-MM-DD'. `now` defaults to the current instant. Plain arithmetic (about
 * 1 µs; dayjs's time-zone plugin took ~170 µs a call and was called for every card, docs/performance.md#goals).
 */
export function todayIST(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** [year, month 1-12, day] of a valid 'YYYY-MM-DD' date, else null. */
function dateParts(s: string): [number, number, number] | null {
  const m = ISO_DATE.exec(s);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo)) return null;
  return [y, mo, d];
}

/**
 * Age in whole years on `onDate` for a person born on `dob` (both 'YYYY-MM-DD').
 * Returns null for an unparsable date. SPEC §5: "age is computed from it in whole years". A birthday
 * on 29 February falls on 28 February in other years (as dayjs's diff reckoned it). Plain arithmetic:
 * it runs for every card of every list.
 */
export function ageOn(dob: string, onDate: string = todayIST()): number | null {
  const b = dateParts(dob);
  const on = dateParts(onDate);
  if (!b || !on) return null;
  const birthday = Math.min(b[2], daysIn(on[0], b[1]));
  const before = on[1] < b[1] || (on[1] === b[1] && on[2] < birthday);
  return on[0] - b[0] - (before ? 1 : 0);
}

/*
 * Locale-aware formatters (docs/i18n.md, decision 063): one set
 * for the server and the web. `lang` defaults to English; the web binds it to the language shown
 * (src/web/format.ts). Dates use INTL_LOCALE (en-IN '22 Nov 2026', kn-IN 'ನವೆಂ 22, 2026') in IST;
 * numbers and money use Indian digit grouping (1,23,456) in both languages — CLDR's Kannada pattern
 * groups by thousands, while Indian amounts are read in lakhs in Kannada too. Formatters are cached:
 * building an Intl formatter costs tens of µs and dates are formatted for every card.
 */

/** Numbers and money: Latin digits with Indian grouping in every language (decision 063). */
const NUMBER_LOCALE = 'en-IN';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f as T;
}

/** An ISO date ('YYYY-MM-DD', read as that calendar day) or instant as a Date; null when unparsable. */
function toDate(iso: string | Date): Date | null {
  if (iso instanceof Date) return Number.isNaN(iso.getTime()) ? null : iso;
  // A bare date is that day in IST: noon IST keeps it on the same calendar day in the IST formatter.
  const d = ISO_DATE.test(iso) ? new Date(`${iso}T12:00:00+05:30`) : new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * An ISO date or instant as a date in IST in `lang`: '22 Nov 2026' (en), 'ನವೆಂ 22, 2026' (kn).
 * '' for null, undefined, '' or an unparsable value.
 */
export function formatDate(iso: string | Date | null | undefined, lang: Lang = DEFAULT_LANG): string {
  const d = iso ? toDate(iso) : null;
  if (!d) return '';
  if (lang === 'en') return englishDate(d);
  return cached(
    `d:${lang}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'medium', timeZone: TIME_ZONE }),
  ).format(d);
}

/** en-IN's short month names, as Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }) writes them. */
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * A date in IST as en-IN's medium date ('5 Sept 2026'), written by hand: the first Intl.DateTimeFormat
 * of a page costs ~35 ms of a phone's main thread, and member cards show dates as they first render
 * (decision 088). A test checks it against Intl for every month.
 */
function englishDate(d: Date): string {
  const ist = new Date(d.getTime() + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${EN_MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** An instant as date and time in IST in `lang`: '22 Nov 2026, 3:05 pm' (en), 'ನವೆಂ 22, 2026, 03:05 PM' (kn). */
export function formatDateTime(iso: string | Date | null | undefined, lang: Lang = DEFAULT_LANG): string {
  const d = iso ? toDate(iso) : null;
  if (!d) return '';
  return cached(
    `dt:${lang}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[lang], {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: TIME_ZONE,
      }),
  ).format(d);
}

/** A count or amount with Indian digit grouping: 1234567 → '12,34,567' (both languages, decision 063). */
export function formatNumber(n: number, _lang: Lang = DEFAULT_LANG): string {
  // A whole number is grouped by hand: the first Intl.NumberFormat of a page costs ~40 ms of a phone's
  // main thread (ICU's locale data), and My Matches shows a count as it first renders (decision 088).
  if (Number.isSafeInteger(n)) return indianGrouping(n);
  return cached('n', () => new Intl.NumberFormat(NUMBER_LOCALE)).format(n);
}

/** A safe integer with Indian digit grouping, as Intl.NumberFormat('en-IN') writes it: -1234567 → '-12,34,567'. */
function indianGrouping(n: number): string {
  const digits = String(Math.abs(n));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${n < 0 ? '-' : ''}${rest ? `${rest},` : ''}${last3}`;
}

/**
 * Paise as rupees with Indian digit grouping: 239960 → '₹2,399.60', 59900 → '₹599' (both languages; the
 * `lang` parameter keeps the formatter set uniform, decision 063).
 */
export function formatRupees(paise: number, _lang: Lang = DEFAULT_LANG): string {
  const rupees = paise / 100;
  const whole = Number.isInteger(rupees);
  return cached(
    `r:${whole}`,
    () =>
      new Intl.NumberFormat(NUMBER_LOCALE, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  ).format(rupees);
}
