import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
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
    <Dialog
      open={open}
      onClose={out.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="soe-title"
    >
      <DialogTitle id="soe-title">{t('signOutEverywhere.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('signOutEverywhere.body')}</DialogContentText>
        {out.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {out.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={out.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={out.isPending}
          onClick={() =>
            out.mutate(undefined, {
              onSuccess: (res) => {
                onClose();
                toast.success(res.message);
                navigate('/', { replace: true });
              },
            })
          }
        >
          {t('signOutEverywhere.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
