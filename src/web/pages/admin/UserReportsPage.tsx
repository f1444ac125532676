import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BarChart } from '@mui/x-charts/BarChart';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIST } from '../../../shared/dates';
import { INDIAN_STATES } from '../../../shared/options/places';
import { REPORT_SPLITS, type ReportSplit } from '../../../shared/schemas/reports';
import { ScrollTable } from '../../components/ScrollTable';
import { useOptionLabel } from '../../components/useOptionLabel';
import { usePlanName } from '../../components/usePlanName';
import { downloadListCsv } from '../../download';
import { useStatusLabel } from '../../features/admin/format';
import { PageHeader } from '../../features/admin/PageHeader';
import { useMemberFilters } from '../../features/staff/memberFilters';
import {
  ReportChartCard,
  ReportFigures,
  reportDefaultFrom,
  useReportRangeFilters,
} from '../../features/staff/ReportParts';
import { type ReportQuery, useRegistrationReport } from '../../features/staff/reportsApi';
import { CsvButton, StaffFilterBar } from '../../features/staff/StaffList';
import { formatDate } from '../../format';
import i18n from '../../i18n';

/**
 * /admin/userreports (SPEC §2, docs/staff.md#userreports): registrations and members by IST date range and
 * grouping (day, week from Monday, month), split by kind, gender, state, district, status or plan, as a
 * stacked bar chart (MUI X Charts) and a table; the CSV holds exactly the table's rows. Needs the members
 * permission (STAFF_PAGES).
 */
export default function UserReportsPage() {
  const { t } = useTranslation('admin');
  const optionLabel = useOptionLabel();
  const planName = usePlanName();
  const statusLabel = useStatusLabel();
  const memberFilters = useMemberFilters();
  const [q, setQ] = useState<ReportQuery>(() => ({
    from: reportDefaultFrom(),
    to: todayIST(),
    group: 'day',
    split: 'none',
    kind: 'all',
    gender: '',
    state: '',
    district: '',
    status: '',
    plan: '',
  }));
  const set = (patch: Partial<ReportQuery>) => setQ((x) => ({ ...x, ...patch }));
  const bad = q.from > q.to;
  const rangeFilters = useReportRangeFilters(bad, ['day', 'week', 'month']);
  const report = useRegistrationReport(q, !bad);
  const d = report.data;

  /** A split value for people: the option's, status's or plan's label; "Not given" for ''. */
  const valueLabel = useCallback(
    (v: string) => {
      if (q.split === 'none') return t('userReports.all');
      if (!v) return t('userReports.notGiven');
      if (q.split === 'kind') return v === 'promoter' ? t('userReports.promoters') : t('userReports.members');
      if (q.split === 'gender') return optionLabel('gender', v);
      if (q.split === 'state') return optionLabel('state', v);
      if (q.split === 'district') return optionLabel('district', v);
      if (q.split === 'status') return statusLabel(v);
      return planName(v);
    },
    [q.split, t, optionLabel, statusLabel, planName],
  );

  const chart = useMemo(() => {
    if (!d) return null;
    const periods = [...new Set(d.rows.map((r) => r.period))];
    const values = [...new Set(d.rows.map((r) => r.value))];
    const series = values.map((v) => ({
      label: valueLabel(v),
      stack: 'all',
      data: periods.map((p) => d.rows.find((r) => r.period === p && r.value === v)?.registrations ?? 0),
    }));
    return { periods: periods.map((p) => periodLabel(p, q.group, t)), series };
  }, [d, q.group, valueLabel, t]);

  const splitLabels: Record<ReportSplit, string> = {
    none: t('userReports.split.none'),
    kind: t('userReports.split.kind'),
    gender: t('userReports.split.gender'),
    state: t('userReports.split.state'),
    district: t('userReports.split.district'),
    status: t('userReports.split.status'),
    plan: t('userReports.split.plan'),
  };

  return (
    <>
      <PageHeader title={t('userReports.title')} subtitle={t('userReports.subtitle')} />
      <StaffFilterBar
        filters={[
          ...rangeFilters,
          {
            kind: 'select',
            name: 'split',
            label: t('userReports.splitBy'),
            options: REPORT_SPLITS.map((s) => [s, splitLabels[s]]),
          },
          {
            kind: 'select',
            name: 'kind',
            label: t('userReports.kind'),
            options: [
              ['all', t('userReports.everyone')],
              ['member', t('userReports.members')],
              ['promoter', t('userReports.promoters')],
            ],
          },
          memberFilters.gender(t('userReports.gender')),
          {
            kind: 'select',
            name: 'state',
            label: t('userReports.state'),
            options: [
              ['', t('userReports.any')],
              ...INDIAN_STATES.map((s) => [s, optionLabel('state', s)] as [string, string]),
            ],
          },
          {
            kind: 'select',
            name: 'status',
            label: t('common.status'),
            options: [
              ['', t('userReports.any')],
              ...(['pending', 'active', 'inactive', 'rejected'] as const).map(
                (s) => [s, statusLabel(s)] as [string, string],
              ),
            ],
          },
          memberFilters.plan(),
        ]}
        values={q}
        onChange={(patch) => set(patch as Partial<ReportQuery>)}
        actions={
          <CsvButton
            label={t('common.csv')}
            disabled={bad || !d}
            onClick={() => downloadListCsv('/api/admin/reports/registrations.csv', q, 'registrations')}
          />
        }
      />
      {report.isError && <Alert severity="error">{report.error.message}</Alert>}
      {!d && !report.isError && !bad && <Skeleton variant="rounded" height={300} />}
      {d && chart && (
        <Stack spacing={2} aria-busy={report.isFetching}>
          <ReportFigures
            figures={[
              { label: t('userReports.registrations'), value: d.totals.registrations },
              { label: t('userReports.membersAtEnd'), value: d.totals.members },
            ]}
          />
          <ReportChartCard empty={d.rows.length === 0}>
            <BarChart
              height={300}
              xAxis={[{ scaleType: 'band', data: chart.periods }]}
              series={chart.series}
              hideLegend={q.split === 'none'}
            />
          </ReportChartCard>
          {d.rows.length > 0 && (
            <ScrollTable label={t('userReports.table')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('userReports.period')}</TableCell>
                  {q.split !== 'none' && <TableCell>{splitLabels[q.split]}</TableCell>}
                  <TableCell align="right">{t('userReports.registrations')}</TableCell>
                  <TableCell align="right">{t('userReports.members')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {d.rows.map((r) => (
                  <TableRow key={`${r.period}|${r.value}`}>
                    <TableCell>{periodLabel(r.period, q.group, t)}</TableCell>
                    {q.split !== 'none' && <TableCell>{valueLabel(r.value)}</TableCell>}
                    <TableCell align="right">{r.registrations}</TableCell>
                    <TableCell align="right">{r.members}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
        </Stack>
      )}
    </>
  );
}

/** A period for people: a day as '23 Nov 2026', a week as 'Week of 23 Nov 2026', a month as 'Nov 2026'. */
function periodLabel(
  period: string,
  group: ReportQuery['group'],
  t: (k: 'userReports.weekOf', v: { date: string }) => string,
): string {
  if (group === 'day') return formatDate(period);
  if (group === 'week') return t('userReports.weekOf', { date: formatDate(period) });
  const d = new Date(`${period}T00:00:00Z`);
  const locale = i18n.language?.startsWith('kn') ? 'kn-IN' : 'en-IN';
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d);
}
