import { Box, Container, Link, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { PageHero, Section } from '../../components/PageHero';
import { usePageTitle } from '../../components/usePageTitle';
import { NoticeSummary, OfficerCard } from '../../features/privacy';
import { primaryEmail, useSite } from '../../features/site';

const TOC = [
  ['collect', 'What we collect'],
  ['why', 'Why we use it'],
  ['who', 'Who sees what'],
  ['security', 'How we protect it'],
  ['retention', 'How long we keep it'],
  ['rights', 'Correcting or erasing your data'],
  ['changes', 'Changes and contact'],
] as const;

/**
 * Privacy policy (SPEC §2 /privacy-policy; issue #2: say truthfully what is collected, why, who sees
 * it, how long it is kept and how to have it corrected or erased).
 */
export default function PrivacyPage() {
  usePageTitle('Privacy Policy');
  const { site } = useSite();
  const email = primaryEmail(site);
  const company = site.company_name || site.site_name;
  const mail = email ? <Link href={`mailto:${email}`}>{email}</Link> : 'the email on our Contact Us page';
  return (
    <>
      <PageHero eyebrow="Privacy Policy" title="Your privacy">
        What {site.site_name} collects about you, why, who can see it, and how to have it corrected or erased.
      </PageHero>
      <Container sx={{ py: { xs: 4, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 5,
            gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
            alignItems: 'start',
          }}
        >
          <Paper
            component="nav"
            aria-label="On this page"
            variant="outlined"
            sx={{ position: { md: 'sticky' }, top: { md: 96 }, py: 1 }}
          >
            <Typography variant="overline" sx={{ px: 2, color: 'text.secondary' }}>
              On this page
            </Typography>
            <List component="div" dense disablePadding>
              {TOC.map(([id, label]) => (
                <ListItemButton key={id} component="a" href={`#${id}`} sx={{ minHeight: 44 }}>
                  <ListItemText primary={label} />
                </ListItemButton>
              ))}
            </List>
          </Paper>
          <Box sx={{ maxWidth: 780 }}>
            <NoticeSummary />
            <Typography sx={{ mb: 4, color: 'text.secondary', lineHeight: 1.7 }}>
              This policy covers the {site.site_name} website and service, run by {company}. We collect only
              what a matrimony service needs, we do not sell personal data, and we do not show it to
              advertisers.
            </Typography>

            <Section title="What we collect" id="collect">
              <p>
                <strong>When you register:</strong> who the profile is for, first and last name, gender, date
                of birth (and the age worked out from it), marital status, mother tongue, religion, caste,
                educational qualification, occupation, income band, country of work and residence, state,
                city, address, the name of a parent or guardian, your email, your mobile number and a password
                (we keep only a one-way hash of it, never the password itself).
              </p>
              <p>
                <strong>As you use the service:</strong> what you add to your profile (for example height,
                family, horoscope details, diet and a description), the photos you upload, your partner
                preferences, your photo privacy setting, the interests you send, receive and answer, your
                shortlist, members you block, reports you make, and which profiles you viewed.
              </p>
              <p>
                <strong>Sign-in and device data:</strong> the time of your last sign-in and activity, and the
                IP address a request comes from. We use the address to slow down repeated failed sign-ins and
                password reset requests and to investigate abuse; our server logs record it with each request.
              </p>
              <p>
                <strong>When you write to us:</strong> what you tell us by email or phone. Staff actions on
                accounts (for example approving a registration) are logged with the staff member who took
                them.
              </p>
              <p>
                We do not use advertising or tracking cookies. The site keeps your sign-in token in your
                browser's storage so you stay signed in; signing out removes it.
              </p>
            </Section>

            <Section title="Why we use it" id="why">
              <ul>
                <li>
                  To verify that a registration is genuine, complete and of a person of marriageable age.
                </li>
                <li>To show your profile to suitable members and to suggest and search for matches.</li>
                <li>To pass on interests and, when you accept one, let the other member contact you.</li>
                <li>
                  To send you the emails the service needs: activation, one-time passwords (OTP) for a
                  password reset, and notices about interests and your account.
                </li>
                <li>To keep accounts safe, prevent abuse and act on reports.</li>
                <li>To provide the plan you pay for and keep the records the law requires for payments.</li>
              </ul>
            </Section>

            <Section title="Who sees what" id="who">
              <ul>
                <li>
                  <strong>Visitors</strong> (not signed in) see only recently joined members' first name, age,
                  city and occupation, never a surname, contact detail or photo.
                </li>
                <li>
                  <strong>Other members</strong> see your profile once it is verified and listed, without your
                  mobile number, email and address.
                </li>
                <li>
                  <strong>Contact details</strong> (mobile, email, address) are shown only to a member on a
                  paid plan, and only after an interest between the two of you has been accepted.
                </li>
                <li>
                  <strong>Photos</strong> are shown only after staff have approved them, and only as your
                  photo privacy setting allows: to all members, to paid members only, only to members whose
                  interest you accepted, or to nobody. Anyone else sees a blurred version or no photo.
                </li>
                <li>
                  <strong>Our staff</strong> (administrators and the assistance team) see what they need to
                  verify accounts, help members and handle reports.
                </li>
                <li>
                  <strong>Service providers</strong> who host the service and deliver its emails process data
                  only on our instructions. We share data with authorities only when the law requires it.
                </li>
              </ul>
              <p>Members you block no longer see your profile, and you no longer see theirs.</p>
            </Section>

            <Section title="How we protect it" id="security">
              <p>
                Connections to the site are encrypted. Passwords and one-time passwords are stored only as
                hashes; an OTP is valid for 10 minutes and can be used once. Resetting your password signs out
                every other session. Access to personal data inside the service is limited by role.
              </p>
            </Section>

            <Section title="How long we keep it" id="retention">
              <ul>
                <li>Your profile, photos and preferences: while your account is open.</li>
                <li>
                  After you ask us to close your account, or after a registration is not approved: we delete
                  the profile, photos, preferences, interests and shortlists within 30 days, keeping only what
                  the law requires us to keep (for example payment receipts for tax purposes) and a record
                  that the account was closed.
                </li>
                <li>One-time passwords: they expire after 10 minutes and can never be used after that.</li>
                <li>Counters of failed sign-ins per account and per address: they reset within minutes.</li>
              </ul>
            </Section>

            <Section title="Correcting or erasing your data" id="rights">
              <p>
                You can correct most of your profile yourself after signing in. To correct anything else, to
                get a copy of the data we hold about you, to withdraw your consent, or to have your account
                and data erased, write to {mail} from the email address you registered with (or tell us your
                registration number). We answer within 30 days.
              </p>
              <p>
                If you are not satisfied with our answer, you may raise a complaint with the relevant
                authority in India.
              </p>
            </Section>

            <Box sx={{ mb: 4, maxWidth: 420 }}>
              <OfficerCard />
            </Box>
            <Section title="Changes and contact" id="changes">
              <p>
                If we change this policy in a way that matters, we will say so on this page and email
                registered members before the change takes effect. Questions about privacy: {mail}
                {site.phone ? `, or call ${site.phone}` : ''}.
              </p>
            </Section>
          </Box>
        </Box>
      </Container>
    </>
  );
}
