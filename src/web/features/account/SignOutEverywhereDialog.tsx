import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ActionDialog } from '../../components/ActionDialog';
import { useSignOutEverywhere } from './api';

/**
 * "Sign out everywhere" (docs/first-impressions.md#details-members-notice), asked first: every session of the account ends, this one too, and
 * the browser goes to the home page.
 */
export function SignOutEverywhereDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const out = useSignOutEverywhere();
  const navigate = useNavigate();
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      pending={out.isPending}
      titleId="soe-title"
      title={t('signOutEverywhere.title')}
      error={out.error?.message}
      cancelLabel={t('actions.cancel')}
      onCancel={onClose}
      actionLabel={t('signOutEverywhere.submit')}
      actionColor="error"
      onAction={() =>
        out.mutate(undefined, {
          onSuccess: (res) => {
            onClose();
            toast.success(res.message);
            navigate('/', { replace: true });
          },
        })
      }
    >
      <DialogContentText>{t('signOutEverywhere.body')}</DialogContentText>
    </ActionDialog>
  );
}
