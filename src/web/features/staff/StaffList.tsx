import {
  Alert,
  Card,
  CardContent,
  Skeleton,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../components/ScrollTable';

/** One column of a staff list: its header and how a row shows in it. */
export type StaffColumn<R> = { key: string; header: string; render: (row: R) => ReactNode; align?: 'right' };

/**
 * One staff list (decision 130; used by the staff team and resetpass pages): a server-paged table on
 * tablets and desktops and one card per row on phones (375 px), with loading, empty and error states.
 * `label`: what the list holds, translated (the table's and region's name). `page` is 1-based.
 * `card`: the phone card's content for a row (defaults to every column, stacked).
 */
export function StaffList<R>(props: {
  label: string;
  columns: StaffColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  loading: boolean;
  error?: Error | null;
  empty?: ReactNode;
  card?: (row: R) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { columns, rows } = props;
  const empty = props.empty ?? t('staff.list.empty');
  const pager = (
    <TablePagination
      component="div"
      count={props.total}
      page={props.page - 1}
      rowsPerPage={props.pageSize}
      rowsPerPageOptions={[20, 50, 100]}
      labelRowsPerPage={t('staff.list.rows')}
      onPageChange={(_, page) => props.onPage(page + 1)}
      onRowsPerPageChange={(ev) => props.onPageSize(Number(ev.target.value))}
    />
  );
  if (props.error) return <Alert severity="error">{props.error.message}</Alert>;

  if (phone) {
    return (
      <Stack spacing={1.5} component="section" aria-label={props.label} aria-busy={props.loading}>
        {props.loading && [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={96} />)}
        {!props.loading && rows.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            {empty}
          </Typography>
        )}
        {!props.loading &&
          rows.map((r) => (
            <Card key={props.rowKey(r)} variant="outlined" component="article">
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                {props.card ? (
                  props.card(r)
                ) : (
                  <Stack spacing={0.75}>
                    {columns.map((c) => (
                      <div key={c.key}>
                        <Typography variant="caption" color="text.secondary">
                          {c.header}
                        </Typography>
                        <div>{c.render(r)}</div>
                      </div>
                    ))}
                  </Stack>
                )}
              </CardContent>
            </Card>
          ))}
        {pager}
      </Stack>
    );
  }

  return (
    <ScrollTable label={props.label} footer={pager}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.align}>
              {c.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody aria-busy={props.loading}>
        {props.loading &&
          [0, 1, 2].map((i) => (
            <TableRow key={i}>
              <TableCell colSpan={columns.length}>
                <Skeleton />
              </TableCell>
            </TableRow>
          ))}
        {!props.loading && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={columns.length}>
              <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                {empty}
              </Typography>
            </TableCell>
          </TableRow>
        )}
        {!props.loading &&
          rows.map((r) => (
            <TableRow key={props.rowKey(r)} hover>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align}>
                  {c.render(r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
      </TableBody>
    </ScrollTable>
  );
}
