import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { AdminUserRow } from '../../../shared/schemas/admin';
import { apiGet } from '../../api/client';
import { ScrollTable, TableHeadRow } from '../../components/ScrollTable';
import { SectionHeading } from '../../components/SectionHeading';
import { useStatusLabel } from '../../features/admin/format';
import { PageHeader } from '../../features/admin/PageHeader';
import { downloadReceipt, PaymentStatusChip } from '../../features/payments';
import { useMemberPayments } from '../../features/staff-payments/api';
import { OfflinePaymentDialog } from '../../features/staff-payments/OfflinePaymentDialog';
import { usePaymentMode, usePlanName } from '../../features/staff-payments/words';
import { formatDate, formatRupees } from '../../format';

/**
 * /admin/userData (SPEC §2, docs/payments.md#staff): a member by registration number, their plan, payments and
 * receipts, and Record offline payment (cash, UPI, cheque, bank transfer).
 */
export default function UserDataPage() {
  const { t } = useTranslation('admin');
  const statusLabel = useStatusLabel();
  const [params, setParams] = useSearchParams();
  const regNo = (params.get('regNo') ?? '').trim().toUpperCase();
  const [text, setText] = useState(regNo);
  const [recording, setRecording] = useState(false);
  const paymentMode = usePaymentMode();
  const planName = usePlanName();
  const member = useQuery({
    queryKey: ['admin', 'member', regNo],
    queryFn: ({ signal }) =>
      apiGet<{ users: AdminUserRow[] }>(
        `/api/admin/users?status=all&q=${encodeURIComponent(regNo)}&pageSize=5`,
        signal,
      ).then((r) => r.users.find((u) => u.registration_no.toUpperCase() === regNo) ?? null),
    enabled: !!regNo,
  });
  const pays = useMemberPayments(member.data ? regNo : '');
  const m = member.data;

  return (
    <>
      <PageHeader title={t('userData.title')} subtitle={t('userData.intro')} />
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mb: 3, maxWidth: 480 }}
        onSubmit={(e) => {
          e.preventDefault();
          setParams(text.trim() ? { regNo: text.trim().toUpperCase() } : {});
        }}
      >
        <TextField
          size="small"
          label={t('userData.regNo')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained">
          {t('userData.open')}
        </Button>
      </Stack>
      {!regNo && <Alert severity="info">{t('userData.enter')}</Alert>}
      {member.isPending && regNo && <Skeleton variant="rounded" height={120} />}
      {member.isError && <Alert severity="error">{member.error.message}</Alert>}
      {member.isSuccess && !m && <Alert severity="warning">{t('userData.notFound', { regNo })}</Alert>}
      {m && (
        <Stack spacing={3}>
          <Card variant="outlined">
            <CardContent>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Stack sx={{ flex: 1 }} spacing={0.5}>
                  <SectionHeading>
                    {m.first_name} {m.last_name} · {m.registration_no}
                  </SectionHeading>
                  <Typography color="text.secondary">{m.email}</Typography>
                  <Stack direction="row" spacing={1}>
                    <Chip size="small" label={planName(m.user_role ?? '')} />
                    <Chip size="small" variant="outlined" label={statusLabel(m.status ?? '')} />
                    {m.plan_expires_at && (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t('userData.till', { date: formatDate(m.plan_expires_at) })}
                      />
                    )}
                  </Stack>
                </Stack>
                <Button
                  variant="contained"
                  startIcon={<AddCardOutlined />}
                  onClick={() => setRecording(true)}
                >
                  {t('userData.recordOffline')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
          {pays.isPending && <Skeleton variant="rounded" height={120} />}
          {pays.isError && <Alert severity="error">{pays.error.message}</Alert>}
          {pays.data && pays.data.length === 0 && <Alert severity="info">{t('userData.noPayments')}</Alert>}
          {pays.data && pays.data.length > 0 && (
            <ScrollTable label={t('userData.payments')}>
              <TableHeadRow
                cells={[
                  t('common.date'),
                  t('common.plan'),
                  { label: t('common.amount'), align: 'right' },
                  t('common.mode'),
                  t('common.status'),
                  t('userData.receipt'),
                  t('userData.period'),
                  '',
                ]}
              />
              <TableBody>
                {pays.data.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>{formatDate(p.paid_at ?? p.created_at)}</TableCell>
                    <TableCell>{p.plan_name}</TableCell>
                    <TableCell align="right">{formatRupees(p.amount_paise)}</TableCell>
                    <TableCell>
                      {paymentMode(p)}
                      {p.reference ? ` · ${p.reference}` : ''}
                    </TableCell>
                    <TableCell>
                      <PaymentStatusChip status={p.status} />
                    </TableCell>
                    <TableCell>{p.receipt_no ?? '—'}</TableCell>
                    <TableCell>
                      {p.period_start ? `${formatDate(p.period_start)} – ${formatDate(p.period_end)}` : '—'}
                    </TableCell>
                    <TableCell padding="checkbox">
                      {p.status === 'paid' && (
                        <IconButton
                          aria-label={t('common.downloadReceipt', { receipt: p.receipt_no ?? '' })}
                          onClick={() =>
                            downloadReceipt(p.id, p.receipt_no).catch((e) =>
                              toast.error((e as Error).message),
                            )
                          }
                        >
                          <DownloadRounded />
                        </IconButton>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
          {recording && (
            <OfflinePaymentDialog
              open
              regNo={m.registration_no}
              name={`${m.first_name} ${m.last_name}`}
              onClose={() => setRecording(false)}
            />
          )}
        </Stack>
      )}
    </>
  );
}
