import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { pendingAccountStep } from '../../../shared/policies/account';
import { PRIVACY_NOTICE } from '../../../shared/privacy';
import { clearToken } from '../../auth/session';
import { ActionDialog, TOUCH_ACTIONS } from '../../components/ActionDialog';
import { formatDate } from '../../format';
import { useCancelDeletion, useGiveConsent } from './api';

type Facts = { consent_required?: boolean; deletion_due_at?: string | null };

/**
 * Data rights (docs/data-rights.md): before an area shows anything, an account whose deletion is scheduled is offered to cancel it,
 * and a member who has not agreed to the notice in force is asked to. Both dialogs block (no close on
 * Escape or backdrop): the only ways on are the action or signing out. Otherwise renders `children`.
 */
export function AccountGate({ me, children }: { me: Facts; children: ReactNode }) {
  const step = pendingAccountStep(me);
  if (step === 'deletionPending' && me.deletion_due_at)
    return <DeletionPendingDialog dueAt={me.deletion_due_at} />;
  if (step === 'consent') return <ConsentDialog />;
  return <>{children}</>;
}

/**
 * One blocking gate (no close on Escape or backdrop): an ActionDialog (its body, action, `pending` and
 * refusal `error` as given) whose back-out is Sign out, which ends the session and goes home
 * (docs/data-rights.md).
 */
function GateDialog(
  props: Omit<ComponentProps<typeof ActionDialog>, 'cancelLabel' | 'onCancel' | 'actionsSx'>,
) {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const signOut = () => {
    clearToken();
    qc.clear();
    navigate('/', { replace: true });
  };
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <ActionDialog
        {...props}
        cancelLabel={t('consent.signOut')}
        onCancel={signOut}
        actionsSx={TOUCH_ACTIONS}
      />
    </Box>
  );
}

function DeletionPendingDialog({ dueAt }: { dueAt: string }) {
  const { t } = useTranslation('privacy');
  const cancel = useCancelDeletion();
  return (
    <GateDialog
      pending={cancel.isPending}
      titleId="deletion-title"
      title={t('deletionGate.title')}
      error={cancel.error?.message}
      actionLabel={t('deletionGate.keep')}
      onAction={() => cancel.mutate(undefined, { onSuccess: (r) => toast.success(r.message) })}
    >
      <Typography sx={{ mb: 1.5 }}>{t('deletionGate.body', { date: formatDate(dueAt) })}</Typography>
      <Typography>{t('deletionGate.question')}</Typography>
    </GateDialog>
  );
}

function ConsentDialog() {
  const { t } = useTranslation('privacy');
  const give = useGiveConsent();
  return (
    <GateDialog
      pending={give.isPending}
      maxWidth="sm"
      titleId="consent-title"
      title={t('consent.changedTitle')}
      error={give.error?.message}
      actionLabel={t('consent.agree')}
      onAction={() => give.mutate(PRIVACY_NOTICE.version, { onSuccess: (r) => toast.success(r.message) })}
    >
      <Typography sx={{ mb: 1.5 }}>
        {t('consent.changedBody', {
          date: formatDate(PRIVACY_NOTICE.effectiveDate),
          version: PRIVACY_NOTICE.version,
        })}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, mt: 0 }}>
        <li>{t('notice.summary1')}</li>
        <li>{t('notice.summary2')}</li>
        <li>{t('notice.summary3')}</li>
      </Box>
      <Link component={RouterLink} to="/privacy-policy" target="_blank" rel="noopener">
        {t('notice.read')}
      </Link>
    </GateDialog>
  );
}
