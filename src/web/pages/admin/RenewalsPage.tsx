import { Alert, Box, Button, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { formatDate } from '../../../shared/dates';
import type { RenewalRow } from '../../../shared/schemas/staff-payments';
import { PageHeader } from '../../features/admin/PageHeader';
import { SearchField } from '../../features/admin/SearchField';
import { useRemind, useRenewals } from '../../features/staff-payments/api';

/**
 * /admin/renewals (SPEC §2, issue #10): members whose paid plan expires within N days or has expired,
 * with filters, Send reminder and Record payment (opens the member's payments page).
 */
export default function RenewalsPage() {
  const navigate = useNavigate();
  const [days, setDays] = useState(30);
  const [state, setState] = useState('all');
  const [plan, setPlan] = useState('');
  const [q, setQ] = useState('');
  const [model, setModel] = useState({ page: 0, pageSize: 25 });
  const list = useRenewals({ days, state, plan, q, page: model.page + 1, pageSize: model.pageSize });
  const remind = useRemind();
  const columns = useMemo<GridColDef<RenewalRow>[]>(
    () => [
      { field: 'registration_no', headerName: 'Reg. no', width: 120 },
      { field: 'member_name', headerName: 'Member', flex: 1, minWidth: 160 },
      { field: 'mobile_no', headerName: 'Mobile', width: 120 },
      {
        field: 'plan',
        headerName: 'Plan',
        width: 120,
        valueFormatter: (v) => String(v).replace(/User$/, ''),
      },
      {
        field: 'expires_at',
        headerName: 'Expires',
        width: 120,
        valueFormatter: (v) => formatDate(v as string),
      },
      {
        field: 'days_left',
        headerName: 'Status',
        width: 130,
        renderCell: (p) =>
          p.row.expired ? (
            <Chip size="small" color="error" label="Expired" />
          ) : (
            <Chip
              size="small"
              color={p.row.days_left <= 7 ? 'warning' : 'default'}
              label={`${p.row.days_left} days left`}
            />
          ),
      },
      {
        field: 'actions',
        headerName: '',
        width: 250,
        sortable: false,
        renderCell: (p) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              disabled={remind.isPending}
              onClick={() =>
                remind.mutate(p.row.registration_no, {
                  onSuccess: (r) => toast.success(`${r.message} to ${p.row.member_name}`),
                  onError: (e) => toast.error(e.message),
                })
              }
            >
              Send reminder
            </Button>
            <Button
              size="small"
              onClick={() => navigate(`/admin/userData?regNo=${encodeURIComponent(p.row.registration_no)}`)}
            >
              Record payment
            </Button>
          </Stack>
        ),
      },
    ],
    [remind, navigate],
  );
  const reset = () => setModel((m) => ({ ...m, page: 0 }));
  return (
    <>
      <PageHeader title="Renewals" subtitle="Paid plans that expire soon or have expired, soonest first." />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Expiring within"
          value={days}
          onChange={(e) => {
            setDays(Number(e.target.value));
            reset();
          }}
          sx={{ minWidth: 150 }}
        >
          {[7, 15, 30, 60, 90].map((d) => (
            <MenuItem key={d} value={d}>
              {d} days
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Show"
          value={state}
          onChange={(e) => {
            setState(e.target.value);
            reset();
          }}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="all">Expiring and expired</MenuItem>
          <MenuItem value="expiring">Expiring</MenuItem>
          <MenuItem value="expired">Expired</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Plan"
          value={plan}
          onChange={(e) => {
            setPlan(e.target.value);
            reset();
          }}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">All plans</MenuItem>
          <MenuItem value="SilverUser">Silver</MenuItem>
          <MenuItem value="PremiumUser">Premium</MenuItem>
          <MenuItem value="Assistance">Assistance</MenuItem>
        </TextField>
        <SearchField
          value={q}
          onChange={(v) => {
            setQ(v);
            reset();
          }}
        />
      </Stack>
      {list.isError && !list.data ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : (
        <Box sx={{ width: '100%', bgcolor: 'background.paper', borderRadius: 1 }}>
          <DataGrid
            autoHeight
            rows={list.data?.members ?? []}
            columns={columns}
            getRowId={(r) => r.registration_no}
            loading={!list.data || list.isPlaceholderData}
            paginationMode="server"
            rowCount={list.data?.total ?? 0}
            paginationModel={model}
            onPaginationModelChange={setModel}
            pageSizeOptions={[10, 25, 50, 100]}
            disableRowSelectionOnClick
            disableColumnFilter
            disableColumnSorting
            localeText={{ noRowsLabel: 'No plans expire in this window' }}
          />
        </Box>
      )}
    </>
  );
}
