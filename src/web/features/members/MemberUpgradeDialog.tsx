import { Alert } from '@mui/material';
import { toast } from 'react-toastify';
import { SELECTED_PLAN_KEY, UpgradeDialog } from '../plans';
import { primaryEmail, useSite } from '../site';

/**
 * The plan dialog for an active member (SPEC §4 upgrade offer; §6: FreeUser only). Online payment is
 * not part of this service yet: choosing a plan remembers it and tells the member how to complete it.
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
  const { site } = useSite();
  const email = primaryEmail(site);
  return (
    <UpgradeDialog
      open={open}
      onClose={onClose}
      intro={
        reason ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {reason}
          </Alert>
        ) : undefined
      }
      onSelect={(plan) => {
        localStorage.setItem(SELECTED_PLAN_KEY, plan.code);
        toast.info(
          email
            ? `You chose ${plan.name}. Payment is taken by our office for now: write to ${email} and we will upgrade your account.`
            : `You chose ${plan.name}. Payment is taken by our office for now: please contact us to upgrade your account.`,
        );
        onClose();
      }}
    />
  );
}
