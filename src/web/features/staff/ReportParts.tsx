import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIST } from '../../../shared/dates';
import type { StaffFilter } from './StaffList';

/** The start of a staff report's default range, the last 30 days: 29 days before today (IST, 'YYYY-MM-DD'). */
export const reportDefaultFrom = (): string => todayIST(new Date(Date.now() - 29 * 86_400_000));

/**
 * A staff report's first two filters (docs/staff.md#userreports, docs/payments.md#staff): the IST date
 * range `from`–`to`, with "after the end" under it when `reversed`, and `group`, its periods, offered in
 * the order of `groups`.
 */
export function useReportRangeFilters(
  reversed: boolean,
  groups: readonly ('day' | 'week' | 'month')[],
): StaffFilter[] {
  const { t } = useTranslation('admin');
  const groupLabel = { day: t('report.day'), week: t('userReports.week'), month: t('report.month') };
  return [
    { kind: 'dates', from: 'from', to: 'to', error: reversed ? t('report.afterEnd') : '' },
    {
      kind: 'select',
      name: 'group',
      label: t('report.groupBy'),
      options: groups.map((g) => [g, groupLabel[g]]),
    },
  ];
}

/**
 * A staff report's totals (docs/staff.md#userreports, docs/payments.md#staff): one outlined card a figure,
 * side by side, each its label over its value.
 */
export function ReportFigures({ figures }: { figures: { label: string; value: ReactNode }[] }) {
  return (
    <Stack direction="row" spacing={1.5}>
      {figures.map((f) => (
        <Card key={f.label} variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {f.label}
            </Typography>
            <Typography variant="h5" component="p">
              {f.value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * A staff report's chart in an outlined card (docs/staff.md#userreports): `children` (the chart), or
 * "Nothing in this period." when `empty`.
 */
export function ReportChartCard({ empty, children }: { empty: boolean; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Card variant="outlined">
      <CardContent>
        {empty ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {t('report.nothing')}
          </Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
