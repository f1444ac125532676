import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { apiPost } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';

/**
 * The newsletter links (docs/first-impressions.md#details-members-notice): /newsletter/confirm (opened from the double opt-in mail, confirms at
 * once) and /newsletter/unsubscribe (asks for one click, so mail scanners that open links do not
 * unsubscribe anyone). The result stays on the page.
 */
export default function NewsletterPage() {
  const { t } = useTranslation('auth');
  const { action } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const confirm = action === 'confirm';
  usePageTitle(confirm ? t('newsletter.confirmPageTitle') : t('newsletter.unsubscribePageTitle'));
  const call = useMutation({
    mutationFn: () =>
      apiPost<{ message: string }>(`/api/newsletter/${confirm ? 'confirm' : 'unsubscribe'}`, {
        email,
        token,
      }),
  });
  const { mutate } = call;
  const bad = !email || !token || (action !== 'confirm' && action !== 'unsubscribe');
  useEffect(() => {
    if (confirm && !bad) mutate();
  }, [confirm, bad, mutate]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 9 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          <MarkEmailReadOutlined color="primary" sx={{ fontSize: 44 }} />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {confirm ? t('newsletter.confirmTitle') : t('newsletter.unsubscribeTitle')}
          </Typography>
          {bad && <Alert severity="error">{t('newsletter.badLink')}</Alert>}
          {!bad && call.isPending && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Spinner size={20} />
              <Typography>{confirm ? t('newsletter.confirming') : t('newsletter.unsubscribing')}</Typography>
            </Stack>
          )}
          {call.isSuccess && (
            <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
              {call.data.message}
            </Alert>
          )}
          {call.isError && (
            <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
              {call.error.message}
            </Alert>
          )}
          {!bad && !confirm && call.isIdle && (
            <>
              <Typography>
                <Trans t={t} i18nKey="newsletter.ask" values={{ email }} components={{ b: <strong /> }} />
              </Typography>
              <Button variant="contained" onClick={() => call.mutate()}>
                {t('newsletter.unsubscribe')}
              </Button>
            </>
          )}
          <Button component={RouterLink} to="/">
            {t('newsletter.home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
