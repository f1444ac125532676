import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DashboardStats } from '../../../shared/schemas/admin';
import { QueryError } from '../../components/QueryError';
import { SectionHeading } from '../../components/SectionHeading';
import { useDashboardStats, usePendingWork, useRecentRegisters } from '../../features/admin/api';
import { genderLabel } from '../../features/admin/format';
import { PageHeader } from '../../features/admin/PageHeader';
import { PendingWorkPanel } from '../../features/admin/PendingWorkPanel';
import { formatDate, formatDateTime, formatNumber } from '../../format';

/** The "by plan" cards: the role counted (DashboardStats.members.byRole) and the words naming it. */
const PLAN_CARDS = [
  { role: 'FreeUser', label: 'dashboard.free', hint: 'dashboard.freeHint' },
  { role: 'SilverUser', label: 'dashboard.silver', hint: 'dashboard.silverHint' },
  { role: 'PremiumUser', label: 'dashboard.premium', hint: 'dashboard.premiumHint' },
  { role: 'Assistance', label: 'dashboard.assisted', hint: 'dashboard.assistedHint' },
] as const;

/** Whole numbers in the shown language's locale (Indian grouping). */
function useNumber(): (n: number) => string {
  useTranslation(); // re-render on a language change
  return formatNumber;
}

function StatCard(props: { label: string; value: number | undefined; icon?: ReactNode; hint?: string }) {
  const nf = useNumber();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          {props.icon}
          <Typography variant="body2" component="h3">
            {props.label}
          </Typography>
        </Stack>
        <Typography variant="h4" component="p" sx={{ mt: 0.5, fontFamily: 'inherit', fontWeight: 600 }}>
          {props.value === undefined ? <Skeleton width={60} /> : nf(props.value)}
        </Typography>
        {props.hint && (
          <Typography variant="caption" color="text.secondary">
            {props.hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function Section(props: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ mb: 1.5, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <SectionHeading>{props.title}</SectionHeading>
        {props.action}
      </Stack>
      {props.children}
    </Box>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

function PendingCallout({ pending }: { pending: number | undefined }) {
  const waiting = (pending ?? 0) > 0;
  const { t } = useTranslation('admin');
  const nf = useNumber();
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        mb: 4,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 2,
        bgcolor: waiting ? 'secondary.light' : 'background.paper',
        borderColor: waiting ? 'secondary.main' : 'divider',
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
          <HowToRegOutlinedIcon />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p">
            {pending === undefined ? (
              <Skeleton width={220} />
            ) : waiting ? (
              t('dashboard.waiting', { count: pending })
            ) : (
              t('dashboard.noneWaiting')
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.expectation')}
          </Typography>
        </Box>
      </Stack>
      <Button
        component={RouterLink}
        to="/admin/pendingdata"
        variant="contained"
        color="primary"
        size="large"
        endIcon={<ArrowForwardIcon />}
        sx={{ flexShrink: 0 }}
      >
        {waiting ? t('dashboard.reviewCount', { number: nf(pending ?? 0) }) : t('dashboard.review')}
      </Button>
    </Paper>
  );
}

function RegistrationsChart({ perDay }: { perDay: DashboardStats['perDay'] | undefined }) {
  const theme = useTheme();
  const { t } = useTranslation('admin');
  if (!perDay) return <Skeleton variant="rounded" height={280} />;
  const labels = perDay.map((d) => dayjs(d.date).format('D MMM'));
  const total = perDay.reduce((a, d) => a + d.count, 0);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
      <Box role="img" aria-label={t('dashboard.chartLabel', { total })} sx={{ width: '100%', height: 280 }}>
        <BarChart
          height={280}
          hideLegend
          xAxis={[
            {
              scaleType: 'band',
              data: labels,
              tickLabelInterval: (_v, i) => i % 5 === 4 || i === labels.length - 1,
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 36 }]}
          series={[
            {
              data: perDay.map((d) => d.count),
              label: t('dashboard.chartSeries'),
              color: theme.palette.primary.main,
            },
          ]}
          margin={{ left: 4, right: 20, top: 16, bottom: 4 }}
          grid={{ horizontal: true }}
        />
      </Box>
    </Paper>
  );
}

function RecentRegistrations() {
  const recent = useRecentRegisters();
  const { t } = useTranslation('admin');

  if (recent.isPending) {
    return (
      <Stack spacing={1}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  }
  if (recent.isError) {
    return <QueryError query={recent} text={t('dashboard.recentError', { error: recent.error.message })} />;
  }
  if (recent.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{t('dashboard.recentEmpty')}</Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined">
      <List component="div" disablePadding>
        {recent.data.map((m, i) => (
          <ListItemButton
            key={m.registration_no}
            divider={i < recent.data.length - 1}
            component={RouterLink}
            to={`/admin/user-table?q=${encodeURIComponent(m.registration_no)}`}
            sx={{ minHeight: 64 }}
          >
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: m.gender === 'Bride' ? 'secondary.main' : 'primary.main' }}>
                {m.first_name.slice(0, 1).toUpperCase()}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{m.first_name}</span>
                  <Chip size="small" variant="outlined" label={m.registration_no} />
                </Stack>
              }
              secondary={[
                [m.age != null ? t('common.yearsShort', { age: m.age }) : '', genderLabel(m.gender)]
                  .filter(Boolean)
                  .join(', '),
                [m.city, m.state].filter(Boolean).join(', '),
                m.occupation,
                t('dashboard.registeredOn', { date: formatDate(m.created_at) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}

/**
 * How members can pay just now (decision 105): an error when the gateway rejects the site's keys, a
 * warning when it did not answer or no gateway is configured, a note for the test gateway; nothing while
 * Razorpay answers.
 */
function GatewayAlert({ payments }: { payments: DashboardStats['payments'] }) {
  const { t } = useTranslation('admin');
  if (!payments) return null;
  const time = payments.at ? formatDateTime(payments.at) : '';
  const detail = payments.detail ?? '';
  let alert: { severity: 'error' | 'warning' | 'info'; text: string } | null = null;
  if (payments.gateway === null) alert = { severity: 'warning', text: t('dashboard.gatewayOff') };
  else if (payments.gateway === 'test') alert = { severity: 'info', text: t('dashboard.gatewayTest') };
  else if (payments.state === 'keys_rejected')
    alert = { severity: 'error', text: t('dashboard.gatewayKeysRejected', { time, detail }) };
  else if (payments.state === 'unreachable' || payments.state === 'failing')
    alert = { severity: 'warning', text: t('dashboard.gatewayUnreachable', { time, detail }) };
  if (!alert) return null;
  return (
    <Alert severity={alert.severity} sx={{ mb: 3, overflowWrap: 'anywhere' }} data-testid="gateway-alert">
      {alert.text}
    </Alert>
  );
}

/**
 * /admin/dashboard (SPEC §2 landing of the admin area, docs/accounts.md#verification-by-staff): the dashboardstats figures (members by
 * status and kind, registrations today/this week/this month), registrations per day for 30 days, the
 * pending count with a call to review (for staff who verify), the pending work of every queue the account
 * may open (decision 156), and the newest registrations first (decision 155).
 */
export default function AdminDashboardPage() {
  const statsQuery = useDashboardStats();
  const work = usePendingWork();
  const s = statsQuery.data;
  const { t } = useTranslation('admin');
  return (
    <Box>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.today', { date: formatDate(new Date()) })}
      />
      {statsQuery.isError && (
        <QueryError
          query={statsQuery}
          sx={{ mb: 3 }}
          text={t('dashboard.loadError', { error: statsQuery.error.message })}
        />
      )}

      <GatewayAlert payments={s?.payments} />
      {work.data?.verifications !== undefined && <PendingCallout pending={work.data.verifications} />}

      <Section title={t('dashboard.work.title')}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
          {t('dashboard.work.help')}
        </Typography>
        <PendingWorkPanel />
      </Section>

      <Section title={t('dashboard.members')}>
        <Box sx={grid}>
          <StatCard
            label={t('dashboard.allMembers')}
            value={s?.members.total}
            icon={<PeopleAltOutlinedIcon fontSize="small" />}
          />
          <StatCard
            label={t('dashboard.active')}
            value={s?.members.byStatus.active}
            icon={<VerifiedUserOutlinedIcon fontSize="small" />}
            hint={t('dashboard.activeHint')}
          />
          <StatCard
            label={t('dashboard.pending')}
            value={s?.members.byStatus.pending}
            hint={t('dashboard.pendingHint')}
          />
          <StatCard
            label={t('dashboard.inactiveOrRejected')}
            value={s ? (s.members.byStatus.inactive ?? 0) + (s.members.byStatus.rejected ?? 0) : undefined}
            hint={
              s
                ? t('dashboard.inactiveRejectedHint', {
                    inactive: s.members.byStatus.inactive ?? 0,
                    rejected: s.members.byStatus.rejected ?? 0,
                  })
                : undefined
            }
          />
        </Box>
      </Section>

      <Section title={t('dashboard.byPlan')}>
        <Box sx={grid}>
          {PLAN_CARDS.map((c) => (
            <StatCard key={c.role} label={t(c.label)} value={s?.members.byRole[c.role]} hint={t(c.hint)} />
          ))}
        </Box>
      </Section>

      <Section title={t('dashboard.registrations')}>
        <Box sx={{ ...grid, gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))' }, mb: 2 }}>
          <StatCard
            label={t('dashboard.todayCount')}
            value={s?.registrations.today}
            icon={<PersonAddAltOutlinedIcon fontSize="small" />}
          />
          <StatCard label={t('dashboard.week')} value={s?.registrations.week} />
          <StatCard label={t('dashboard.month')} value={s?.registrations.month} />
        </Box>
        <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
          {t('dashboard.perDay')}
        </Typography>
        <RegistrationsChart perDay={s?.perDay} />
      </Section>

      <Section
        title={t('dashboard.recent')}
        action={
          <Button
            component={RouterLink}
            to="/admin/user-table?status=active"
            size="small"
            sx={{ flexShrink: 0 }}
          >
            {t('dashboard.allMembers')}
          </Button>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
          {t('dashboard.recentHelp')}
        </Typography>
        <RecentRegistrations />
      </Section>
    </Box>
  );
}
