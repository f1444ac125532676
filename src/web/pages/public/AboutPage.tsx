import FamilyRestroomRounded from '@mui/icons-material/FamilyRestroomRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import { Box, Button, Container, Link, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { PageHero, Section } from '../../components/PageHero';
import { usePageTitle } from '../../components/usePageTitle';
import { useSite } from '../../features/site';

const VALUES = [
  {
    Icon: VerifiedRounded,
    title: 'Trust',
    text: 'People, not just software, check every registration before it is listed.',
  },
  {
    Icon: LockRounded,
    title: 'Privacy',
    text: 'Your contact details are yours: shared only when you accept an interest.',
  },
  {
    Icon: FamilyRestroomRounded,
    title: 'Family first',
    text: 'Parents, siblings and guardians can register and search on someone’s behalf.',
  },
  {
    Icon: PeopleAltRounded,
    title: 'Community',
    text: 'One community, its languages, castes and places, known and respected.',
  },
];

/** About Us (SPEC §2 /about): who runs the service and how it works. */
export default function AboutPage() {
  usePageTitle('About Us');
  const { site } = useSite();
  const company = site.company_name || site.site_name;
  return (
    <>
      <PageHero eyebrow="About Us" title={`About ${site.site_name}`}>
        A Superior Matrimony Service. Register and find your special someone matches within your community.
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
            <Section title="Who we are">
              <p>
                {site.site_name} is run by {company || 'our team'} for families of our community who are
                looking for a life partner for themselves, a son or daughter, a brother or a sister. We
                started it because the familiar way of finding a match, through relatives and people we trust,
                deserved a place online that keeps the same care.
              </p>
              <p>
                That is why every registration is read by a member of our staff before it is listed, why
                contact details are never on show, and why families can ask our assistance staff or a
                community promoter for help at any step.
              </p>
            </Section>
            <Section title="What we do">
              <ul>
                <li>
                  Verify each new registration within 1-2 business days, and tell you by email when it is
                  active.
                </li>
                <li>
                  Suggest matches from your partner preferences and let you search the community's profiles.
                </li>
                <li>
                  Let members express interest and, once an interest is accepted, let paid members see each
                  other's contact details.
                </li>
                <li>
                  Offer an assisted service for families who want our staff to help them shortlist and follow
                  up.
                </li>
                <li>Work with promoters in the community who refer families and help them register.</li>
              </ul>
            </Section>
            <Section title="Our promise">
              <p>
                We do not sell your data or show it to advertisers. We ask only for what is needed to find a
                good match, and we tell you plainly what we keep and why in our{' '}
                <Link component={RouterLink} to="/privacy-policy">
                  privacy policy
                </Link>
                .
              </p>
            </Section>
          </Box>
          <Box>
            <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, mb: 2 }}>
              What we stand for
            </Typography>
            <Stack spacing={2}>
              {VALUES.map(({ Icon, title, text }) => (
                <Paper key={title} variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2 }}>
                  <Box
                    sx={(t) => ({
                      width: 44,
                      height: 44,
                      flexShrink: 0,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: alpha(t.palette.primary.main, 0.08),
                      color: 'primary.main',
                    })}
                  >
                    <Icon />
                  </Box>
                  <Box>
                    <Typography variant="h6" component="h3">
                      {title}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {text}
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
                Ready to begin?
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button component={RouterLink} to="/register" variant="contained">
                  Register Free
                </Button>
                <Button component={RouterLink} to="/contact" variant="outlined">
                  Contact Us
                </Button>
              </Stack>
            </Paper>
          </Box>
        </Box>
      </Container>
    </>
  );
}
