import FamilyRestroomRounded from '@mui/icons-material/FamilyRestroomRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IconDisc } from '../../components/IconDisc';
import { PageHero, Section } from '../../components/PageHero';
import { TextList } from '../../components/TextList';
import { usePageTitle } from '../../components/usePageTitle';
import { useSite } from '../../features/site';
import { SuccessStories } from '../../features/success/SuccessStories';

/** The values: keys of `site:about.values`. */
const VALUES = [
  { Icon: VerifiedRounded, key: 'trust' },
  { Icon: LockRounded, key: 'privacy' },
  { Icon: FamilyRestroomRounded, key: 'family' },
  { Icon: PeopleAltRounded, key: 'community' },
] as const;

/** What we do: keys of `site:about.what`. */
const WHAT = ['verify', 'suggest', 'interest', 'assisted', 'promoters'] as const;

/** About Us (SPEC §2 /about): who runs the service and how it works. */
export default function AboutPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('about.pageTitle'));
  const { site } = useSite();
  const company = site.company_name || site.site_name;
  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title', { name: site.site_name })}>
        {t('about.lead')}
      </PageHero>
      <Container sx={{ py: { xs: 4, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Box>
            <Section title={t('about.whoTitle')}>
              <p>{t('about.who1', { name: site.site_name, company: company || t('about.ourTeam') })}</p>
              <p>{t('about.who2')}</p>
            </Section>
            <Section title={t('about.whatTitle')}>
              <TextList keys={WHAT} item={(k) => t(`about.what.${k}`)} />
            </Section>
            <Section title={t('about.promiseTitle')}>
              <p>
                {t('about.promiseBefore')}{' '}
                <Link component={RouterLink} to="/privacy-policy">
                  {t('about.promiseLink')}
                </Link>
                {t('about.promiseAfter')}
              </p>
            </Section>
          </Box>
          <Box>
            <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, mb: 2 }}>
              {t('about.valuesTitle')}
            </Typography>
            <Stack spacing={2}>
              {VALUES.map(({ Icon, key }) => (
                <Paper key={key} variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2 }}>
                  <IconDisc>
                    <Icon />
                  </IconDisc>
                  <Box>
                    <Typography variant="h6" component="h3">
                      {t(`about.values.${key}.title`)}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t(`about.values.${key}.text`)}
                    </Typography>
                  </Box>
                </Paper>
              ))}
            </Stack>
            <Paper
              elevation={0}
              sx={(t) => ({ mt: 3, p: 3, bgcolor: alpha(t.palette.secondary.main, 0.18), borderRadius: 3 })}
            >
              <Typography variant="h6" component="p" sx={{ mb: 1 }}>
                {t('about.ready')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button component={RouterLink} to="/register" variant="contained">
                  {t('about.registerFree')}
                </Button>
                <Button component={RouterLink} to="/contact" variant="outlined">
                  {t('about.contactUs')}
                </Button>
              </Stack>
            </Paper>
          </Box>
        </Box>
      </Container>
      <SuccessStories compact />
    </>
  );
}
