import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkoutPath } from '../payments';
import { UpgradeDialog } from '../plans';

/**
 * The plan dialog for a member (SPEC §4 upgrade offer, the 402 "upgrade" answers; docs/payments.md#who-may-pay-for-what): choosing a
 * plan goes to its checkout, where the member pays.
 */
export function MemberUpgradeDialog({
  open,
  onClose,
  reason,
}: {
  open: boolean;
  onClose: () => void;
  reason?: string;
}) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  return (
    <UpgradeDialog
      open={open}
      onClose={onClose}
      selectLabel={(plan) => t('list.buyPlan', { plan: plan.name })}
      intro={
        reason ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {reason}
          </Alert>
        ) : undefined
      }
      onSelect={(plan) => {
        onClose();
        navigate(checkoutPath(plan.code));
      }}
    />
  );
}

/**
 * The advanced filters' upgrade offer (docs/member-area.md#matches), for View All and Search: `offer()`
 * opens the plan dialog that `dialog` renders, its reason the filters the plan lacks.
 */
export function useFiltersUpgrade() {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState(false);
  return {
    offer: () => setOpen(true),
    dialog: (
      <MemberUpgradeDialog open={open} onClose={() => setOpen(false)} reason={t('filters.premiumReason')} />
    ),
  };
}
