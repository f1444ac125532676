import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DateField } from '../../components/DateField';
import { EmptyRow, ScrollTable } from '../../components/ScrollTable';
import { SearchField } from '../admin/SearchField';
import { FilterBox, Filters, OptionSelect } from '../payouts/parts';

/**
 * One column of a staff list: its header and how a row shows in it. `sortKey`: the server's allow-listed
 * sort key for the column (decision 157); the header then sorts on a click.
 */
export type StaffColumn<R> = {
  key: string;
  header: string;
  render: (row: R) => ReactNode;
  align?: 'right';
  sortKey?: string;
  /** The table header's content instead of `header` (a select-all checkbox); phones' cards keep `header`. */
  head?: ReactNode;
  /** 'checkbox': the narrow cell of a selection column. */
  padding?: 'checkbox';
};

/**
 * One filter of a staff list's filter bar, described as data (decision 157); each edits `values[name]`
 * (dates as 'YYYY-MM-DD', '' for none):
 * - text: a search box that reports after typing stops; `wide` takes the row on phones
 * - select: fixed options `[value, label]`
 * - dates: a from–to pair editing `values[from]` and `values[to]`; with `error` given (a report that checks
 *   the pair), both keep room for a line under them and the from field shows a non-empty `error`
 * - custom: a control of the page's own (e.g. a promoter picker) given the value and a setter
 */
export type StaffFilter =
  | { kind: 'text'; name: string; label: string; placeholder?: string }
  | { kind: 'select'; name: string; label: string; options: [string, string][] }
  | { kind: 'dates'; from: string; to: string; error?: string }
  | { kind: 'custom'; name: string; render: (value: string, set: (v: string) => void) => ReactNode };

/** A server sort: the column's `sortKey` and a direction. */
export type StaffSort = { key: string; dir: 'asc' | 'desc' };

/**
 * The filter bar of a staff list (decision 157): the filters of `filters` in order, then `actions`
 * (e.g. the CSV button). Every change reports `{ [name]: value }` to `onChange`.
 */
export function StaffFilterBar(props: {
  filters: StaffFilter[];
  values: Record<string, string>;
  onChange: (patch: Record<string, string>) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { values, onChange } = props;
  return (
    <Filters>
      {props.filters.map((f) => {
        switch (f.kind) {
          case 'text':
            return (
              <FilterBox key={f.name} wide>
                <SearchField
                  value={values[f.name] ?? ''}
                  label={f.label}
                  placeholder={f.placeholder}
                  onChange={(v) => onChange({ [f.name]: v })}
                />
              </FilterBox>
            );
          case 'select':
            return (
              <OptionSelect
                key={f.name}
                label={f.label}
                value={values[f.name] ?? ''}
                options={f.options}
                onChange={(v) => onChange({ [f.name]: v })}
              />
            );
          case 'dates':
            return [f.from, f.to].map((name, i) => (
              <FilterBox key={name}>
                <DateField
                  size="small"
                  name={name}
                  label={i === 0 ? t('staff.list.from') : t('staff.list.to')}
                  value={values[name] ?? ''}
                  onChange={(v) => onChange({ [name]: v })}
                  {...(f.error !== undefined && {
                    error: i === 0 && f.error !== '',
                    helperText: (i === 0 && f.error) || ' ',
                  })}
                />
              </FilterBox>
            ));
          default:
            return (
              <Box key={f.name} sx={{ display: 'contents' }}>
                {f.render(values[f.name] ?? '', (v) => onChange({ [f.name]: v }))}
              </Box>
            );
        }
      })}
      {props.actions}
    </Filters>
  );
}

/**
 * The CSV button of a staff list or report (decision 157): `onClick` downloads the file of the same
 * filters; its refusal is toasted. `disabled` while the filters cannot be sent (a reversed date range);
 * `label` instead of "Download CSV".
 */
export function CsvButton(props: { onClick: () => Promise<unknown>; disabled?: boolean; label?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      disabled={props.disabled}
      onClick={() => props.onClick().catch((e: Error) => toast.error(e.message))}
      sx={{ minHeight: 40 }}
    >
      {props.label ?? t('staff.list.csv')}
    </Button>
  );
}

/**
 * THE staff list (decisions 130, 157): a server-paged table on tablets and desktops and one card per row
 * on phones (375 px), with loading, empty and error states. `label`: what the list holds, translated
 * (the table's and region's name). `page` is 1-based. `card`: the phone card's content for a row
 * (defaults to every column, stacked). Optional: `filters` (a filter bar described as data, editing
 * `values` through `onFilters`), `sort`/`onSort` (server sorting by the columns' `sortKey`; on phones a
 * "Sort by" select), `onCsv` (a CSV button given the same filter values), `actions` (more buttons at
 * the end of the filter bar), `summary` (figures of the same filters, between the bar and the list) and
 * `pageSizes` (the first is the usual one).
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
  filters?: StaffFilter[];
  values?: Record<string, string>;
  onFilters?: (patch: Record<string, string>) => void;
  sort?: StaffSort | null;
  onSort?: (sort: StaffSort) => void;
  onCsv?: (values: Record<string, string>) => Promise<unknown>;
  actions?: ReactNode;
  pageSizes?: number[];
  summary?: ReactNode;
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
      // on phones the rows-per-page select is left out so the page arrows fit in 375 px
      rowsPerPageOptions={phone ? [] : (props.pageSizes ?? [20, 50, 100])}
      labelRowsPerPage={t('staff.list.rows')}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: phone ? 0 : undefined } }}
      onPageChange={(_, page) => props.onPage(page + 1)}
      onRowsPerPageChange={(ev) => props.onPageSize(Number(ev.target.value))}
    />
  );
  const values = props.values ?? {};
  const { onCsv, onSort, sort } = props;
  const sortable = onSort ? columns.filter((c) => c.sortKey) : [];
  const csv = onCsv && <CsvButton onClick={() => onCsv(values)} />;
  const phoneSort = phone && onSort && sortable.length > 0 && (
    <OptionSelect
      label={t('staff.list.sortBy')}
      value={sort ? `${sort.key}:${sort.dir}` : ''}
      options={sortable.flatMap((c): [string, string][] => [
        [`${c.sortKey}:asc`, `${c.header} ↑`],
        [`${c.sortKey}:desc`, `${c.header} ↓`],
      ])}
      onChange={(v) => {
        const [key, dir] = v.split(':');
        onSort({ key, dir: dir === 'desc' ? 'desc' : 'asc' });
      }}
    />
  );
  const bar = (props.filters || csv || props.actions || phoneSort) && (
    <StaffFilterBar
      filters={props.filters ?? []}
      values={values}
      onChange={(patch) => props.onFilters?.(patch)}
      actions={
        <>
          {phoneSort}
          {csv}
          {props.actions}
        </>
      }
    />
  );
  const body = list();
  return bar || props.summary ? (
    <>
      {bar}
      {props.summary}
      {body}
    </>
  ) : (
    body
  );

  function header(c: StaffColumn<R>) {
    if (c.head) return c.head;
    if (!onSort || !c.sortKey) return c.header;
    const active = sort?.key === c.sortKey;
    return (
      <TableSortLabel
        active={active}
        direction={active ? sort?.dir : 'asc'}
        onClick={() =>
          onSort({ key: c.sortKey as string, dir: active && sort?.dir === 'asc' ? 'desc' : 'asc' })
        }
      >
        {c.header}
      </TableSortLabel>
    );
  }

  function list() {
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
              <TableCell
                key={c.key}
                align={c.align}
                padding={c.padding}
                sortDirection={sort && onSort && c.sortKey && sort.key === c.sortKey ? sort.dir : false}
              >
                {header(c)}
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
          {!props.loading && rows.length === 0 && <EmptyRow colSpan={columns.length}>{empty}</EmptyRow>}
          {!props.loading &&
            rows.map((r) => (
              <TableRow key={props.rowKey(r)} hover>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align} padding={c.padding}>
                    {c.render(r)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
        </TableBody>
      </ScrollTable>
    );
  }
}
