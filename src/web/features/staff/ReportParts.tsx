import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
