import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { mayRefund } from '../../../shared/policies/payments';
import type { PaymentListQuery, StaffPayment } from '../../../shared/schemas/staff-payments';
import { DateField } from '../../components/DateField';
import { SelectInput } from '../../components/FormInputs';
import { QueryError } from '../../components/QueryError';
import { toastAnswer } from '../../components/toastAnswer';
import { downloadListCsv } from '../../download';
import { formatDate, formatDateTime, formatRupees } from '../../format';
import { SearchField } from '../admin/SearchField';
import { downloadReceipt, PaymentStatusChip } from '../payments';
import { CsvButton } from '../staff/StaffList';
import { usePaymentActions, usePaymentList } from './api';
import { PaidPlanSelect } from './PaidPlanSelect';
import { useGridText, usePaymentMode } from './words';

/** The status filter; each label is `grid.statuses.<value>` in the `admin` catalogue. */
const STATUSES = [
  'all',
  'paid',
  'open',
  'created',
  'incomplete',
  'failed',
  'resolved',
  'credited',
  'refunded',
] as const;

type Fixed = Partial<PaymentListQuery>;

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 140 }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * The staff payment list (docs/payments.md#staff: onlinetransaction, assistance, receiptsvocher): filters (date range,
 * plan, status, promoter), search, totals over the filtered set, a server-mode DataGrid (paging and
 * sorting on the server), receipt PDFs, Retry verification / Resolve with a note, and the CSV of exactly
 * the filtered rows. `fixed` pins filters a page stands for (e.g. channel online, plan Assistance).
 */
export function PaymentsGrid({ fixed, hide = [] }: { fixed: Fixed; hide?: ('plan' | 'status')[] }) {
  const { t } = useTranslation('admin');
  const paymentMode = usePaymentMode();
  const gridText = useGridText();
  // A link may open the list on one status (the dashboard's pending work: ?status=incomplete, decision 156).
  const [params] = useSearchParams();
  const [filters, setFilters] = useState(() => {
    const wanted = params.get('status') ?? '';
    const status = (STATUSES as readonly string[]).includes(wanted) ? wanted : 'all';
    return { from: '', to: '', plan: '', status, promoter: '', q: '' };
  });
  const { from, to, plan, status, promoter, q } = filters;
  const [model, setModel] = useState({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'created_at', sort: 'desc' }]);
  const [resolving, setResolving] = useState<StaffPayment | null>(null);
  const [note, setNote] = useState('');
  const query: PaymentListQuery = {
    status: status as PaymentListQuery['status'],
    plan,
    promoter,
    from: from || undefined,
    to: to || undefined,
    q,
    sort: (sort[0]?.field ?? 'created_at') as PaymentListQuery['sort'],
    dir: sort[0]?.sort ?? 'desc',
    page: model.page + 1,
    pageSize: model.pageSize,
    ...fixed,
  };
  const list = usePaymentList(query);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const { retry, resolve, refund, applyCredit } = usePaymentActions();
  // The note dialog closes an open order (resolve) or records a refund of a credited payment (decision 110).
  const [noteAction, setNoteAction] = useState<'resolve' | 'refund'>('resolve');
  const closing = noteAction === 'refund' ? refund : resolve;
  const reset = () => setModel((m) => ({ ...m, page: 0 }));
  /** Changes filters and goes back to the first page. */
  const filter = (patch: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    reset();
  };

  /** Opens the note dialog to resolve an open order or refund a payment. */
  const noteButton = (r: StaffPayment, action: 'resolve' | 'refund') => (
    <Button
      size="small"
      color="warning"
      onClick={() => {
        setNoteAction(action);
        setResolving(r);
      }}
    >
      {t(action === 'refund' ? 'grid.refund' : 'grid.resolve')}
    </Button>
  );
  // Decision 185: a paid or credited payment may be refunded (mayRefund).
  const refundButton = (r: StaffPayment) => mayRefund(r.status) && noteButton(r, 'refund');

  const actionsFor = (r: StaffPayment) => {
    if (r.status === 'paid') {
      return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Tooltip title={t('grid.receiptTip', { receipt: r.receipt_no ?? '' })}>
            <IconButton
              aria-label={t('common.downloadReceipt', { receipt: r.receipt_no ?? '' })}
              onClick={() =>
                downloadReceipt(r.id, r.receipt_no).catch((e) => toast.error((e as Error).message))
              }
            >
              <DownloadRounded />
            </IconButton>
          </Tooltip>
          {refundButton(r)}
        </Stack>
      );
    }
    if (r.status === 'resolved' || r.status === 'refunded')
      return <Typography variant="caption">{r.note}</Typography>;
    if (r.status === 'credited') {
      return (
        <Stack direction="row" spacing={0.5}>
          <Button
            size="small"
            disabled={applyCredit.isPending}
            onClick={() => applyCredit.mutate(r.id, toastAnswer)}
          >
            {t('grid.applyCredit')}
          </Button>
          {refundButton(r)}
        </Stack>
      );
    }
    return (
      <Stack direction="row" spacing={0.5}>
        {r.provider !== 'offline' && (
          <Button size="small" disabled={retry.isPending} onClick={() => retry.mutate(r.id, toastAnswer)}>
            {t('grid.retry')}
          </Button>
        )}
        {noteButton(r, 'resolve')}
      </Stack>
    );
  };

  const columns: GridColDef<StaffPayment>[] = [
    {
      field: 'created_at',
      headerName: t('common.date'),
      width: 170,
      valueGetter: (_v, r) => r.paid_at ?? r.created_at,
      valueFormatter: (v) => formatDateTime(v as string),
    },
    {
      field: 'receipt_no',
      headerName: t('grid.receipt'),
      width: 170,
      valueFormatter: (v) => (v as string) ?? '—',
    },
    {
      field: 'member',
      headerName: t('common.member'),
      sortable: false,
      flex: 1,
      minWidth: 180,
      renderCell: (p) => (
        <Box sx={{ lineHeight: 1.3, py: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {p.row.member_name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {p.row.registration_no}
          </Typography>
        </Box>
      ),
    },
    { field: 'plan_name', headerName: t('common.plan'), width: 110, sortable: false },
    {
      field: 'amount_paise',
      headerName: t('common.amount'),
      width: 110,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v) => formatRupees(v as number),
    },
    {
      field: 'mode',
      headerName: t('common.mode'),
      width: 120,
      sortable: false,
      valueGetter: (_v, r) => paymentMode(r),
    },
    {
      field: 'status',
      headerName: t('common.status'),
      width: 140,
      sortable: false,
      renderCell: (p) => <PaymentStatusChip status={p.row.status} />,
    },
    {
      field: 'promo_code',
      headerName: t('grid.promo'),
      width: 110,
      sortable: false,
      valueFormatter: (v) => (v as string) ?? '',
    },
    {
      field: 'actions',
      headerName: '',
      width: 200,
      sortable: false,
      renderCell: (p) => actionsFor(p.row),
    },
  ];

  const totals = list.data?.totals;
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', '& > .MuiFormControl-root': { flex: '1 1 150px', minWidth: 150 } }}
      >
        <DateField
          label={t('common.from')}
          name="from"
          size="small"
          fullWidth={false}
          value={from}
          onChange={(v) => filter({ from: v })}
        />
        <DateField
          label={t('common.to')}
          name="to"
          size="small"
          fullWidth={false}
          value={to}
          onChange={(v) => filter({ to: v })}
        />
        {!hide.includes('plan') && <PaidPlanSelect value={plan} onChange={(v) => filter({ plan: v })} />}
        {!hide.includes('status') && (
          <SelectInput
            label={t('common.status')}
            size="small"
            value={status}
            onChange={(e) => filter({ status: e.target.value })}
            sx={{ minWidth: 160 }}
            options={STATUSES.map((s) => ({ value: s, label: t(`grid.statuses.${s}`) }))}
          />
        )}
        <TextField
          label={t('grid.promoter')}
          size="small"
          value={promoter}
          onChange={(e) => filter({ promoter: e.target.value.toUpperCase() })}
        />
        <SearchField
          value={q}
          placeholder={t('common.searchPlaceholder')}
          onChange={(v) => filter({ q: v })}
        />
        <CsvButton
          label={t('common.csv')}
          onClick={() =>
            downloadListCsv('/api/admin/payments.csv', query as Record<string, string>, 'payments')
          }
        />
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Total label={t('grid.payments')} value={totals ? String(totals.count) : '…'} />
        <Total label={t('grid.paid')} value={totals ? String(totals.paid_count) : '…'} />
        <Total label={t('grid.received')} value={totals ? formatRupees(totals.paid_paise) : '…'} />
        {/* Decision 106: test payments are not money; shown apart, only when there are any. */}
        {totals && totals.test_count > 0 && (
          <Total
            label={t('grid.testPayments', { count: totals.test_count })}
            value={formatRupees(totals.test_paise)}
          />
        )}
      </Stack>
      {list.isError && !list.data ? (
        <QueryError query={list} />
      ) : phone ? (
        <Stack
          spacing={1.5}
          component="ul"
          sx={{ p: 0, m: 0, listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {list.data?.payments.length === 0 && (
            // An Alert's role (status) would replace the <li>'s listitem role (axe list rule).
            <li>
              <Alert severity="info">{t('grid.noRows')}</Alert>
            </li>
          )}
          {list.data?.payments.map((r) => (
            <Card component="li" variant="outlined" key={r.id}>
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{r.member_name}</Typography>
                  <Typography sx={{ fontWeight: 600 }}>{formatRupees(r.amount_paise)}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {r.registration_no} · {r.plan_name} · {formatDate(r.paid_at ?? r.created_at)}
                </Typography>
                {r.receipt_no && <Typography variant="body2">{r.receipt_no}</Typography>}
                <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                  <PaymentStatusChip status={r.status} />
                  {actionsFor(r)}
                </Stack>
              </CardContent>
            </Card>
          ))}
          <Stack
            component="li"
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Button disabled={model.page === 0} onClick={() => setModel({ ...model, page: model.page - 1 })}>
              {t('common.previous')}
            </Button>
            <Typography variant="body2">
              {t('common.pageOf', {
                page: model.page + 1,
                pages: Math.max(1, Math.ceil((list.data?.total ?? 0) / model.pageSize)),
              })}
            </Typography>
            <Button
              disabled={(model.page + 1) * model.pageSize >= (list.data?.total ?? 0)}
              onClick={() => setModel({ ...model, page: model.page + 1 })}
            >
              {t('common.next')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Box sx={{ width: '100%', bgcolor: 'background.paper', borderRadius: 1 }}>
          <DataGrid
            autoHeight
            rows={list.data?.payments ?? []}
            columns={columns}
            loading={!list.data || list.isPlaceholderData}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            rowCount={list.data?.total ?? 0}
            paginationModel={model}
            onPaginationModelChange={setModel}
            sortModel={sort}
            onSortModelChange={(s) => {
              setSort(s);
              reset();
            }}
            pageSizeOptions={[10, 25, 50, 100]}
            disableRowSelectionOnClick
            disableColumnFilter
            getRowHeight={() => 'auto'}
            columnVisibilityModel={
              phone ? { receipt_no: false, plan_name: false, mode: false, promo_code: false } : {}
            }
            localeText={{ ...gridText, noRowsLabel: t('grid.noRows') }}
          />
        </Box>
      )}
      <Dialog open={!!resolving} onClose={() => setResolving(null)} fullWidth maxWidth="xs">
        <DialogTitle>{noteAction === 'refund' ? t('grid.refundTitle') : t('grid.resolveTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t(noteAction === 'refund' ? 'grid.refundExplain' : 'grid.resolveExplain', {
              payment: resolving
                ? `${resolving.member_name} · ${formatRupees(resolving.amount_paise)} · ${formatDate(resolving.created_at)}`
                : '',
            })}
            {noteAction === 'refund' && resolving?.status === 'paid' && ` ${t('grid.refundPaidExplain')}`}
          </Typography>
          <TextField
            label={t('common.note')}
            multiline
            minRows={2}
            fullWidth
            value={note}
            onChange={(e) => setNote(e.target.value)}
            helperText={noteAction === 'refund' ? t('grid.refundHelp') : t('grid.resolveHelp')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResolving(null)}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            disabled={note.trim().length < 3 || closing.isPending}
            onClick={() =>
              resolving &&
              closing.mutate(
                { id: resolving.id, note },
                toastAnswer.andThen(() => {
                  setResolving(null);
                  setNote('');
                }),
              )
            }
          >
            {noteAction === 'refund' ? t('grid.refund') : t('grid.resolve')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
