import CheckRounded from '@mui/icons-material/CheckRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMO_DISCOUNT_PAISE } from '../../../shared/plans';
import { Rangoli } from '../../components/HeroArt';
import { IconDisc } from '../../components/IconDisc';
import { usePageTitle } from '../../components/usePageTitle';
import { AssistedOfferCard } from '../../features/assisted';
import { PaymentBadges, PlansGrid } from '../../features/plans';
import { formatRupees } from '../../format';

/** Reasons to join: keys of `site:membership.reasons`. */
const REASONS = ['checked', 'community', 'interest', 'contacts', 'photos', 'help'] as const;

function TrustBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <IconDisc>{icon}</IconDisc>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}

/**
 * Membership (SPEC §2 /membership): 'Find Your Perfect Match', reasons to join, the plans from
 * GET /api/plans ('Get Started' → /register?type=<code>), the promo code line and trust blocks.
 */
export default function MembershipPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('membership.pageTitle'));
  return (
    <>
      <Box
        component="header"
        sx={(t) => ({
          position: 'relative',
          overflow: 'hidden',
          color: 'primary.contrastText',
          textAlign: 'center',
          background: `linear-gradient(160deg, ${t.palette.primary.dark}, ${t.palette.primary.main})`,
          pt: { xs: 5, md: 8 },
          pb: { xs: 12, md: 14 },
        })}
      >
        <Box
          sx={{
            position: 'absolute',
            left: '50%',
            top: -150,
            transform: 'translateX(-50%)',
            pointerEvents: 'none',
          }}
        >
          <Rangoli size={420} opacity={0.1} />
        </Box>
        <Container sx={{ position: 'relative' }}>
          <Typography variant="overline" sx={{ color: 'secondary.main', letterSpacing: 2, fontWeight: 600 }}>
            {t('membership.eyebrow')}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3.2rem' }, mb: 1.5 }}>
            {t('membership.title')}
          </Typography>
          <Typography sx={{ maxWidth: 620, mx: 'auto', opacity: 0.9 }}>{t('membership.lead')}</Typography>
        </Container>
      </Box>

      <Container sx={{ mt: { xs: -9, md: -10 }, position: 'relative', pb: { xs: 5, md: 8 } }}>
        <Paper
          sx={{ p: { xs: 2.5, md: 4 }, mb: { xs: 4, md: 6 }, borderRadius: 4, maxWidth: 860, mx: 'auto' }}
          elevation={4}
        >
          <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 2 }}>
            {t('membership.whyTitle')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {REASONS.map((r) => (
              <Box component="li" key={r} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                <Box
                  sx={{
                    width: 24,
                    height: 24,
                    flexShrink: 0,
                    borderRadius: '50%',
                    bgcolor: 'secondary.main',
                    color: 'secondary.contrastText',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  <CheckRounded sx={{ fontSize: 16 }} aria-hidden />
                </Box>
                <Typography>{t(`membership.reasons.${r}`)}</Typography>
              </Box>
            ))}
          </Box>
        </Paper>

        <Typography
          variant="h2"
          sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, textAlign: 'center', mb: 3 }}
        >
          {t('membership.choose')}
        </Typography>
        <PlansGrid />

        <Paper
          elevation={0}
          sx={(t) => ({
            maxWidth: 860,
            mx: 'auto',
            mt: 3,
            p: 2,
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            bgcolor: alpha(t.palette.secondary.main, 0.18),
            border: `1px dashed ${t.palette.secondary.dark}`,
          })}
        >
          <LocalOfferRounded sx={{ color: 'secondary.dark' }} aria-hidden />
          <Typography>
            {t('membership.promoBefore')}{' '}
            <strong>{t('membership.promoOff', { amount: formatRupees(PROMO_DISCOUNT_PAISE) })}</strong>{' '}
            {t('membership.promoAfter')}
          </Typography>
        </Paper>

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: { xs: 5, md: 7 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          <TrustBlock icon={<LockRounded />} title={t('membership.secureTitle')}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('membership.secureText')}
            </Typography>
          </TrustBlock>
          <TrustBlock icon={<VerifiedUserRounded />} title={t('membership.verifiedTitle')}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('membership.verifiedText')}
            </Typography>
          </TrustBlock>
          <TrustBlock icon={<CreditCardRounded />} title={t('membership.optionsTitle')}>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {t('membership.optionsText')}
            </Typography>
            <PaymentBadges />
          </TrustBlock>
        </Box>
        <Box sx={{ mt: 4 }}>
          <AssistedOfferCard />
        </Box>
      </Container>
    </>
  );
}
