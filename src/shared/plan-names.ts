import common from './i18n/locales/en/common';

/**
 * The plan a person sees for a stored role or plan code, in English (docs/first-impressions.md#details-members-notice: "Free", "Silver",
 * "Premium", "Assisted", never the role codes), for code outside React (CSV columns, mails). The words
 * live in the catalogues (`planNames`); pages use usePlanName (src/web/components/usePlanName.ts) to get
 * them in the shown language. Unknown codes are returned without a trailing "User".
 */
const NAMES: Record<string, string> = common.planNames;

/** 'PremiumUser' → 'Premium'; '' / null → ''. */
export function planName(code: string | null | undefined): string {
  if (!code) return '';
  return NAMES[code] ?? code.replace(/User$/, '');
}

/** 'PremiumUser' → 'Premium plan'; staff roles without "plan". */
export function planLabel(code: string | null | undefined): string {
  if (!code) return '';
  if (code === 'Admin' || code === 'promoter') return planName(code);
  return `${planName(code)} plan`;
}
