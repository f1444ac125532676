import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  Alert,
  Button,
  Chip,
  Skeleton,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ScrollTable } from '../../components/ScrollTable';
import { planLabel } from '../../features/admin/format';
import { PageHeader } from '../../features/admin/PageHeader';
import { SearchField } from '../../features/admin/SearchField';
import { downloadCsv, usePromoterFigures } from '../../features/payouts/api';
import { FilterBox, Filters, OptionSelect } from '../../features/payouts/parts';
import { formatRupees } from '../../format';

/**
 * /admin/promotersdata (decision 022): figures per promoter — referrals registered, verified and paid, members
 * by plan, and earnings pending, approved, paid and reversed (sums of the ledger); server-paged, CSV.
 */
export default function PromotersDataPage() {
  const [f, setF] = useState({ q: '', active: 'all', page: 1, pageSize: 25 });
  const set = (patch: Partial<typeof f>) => setF((x) => ({ ...x, page: 1, ...patch }));
  const list = usePromoterFigures(f);
  const rows = list.data?.promoters ?? [];
  return (
    <>
      <PageHeader
        title="Promoter figures"
        subtitle="Referrals and earnings of each promoter"
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() => downloadCsv('promoter-figures', f).catch((e) => toast.error((e as Error).message))}
          >
            CSV
          </Button>
        }
      />
      <Filters>
        <FilterBox wide>
          <SearchField
            value={f.q}
            label="Search promoter"
            placeholder="Name or promo code"
            onChange={(q) => set({ q })}
          />
        </FilterBox>
        <OptionSelect
          label="Promoters"
          value={f.active}
          options={[
            ['all', 'All'],
            ['active', 'Active'],
            ['inactive', 'Inactive'],
          ]}
          onChange={(active) => set({ active })}
        />
      </Filters>
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      <ScrollTable
        label="Promoter figures"
        footer={
          <TablePagination
            component="div"
            count={list.data?.total ?? 0}
            page={f.page - 1}
            rowsPerPage={f.pageSize}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_, page) => setF((x) => ({ ...x, page: page + 1 }))}
            onRowsPerPageChange={(ev) => set({ pageSize: Number(ev.target.value) })}
          />
        }
      >
        <TableHead>
          <TableRow>
            <TableCell>Promoter</TableCell>
            <TableCell align="right">Registered</TableCell>
            <TableCell align="right">Verified</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell>By plan</TableCell>
            <TableCell align="right">Pending</TableCell>
            <TableCell align="right">Approved</TableCell>
            <TableCell align="right">Paid out</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.isPending &&
            [0, 1, 2].map((i) => (
              <TableRow key={i}>
                <TableCell colSpan={8}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ))}
          {!list.isPending && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  No promoter matches these filters.
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.map((p) => (
            <TableRow key={p.promoter_id} hover>
              <TableCell>
                {p.name}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {p.promo_code} · {p.promoter_type}
                  {p.active ? '' : ' · inactive'}
                </Typography>
              </TableCell>
              <TableCell align="right">{p.registered}</TableCell>
              <TableCell align="right">{p.verified}</TableCell>
              <TableCell align="right">{p.paid}</TableCell>
              <TableCell>
                <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                  {Object.entries(p.by_plan).map(([plan, n]) => (
                    <Chip key={plan} size="small" variant="outlined" label={`${planLabel(plan)}: ${n}`} />
                  ))}
                </Stack>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupees(p.earnings_paise.pending)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupees(p.earnings_paise.approved)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupees(p.earnings_paise.paid)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    </>
  );
}
