import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { isPendingCorrection } from '../../../shared/policies/promoters';
import { EmptyRow, ScrollTable, TableHeadRow } from '../../components/ScrollTable';
import { SectionHeading } from '../../components/SectionHeading';
import { downloadVoucher, type Earnings, useMyEarnings, useMyPayouts } from '../../features/payouts/api';
import { CommissionStatusChip, MoneyCards } from '../../features/payouts/parts';
import { formatDate, formatRupees } from '../../format';

const KINDS = ['registration', 'renewal', 'assistance'] as const;
type Kind = 'all' | (typeof KINDS)[number];
/** The statuses the figures are totalled by, in the order their cards show. */
const MONEY_STATUSES = ['pending', 'approved', 'paid'] as const;

/** The kind of `?kind=` (My Earnings › Registration / Assistance / Renewal); anything else is every kind. */
const kindOf = (v: string | null): Kind =>
  (KINDS as readonly string[]).includes(v ?? '') ? (v as Kind) : 'all';

/** A commission row's kind, or for a correction its reason and member ("Correction: Refunded — CM102004"). */
function KindText({
  c,
}: {
  c: {
    kind: string;
    amount_paise: number;
    correction: { reason: string; member_registration_no: string } | null;
  };
}) {
  const { t } = useTranslation('earnings');
  if (c.amount_paise >= 0) return <>{t(`kind.${c.kind as 'renewal'}`)}</>;
  return (
    <>
      {c.correction
        ? t('correctionReason', { reason: c.correction.reason, regNo: c.correction.member_registration_no })
        : t('kind.correction')}
    </>
  );
}

/** A commission row's status chip; a pending correction reads "to deduct" (decision 115). */
function StatusChip({ c }: { c: Pick<Earnings['commissions'][number], 'status' | 'amount_paise'> }) {
  const { t } = useTranslation('earnings');
  return (
    <CommissionStatusChip
      status={c.status}
      label={
        isPendingCorrection({ status: c.status, amountPaise: c.amount_paise })
          ? t('status.toDeduct')
          : t(`status.${c.status}`)
      }
    />
  );
}

/**
 * /PromotAdmin/earnings (decision 030): the promoter's own earnings by kind (registration, renewal, assistance)
 * and by status, their commissions (paged), and the payouts received with voucher PDFs. `?kind=` (the
 * drawer's My Earnings entries) shows one kind only and says so (docs/promoter-area.md#my-earnings).
 * Renders inside the promoter layout (no layout of its own).
 */
export default function EarningsPage() {
  const [params] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const [paging, setPaging] = useState({ kind, page: 1, pageSize: 10 });
  // Another kind starts at its first page (the paging remembered belongs to the kind it was set for).
  const cPage = paging.kind === kind ? paging : { kind, page: 1, pageSize: paging.pageSize };
  const setCPage = (f: (x: typeof cPage) => typeof cPage) => setPaging(f(cPage));
  const [pPage, setPPage] = useState({ page: 1, pageSize: 10 });
  const { t } = useTranslation('earnings');
  const earnings = useMyEarnings(cPage);
  const payouts = useMyPayouts(pPage);
  const heading = kind === 'all' ? t('title') : t(`kindTitle.${kind}`);
  useEffect(() => {
    document.title = heading;
  }, [heading]);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const e = earnings.data;
  const rows = e?.commissions ?? [];
  const pays = payouts.data?.payouts ?? [];
  const pager = (
    <TablePagination
      component="div"
      count={e?.total ?? 0}
      page={cPage.page - 1}
      rowsPerPage={cPage.pageSize}
      rowsPerPageOptions={phone ? [] : [10, 25, 50]}
      onPageChange={(_, page) => setCPage((x) => ({ ...x, page: page + 1 }))}
      onRowsPerPageChange={(ev) => setCPage(() => ({ kind, page: 1, pageSize: Number(ev.target.value) }))}
    />
  );
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {heading}
        </Typography>
        {kind !== 'all' && (
          <Typography color="text.secondary" data-testid="earnings-kind">
            {t('showingKind', { kind: t(`kind.${kind}`) })}{' '}
            <Link component={RouterLink} to="/PromotAdmin/earnings">
              {t('allEarnings')}
            </Link>
          </Typography>
        )}
      </div>
      {earnings.isError && <Alert severity="error">{earnings.error.message}</Alert>}
      {e ? (
        <>
          <section aria-label={t('byStatus')}>
            <MoneyCards
              items={MONEY_STATUSES.map((s) => ({ label: t(`status.${s}`), paise: e.by_status[s] }))}
            />
          </section>
          {kind === 'all' && (
            <section aria-label={t('byKind')}>
              <SectionHeading sx={{ mb: 1 }}>{t('byKind')}</SectionHeading>
              <MoneyCards items={KINDS.map((k) => ({ label: t(`kind.${k}`), paise: e.by_kind[k] }))} />
            </section>
          )}
        </>
      ) : (
        !earnings.isError && <Skeleton variant="rounded" height={160} />
      )}

      <section aria-labelledby="commissions-h">
        <SectionHeading id="commissions-h" sx={{ mb: 1 }}>
          {t('commissions.title')}
        </SectionHeading>
        {phone ? (
          <Paper variant="outlined">
            <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {earnings.isPending && (
                <li>
                  <Skeleton sx={{ m: 2 }} />
                </li>
              )}
              {e && rows.length === 0 && (
                <Typography component="li" color="text.secondary" sx={{ p: 2 }}>
                  {t('commissions.empty')}
                </Typography>
              )}
              {rows.map((c) => (
                <Stack
                  component="li"
                  key={c.id}
                  direction="row"
                  spacing={1}
                  sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider', justifyContent: 'space-between' }}
                >
                  <div>
                    <Typography sx={{ fontWeight: 600 }}>{c.member_name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      <KindText c={c} /> · {formatDate(c.created_at)}
                    </Typography>
                    {c.voucher_no && (
                      <Typography variant="caption" color="text.secondary">
                        {c.voucher_no}
                      </Typography>
                    )}
                  </div>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                    <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {formatRupees(c.amount_paise)}
                    </Typography>
                    <StatusChip c={c} />
                  </Stack>
                </Stack>
              ))}
            </Stack>
            {pager}
          </Paper>
        ) : (
          <ScrollTable label={t('commissions.title')} footer={pager}>
            <TableHeadRow
              cells={[
                t('commissions.date'),
                t('commissions.member'),
                t('commissions.kind'),
                { label: t('commissions.amount'), align: 'right' },
                t('commissions.status'),
              ]}
            />
            <TableBody>
              {earnings.isPending && (
                <TableRow>
                  <TableCell colSpan={5}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              )}
              {e && rows.length === 0 && <EmptyRow colSpan={5}>{t('commissions.empty')}</EmptyRow>}
              {rows.map((c) => (
                <TableRow key={c.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(c.created_at)}</TableCell>
                  <TableCell>{c.member_name}</TableCell>
                  <TableCell>
                    <KindText c={c} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatRupees(c.amount_paise)}
                  </TableCell>
                  <TableCell>
                    <StatusChip c={c} />
                    {c.voucher_no && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {c.voucher_no}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        )}
      </section>

      <section aria-labelledby="payouts-h">
        <SectionHeading id="payouts-h" sx={{ mb: 1 }}>
          {t('payouts.title')}
        </SectionHeading>
        {payouts.isError && <Alert severity="error">{payouts.error.message}</Alert>}
        {payouts.isPending && <Skeleton variant="rounded" height={80} />}
        {payouts.data && pays.length === 0 && (
          <Typography color="text.secondary">{t('payouts.empty')}</Typography>
        )}
        <Stack spacing={1.5}>
          {pays.map((p) => (
            <Paper key={p.id} variant="outlined" sx={{ p: 2 }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              >
                <div>
                  <Typography sx={{ fontWeight: 700 }}>
                    {formatRupees(p.amount_paise)} · {formatDate(p.paid_on)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      t('payouts.voucher', { voucherNo: p.voucher_no }),
                      t(`mode.${p.mode as 'upi'}`),
                      p.reference,
                      t('payouts.commissions', { count: p.commissions }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  {p.bank.account_no_masked && (
                    <Typography variant="body2" color="text.secondary">
                      {t('payouts.to', { bank: p.bank.bank_name, account: p.bank.account_no_masked })}
                    </Typography>
                  )}
                </div>
                <Button
                  variant="outlined"
                  startIcon={<DownloadRounded />}
                  sx={{ minHeight: 44, alignSelf: { xs: 'stretch', sm: 'center' } }}
                  onClick={() =>
                    downloadVoucher(p, 'promoter').catch((err) =>
                      toast.error((err as Error).message || t('payouts.downloadFailed')),
                    )
                  }
                >
                  {t('payouts.download')}
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
        {(payouts.data?.total ?? 0) > pPage.pageSize && (
          <TablePagination
            component="div"
            count={payouts.data?.total ?? 0}
            page={pPage.page - 1}
            rowsPerPage={pPage.pageSize}
            rowsPerPageOptions={[10, 25]}
            onPageChange={(_, page) => setPPage((x) => ({ ...x, page: page + 1 }))}
            onRowsPerPageChange={(ev) => setPPage({ page: 1, pageSize: Number(ev.target.value) })}
          />
        )}
      </section>
    </Stack>
  );
}
