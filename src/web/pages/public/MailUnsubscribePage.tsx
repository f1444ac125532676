import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { apiPost } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';

/**
 * /mail/unsubscribe?token=… (decision 202, docs/member-area.md#saved-searches): the link of a new-match mail.
 * Works without signing in; asks for one click (so mail scanners opening links stop nothing), then
 * POST /api/mail/unsubscribe turns that one mail off. The result stays on the page.
 */
export default function MailUnsubscribePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  usePageTitle(t('mailUnsubscribe.pageTitle'));
  const call = useMutation({
    mutationFn: () => apiPost<{ message: string }>('/api/mail/unsubscribe', { token }),
  });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 9 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          <MarkEmailReadOutlined color="primary" sx={{ fontSize: 44 }} />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {t('mailUnsubscribe.title')}
          </Typography>
          {!token && <Alert severity="error">{t('newsletter.badLink')}</Alert>}
          {call.isPending && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Spinner size={20} />
              <Typography>{t('mailUnsubscribe.stopping')}</Typography>
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
          {token && call.isIdle && (
            <>
              <Typography>{t('mailUnsubscribe.ask')}</Typography>
              <Button variant="contained" onClick={() => call.mutate()} sx={{ minHeight: 44 }}>
                {t('mailUnsubscribe.stop')}
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
