import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../shared/plans';
import { usePlans } from './api';
import { PlanCard } from './PlanCard';

/** Whether to emphasise this plan: the most expensive one (the fullest plan), when there are several. */
function ribbonFor(plan: Plan, plans: Plan[]): boolean {
  if (plans.length < 2) return false;
  const top = plans.reduce((a, b) => (b.price_paise > a.price_paise ? b : a));
  return top.code === plan.code;
}

/**
 * The public plans from GET /api/plans as cards, with loading skeletons, an error state with retry and
 * an empty state. `renderAction` replaces each card's 'Get Started' button (e.g. in the upgrade dialog).
 */
export function PlansGrid({
  renderAction,
  dense = false,
}: {
  renderAction?: (plan: Plan) => ReactNode;
  dense?: boolean;
}) {
  const { t } = useTranslation('site');
  const q = usePlans();
  const grid = {
    display: 'grid',
    gap: dense ? 2 : 3,
    pt: 1.5,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    maxWidth: dense ? undefined : 860,
    mx: 'auto',
  } as const;
  if (q.isPending) {
    return (
      <Box sx={grid} role="status" aria-busy="true" aria-label={t('plans.loading')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={dense ? 320 : 420} />
        ))}
      </Box>
    );
  }
  if (q.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => q.refetch()}>
            {t('plans.retry')}
          </Button>
        }
      >
        {t('plans.loadError')} {q.error.message}
      </Alert>
    );
  }
  if (q.data.length === 0) {
    return <Alert severity="info">{t('plans.empty')}</Alert>;
  }
  return (
    <Box sx={grid}>
      {q.data.map((plan) => (
        <PlanCard
          key={plan.code}
          plan={plan}
          dense={dense}
          ribbon={ribbonFor(plan, q.data) ? t('plans.mostComplete') : undefined}
          action={renderAction?.(plan)}
        />
      ))}
    </Box>
  );
}
