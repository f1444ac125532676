import EmailRounded from '@mui/icons-material/EmailRounded';
import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import Twitter from '@mui/icons-material/Twitter';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SOCIAL_NAMES, SOCIAL_SERVICES, type SocialService } from '../../shared/social';
import { BrandMark } from '../components/BrandMark';
import { LanguageSwitch } from '../features/account/LanguageSwitch';
import { NewsletterForm } from '../features/newsletter/NewsletterForm';
import { useSite } from '../features/site';
import { PUBLIC_LINKS } from './Navbar';

/** The icon of each social service (SPEC §2 Footer). */
const SOCIAL_ICONS: Record<SocialService, typeof Facebook> = {
  facebook: Facebook,
  twitter: Twitter,
  linkedin: LinkedIn,
  youtube: YouTube,
};

/** The company column's links: the navbar's public pages, then Membership. */
const FOOTER_LINKS = [...PUBLIC_LINKS, { to: '/membership', label: 'footer.membership' } as const];

/** SPEC §1: the footer's tagline, word for word. */
export const TAGLINE =
  'A Superior Matrimony Service. Register and find your special someone matches within your community.';

const heading = {
  fontFamily: (t: Theme) => t.typography.h1.fontFamily,
  fontWeight: 700,
  fontSize: '1.15rem',
  mb: 2,
  color: 'secondary.main',
} as const;

/**
 * The public footer (SPEC §2): tagline, About Company links, Contact Us (two emails and a phone from
 * GET /api/site), Newsletter, social icons (links to the configured pages, none when unset), copyright with the current year and company name.
 * The newsletter form stores the address (double opt-in, docs/first-impressions.md#details-members-notice).
 */
export function Footer() {
  const { t } = useTranslation();
  const { site } = useSite();
  const onDark = (t: Theme) => alpha(t.palette.common.white, 0.78);
  // SPEC §2 Footer: the configured social pages only (SOCIAL_*_URL); none configured, no icons.
  const socials = SOCIAL_SERVICES.flatMap((service) => {
    const href = site.social?.[service];
    return href ? [{ service, href, Icon: SOCIAL_ICONS[service] }] : [];
  });

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
            <Typography sx={{ color: onDark, lineHeight: 1.7 }}>{t('footer.tagline')}</Typography>
            {socials.length > 0 && (
              <Stack
                component="ul"
                direction="row"
                spacing={1}
                sx={{ mt: 2, p: 0, listStyle: 'none' }}
                aria-label={t('footer.social')}
              >
                {socials.map(({ service, href, Icon }) => (
                  <li key={service}>
                    <Box
                      component="a"
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('footer.socialLink', {
                        site: site.site_name,
                        service: SOCIAL_NAMES[service],
                      })}
                      sx={(t) => ({
                        width: 44,
                        height: 44,
                        borderRadius: '50%',
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: alpha(t.palette.common.white, 0.1),
                        color: 'secondary.main',
                        '&:hover, &:focus-visible': { bgcolor: alpha(t.palette.common.white, 0.2) },
                      })}
                    >
                      <Icon fontSize="small" />
                    </Box>
                  </li>
                ))}
              </Stack>
            )}
          </Box>

          <Box component="nav" aria-label={t('footer.aboutCompany')}>
            <Typography component="h2" sx={heading}>
              {t('footer.aboutCompany')}
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {FOOTER_LINKS.map((l) => (
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
                    {t(l.label)}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>

          <Box>
            <Typography component="h2" sx={heading}>
              {t('nav.contact')}
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
              {t('footer.newsletter')}
            </Typography>
            <Typography sx={{ color: onDark, mb: 1.5 }}>{t('footer.newsletterHint')}</Typography>
            <NewsletterForm />
          </Box>
        </Box>

        <Divider sx={(t) => ({ borderColor: alpha(t.palette.common.white, 0.15), mt: 5, mb: 2.5 })} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: 'center', justifyContent: 'center', gap: { xs: 0.5, sm: 2 } }}
        >
          <Typography variant="body2" sx={{ color: onDark, textAlign: 'center' }}>
            {t('footer.copyright', {
              year: new Date().getFullYear(),
              company: site.company_name || site.site_name,
            })}
          </Typography>
          <LanguageSwitch sx={{ color: onDark }} />
        </Stack>
      </Container>
    </Box>
  );
}
