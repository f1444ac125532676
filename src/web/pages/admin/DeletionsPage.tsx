import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/QueryError';
import { ScrollTable, TableHeadRow } from '../../components/ScrollTable';
import { PageHeader } from '../../features/admin/PageHeader';
import { useDeletionQueue } from '../../features/privacy/api';
import { formatDate } from '../../format';

/** /admin/deletions (docs/data-rights.md): accounts waiting to be erased (soonest first) and the ones erased. */
export default function DeletionsPage() {
  const { t } = useTranslation('privacy');
  const q = useDeletionQueue();
  return (
    <>
      <PageHeader title={t('admin.deletionsTitle')} subtitle={t('admin.deletionsIntro')} />
      {q.isPending && <Skeleton variant="rounded" height={200} />}
      {q.isError && <QueryError query={q} />}
      {q.data && q.data.length === 0 && <Alert severity="info">{t('admin.noDeletions')}</Alert>}
      {q.data && q.data.length > 0 && (
        <ScrollTable label={t('admin.deletionsTitle')}>
          <TableHeadRow
            cells={[
              t('admin.regNo'),
              t('admin.name'),
              t('admin.askedOn'),
              t('admin.erasedOn'),
              t('admin.state'),
            ]}
          />
          <TableBody>
            {q.data.map((d) => (
              <TableRow key={d.registration_no}>
                <TableCell>{d.registration_no}</TableCell>
                <TableCell>
                  {d.name || <Typography color="text.secondary">{t('admin.erasedName')}</Typography>}
                </TableCell>
                <TableCell>{formatDate(d.requested_at)}</TableCell>
                <TableCell>{formatDate(d.erased_at ?? d.due_at)}</TableCell>
                <TableCell>
                  {d.erased_at ? (
                    <Chip size="small" label={t('admin.erased')} />
                  ) : (
                    <Chip size="small" color="warning" label={t('admin.grace')} />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </>
  );
}
