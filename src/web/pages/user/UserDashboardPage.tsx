import ArrowForward from '@mui/icons-material/ArrowForward';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { INTL_LOCALE } from '../../../shared/i18n/languages';
import { renewalOffered } from '../../../shared/policies/payments';
import type { Dashboard } from '../../../shared/schemas/members';
import { QueryError } from '../../components/QueryError';
import { SectionHeading, TitledCard } from '../../components/SectionHeading';
import { usePageTitle } from '../../components/usePageTitle';
import { usePlanName } from '../../components/usePlanName';
import { AssistedPanel } from '../../features/assisted';
import { UnreadMessages } from '../../features/conversations/UnreadMessages';
import { CardGrid, EmptyState, MemberCard, MemberUpgradeDialog, useDashboard } from '../../features/members';
import { checkoutPath } from '../../features/payments';
import { missingLabel } from '../../features/profile/CompletenessMeter';
import { SuccessCard } from '../../features/success/SuccessCard';
import { formatDate, formatDateTime, formatNumber } from '../../format';
import { currentLang } from '../../i18n';

/** The count cards in order: the dashboard's count (and its label's key) and the list it opens. */
const STATS = [
  { count: 'received', to: '/user/myintrest?tab=received' },
  { count: 'sent', to: '/user/myintrest?tab=sent' },
  { count: 'accepted', to: '/user/myintrest?tab=accepted' },
  { count: 'views', to: '/user/MyMatches?tab=visitors' },
] as const;

/** A count card: the number and its label in the right number ("1 interest received"). */
function Stat({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ py: 2 }}>
          <Typography
            variant="h4"
            component="p"
            color="primary.main"
            sx={{ fontFamily: 'inherit', fontWeight: 700 }}
          >
            {formatNumber(value)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

const SHOWN = 4;

type T = ReturnType<typeof useTranslation<'member'>>['t'];

/**
 * 'a profile photo, gotra, rashi and 2 more items' (docs/first-impressions.md#details-members-notice: the hint names what is missing), in the
 * shown language (Intl list format; i18next plural for the rest).
 */
function missingText(t: T, missing: string[]): string {
  const lang = currentLang();
  const items = missing.map((m) => {
    const label = missingLabel(t, m);
    return lang === 'en' ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  });
  const list = new Intl.ListFormat(INTL_LOCALE[lang], { type: 'conjunction' });
  if (items.length <= SHOWN) return list.format(items);
  const more = items.length - (SHOWN - 1);
  return t('dashboard.moreItems', { first: items.slice(0, SHOWN - 1).join(', '), count: more });
}

/** The plan chip's text; the plan is named from the catalogue by its code (docs/first-impressions.md#details-members-notice), not plans.name. */
function PlanLine({ d, t }: { d: Dashboard; t: T }) {
  const planName = usePlanName();
  const plan = planName(d.plan.code);
  if (d.plan.expired) return <>{t('dashboard.planExpired')}</>;
  if (d.plan.expires_at)
    return <>{t('dashboard.planValidTill', { plan, date: formatDate(d.plan.expires_at) })}</>;
  return <>{t('dashboard.plan', { plan })}</>;
}

/**
 * The member's landing page (/user/userDashboard, docs/member-area.md): welcome with name and registration number,
 * plan and expiry, profile completeness with a link to the profile, counts, top matches, recent
 * notifications, and for a FreeUser the upgrade card (SPEC §4, §6).
 */
export default function UserDashboardPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('dashboard.title'));
  const q = useDashboard();
  const navigate = useNavigate();
  const [upgrade, setUpgrade] = useState(false);

  if (q.isPending) {
    return (
      <Stack spacing={2} aria-busy>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  if (q.isError) {
    return <QueryError query={q} />;
  }
  const d = q.data;
  return (
    <Stack spacing={3}>
      <Card
        sx={{
          borderRadius: 2,
          color: 'primary.contrastText',
          background: (t) => `linear-gradient(135deg, ${t.palette.primary.main}, ${t.palette.primary.dark})`,
        }}
      >
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {t('dashboard.welcome', { name: d.name })}
          </Typography>
          <Typography sx={{ opacity: 0.9, mt: 0.5 }}>
            {t('dashboard.registrationNo', { registrationNo: d.registration_no })}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Chip
              icon={<WorkspacePremiumOutlined />}
              label={<PlanLine d={d} t={t} />}
              color="secondary"
              sx={{
                fontWeight: 600,
                maxWidth: '100%',
                height: 'auto',
                py: 0.5,
                '& .MuiChip-label': { whiteSpace: 'normal' },
              }}
            />
            {renewalOffered(d.plan.code, d.plan.expires_at ? new Date(d.plan.expires_at) : null) && (
              <Button
                variant="contained"
                color="secondary"
                size="small"
                component={RouterLink}
                to={checkoutPath(d.plan.code)}
              >
                {t('dashboard.renew')}
              </Button>
            )}
            {d.plan.expired && (
              <Button
                variant="contained"
                color="secondary"
                size="small"
                component={RouterLink}
                to="/user/payments"
              >
                {t('dashboard.renew')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      <UnreadMessages />

      <AssistedPanel />

      {d.upgrade_offered && (
        <Card variant="outlined" sx={{ borderColor: 'secondary.main', borderWidth: 2 }}>
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ flexGrow: 1 }}>
                <SectionHeading>{t('dashboard.upgradeTitle')}</SectionHeading>
                <Typography color="text.secondary">{t('dashboard.upgradeBody')}</Typography>
              </Box>
              <Button
                variant="contained"
                color="secondary"
                onClick={() => setUpgrade(true)}
                sx={{ flexShrink: 0 }}
              >
                {t('dashboard.seePlans')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}

      <TitledCard
        title={t('dashboard.completeness')}
        action={
          <Typography variant="h6" component="p" color="primary.main">
            {d.completeness}%
          </Typography>
        }
      >
        <LinearProgress
          variant="determinate"
          value={d.completeness}
          sx={{ height: 10, borderRadius: 5, my: 1.5 }}
          aria-label={t('dashboard.completeness')}
        />
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {d.completeness_missing.length > 0
            ? t('dashboard.stillMissing', { items: missingText(t, d.completeness_missing) })
            : t('dashboard.complete')}
        </Typography>
        <Button component={RouterLink} to="/user/profile" endIcon={<ArrowForward />}>
          {t('dashboard.goToProfile')}
        </Button>
      </TitledCard>

      <Box
        component="section"
        aria-label={t('dashboard.counts')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
      >
        {STATS.map(({ count, to }) => (
          <Stat
            key={count}
            label={t(`dashboard.${count}`, { count: d.counts[count] })}
            value={d.counts[count]}
            to={to}
          />
        ))}
      </Box>

      <Box component="section" aria-labelledby="top-matches">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
          <Typography id="top-matches" variant="h5" component="h2">
            {t('dashboard.topMatches')}
          </Typography>
          <Button component={RouterLink} to="/user/MyMatches" endIcon={<ArrowForward />}>
            {t('dashboard.allMatches')}
          </Button>
        </Stack>
        {d.top_matches.length === 0 ? (
          <EmptyState
            title={t('dashboard.noMatches')}
            action={
              <Button variant="outlined" onClick={() => navigate('/user/profile#preferences')}>
                {t('dashboard.reviewPreferences')}
              </Button>
            }
          >
            {t('dashboard.noMatchesBody')}
          </EmptyState>
        ) : (
          <CardGrid>
            {d.top_matches.map((m) => (
              <MemberCard
                key={m.registration_no}
                member={m}
                why={m.why}
                score={d.preferences_set && m.of + m.their_of > 0 ? m.score : undefined}
              />
            ))}
          </CardGrid>
        )}
      </Box>

      <TitledCard id="recent-notes" title={t('dashboard.recentNotifications')} gutterBottom>
        {d.notifications.length === 0 ? (
          <Stack direction="row" spacing={1} sx={{ color: 'text.secondary', alignItems: 'center' }}>
            <NotificationsNoneOutlined />
            <Typography>{t('dashboard.noNotifications')}</Typography>
          </Stack>
        ) : (
          <List component="div" disablePadding>
            {d.notifications.map((n) => (
              <ListItemButton
                key={n.id}
                onClick={() => n.link && navigate(n.link)}
                sx={{ borderRadius: 2, alignItems: 'flex-start', minHeight: 48 }}
              >
                <ListItemText
                  primary={n.title}
                  secondary={formatDateTime(n.created_at)}
                  slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </TitledCard>
      <SuccessCard />
      <MemberUpgradeDialog open={upgrade} onClose={() => setUpgrade(false)} />
    </Stack>
  );
}
