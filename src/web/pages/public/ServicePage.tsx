import CampaignRounded from '@mui/icons-material/CampaignRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import ShieldRounded from '@mui/icons-material/ShieldRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import { Box, Button, Container, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { formatRupees } from '../../../shared/dates';
import { PageHero, Section } from '../../components/PageHero';
import { usePageTitle } from '../../components/usePageTitle';
import { usePlans } from '../../features/plans';

const SERVICES = [
  {
    Icon: VerifiedUserRounded,
    title: 'Verified registrations',
    text: 'A member of our staff reviews every new registration within 1-2 business days before the profile is listed. You get an email as soon as your account is active.',
    href: '#verification',
  },
  {
    Icon: WorkspacePremiumRounded,
    title: 'Membership plans',
    text: 'Registering and browsing are free. Silver and Premium plans let you express interest and see the contact details of members who accept.',
    href: '#plans',
  },
  {
    Icon: SupportAgentRounded,
    title: 'Assisted service',
    text: 'Short of time? Our assistance staff help you shortlist suitable profiles and reach out to families on your behalf.',
    href: '#assisted',
  },
  {
    Icon: CampaignRounded,
    title: 'Community promoters',
    text: 'Promoters from the community refer families they know, help them register and stay a familiar point of contact.',
    href: '#promoters',
  },
  {
    Icon: ShieldRounded,
    title: 'Privacy and safety',
    text: 'Contact details stay private until an interest is accepted, photos follow your privacy setting, and you can block or report anyone.',
    href: '#privacy',
  },
  {
    Icon: HandshakeRounded,
    title: 'Help when you need it',
    text: 'Write or call us with any question about your profile, a plan or a member. We answer on working days.',
    href: '/contact',
  },
];

/** Plan names and prices from GET /api/plans, in one line each (the membership page has the details). */
function PlanLines() {
  const q = usePlans();
  if (q.isPending) return <Skeleton width={260} />;
  if (q.isError || q.data.length === 0) return null;
  return (
    <Box component="ul" sx={{ pl: 2.5 }}>
      <li>
        <strong>Free</strong>: create your profile, browse and search members, receive and accept interests.
      </li>
      {q.data.map((p) => (
        <li key={p.code}>
          <strong>{p.name}</strong>: {formatRupees(p.price_paise)} for {p.duration_text}.{' '}
          {p.features.slice(0, 3).join(', ')}
          {p.features.length > 3 ? ' and more.' : '.'}
        </li>
      ))}
    </Box>
  );
}

/** Service (SPEC §2 /service): what the service offers, in plain words. */
export default function ServicePage() {
  usePageTitle('Service');
  return (
    <>
      <PageHero eyebrow="Service" title="How we help you find a match">
        A verified-profile matrimony service for our community: real people check every registration, and your
        contact details stay private until you say yes.
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
          {SERVICES.map(({ Icon, title, text, href }) => (
            <Paper
              key={title}
              variant="outlined"
              component={href.startsWith('#') ? 'a' : RouterLink}
              {...(href.startsWith('#') ? { href } : { to: href })}
              sx={(t) => ({
                p: 3,
                textDecoration: 'none',
                color: 'inherit',
                transition: 'box-shadow .2s, border-color .2s',
                '&:hover': { borderColor: 'secondary.main', boxShadow: 3 },
                '&:focus-visible': { outline: `3px solid ${t.palette.secondary.main}` },
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
              <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
                {title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.65 }}>
                {text}
              </Typography>
            </Paper>
          ))}
        </Box>

        <Box sx={{ maxWidth: 820 }}>
          <Section title="How verification works" id="verification">
            <p>
              When you register, your account is created as <em>under verification</em>. A member of our staff
              reads the registration: that the details are complete and consistent, that the person is of
              marriageable age (18, or 21 for a groom) and that the profile belongs to our community. This
              takes 1-2 business days.
            </p>
            <p>
              Once approved, your profile is listed and you receive an email. If something is missing or
              unclear we write to you with the reason, and you can contact us to put it right. Photos are
              reviewed before other members can see them.
            </p>
          </Section>
          <Section title="Membership plans" id="plans">
            <p>Every account starts free. Paid plans add what you need to move from browsing to talking:</p>
            <PlanLines />
            <p>
              Contact details are shown only to members on a paid plan, and only after an interest between the
              two members has been accepted.
            </p>
            <Button component={RouterLink} to="/membership" variant="outlined">
              Compare plans
            </Button>
          </Section>
          <Section title="Assisted service" id="assisted">
            <p>
              Some families prefer a helping hand. With the assisted service, a member of our assistance staff
              learns what you are looking for, suggests profiles, and sends and follows up interests for you.
              You stay in control: nothing is shared with another family without your agreement.
            </p>
          </Section>
          <Section title="Community promoters" id="promoters">
            <p>
              Promoters are trusted people in the community who refer families to the service and help them
              register. A promoter may give you a promo code worth ₹100 off a plan. Promoters are not shown
              your contact details or your messages through the service.
            </p>
          </Section>
          <Section title="Privacy and safety" id="privacy">
            <ul>
              <li>Your mobile number, email and address are never shown on a public page.</li>
              <li>
                Another member sees them only when they are on a paid plan and an interest between you has
                been accepted.
              </li>
              <li>
                Your photos are shown only as your privacy setting allows: all members, paid members, members
                whose interest you accepted, or nobody.
              </li>
              <li>You can block a member or report a profile; staff look into every report.</li>
            </ul>
            <p>
              Read the full{' '}
              <Link component={RouterLink} to="/privacy-policy">
                privacy policy
              </Link>
              .
            </p>
          </Section>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={RouterLink} to="/register" variant="contained" size="large">
              Register Free
            </Button>
            <Button component={RouterLink} to="/contact" variant="outlined" size="large">
              Ask us a question
            </Button>
          </Stack>
        </Box>
      </Container>
    </>
  );
}
