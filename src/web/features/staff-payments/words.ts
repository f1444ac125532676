import type { GridLocaleText } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFLINE_MODES } from '../../../shared/policies/payments';
import { PAID_ROLES } from '../../../shared/policies/plan';

/**
 * The paid plans staff filter by: the one definition of paid (src/shared/policies/plan.ts); each is named
 * through usePlanName (`planNames` in the catalogues).
 */
export const PAID_PLANS = PAID_ROLES;

export { usePlanName } from '../../components/usePlanName';

/** How a payment was made: the offline mode, 'test gateway', or the gateway's name (docs/payments.md#staff). */
export function usePaymentMode(): (p: { provider: string; mode: string; test: boolean }) => string {
  const { t } = useTranslation('admin');
  return useCallback(
    (p) => {
      if (p.provider === 'offline') {
        return (OFFLINE_MODES as readonly string[]).includes(p.mode)
          ? t(`offline.modes.${p.mode as (typeof OFFLINE_MODES)[number]}`)
          : p.mode.replace('_', ' ');
      }
      return p.test ? t('common.testGateway') : p.provider;
    },
    [t],
  );
}

/** The DataGrid's own words a staff member meets most (pagination, empty), from the `admin` catalogue. */
export function useGridText(): Partial<GridLocaleText> {
  const { t } = useTranslation('admin');
  return useMemo(
    () => ({
      paginationRowsPerPage: t('grid.rowsPerPage'),
      paginationDisplayedRows: ({ from, to, count }) =>
        t('common.range', { from, to, total: count < 0 ? `${to}+` : count }),
      paginationItemAriaLabel: (type) => t(`grid.page.${type}`),
    }),
    [t],
  );
}
