import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { apiPost } from '../../api/client';
import { MailLinkCard } from '../../components/MailLinkCard';
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
    <MailLinkCard
      title={confirm ? t('newsletter.confirmTitle') : t('newsletter.unsubscribeTitle')}
      badLink={bad ? t('newsletter.badLink') : null}
      pending={confirm ? t('newsletter.confirming') : t('newsletter.unsubscribing')}
      call={call}
      ask={
        !bad &&
        !confirm &&
        call.isIdle && (
          <>
            <Typography>
              <Trans t={t} i18nKey="newsletter.ask" values={{ email }} components={{ b: <strong /> }} />
            </Typography>
            <Button variant="contained" onClick={() => call.mutate()}>
              {t('newsletter.unsubscribe')}
            </Button>
          </>
        )
      }
      home={t('newsletter.home')}
    />
  );
}
