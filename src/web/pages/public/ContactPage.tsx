import { zodResolver } from '@hookform/resolvers/zod';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import EmailRounded from '@mui/icons-material/EmailRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import {
  Alert,
  Box,
  Button,
  Container,
  Link,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../components/usePageTitle';
import { primaryEmail, useSite } from '../../features/site';

const TOPICS = [
  'Registration and verification',
  'Membership plans and payment',
  'Assisted service',
  'My profile or photos',
  'Report a concern',
  'Something else',
] as const;

const contactSchema = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }).max(80),
  email: z
    .string()
    .trim()
    .min(1, { error: MSG.emailRequired })
    .pipe(z.email({ error: MSG.emailInvalid })),
  mobile: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{10}$/.test(v), { error: MSG.mobileInvalid }),
  topic: z.enum(TOPICS, { error: 'Please choose a topic' }),
  registration_no: z.string().trim().max(32),
  message: z
    .string()
    .trim()
    .min(10, { error: 'Please write at least a few words (10 characters)' })
    .max(2000),
});
type ContactForm = z.input<typeof contactSchema>;
type ContactValues = z.output<typeof contactSchema>;

const EMPTY: ContactForm = {
  name: '',
  email: '',
  mobile: '',
  topic: TOPICS[0],
  registration_no: '',
  message: '',
};

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box
        sx={(t) => ({
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: alpha(t.palette.secondary.main, 0.22),
          color: 'secondary.dark',
        })}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Paper>
  );
}

/**
 * Contact Us (SPEC §2 /contact): the emails and phone from GET /api/site, office hours, and a message
 * form. There is no message endpoint: Send opens the visitor's mail app with the message addressed to
 * the first contact email, and the page says so.
 */
export default function ContactPage() {
  usePageTitle('Contact Us');
  const { site, ready } = useSite();
  const to = primaryEmail(site);
  const [opened, setOpened] = useState(false);
  const { register, control, handleSubmit, formState, reset } = useForm<ContactForm, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  });
  const send = handleSubmit((v) => {
    const lines = [
      v.message,
      '',
      `Name: ${v.name}`,
      `Email: ${v.email}`,
      v.mobile ? `Mobile: ${v.mobile}` : '',
      v.registration_no ? `Registration number: ${v.registration_no}` : '',
    ].filter((l, i) => i < 2 || l);
    window.location.href = `mailto:${to}?subject=${encodeURIComponent(`${v.topic} - ${v.name}`)}&body=${encodeURIComponent(lines.join('\n'))}`;
    setOpened(true);
  });
  const field = (name: keyof ContactForm) => {
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      inputRef: ref,
      error: !!formState.errors[name],
      helperText: formState.errors[name]?.message,
    };
  };

  return (
    <>
      <PageHero eyebrow="Contact Us" title="We are here to help">
        Questions about registering, verification, plans or a profile? Write or call us; a person will answer.
      </PageHero>
      <Container sx={{ py: { xs: 4, md: 7 } }}>
        <Box
          sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' } }}
        >
          <Stack spacing={2}>
            <InfoCard icon={<EmailRounded />} title="Email">
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
            <InfoCard icon={<PhoneRounded />} title="Phone">
              {ready ? (
                <Link href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} sx={{ display: 'block', py: 0.5 }}>
                  {site.phone}
                </Link>
              ) : (
                <Skeleton width={140} />
              )}
            </InfoCard>
            <InfoCard icon={<AccessTimeRounded />} title="Office hours">
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Monday to Saturday, 10:00 am to 6:00 pm IST
                <br />
                Closed on Sundays and public holidays. Emails sent outside these hours are answered on the
                next working day.
              </Typography>
            </InfoCard>
            <Alert severity="info" variant="outlined">
              Waiting for verification? New registrations are checked within 1-2 business days; you will get
              an email once your account is active.
            </Alert>
          </Stack>

          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 0.5 }}>
              Send us a message
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
              Send opens your email app with this message addressed to {to || 'us'}, ready to send.
            </Typography>
            <Box component="form" noValidate onSubmit={send}>
              <Stack spacing={2}>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <TextField label="Your name" required autoComplete="name" {...field('name')} />
                  <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
                  <TextField
                    label="Mobile number"
                    autoComplete="tel-national"
                    {...field('mobile')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
                  />
                  <TextField label="Registration number (if any)" {...field('registration_no')} />
                </Box>
                <Controller
                  name="topic"
                  control={control}
                  render={({ field: f, fieldState }) => (
                    <TextField
                      select
                      label="Topic"
                      required
                      {...f}
                      inputRef={f.ref}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                    >
                      {TOPICS.map((t) => (
                        <MenuItem key={t} value={t}>
                          {t}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <TextField label="Message" required multiline minRows={5} {...field('message')} />
                {opened && (
                  <Alert severity="success" onClose={() => setOpened(false)}>
                    Your email app should now show the message. If nothing opened, write to{' '}
                    <Link href={`mailto:${to}`}>{to}</Link> directly.
                  </Alert>
                )}
                <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
                  <Button onClick={() => reset(EMPTY)}>Clear</Button>
                  <Button type="submit" variant="contained" endIcon={<SendRounded />} disabled={!to}>
                    Send
                  </Button>
                </Stack>
              </Stack>
            </Box>
          </Paper>
        </Box>
      </Container>
    </>
  );
}
