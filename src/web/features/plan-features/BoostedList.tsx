import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/QueryError';
import { ScrollTable, TableHeadRow } from '../../components/ScrollTable';
import { formatDateTime, formatNumber } from '../../format';
import { useBoostedProfiles } from './api';

/**
 * Profiles boosted now (docs/plan-features.md#profile-boost): staff see every one, a promoter their referrals
 * (SPEC §2 promoter drawer "Boosted Profiles"). Registration number, name, until when, views so far.
 */
export function BoostedList({ who }: { who: 'admin' | 'promoter' }) {
  const { t } = useTranslation('member');
  const q = useBoostedProfiles(who);
  if (q.isPending) return <Skeleton variant="rounded" height={160} />;
  if (q.isError) return <QueryError query={q} />;
  if (q.data.length === 0) return <Alert severity="info">{t('promises.boosted.empty')}</Alert>;
  return (
    <ScrollTable label={t('promises.boosted.title')}>
      <TableHeadRow
        cells={[
          t('promises.boosted.regNo'),
          t('promises.boosted.name'),
          t('promises.boosted.until'),
          { label: t('promises.boosted.views'), align: 'right' },
        ]}
      />
      <TableBody>
        {q.data.map((p) => (
          <TableRow key={p.registration_no}>
            <TableCell>{p.registration_no}</TableCell>
            <TableCell>{p.name}</TableCell>
            <TableCell>{formatDateTime(p.boosted_until)}</TableCell>
            <TableCell align="right">{formatNumber(p.views)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
