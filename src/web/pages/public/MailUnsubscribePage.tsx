import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiPost } from '../../api/client';
import { MailLinkCard } from '../../components/MailLinkCard';
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
    <MailLinkCard
      title={t('mailUnsubscribe.title')}
      badLink={token ? null : t('newsletter.badLink')}
      pending={t('mailUnsubscribe.stopping')}
      call={call}
      ask={
        token &&
        call.isIdle && (
          <>
            <Typography>{t('mailUnsubscribe.ask')}</Typography>
            <Button variant="contained" onClick={() => call.mutate()} sx={{ minHeight: 44 }}>
              {t('mailUnsubscribe.stop')}
            </Button>
          </>
        )
      }
      home={t('newsletter.home')}
    />
  );
}
