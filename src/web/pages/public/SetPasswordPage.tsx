import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MSG } from '../../../shared/messages';
import { PasswordField } from '../../components/PasswordField';
import { usePageTitle } from '../../components/usePageTitle';
import { useOpenLogin } from '../../features/auth';
import { useSetPassword } from '../../features/promoters/api';
import { translateMsg } from '../../i18n';

/**
 * /set-password?token=… (decision 022): a new promoter sets their own password from the invitation mail,
 * then signs in through the usual login dialog. The link works once and for 7 days.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('setPassword.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const openLogin = useOpenLogin();
  const set = useSetPassword();
  const [pw, setPw] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (pw.length < 8) return setProblem(translateMsg(MSG.passwordTooShort));
    if (pw !== again) return setProblem(translateMsg(MSG.passwordsMismatch));
    setProblem('');
    set.mutate({ token, password: pw });
  };
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography
            variant="h4"
            component="h1"
            gutterBottom
            sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}
          >
            {t('setPassword.title')}
          </Typography>
          {!token ? (
            <Alert severity="error">{t('setPassword.badLink')}</Alert>
          ) : set.isSuccess ? (
            <Stack spacing={2}>
              <Alert severity="success">{set.data.message}</Alert>
              <Box>
                <Button variant="contained" onClick={() => openLogin()}>
                  {t('setPassword.signIn')}
                </Button>
              </Box>
            </Stack>
          ) : (
            <Stack component="form" noValidate spacing={2} onSubmit={submit}>
              <Typography color="text.secondary">{t('setPassword.intro')}</Typography>
              {set.isError && <Alert severity="error">{set.error.message}</Alert>}
              <PasswordField
                label={t('setPassword.newPassword')}
                autoComplete="new-password"
                value={pw}
                onChange={(e) => setPw(e.target.value)}
                helperText={t('setPassword.hint')}
                required
              />
              <PasswordField
                label={t('setPassword.confirmPassword')}
                autoComplete="new-password"
                value={again}
                onChange={(e) => setAgain(e.target.value)}
                error={Boolean(problem)}
                helperText={problem || ' '}
                required
              />
              <Box>
                <Button type="submit" variant="contained" disabled={set.isPending}>
                  {t('setPassword.submit')}
                </Button>
              </Box>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
