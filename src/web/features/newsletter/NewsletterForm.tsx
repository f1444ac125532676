import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha, type Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG } from '../../../shared/messages';
import { apiPost } from '../../api/client';
import { translateMsg } from '../../i18n';

/** A light check before asking the server (which validates properly); keeps zod off the public pages. */
const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/**
 * The footer's newsletter sign-up (docs/first-impressions.md#details-members-notice): POST /api/newsletter, then the page says to confirm with
 * the mailed link (double opt-in). Errors and the result show under the field, not only in a toast.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (e: string) => apiPost<{ message: string }>('/api/newsletter', { email: e }),
  });
  const onDark = (t: Theme) => alpha(t.palette.common.white, 0.78);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = email.trim();
    if (!v) return setError(translateMsg(MSG.emailRequired));
    if (!looksLikeEmail(v)) return setError(translateMsg(MSG.emailInvalid));
    setError(null);
    send.mutate(v, { onSuccess: () => setEmail('') });
  };
  const message = error ?? (send.isError ? send.error.message : null);
  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          name="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          type="email"
          size="small"
          placeholder={t('footer.emailPlaceholder')}
          autoComplete="email"
          slotProps={{ htmlInput: { 'aria-label': t('footer.emailLabel') } }}
          error={!!message}
          helperText={message}
          sx={(t) => ({
            '& .MuiInputBase-root': { bgcolor: t.palette.background.paper, minHeight: 44 },
            '& .MuiFormHelperText-root': { color: t.palette.secondary.light, mx: 0 },
          })}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          loading={send.isPending}
          sx={{ flexShrink: 0 }}
        >
          {t('footer.subscribe')}
        </Button>
      </Box>
      {send.isSuccess ? (
        <Alert severity="success" variant="filled" role="status" sx={{ mt: 1.5 }}>
          {send.data.message}
        </Alert>
      ) : (
        <Typography variant="caption" sx={{ color: onDark, display: 'block', mt: 1, lineHeight: 1.5 }}>
          {t('footer.confirmHint')}
        </Typography>
      )}
    </>
  );
}
