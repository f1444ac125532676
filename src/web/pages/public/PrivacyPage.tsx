import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHero, Section } from '../../components/PageHero';
import { TextList } from '../../components/TextList';
import { usePageTitle } from '../../components/usePageTitle';
import { NoticeSummary, OfficerCard } from '../../features/privacy';
import { primaryEmail, useSite } from '../../features/site';

/** The sections: ids, and keys of `site:policy.toc` (their titles). */
const TOC = ['collect', 'why', 'who', 'security', 'retention', 'rights', 'changes'] as const;
const COLLECT = ['register', 'use', 'signin', 'write'] as const;
const WHY = ['verify', 'show', 'interests', 'emails', 'safe', 'plan'] as const;
const WHO = ['visitors', 'others', 'contacts', 'photos', 'staff', 'providers'] as const;
const RETENTION = ['open', 'closed', 'otp', 'counters'] as const;

/**
 * Privacy policy (SPEC §2 /privacy-policy; docs/data-rights.md: say truthfully what is collected, why, who sees
 * it, how long it is kept and how to have it corrected or erased).
 */
export default function PrivacyPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('policy.pageTitle'));
  const { site } = useSite();
  const email = primaryEmail(site);
  const company = site.company_name || site.site_name;
  const mail = email ? <Link href={`mailto:${email}`}>{email}</Link> : t('policy.mailFallback');
  return (
    <>
      <PageHero eyebrow={t('policy.eyebrow')} title={t('policy.title')}>
        {t('policy.lead', { name: site.site_name })}
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
            aria-label={t('policy.onThisPage')}
            variant="outlined"
            sx={{ position: { md: 'sticky' }, top: { md: 96 }, py: 1 }}
          >
            <Typography variant="overline" sx={{ px: 2, color: 'text.secondary' }}>
              {t('policy.onThisPage')}
            </Typography>
            <List component="div" dense disablePadding>
              {TOC.map((id) => (
                <ListItemButton key={id} component="a" href={`#${id}`} sx={{ minHeight: 44 }}>
                  <ListItemText primary={t(`policy.toc.${id}`)} />
                </ListItemButton>
              ))}
            </List>
          </Paper>
          <Box sx={{ maxWidth: 780 }}>
            <NoticeSummary />
            <Typography sx={{ mb: 4, color: 'text.secondary', lineHeight: 1.7 }}>
              {t('policy.intro', { name: site.site_name, company })}
            </Typography>

            <Section title={t('policy.toc.collect')} id="collect">
              {COLLECT.map((k) => (
                <p key={k}>
                  <strong>{t(`policy.collect.${k}.label`)}</strong> {t(`policy.collect.${k}.text`)}
                </p>
              ))}
              <p>{t('policy.cookies')}</p>
            </Section>

            <Section title={t('policy.toc.why')} id="why">
              <TextList keys={WHY} item={(k) => t(`policy.why.${k}`)} />
            </Section>

            <Section title={t('policy.toc.who')} id="who">
              <TextList
                keys={WHO}
                item={(k) => (
                  <>
                    <strong>{t(`policy.who.${k}.label`)}</strong> {t(`policy.who.${k}.text`)}
                  </>
                )}
              />
              <p>{t('policy.blocked')}</p>
            </Section>

            <Section title={t('policy.toc.security')} id="security">
              <p>{t('policy.security')}</p>
            </Section>

            <Section title={t('policy.toc.retention')} id="retention">
              <TextList keys={RETENTION} item={(k) => t(`policy.retention.${k}`)} />
            </Section>

            <Section title={t('policy.toc.rights')} id="rights">
              <p>
                {t('policy.rightsBefore')} {mail} {t('policy.rightsAfter')}
              </p>
              <p>{t('policy.complaint')}</p>
            </Section>

            <Box sx={{ mb: 4, maxWidth: 420 }}>
              <OfficerCard />
            </Box>
            <Section title={t('policy.toc.changes')} id="changes">
              <p>
                {t('policy.changes')} {mail}
                {site.phone ? t('policy.orCall', { phone: site.phone }) : ''}
                {t('policy.end')}
              </p>
            </Section>
          </Box>
        </Box>
      </Container>
    </>
  );
}
