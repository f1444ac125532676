import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { MSG } from '../../shared/messages';
import { PasswordField } from '../components/PasswordField';
import { Spinner } from '../components/Spinner';
import { requestOtp, resetPassword } from '../features/auth';
import { translateMsg } from '../i18n';

const EMPTY = { email: '', otp: '', password: '', confirm: '' };

/**
 * The forgot / reset-password dialog (SPEC §2, §4, §5, §8).
 * Step 1 'Forgot Password': email → 'Send OTP' ('Email is required' when empty; 'OTP sent successfully'
 * then step 2; else the server's message or 'Failed to send OTP').
 * Step 2 'Reset Password': OTP, new and confirm password with show/hide toggles; mismatch is checked
 * first ('Passwords do not match'), then all required ('All fields are required'); success says
 * 'Password reset successfully' (in the login dialog it opens, decision 121), closes back at step 1 and opens the login dialog (docs/first-impressions.md#details-members-notice). Messages show in red inside the dialog.
 * Cancel closes and clears every field. The order of checks is SPEC's, so plain state is used here.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  onReset,
}: {
  open: boolean;
  onClose: () => void;
  /** After a successful reset, with the email: the navbar opens the login dialog (docs/first-impressions.md#details-members-notice). */
  onReset?: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [step, setStep] = useState<1 | 2>(1);
  const [v, setV] = useState(EMPTY);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setV((s) => ({ ...s, [k]: e.target.value }));

  const close = () => {
    setStep(1);
    setV(EMPTY);
    setError('');
    onClose();
  };

  const sendOtp = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!v.email.trim()) {
      setError(translateMsg(MSG.emailRequired));
      return;
    }
    setPending(true);
    try {
      await requestOtp(v.email.trim());
      toast.success(translateMsg(MSG.otpSent));
      setStep(2);
    } catch (err) {
      setError((err as Error).message || translateMsg(MSG.otpSendFailed));
    } finally {
      setPending(false);
    }
  };

  const reset = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (v.password !== v.confirm) {
      setError(translateMsg(MSG.passwordsMismatch));
      return;
    }
    if (!v.otp.trim() || !v.password || !v.confirm) {
      setError(translateMsg(MSG.allFieldsRequired));
      return;
    }
    setPending(true);
    try {
      await resetPassword(v.email.trim(), v.otp.trim(), v.password);
      // Said once (decision 121): by the login dialog the navbar opens next, or by a toast without it.
      if (!onReset) toast.success(translateMsg(MSG.passwordReset));
      const email = v.email.trim();
      close();
      onReset?.(email);
    } catch (err) {
      setError((err as Error).message || translateMsg(MSG.somethingWrong));
    } finally {
      setPending(false);
    }
  };

  const title = step === 1 ? t('forgot.titleForgot') : t('forgot.titleReset');
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : close}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby="forgot-title"
    >
      <form noValidate onSubmit={step === 1 ? sendOtp : reset}>
        <DialogTitle
          id="forgot-title"
          sx={{ fontFamily: theme.typography.h4.fontFamily, fontSize: '1.6rem' }}
        >
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            {step === 1 ? (
              <>
                <DialogContentText>{t('forgot.intro')}</DialogContentText>
                <TextField
                  label={t('forgot.email')}
                  name="email"
                  type="email"
                  autoComplete="email"
                  autoFocus
                  value={v.email}
                  onChange={set('email')}
                />
              </>
            ) : (
              <>
                <DialogContentText>
                  <Trans
                    t={t}
                    i18nKey="forgot.sent"
                    values={{ email: v.email.trim() }}
                    components={{ b: <strong /> }}
                  />
                </DialogContentText>
                <TextField
                  label={t('forgot.otp')}
                  name="otp"
                  autoComplete="one-time-code"
                  autoFocus
                  value={v.otp}
                  onChange={(e) =>
                    setV((s) => ({ ...s, otp: e.target.value.replace(/\D/g, '').slice(0, 6) }))
                  }
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                />
                <PasswordField
                  label={t('forgot.newPassword')}
                  name="password"
                  autoComplete="new-password"
                  value={v.password}
                  onChange={set('password')}
                />
                <PasswordField
                  label={t('forgot.confirmPassword')}
                  name="confirmPassword"
                  autoComplete="new-password"
                  value={v.confirm}
                  onChange={set('confirm')}
                />
              </>
            )}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={close} disabled={pending}>
            {t('forgot.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            startIcon={pending ? <Spinner size={18} color="inherit" /> : null}
          >
            {step === 1 ? t('forgot.sendOtp') : t('forgot.reset')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
