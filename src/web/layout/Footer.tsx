import { zodResolver } from '@hookform/resolvers/zod';
import EmailRounded from '@mui/icons-material/EmailRounded';
import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import Twitter from '@mui/icons-material/Twitter';
import YouTube from '@mui/icons-material/YouTube';
import { Box, Button, Container, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { MSG } from '../../shared/messages';
import { BrandMark } from '../components/BrandMark';
import { primaryEmail, useSite } from '../features/site';
import { PUBLIC_LINKS } from './Navbar';

/** SPEC §1: the footer's tagline, word for word. */
export const TAGLINE =
  'A Superior Matrimony Service. Register and find your special someone matches within your community.';

const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: MSG.emailRequired })
    .pipe(z.email({ error: MSG.emailInvalid })),
});
type NewsletterForm = z.input<typeof newsletterSchema>;

const heading = {
  fontFamily: (t: Theme) => t.typography.h1.fontFamily,
  fontWeight: 700,
  fontSize: '1.15rem',
  mb: 2,
  color: 'secondary.main',
} as const;

/**
 * The public footer (SPEC §2): tagline, About Company links, Contact Us (two emails and a phone from
 * GET /api/site), Newsletter, social icons, copyright with the current year and company name.
 * No newsletter endpoint exists, so Subscribe opens the visitor's mail app addressed to the first
 * contact email; the line under the form says so rather than pretending the address was stored.
 */
export function Footer() {
  const { site } = useSite();
  const to = primaryEmail(site);
  const { register, handleSubmit, formState, reset } = useForm<NewsletterForm>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '' },
  });
  const subscribe = handleSubmit(({ email }) => {
    const body = `Please add ${email} to the ${site.site_name} newsletter.`;
    window.location.href = `mailto:${to}?subject=${encodeURIComponent('Newsletter subscription')}&body=${encodeURIComponent(body)}`;
    reset();
  });
  const { ref: emailRef, ...emailField } = register('email');
  const onDark = (t: Theme) => alpha(t.palette.common.white, 0.78);
  const socials = [
    { label: 'Facebook', Icon: Facebook },
    { label: 'Twitter', Icon: Twitter },
    { label: 'LinkedIn', Icon: LinkedIn },
    { label: 'YouTube', Icon: YouTube },
  ];

  return (
    <Box
      component="footer"
      sx={(t) => ({
        bgcolor: 'primary.dark',
        backgroundImage: `linear-gradient(180deg, ${t.palette.primary.dark}, ${alpha(t.palette.common.black, 0.25)})`,
        color: 'primary.contrastText',
        pt: { xs: 5, md: 7 },
        pb: 3,
        mt: 'auto',
      })}
    >
      <Container>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1.2fr 1.4fr' },
          }}
        >
          <Box>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
              <BrandMark size={36} light />
              <Typography sx={{ ...heading, mb: 0, color: 'common.white', fontSize: '1.35rem' }}>
                {site.site_name}
              </Typography>
            </Stack>
            <Typography sx={{ color: onDark, lineHeight: 1.7 }}>{TAGLINE}</Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }} aria-label="Social media">
              {socials.map(({ label, Icon }) => (
                <Box
                  key={label}
                  role="img"
                  aria-label={label}
                  sx={(t) => ({
                    width: 40,
                    height: 40,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: alpha(t.palette.common.white, 0.1),
                    color: 'secondary.main',
                  })}
                >
                  <Icon fontSize="small" />
                </Box>
              ))}
            </Stack>
          </Box>

          <Box component="nav" aria-label="About Company">
            <Typography component="h2" sx={heading}>
              About Company
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {PUBLIC_LINKS.map((l) => (
                <li key={l.to}>
                  <Link
                    component={RouterLink}
                    to={l.to}
                    underline="hover"
                    sx={{
                      color: onDark,
                      display: 'inline-flex',
                      alignItems: 'center',
                      minHeight: 40,
                      '&:hover': { color: 'common.white' },
                    }}
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  component={RouterLink}
                  to="/membership"
                  underline="hover"
                  sx={{
                    color: onDark,
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: 40,
                    '&:hover': { color: 'common.white' },
                  }}
                >
                  Membership Plans
                </Link>
              </li>
            </Stack>
          </Box>

          <Box>
            <Typography component="h2" sx={heading}>
              Contact Us
            </Typography>
            <Stack spacing={1}>
              {site.emails.map((e) => (
                <Link
                  key={e}
                  href={`mailto:${e}`}
                  underline="hover"
                  sx={{
                    color: onDark,
                    display: 'flex',
                    gap: 1,
                    alignItems: 'center',
                    minHeight: 40,
                    wordBreak: 'break-all',
                  }}
                >
                  <EmailRounded fontSize="small" sx={{ color: 'secondary.main' }} aria-hidden />
                  {e}
                </Link>
              ))}
              {site.phone && (
                <Link
                  href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}
                  underline="hover"
                  sx={{ color: onDark, display: 'flex', gap: 1, alignItems: 'center', minHeight: 40 }}
                >
                  <PhoneRounded fontSize="small" sx={{ color: 'secondary.main' }} aria-hidden />
                  {site.phone}
                </Link>
              )}
            </Stack>
          </Box>

          <Box>
            <Typography component="h2" sx={heading}>
              Newsletter
            </Typography>
            <Typography sx={{ color: onDark, mb: 1.5 }}>
              News of the service and tips for families, now and then.
            </Typography>
            <Box
              component="form"
              noValidate
              onSubmit={subscribe}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            >
              <TextField
                {...emailField}
                inputRef={emailRef}
                type="email"
                size="small"
                placeholder="Your email"
                slotProps={{ htmlInput: { 'aria-label': 'Email for the newsletter' } }}
                error={!!formState.errors.email}
                helperText={formState.errors.email?.message}
                sx={(t) => ({
                  '& .MuiInputBase-root': { bgcolor: t.palette.background.paper, minHeight: 44 },
                  '& .MuiFormHelperText-root': { color: t.palette.secondary.light, mx: 0 },
                })}
              />
              <Button
                type="submit"
                variant="contained"
                color="secondary"
                disabled={!to}
                sx={{ flexShrink: 0 }}
              >
                Subscribe
              </Button>
            </Box>
            <Typography variant="caption" sx={{ color: onDark, display: 'block', mt: 1, lineHeight: 1.5 }}>
              Subscribe opens your email app with a message to {to || 'us'}; you are added once it reaches us.
            </Typography>
          </Box>
        </Box>

        <Divider sx={(t) => ({ borderColor: alpha(t.palette.common.white, 0.15), mt: 5, mb: 2.5 })} />
        <Typography variant="body2" sx={{ color: onDark, textAlign: 'center' }}>
          © {new Date().getFullYear()} {site.company_name || site.site_name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
