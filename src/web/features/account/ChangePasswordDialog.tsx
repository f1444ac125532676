import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ChangePassword, changePasswordSchema } from '../../../shared/schemas/account';
import { hasFieldErrors, registeredInput, setServerFieldErrors } from '../../components/FormInputs';
import { PasswordField } from '../../components/PasswordField';
import { zodResolver } from '../../components/zodResolver';
import { useChangePassword } from './api';

const EMPTY: ChangePassword = { current_password: '', new_password: '', confirm_password: '' };

/**
 * Change password (docs/first-impressions.md#details-members-notice), the same for members, staff and promoters: the current password and the
 * new one twice. Field messages show under the fields; on success the dialog itself says that every
 * other sign-in was signed out (the fresh token keeps this one).
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const change = useChangePassword();
  const form = useForm<ChangePassword>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { handleSubmit, reset, setError } = form;
  const close = () => {
    if (change.isPending) return;
    reset(EMPTY);
    change.reset();
    onClose();
  };
  const submit = handleSubmit((v) =>
    change.mutate(v, {
      onSuccess: () => reset(EMPTY),
      onError: (err) =>
        setServerFieldErrors(err, setError, {
          fieldOf: (k) => (k in EMPTY ? (k as keyof ChangePassword) : undefined),
        }),
    }),
  );
  const fieldErrors = hasFieldErrors(change.error);

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby="chpw-title"
    >
      <DialogTitle id="chpw-title">{t('changePassword.title')}</DialogTitle>
      {change.isSuccess ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {change.data.message}
            </Alert>
            <DialogContentText sx={{ mt: 2 }}>{t('changePassword.done')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              {t('actions.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText sx={{ mb: 2 }}>{t('changePassword.intro')}</DialogContentText>
            <Stack spacing={2}>
              <PasswordField
                label={t('changePassword.current')}
                autoComplete="current-password"
                required
                autoFocus
                {...registeredInput(form, 'current_password')}
              />
              <PasswordField
                label={t('changePassword.new')}
                autoComplete="new-password"
                required
                {...registeredInput(form, 'new_password', t('changePassword.newHint'))}
              />
              <PasswordField
                label={t('changePassword.confirm')}
                autoComplete="new-password"
                required
                {...registeredInput(form, 'confirm_password')}
              />
              {change.isError && !fieldErrors && <Alert severity="error">{change.error.message}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={change.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={change.isPending}>
              {t('changePassword.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
