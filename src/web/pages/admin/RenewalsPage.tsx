import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { formatMobile } from '../../../shared/phone-format';
import type { RenewalRow } from '../../../shared/schemas/staff-payments';
import { SelectInput } from '../../components/FormInputs';
import { PageHeader } from '../../features/admin/PageHeader';
import { SearchField } from '../../features/admin/SearchField';
import { useRemind, useRenewals } from '../../features/staff-payments/api';
import { PaidPlanSelect } from '../../features/staff-payments/PaidPlanSelect';
import { useGridText, usePlanName } from '../../features/staff-payments/words';
import { formatDate } from '../../format';

/**
 * /admin/renewals (SPEC §2, docs/payments.md#jobs): members whose paid plan expires within N days or has expired,
 * with filters, Send reminder and Record payment (opens the member's payments page).
 */
export default function RenewalsPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [filters, setFilters] = useState({ days: 30, state: 'all', plan: '', q: '' });
  const { days, state, plan, q } = filters;
  const [model, setModel] = useState({ page: 0, pageSize: 25 });
  const planName = usePlanName();
  const gridText = useGridText();
  const list = useRenewals({ ...filters, page: model.page + 1, pageSize: model.pageSize });
  const remind = useRemind();
  const columns = useMemo<GridColDef<RenewalRow>[]>(
    () => [
      { field: 'registration_no', headerName: t('renewals.regNo'), width: 120 },
      { field: 'member_name', headerName: t('common.member'), flex: 1, minWidth: 160 },
      {
        field: 'mobile_no',
        headerName: t('renewals.mobile'),
        width: 140,
        valueFormatter: (v) => formatMobile(v as string | null),
      },
      {
        field: 'plan',
        headerName: t('common.plan'),
        width: 120,
        valueFormatter: (v) => planName(String(v)),
      },
      {
        field: 'expires_at',
        headerName: t('renewals.expires'),
        width: 120,
        valueFormatter: (v) => formatDate(v as string),
      },
      {
        field: 'days_left',
        headerName: t('common.status'),
        width: 130,
        renderCell: (p) =>
          p.row.expired ? (
            <Chip size="small" color="error" label={t('renewals.expired')} />
          ) : (
            <Chip
              size="small"
              color={p.row.days_left <= 7 ? 'warning' : 'default'}
              label={t('renewals.daysLeft', { count: p.row.days_left })}
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
                  onSuccess: (r) =>
                    toast.success(t('renewals.reminded', { message: r.message, name: p.row.member_name })),
                  onError: (e) => toast.error(e.message),
                })
              }
            >
              {t('renewals.sendReminder')}
            </Button>
            <Button
              size="small"
              onClick={() => navigate(`/admin/userData?regNo=${encodeURIComponent(p.row.registration_no)}`)}
            >
              {t('renewals.recordPayment')}
            </Button>
          </Stack>
        ),
      },
    ],
    [remind, navigate, t, planName],
  );
  /** Changes filters and goes back to the first page. */
  const filter = (patch: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setModel((m) => ({ ...m, page: 0 }));
  };
  return (
    <>
      <PageHeader title={t('renewals.title')} subtitle={t('renewals.intro')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <SelectInput
          size="small"
          label={t('renewals.within')}
          value={days}
          onChange={(e) => filter({ days: Number(e.target.value) })}
          sx={{ minWidth: 150 }}
          options={[7, 15, 30, 60, 90].map((d) => ({ value: d, label: t('renewals.days', { count: d }) }))}
        />
        <TextField
          select
          size="small"
          label={t('renewals.show')}
          value={state}
          onChange={(e) => filter({ state: e.target.value })}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="all">{t('renewals.expiringAndExpired')}</MenuItem>
          <MenuItem value="expiring">{t('renewals.expiring')}</MenuItem>
          <MenuItem value="expired">{t('renewals.expired')}</MenuItem>
        </TextField>
        <PaidPlanSelect value={plan} onChange={(v) => filter({ plan: v })} />
        <SearchField
          value={q}
          placeholder={t('common.searchPlaceholder')}
          onChange={(v) => filter({ q: v })}
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
            localeText={{ ...gridText, noRowsLabel: t('renewals.noRows') }}
          />
        </Box>
      )}
    </>
  );
}
