import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIST } from '../../../shared/dates';
import { ScrollTable, TableHeadRow } from '../../components/ScrollTable';
import { downloadListCsv } from '../../download';
import { formatDate, formatRupees } from '../../format';
import {
  ReportChartCard,
  ReportFigures,
  reportDefaultFrom,
  useReportRangeFilters,
} from '../staff/ReportParts';
import { CsvButton, StaffFilterBar } from '../staff/StaffList';
import { useReport } from './api';

/**
 * receiptsreports / renewalreports (docs/payments.md#staff): a date range (IST), grouping by day or month, totals, a bar
 * chart of the amount (MUI X Charts), the split by plan, and the CSV of exactly those payments.
 */
export function PaymentReport({ kind }: { kind: 'receipts' | 'renewals' }) {
  const { t, i18n } = useTranslation('admin');
  const [from, setFrom] = useState(reportDefaultFrom);
  const [to, setTo] = useState(() => todayIST());
  const [group, setGroup] = useState<'day' | 'month'>('day');
  const report = useReport(kind, { from, to, group });
  const theme = useTheme();
  const bad = from > to;
  const rangeFilters = useReportRangeFilters(bad, ['day', 'month']);
  const d = report.data;
  return (
    <Stack spacing={2}>
      <StaffFilterBar
        filters={rangeFilters}
        values={{ from, to, group }}
        onChange={(patch) => {
          if (patch.from !== undefined) setFrom(patch.from);
          if (patch.to !== undefined) setTo(patch.to);
          if (patch.group) setGroup(patch.group as 'day' | 'month');
        }}
        actions={
          <CsvButton
            label={t('common.csv')}
            disabled={bad}
            onClick={() =>
              downloadListCsv(
                '/api/admin/payments.csv',
                {
                  status: 'paid',
                  kind: kind === 'renewals' ? 'renewal' : 'all',
                  from,
                  to,
                  sort: 'paid_at',
                  dir: 'asc',
                },
                'payments',
              )
            }
          />
        }
      />
      {kind === 'renewals' && (
        <Typography variant="body2" color="text.secondary">
          {t('report.renewalsExplain')}
        </Typography>
      )}
      {report.isError && <Alert severity="error">{report.error.message}</Alert>}
      {!d && !report.isError && !bad && <Skeleton variant="rounded" height={300} />}
      {d && (
        <>
          <ReportFigures
            figures={[
              {
                label: kind === 'receipts' ? t('report.receipts') : t('report.renewals'),
                value: d.totals.count,
              },
              { label: t('common.amount'), value: formatRupees(d.totals.amount_paise) },
            ]}
          />
          <ReportChartCard empty={d.series.length === 0}>
            <BarChart
              height={300}
              xAxis={[{ scaleType: 'band', data: d.series.map((s) => periodLabel(s.period, i18n.language)) }]}
              series={[
                {
                  data: d.series.map((s) => s.amount_paise / 100),
                  label: t('report.amountRupees'),
                  color: theme.palette.primary.main,
                  valueFormatter: (v) => (v == null ? '' : formatRupees(Math.round(v * 100))),
                },
              ]}
            />
          </ReportChartCard>
          {d.by_plan.length > 0 && (
            <ScrollTable label={t('report.byPlan')}>
              <TableHeadRow
                cells={[
                  t('common.plan'),
                  { label: t('report.count'), align: 'right' },
                  { label: t('common.amount'), align: 'right' },
                ]}
              />
              <TableBody>
                {d.by_plan.map((r) => (
                  <TableRow key={r.plan}>
                    <TableCell>{r.plan}</TableCell>
                    <TableCell align="right">{r.count}</TableCell>
                    <TableCell align="right">{formatRupees(r.amount_paise)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * A report period for people (docs/first-impressions.md#details-members-notice: one date format): 'YYYY-MM-DD' → '23 Nov 2026',
 * 'YYYY-MM' → 'Nov 2026' in the shown language.
 */
function periodLabel(period: string, lang: string): string {
  if (period.length === 10) return formatDate(period);
  const d = new Date(`${period}-01T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return period;
  const locale = lang.startsWith('kn') ? 'kn-IN' : 'en-IN';
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d);
}
