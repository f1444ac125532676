import { formatDate, formatRupees } from '../../shared/dates';
import type { Lang } from '../../shared/i18n/languages';
import { tFor } from './i18n';

/** The texts of one PDF in one language: catalogue lookups and the shared locale-aware formatters. */
export type PdfText = {
  lang: Lang;
  /** A text of the `pdf` catalogue, e.g. `t('receipt.total')`; `{name}` placeholders filled from `values`. */
  t: (key: string, values?: Record<string, unknown>) => string;
  /** An ISO date or instant as a date in IST: '22 Nov 2026' (en), 'ನವೆಂ 22, 2026' (kn). */
  date: (iso: string | Date | null | undefined) => string;
  /** Paise as an amount with the ₹ sign and Indian grouping; a negative amount as '− ₹50'. */
  money: (paise: number) => string;
};

/**
 * The texts for a PDF in `lang` (docs/i18n.md: receipts and vouchers in the language of the account they belong
 * to, never in that of whoever downloads them). Keys live in src/shared/i18n/locales/{en,kn}/pdf.ts.
 */
export function pdfText(lang: Lang): PdfText {
  const t = tFor(lang, 'pdf') as unknown as (key: string, values?: Record<string, unknown>) => string;
  return {
    lang,
    t,
    date: (iso) => formatDate(iso, lang),
    money: (paise) => (paise < 0 ? `− ${formatRupees(-paise, lang)}` : formatRupees(paise, lang)),
  };
}
