import CampaignRounded from '@mui/icons-material/CampaignRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import ShieldRounded from '@mui/icons-material/ShieldRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHero, Section } from '../../components/PageHero';
import { SectionHeading } from '../../components/SectionHeading';
import { TextList } from '../../components/TextList';
import { usePageTitle } from '../../components/usePageTitle';
import { AssistedOfferCard } from '../../features/assisted';
import { usePlans } from '../../features/plans';
import { formatRupees } from '../../format';

/** The service cards: keys of `site:service.cards`. */
const SERVICES = [
  { Icon: VerifiedUserRounded, key: 'verified', href: '#verification' },
  { Icon: WorkspacePremiumRounded, key: 'plans', href: '#plans' },
  { Icon: SupportAgentRounded, key: 'assisted', href: '#assisted' },
  { Icon: CampaignRounded, key: 'promoters', href: '#promoters' },
  { Icon: ShieldRounded, key: 'privacy', href: '#privacy' },
  { Icon: HandshakeRounded, key: 'help', href: '/contact' },
] as const;

/** Privacy and safety points: keys of `site:service.privacyPoints`. */
const PRIVACY_POINTS = ['never', 'paid', 'photos', 'block'] as const;

/** Plan names and prices from GET /api/plans, in one line each (the membership page has the details). */
function PlanLines() {
  const { t } = useTranslation('site');
  const q = usePlans();
  if (q.isPending) return <Skeleton width={260} />;
  if (q.isError || q.data.length === 0) return null;
  return (
    <Box component="ul" sx={{ pl: 2.5 }}>
      <li>
        <strong>{t('service.free')}</strong>: {t('service.freeText')}
      </li>
      {q.data.map((p) => (
        <li key={p.code}>
          <strong>{p.name}</strong>:{' '}
          {t('service.planPrice', { price: formatRupees(p.price_paise), duration: p.duration_text })}{' '}
          {p.features.slice(0, 3).join(', ')}
          {p.features.length > 3 ? t('service.andMore') : '.'}
        </li>
      ))}
    </Box>
  );
}

/** Service (SPEC §2 /service): what the service offers, in plain words. */
export default function ServicePage() {
  const { t } = useTranslation('site');
  usePageTitle(t('service.pageTitle'));
  return (
    <>
      <PageHero eyebrow={t('service.eyebrow')} title={t('service.title')}>
        {t('service.lead')}
      </PageHero>
      <Container sx={{ py: { xs: 4, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            mb: { xs: 5, md: 7 },
          }}
        >
          {SERVICES.map(({ Icon, key, href }) => (
            <Paper
              key={key}
              variant="outlined"
              component={href.startsWith('#') ? 'a' : RouterLink}
              {...(href.startsWith('#') ? { href } : { to: href })}
              sx={(th) => ({
                p: 3,
                textDecoration: 'none',
                color: 'inherit',
                transition: 'box-shadow .2s, border-color .2s',
                '&:hover': { borderColor: 'secondary.main', boxShadow: 3 },
                '&:focus-visible': { outline: `3px solid ${th.palette.secondary.main}` },
              })}
            >
              <Box
                sx={(t) => ({
                  width: 48,
                  height: 48,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: alpha(t.palette.secondary.main, 0.2),
                  color: 'secondary.dark',
                  mb: 2,
                })}
              >
                <Icon />
              </Box>
              <SectionHeading sx={{ mb: 0.5 }}>{t(`service.cards.${key}.title`)}</SectionHeading>
              <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.65 }}>
                {t(`service.cards.${key}.text`)}
              </Typography>
            </Paper>
          ))}
        </Box>

        <Box sx={{ maxWidth: 820 }}>
          <Section title={t('service.verificationTitle')} id="verification">
            <p>
              {t('service.verification1Before')} <em>{t('service.verificationStatus')}</em>
              {t('service.verification1After')}
            </p>
            <p>{t('service.verification2')}</p>
          </Section>
          <Section title={t('service.plansTitle')} id="plans">
            <p>{t('service.plans1')}</p>
            <PlanLines />
            <p>{t('service.plans2')}</p>
            <Button component={RouterLink} to="/membership" variant="outlined">
              {t('service.comparePlans')}
            </Button>
          </Section>
          <Section title={t('service.assistedTitle')} id="assisted">
            <p>{t('service.assistedText')}</p>
          </Section>
          <Section title={t('service.promotersTitle')} id="promoters">
            <p>{t('service.promotersText')}</p>
          </Section>
          <Section title={t('service.privacyTitle')} id="privacy">
            <TextList keys={PRIVACY_POINTS} item={(k) => t(`service.privacyPoints.${k}`)} />
            <p>
              {t('service.readBefore')}{' '}
              <Link component={RouterLink} to="/privacy-policy">
                {t('service.readLink')}
              </Link>
              {t('service.readAfter')}
            </p>
          </Section>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={RouterLink} to="/register" variant="contained" size="large">
              {t('service.registerFree')}
            </Button>
            <Button component={RouterLink} to="/contact" variant="outlined" size="large">
              {t('service.ask')}
            </Button>
          </Stack>
          <Box sx={{ mt: 4 }}>
            <AssistedOfferCard />
          </Box>
        </Box>
      </Container>
    </>
  );
}
