import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { INTL_LOCALE } from '../../../shared/i18n/languages';
import { QueryError } from '../../components/QueryError';
import { SectionHeading } from '../../components/SectionHeading';
import { usePageTitle } from '../../components/usePageTitle';
import { usePromoterProfile, useReferralChart } from '../../features/promoter-area/api';
import { usePromoterDashboard } from '../../features/promoters/api';
import { formatDate, formatRupees } from '../../format';
import { currentLang } from '../../i18n';

/** 'YYYY-MM' → 'Nov 26' in the reader's locale (IST months from the server). */
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[currentLang()], {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

function Figure({
  label,
  value,
  notes = [],
}: {
  label: string;
  value: string | number | undefined;
  /** Lines under the figure (the reasons of pending corrections, decision 115). */
  notes?: { id: number; text: string }[];
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {/* The label may wrap; the figures of a row stay on one line at the cards' foot (decision 127). */}
      <CardContent
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value ?? <Skeleton width={60} />}
        </Typography>
        {notes.map((n) => (
          <Typography key={n.id} variant="caption" color="text.secondary" component="p">
            {n.text}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}

/** Referrals registered and paid per month, the last 12 months (GET /api/promoter/referrals/chart). */
function ReferralChart() {
  const { t } = useTranslation('promoter');
  const chart = useReferralChart();
  const months = chart.data?.months ?? [];
  const none = months.every((m) => m.registered === 0 && m.paid === 0);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionHeading sx={{ mb: 1 }}>{t('dashboard.chartTitle')}</SectionHeading>
      {chart.isError && <QueryError query={chart} />}
      {chart.isPending && <Skeleton variant="rounded" height={240} />}
      {chart.data && none && (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {t('dashboard.chartEmpty')}
        </Typography>
      )}
      {chart.data && !none && (
        <BarChart
          height={260}
          xAxis={[
            {
              scaleType: 'band',
              data: months.map((m) => monthLabel(m.month)),
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 32 }]}
          series={[
            {
              data: months.map((m) => m.registered),
              label: t('dashboard.chartRegistered'),
              color: '#1a4f72',
            },
            { data: months.map((m) => m.paid), label: t('dashboard.chartPaid'), color: '#ffb74d' },
          ]}
        />
      )}
    </Paper>
  );
}

/**
 * /PromotAdmin (SPEC §2 "Promoter area" dashboard, docs/promoter-area.md): greeting with the promoter's name, type,
 * promo code and referral link with copy buttons, registration and expiry dates, six live figures (ledger
 * sums and member counts) and the referrals chart.
 */
export default function PromoterHomePage() {
  const { t } = useTranslation('promoter');
  usePageTitle(t('dashboard.pageTitle'));
  const dash = usePromoterDashboard();
  const profile = usePromoterProfile();
  const d = dash.data;
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(done);
    } catch {
      toast.info(text);
    }
  };
  if (dash.isError) return <QueryError query={dash} />;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {d ? t('dashboard.welcome', { name: d.name }) : <Skeleton width={240} />}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {d && <Chip label={t(`types.${d.promoter_type}`, { defaultValue: d.promoter_type })} />}
          {d && (
            <Chip
              color="primary"
              variant="outlined"
              label={t('dashboard.promoCode', { code: d.promo_code })}
            />
          )}
          {d && (
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.registeredOn', { date: formatDate(d.registered_on) })}
              {d.expires_on ? ` · ${t('dashboard.expiresOn', { date: formatDate(d.expires_on) })}` : ''}
            </Typography>
          )}
        </Stack>
        {d && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={() => copy(d.promo_code, t('dashboard.copied'))}
              sx={{ minHeight: 44 }}
            >
              {t('dashboard.copyCode')}
            </Button>
            {profile.data && (
              <Button
                variant="outlined"
                startIcon={<LinkIcon />}
                onClick={() => profile.data && copy(profile.data.referral_link, t('dashboard.linkCopied'))}
                sx={{ minHeight: 44 }}
              >
                {t('dashboard.copyLink')}
              </Button>
            )}
            <Button
              variant="contained"
              startIcon={<GroupAddOutlined />}
              component={RouterLink}
              to="/PromotAdmin/refer"
              sx={{ minHeight: 44 }}
            >
              {t('dashboard.invite')}
            </Button>
          </Stack>
        )}
      </Paper>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 4, lg: 2 }}>
          <Figure label={t('dashboard.registered')} value={d?.referrals.registered} />
        </Grid>
        <Grid size={{ xs: 6, md: 4, lg: 2 }}>
          <Figure label={t('dashboard.verified')} value={d?.referrals.verified} />
        </Grid>
        <Grid size={{ xs: 6, md: 4, lg: 2 }}>
          <Figure label={t('dashboard.paid')} value={d?.referrals.paid} />
        </Grid>
        <Grid size={{ xs: 6, md: 4, lg: 2 }}>
          <Figure
            label={t('dashboard.earningsPending')}
            value={d && formatRupees(d.earnings_paise.pending)}
            notes={d?.pending_corrections.map((c) => ({
              id: c.id,
              text: t('dashboard.correction', {
                amount: formatRupees(c.amount_paise),
                reason: c.reason,
                regNo: c.member_registration_no,
              }),
            }))}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 4, lg: 2 }}>
          <Figure label={t('dashboard.earningsPaid')} value={d && formatRupees(d.earnings_paise.paid)} />
        </Grid>
        <Grid size={{ xs: 6, md: 4, lg: 2 }}>
          <Figure label={t('dashboard.thisMonth')} value={d && formatRupees(d.earnings_paise.this_month)} />
        </Grid>
      </Grid>
      <Box>
        <ReferralChart />
      </Box>
    </Stack>
  );
}
