/**
 * The plan a person sees for a stored role or plan code (issue #8: "Free", "Silver", "Premium",
 * "Assisted", never the role codes). Staff roles read as what they are. Unknown codes are returned
 * without a trailing "User" so a new plan still reads well.
 */
const NAMES: Record<string, string> = {
  FreeUser: 'Free',
  SilverUser: 'Silver',
  PremiumUser: 'Premium',
  Assistance: 'Assisted',
  Admin: 'Staff (Admin)',
  promoter: 'Promoter',
};

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
