import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { planName as englishPlanName } from '../../shared/plan-names';

/**
 * A plan or role code as people read it, in the shown language (docs/first-impressions.md#details-members-notice): 'PremiumUser' → 'Premium',
 * 'Assistance' → 'Assisted' (`planNames` in the common catalogue, en + kn); never a role code. An
 * unknown code falls back to the English helper (without a trailing 'User'); '' stays ''.
 */
export function usePlanName(): (code: string | null | undefined) => string {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (code) => {
      if (!code) return '';
      const key = `planNames.${code}`;
      return i18n.exists(key, { ns: 'common' }) ? t(key as 'planNames.FreeUser') : englishPlanName(code);
    },
    [t, i18n],
  );
}
