import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import EmailRounded from '@mui/icons-material/EmailRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MSG } from '../../../shared/messages';
import {
  CONTACT_TOPICS,
  type ContactMessageInput,
  type ContactMessageValues,
  contactMessageSchema,
} from '../../../shared/schemas/contact';
import { apiPost } from '../../api/client';
import { registeredInput, setServerFieldErrors } from '../../components/FormInputs';
import { IconDisc } from '../../components/IconDisc';
import { FormMobileField } from '../../components/MobileField';
import { PageHero } from '../../components/PageHero';
import { SectionHeading } from '../../components/SectionHeading';
import { usePageTitle } from '../../components/usePageTitle';
import { zodResolver } from '../../components/zodResolver';
import { GrievanceForm, OfficerCard } from '../../features/privacy';
import { primaryEmail, useSite } from '../../features/site';
import { translateMsg } from '../../i18n';

type ContactForm = ContactMessageInput;
type ContactValues = ContactMessageValues;

const EMPTY: ContactForm = {
  name: '',
  email: '',
  mobile: '',
  topic: CONTACT_TOPICS[0],
  registration_no: '',
  message: '',
};

/** Keys of `site:contact.topics`, one per CONTACT_TOPICS entry, in the same order (the value stays English). */
const TOPIC_KEYS = ['registration', 'plans', 'assisted', 'profile', 'concern', 'other'] as const;

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <IconDisc tone="secondary">{icon}</IconDisc>
      <Box sx={{ minWidth: 0 }}>
        <SectionHeading sx={{ fontSize: '1.05rem' }}>{title}</SectionHeading>
        {children}
      </Box>
    </Paper>
  );
}

/**
 * Contact Us (SPEC §2 /contact): the emails and phone from GET /api/site, office hours, and a message
 * form that POSTs /api/contact (docs/first-impressions.md#details-members-notice): the message is stored for staff, who answer by email.
 * On success the form is replaced by a confirmation on the page (not only a toast).
 */
export default function ContactPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('contact.pageTitle'));
  const { t: tp } = useTranslation('privacy');
  const { site, ready } = useSite();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ContactForm, unknown, ContactValues>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const { control, handleSubmit, reset, setError } = form;
  const submit = useMutation({
    mutationFn: (v: ContactValues) => apiPost<{ message: string; priority: boolean }>('/api/contact', v),
  });
  const send = handleSubmit((v) =>
    submit.mutate(v, {
      onSuccess: () => {
        setSentTo(v.email);
        reset(EMPTY);
      },
      onError: (err) => setServerFieldErrors(err, setError),
    }),
  );

  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')}>
        {t('contact.lead')}
      </PageHero>
      <Container sx={{ py: { xs: 4, md: 7 } }}>
        <Box
          sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' } }}
        >
          <Stack spacing={2}>
            <InfoCard icon={<EmailRounded />} title={t('contact.email')}>
              {ready ? (
                site.emails.map((e) => (
                  <Link
                    key={e}
                    href={`mailto:${e}`}
                    sx={{ display: 'block', wordBreak: 'break-all', py: 0.5 }}
                  >
                    {e}
                  </Link>
                ))
              ) : (
                <Skeleton width={200} />
              )}
            </InfoCard>
            <InfoCard icon={<PhoneRounded />} title={t('contact.phone')}>
              {ready ? (
                <Link href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} sx={{ display: 'block', py: 0.5 }}>
                  {site.phone}
                </Link>
              ) : (
                <Skeleton width={140} />
              )}
            </InfoCard>
            <InfoCard icon={<AccessTimeRounded />} title={t('contact.hoursTitle')}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('contact.hours')}
                <br />
                {t('contact.closed')}
              </Typography>
            </InfoCard>
            <Alert severity="info" variant="outlined">
              {t('contact.waiting')}
            </Alert>
          </Stack>

          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 0.5 }}>
              {t('contact.formTitle')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
              {t('contact.formIntro')}
            </Typography>
            <Box component="form" noValidate onSubmit={send}>
              <Stack spacing={2}>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <TextField
                    label={t('contact.name')}
                    required
                    autoComplete="name"
                    {...registeredInput(form, 'name')}
                  />
                  <TextField
                    label={t('contact.email')}
                    type="email"
                    required
                    autoComplete="email"
                    {...registeredInput(form, 'email')}
                  />
                  <FormMobileField
                    control={control}
                    name="mobile"
                    label={t('contact.mobile')}
                    help={t('contact.mobileHelp')}
                  />
                  <TextField
                    label={t('contact.registrationNo')}
                    {...registeredInput(form, 'registration_no')}
                  />
                </Box>
                <Controller
                  name="topic"
                  control={control}
                  render={({ field: f, fieldState }) => (
                    <TextField
                      select
                      label={t('contact.topic')}
                      required
                      {...f}
                      inputRef={f.ref}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                    >
                      {CONTACT_TOPICS.map((topic, i) => (
                        <MenuItem key={topic} value={topic}>
                          {t(`contact.topics.${TOPIC_KEYS[i]}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <TextField
                  label={t('contact.message')}
                  required
                  multiline
                  minRows={5}
                  {...registeredInput(form, 'message')}
                />
                {sentTo && (
                  <Alert severity="success" onClose={() => setSentTo(null)} role="status">
                    {translateMsg(submit.data?.priority ? MSG.prioritySent : MSG.contactSent)}{' '}
                    {t('contact.willWrite', { email: sentTo })}
                  </Alert>
                )}
                {submit.isError && (
                  <Alert severity="error">
                    {submit.error.message}
                    {primaryEmail(site) ? ` ${t('contact.alsoWrite', { email: primaryEmail(site) })}` : ''}
                  </Alert>
                )}
                <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
                  <Button onClick={() => reset(EMPTY)} disabled={submit.isPending}>
                    {t('contact.clear')}
                  </Button>
                  <Button
                    type="submit"
                    variant="contained"
                    endIcon={<SendRounded />}
                    loading={submit.isPending}
                  >
                    {t('contact.send')}
                  </Button>
                </Stack>
              </Stack>
            </Box>
          </Paper>
        </Box>
        <Box
          id="grievance"
          component="section"
          aria-labelledby="grievance-title"
          sx={{
            mt: { xs: 4, md: 6 },
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
            alignItems: 'start',
            scrollMarginTop: 96,
          }}
        >
          <Box>
            <Typography id="grievance-title" variant="h5" component="h2" sx={{ mb: 1 }}>
              {tp('grievance.sectionTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {tp('grievance.sectionIntro')}
            </Typography>
            <OfficerCard />
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <GrievanceForm />
          </Paper>
        </Box>
      </Container>
    </>
  );
}
