import i18n from 'i18next';
import * as shared from '../shared/dates';
import { durationKey } from '../shared/duration';
import { DEFAULT_LANG, isLang, type Lang } from '../shared/i18n/languages';

/*
 * The shared formatters (src/shared/dates.ts, decision 063) in the language the app shows (docs/i18n.md):
 * pages import these, never the shared ones, so dates and amounts switch with the language. The language
 * is read from i18next itself (the instance src/web/i18n.ts sets up), so importing this module has no
 * side effects (pages prerendered outside a browser may use it).
 */

function currentLang(): Lang {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANG).split('-')[0];
  return isLang(lng) ? lng : DEFAULT_LANG;
}

/** An ISO date or instant as a date in IST: '22 Nov 2026' / 'ನವೆಂ 22, 2026'; '' when missing. */
export const formatDate = (iso: string | Date | null | undefined): string =>
  shared.formatDate(iso, currentLang());

/** An instant as date and time in IST: '22 Nov 2026, 3:05 pm'; '' when missing. */
export const formatDateTime = (iso: string | Date | null | undefined): string =>
  shared.formatDateTime(iso, currentLang());

/** A count with Indian digit grouping: 123456 → '1,23,456'. */
export const formatNumber = (n: number): string => shared.formatNumber(n, currentLang());

/** Paise as rupees with Indian digit grouping: 59900 → '₹599'. */
export const formatRupees = (paise: number): string => shared.formatRupees(paise, currentLang());

/**
 * A plan's duration said one way (src/shared/duration.ts, decision 128): 12 → '1 year', 6 → '6 months',
 * in the language shown (`common` catalogue); '' for 0 (no expiry).
 */
export function formatDuration(months: number): string {
  const d = durationKey(months);
  return d ? i18n.t(d.key, { ns: 'common', count: d.count }) : '';
}
