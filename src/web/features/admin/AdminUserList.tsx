import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMobile } from '../../../shared/phone-format';
import { planName } from '../../../shared/plan-names';
import type { AdminUserRow, UserSortKey } from '../../../shared/schemas/admin';
import { QueryError } from '../../components/QueryError';
import { usePlanName } from '../../components/usePlanName';
import { formatDate } from '../../format';
import { CaptionLine } from '../staff/CaptionLine';
import { useGridText } from '../staff-payments/words';
import { type UserFilter, type UserSort, useAdminUsers } from './api';
import { fullName, place, planLabel, useAgeGender } from './format';
import { ACTIONS, type ActionKind, actionsFor } from './MemberActions';
import { StatusChip } from './StatusChip';

const PAGE_SIZES = [10, 20, 50, 100];

export type AdminUserListProps = {
  status: UserFilter;
  q: string;
  /** Shown when nothing matches. */
  emptyTitle: string;
  emptyText?: string;
  /** Show the status (and the reason of a refusal) as a column; for the 'all' members table. */
  showStatus?: boolean;
  onOpen(row: AdminUserRow): void;
  onAction(kind: ActionKind, row: AdminUserRow): void;
  /** Registration number whose change is in flight (its buttons are disabled). */
  busyFor: string | null;
  /** Called with the total number of matches whenever a page arrives. */
  onTotal?(total: number): void;
  /** Show the plan and when it ends (the member table, decision 155). */
  showPlan?: boolean;
  /** The server-side sort (decision 155); with `onSort` the name, date and plan columns sort on a click. */
  sort?: UserSort | null;
  onSort?(sort: UserSort | null): void;
};

/** The grid columns that sort on the server, and the key each one sends (decision 155). */
const SORT_FIELDS: Record<string, UserSortKey> = {
  name: 'name',
  created_at: 'created_at',
  plan: 'plan',
  plan_expires_at: 'plan_expires_at',
};

function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
      <InboxOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      )}
    </Stack>
  );
}

function ActionButtons(props: {
  row: AdminUserRow;
  busy: boolean;
  onOpen(row: AdminUserRow): void;
  onAction(kind: ActionKind, row: AdminUserRow): void;
  size?: 'small' | 'medium';
}) {
  const { row } = props;
  const { t } = useTranslation('admin');
  const stop = (fn: () => void) => (e: React.MouseEvent) => {
    e.stopPropagation();
    fn();
  };
  return (
    <>
      <Button size={props.size} onClick={stop(() => props.onOpen(row))}>
        {t('common.view')}
      </Button>
      {actionsFor(row.status).map((kind) => (
        <Button
          key={kind}
          size={props.size}
          variant={kind === 'reject' || kind === 'deactivate' ? 'outlined' : 'contained'}
          color={ACTIONS[kind].color}
          disabled={props.busy}
          onClick={stop(() => props.onAction(kind, row))}
        >
          {t(`actions.${kind}.label`)}
        </Button>
      ))}
    </>
  );
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

function TwoLines(props: { first: string; second: string; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        height: '100%',
        minWidth: 0,
        lineHeight: 1.3,
      }}
    >
      <Typography variant="body2" noWrap sx={{ fontWeight: props.strong ? 600 : 400 }} title={props.first}>
        {props.first}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap title={props.second}>
        {props.second}
      </Typography>
    </Box>
  );
}

function MemberCard(props: {
  row: AdminUserRow;
  showStatus?: boolean;
  showPlan?: boolean;
  busy: boolean;
  onOpen(row: AdminUserRow): void;
  onAction(kind: ActionKind, row: AdminUserRow): void;
}) {
  const { row } = props;
  const { t } = useTranslation('admin');
  const ageGender = useAgeGender();
  const planName = usePlanName();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {fullName(row)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {row.registration_no} · {ageGender(row)}
            </Typography>
          </Box>
          {props.showStatus && <StatusChip status={row.status} />}
        </Stack>
        <Stack spacing={0.5} sx={{ mt: 1.5 }}>
          <Line icon={<PhoneOutlinedIcon fontSize="small" />}>{formatMobile(row.mobile_no) || '—'}</Line>
          <Line icon={<EmailOutlinedIcon fontSize="small" />}>{row.email || '—'}</Line>
          <Line icon={<PlaceOutlinedIcon fontSize="small" />}>{place(row) || '—'}</Line>
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {[row.marital_status, row.caste, row.occupation].filter(Boolean).join(' · ')}
        </Typography>
        <CaptionLine>
          {t('list.registeredOn', { date: formatDate(row.created_at) })}
          {row.intended_plan ? ` · ${t('list.wants', { plan: planLabel(row.intended_plan) })}` : ''}
        </CaptionLine>
        {props.showPlan && row.user_role && (
          <CaptionLine>
            {row.plan_expires_at
              ? t('list.planUntil', { plan: planName(row.user_role), date: formatDate(row.plan_expires_at) })
              : t('list.planOnly', { plan: planName(row.user_role) })}
          </CaptionLine>
        )}
        {row.status_reason && (
          <Typography
            variant="caption"
            color="error"
            sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}
          >
            {t('list.reason', { reason: row.status_reason })}
          </Typography>
        )}
      </CardContent>
      <CardActions
        sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap', '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <ActionButtons row={row} busy={props.busy} onOpen={props.onOpen} onAction={props.onAction} />
      </CardActions>
    </Card>
  );
}

/**
 * The registrations of one status filter and search text, paged on the server (GET /api/admin/users):
 * a DataGrid on wide screens, cards on phones and tablets, with loading, empty and error states.
 */
export function AdminUserList(props: AdminUserListProps) {
  const { t } = useTranslation('admin');
  const ageGender = useAgeGender();
  const gridText = useGridText();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const planLabelOf = usePlanName();
  const filterKey = `${props.status}|${props.q}|${props.sort?.key ?? ''}|${props.sort?.dir ?? ''}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 0, pageSize: 20 });
  // A new filter or search starts again at the first page.
  const model: GridPaginationModel =
    paging.key === filterKey ? paging : { page: 0, pageSize: paging.pageSize };
  const setModel = (m: GridPaginationModel) =>
    setPaging({ key: filterKey, page: m.page, pageSize: m.pageSize });

  const query = useAdminUsers({
    status: props.status,
    q: props.q,
    page: model.page + 1,
    pageSize: model.pageSize,
    sort: props.sort,
  });
  const data = query.data;
  const rows = data?.users ?? [];
  const total = data?.total ?? 0;

  const { onTotal } = props;
  const fresh = data && !query.isPlaceholderData;
  useEffect(() => {
    if (fresh && data) onTotal?.(data.total);
  }, [fresh, data, onTotal]);

  // The last row of a page was acted on: step back to the last page that still has rows.
  useEffect(() => {
    if (data && data.users.length === 0 && data.total > 0 && model.page > 0) {
      setPaging({
        key: filterKey,
        page: Math.ceil(data.total / model.pageSize) - 1,
        pageSize: model.pageSize,
      });
    }
  }, [data, model.page, model.pageSize, filterKey]);

  const { onOpen, onAction, busyFor, showStatus, showPlan } = props;
  const sortable = Boolean(props.onSort);
  const columns = useMemo<GridColDef<AdminUserRow>[]>(() => {
    const cols: GridColDef<AdminUserRow>[] = [
      {
        field: 'name',
        headerName: t('list.member'),
        flex: 1.2,
        minWidth: 180,
        valueGetter: (_v, r) => fullName(r),
        renderCell: (p) => (
          <TwoLines
            first={fullName(p.row)}
            second={`${p.row.registration_no} · ${ageGender(p.row)}`}
            strong
          />
        ),
      },
      {
        field: 'contact',
        headerName: t('list.contact'),
        flex: 1.3,
        minWidth: 190,
        valueGetter: (_v, r) => `${r.mobile_no ?? ''} ${r.email ?? ''}`,
        renderCell: (p) => <TwoLines first={formatMobile(p.row.mobile_no)} second={p.row.email ?? ''} />,
      },
      {
        field: 'place',
        headerName: t('list.place'),
        flex: 1,
        minWidth: 110,
        valueGetter: (_v, r) => place(r),
        renderCell: (p) => <TwoLines first={p.row.city} second={p.row.state} />,
      },
      {
        field: 'created_at',
        headerName: t('list.registered'),
        width: 120,
        valueGetter: (_v, r) => formatDate(r.created_at),
        renderCell: (p) => (
          <TwoLines
            first={formatDate(p.row.created_at)}
            second={p.row.intended_plan ? t('list.wants', { plan: planName(p.row.intended_plan) }) : ''}
          />
        ),
      },
    ];
    if (showPlan) {
      cols.push(
        {
          field: 'plan',
          headerName: t('list.plan'),
          width: 110,
          valueGetter: (_v, r) => planLabelOf(r.user_role),
        },
        {
          field: 'plan_expires_at',
          headerName: t('list.planEnds'),
          width: 120,
          valueGetter: (_v, r) => (r.plan_expires_at ? formatDate(r.plan_expires_at) : '—'),
        },
      );
    }
    if (showStatus) {
      cols.push({
        field: 'status',
        headerName: t('common.status'),
        width: 100,
        renderCell: (p) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <StatusChip status={p.row.status} />
          </Box>
        ),
      });
    }
    cols.push({
      field: 'actions',
      headerName: t('list.actions'),
      width: 250,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: (p) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <ActionButtons
            row={p.row}
            busy={busyFor === p.row.registration_no}
            onOpen={onOpen}
            onAction={onAction}
            size="small"
          />
        </Stack>
      ),
    });
    return cols.map((c) => ({ ...c, sortable: sortable && c.field in SORT_FIELDS }));
  }, [showStatus, showPlan, sortable, busyFor, onOpen, onAction, t, ageGender, planLabelOf]);
  const sortModel: GridSortModel = props.sort
    ? [
        {
          field: Object.keys(SORT_FIELDS).find((f) => SORT_FIELDS[f] === props.sort?.key) ?? 'created_at',
          sort: props.sort.dir,
        },
      ]
    : [];
  const onSortModel = (m: GridSortModel) => {
    const first = m[0];
    const key = first ? SORT_FIELDS[first.field] : undefined;
    props.onSort?.(key && first.sort ? { key, dir: first.sort } : null);
  };

  if (query.isError && !data) {
    return <QueryError query={query} text={t('list.loadError', { error: query.error.message })} />;
  }
  if (data && total === 0) return <EmptyState title={props.emptyTitle} text={props.emptyText} />;

  if (wide) {
    return (
      <Box sx={{ width: '100%', bgcolor: 'background.paper', borderRadius: 1 }}>
        <DataGrid
          autoHeight
          rows={rows}
          columns={columns}
          getRowId={(r) => r.registration_no}
          rowHeight={68}
          loading={!data || query.isPlaceholderData}
          paginationMode="server"
          rowCount={total}
          paginationModel={model}
          onPaginationModelChange={setModel}
          pageSizeOptions={PAGE_SIZES}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={onSortModel}
          disableRowSelectionOnClick
          disableColumnFilter
          localeText={gridText}
          onRowClick={(p) => onOpen(p.row)}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Box>
    );
  }

  const from = total === 0 ? 0 : model.page * model.pageSize + 1;
  const to = Math.min(total, (model.page + 1) * model.pageSize);
  const pages = Math.max(1, Math.ceil(total / model.pageSize));
  return (
    <Box>
      {!data ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={190} />
          ))}
        </Stack>
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, opacity: query.isFetching ? 0.6 : 1 }}>
          {rows.map((r) => (
            <MemberCard
              key={r.registration_no}
              row={r}
              showStatus={showStatus}
              showPlan={showPlan}
              busy={busyFor === r.registration_no}
              onOpen={onOpen}
              onAction={onAction}
            />
          ))}
        </Stack>
      )}
      {data && total > 0 && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Button disabled={model.page === 0} onClick={() => setModel({ ...model, page: model.page - 1 })}>
            {t('common.previous')}
          </Button>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('common.range', { from, to, total })}
          </Typography>
          <Button
            disabled={model.page + 1 >= pages}
            onClick={() => setModel({ ...model, page: model.page + 1 })}
          >
            {t('common.next')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
