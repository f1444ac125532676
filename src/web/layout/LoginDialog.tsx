import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { MSG } from '../../shared/messages';
import { changePasswordSchema } from '../../shared/schemas/account';
import { loginSchema } from '../../shared/schemas/auth';
import { PasswordField } from '../components/PasswordField';
import { zodResolver } from '../components/zodResolver';
import {
  type AuthResponse,
  loginRequest,
  replaceTemporaryPassword,
  useCompleteLogin,
} from '../features/auth';
import { translateMsg } from '../i18n';

type LoginForm = z.input<typeof loginSchema>;

/**
 * The login dialog (SPEC §2): email (named username), password, 'Forgot Password?', a Login button with
 * a spinner while pending and 'Don't have an account? Register'. Empty fields → toast
 * 'Both username and password are required' and no call; the answer is handled as SPEC §4 says.
 */
export function LoginDialog({
  open,
  onClose,
  onForgot,
  notice,
  email,
}: {
  open: boolean;
  onClose: () => void;
  onForgot: () => void;
  /** 'reset': says above the form that the password was reset (docs/first-impressions.md#details-members-notice; the only place it is said). */
  notice?: 'reset';
  /** Fills the email field when the dialog opens. */
  email?: string;
}) {
  const { t } = useTranslation('auth');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const { register, handleSubmit, reset } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  // Decision 131: a sign-in with a temporary password chooses its own before anything else.
  const [mustChange, setMustChange] = useState<{ res: AuthResponse; password: string } | null>(null);
  const login = useMutation({
    mutationFn: (v: LoginForm) => loginRequest(v.username.trim(), v.password),
    onSuccess: (res, v) => {
      reset();
      if (res.user.must_change_password) {
        setMustChange({ res, password: v.password });
        return;
      }
      onClose();
      completeLogin(res);
    },
    // A failure (the server's message; a network failure: the error's message, SPEC §8) is written in
    // the dialog, where the visitor looks, and nowhere else: a message is shown once (decision 121).
  });
  // Each opening starts clean: an error from before (a wrong password, then "Forgot Password?") never
  // stands beside the notice that the password was reset (decision 121).
  const clearOutcome = login.reset;
  useEffect(() => {
    if (open) clearOutcome();
  }, [open, clearOutcome]);
  useEffect(() => {
    if (open && email) reset({ username: email, password: '' });
  }, [open, email, reset]);
  const submit = handleSubmit(
    (v) => login.mutate(v),
    // A new attempt replaces the last outcome: the empty-fields toast never stands beside an earlier
    // "Invalid email or password" (decision 121: a message is shown once).
    () => {
      login.reset();
      toast.error(translateMsg(MSG.loginRequired));
    },
  );
  const { ref: userRef, ...userField } = register('username');
  const { ref: passRef, ...passField } = register('password');

  if (mustChange) {
    return (
      <FirstSignInDialog
        open={open}
        pending={mustChange}
        fullScreen={fullScreen}
        onClose={() => {
          setMustChange(null);
          onClose();
        }}
        onDone={(token) => {
          const { res } = mustChange;
          setMustChange(null);
          onClose();
          completeLogin({ ...res, token, user: { ...res.user, must_change_password: false } });
        }}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onClose={login.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby="login-title"
    >
      <DialogTitle id="login-title" sx={{ pr: 7 }}>
        <Typography component="span" variant="h4" sx={{ fontSize: '1.75rem', display: 'block' }}>
          {t('login.title')}
        </Typography>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('login.subtitle')}
        </Typography>
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent>
        <Box component="form" noValidate onSubmit={submit} sx={{ pt: 1 }}>
          <Stack spacing={2}>
            {notice && !login.isError && (
              <Alert severity="success" role="status">
                {t('login.resetDone', { done: translateMsg(MSG.passwordReset) })}
              </Alert>
            )}
            {login.isError && (
              <Alert severity="error">{login.error.message || translateMsg(MSG.somethingWrong)}</Alert>
            )}
            <TextField
              {...userField}
              inputRef={userRef}
              label={t('login.email')}
              type="email"
              autoComplete="username"
              autoFocus={!email}
            />
            <PasswordField
              {...passField}
              inputRef={passRef}
              label={t('login.password')}
              autoComplete="current-password"
            />
            <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
              <Link component="button" type="button" variant="body2" onClick={onForgot} sx={{ py: 1 }}>
                {t('login.forgot')}
              </Link>
            </Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={login.isPending}
              startIcon={
                login.isPending ? (
                  <CircularProgress size={18} color="inherit" aria-label={t('login.loggingIn')} />
                ) : null
              }
            >
              {t('login.submit')}
            </Button>
            <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
              {t('login.noAccount')}{' '}
              <Link
                component="button"
                type="button"
                variant="body2"
                sx={{ fontWeight: 600, verticalAlign: 'baseline', py: 1 }}
                onClick={() => {
                  onClose();
                  navigate('/register');
                }}
              >
                {t('login.register')}
              </Link>
            </Typography>
          </Stack>
        </Box>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The first sign-in after staff set a temporary password (decision 131): the new password twice, sent
 * with the sign-in's token (not stored until the change succeeds, as the server refuses everything else).
 */
function FirstSignInDialog(props: {
  open: boolean;
  pending: { res: AuthResponse; password: string };
  fullScreen: boolean;
  onClose: () => void;
  onDone: (token: string) => void;
}) {
  const { t } = useTranslation('auth');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const change = useMutation({
    mutationFn: () => {
      const body = {
        current_password: props.pending.password,
        new_password: next,
        confirm_password: confirm,
      };
      const checked = changePasswordSchema.safeParse(body);
      if (!checked.success) return Promise.reject(new Error(translateMsg(checked.error.issues[0].message)));
      return replaceTemporaryPassword(props.pending.res.token, body);
    },
    onSuccess: props.onDone,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate();
  };
  return (
    <Dialog
      open={props.open}
      onClose={change.isPending ? undefined : props.onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={props.fullScreen}
      aria-labelledby="first-sign-in-title"
    >
      <DialogTitle id="first-sign-in-title">{t('firstSignIn.title')}</DialogTitle>
      <DialogContent>
        <Box component="form" noValidate onSubmit={submit} sx={{ pt: 1 }}>
          <Stack spacing={2}>
            <Typography variant="body2">{t('firstSignIn.intro')}</Typography>
            {change.isError && <Alert severity="error">{change.error.message}</Alert>}
            <PasswordField
              label={t('firstSignIn.newPassword')}
              autoComplete="new-password"
              value={next}
              onChange={(e) => setNext(e.target.value)}
              autoFocus
            />
            <PasswordField
              label={t('firstSignIn.confirm')}
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <Button type="submit" variant="contained" size="large" loading={change.isPending}>
              {t('firstSignIn.submit')}
            </Button>
          </Stack>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
