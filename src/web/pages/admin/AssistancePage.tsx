import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { todayIST } from '../../../shared/dates';
import { formatMobile } from '../../../shared/phone-format';
import { REQUEST_STATUSES } from '../../../shared/policies/assisted';
import { meetsNeed } from '../../../shared/policies/staff';
import { DateField } from '../../components/DateField';
import { QueryError } from '../../components/QueryError';
import { SectionHeading } from '../../components/SectionHeading';
import { toastAnswer } from '../../components/toastAnswer';
import { usePlanName } from '../../components/usePlanName';
import { PageHeader } from '../../features/admin/PageHeader';
import { AssistedDialog } from '../../features/assisted/AssistedDialog';
import {
  type StaffRequest,
  useAssign,
  useAssignments,
  useAssistRequests,
  useRequestAction,
} from '../../features/assisted/api';
import { PriorityChip } from '../../features/plan-features/PriorityChip';
import { useStaffPermissions } from '../../features/staff/api';
import { PaymentsGrid } from '../../features/staff-payments/PaymentsGrid';
import { formatDate, formatRupees } from '../../format';

const MODES = ['cash', 'upi', 'cheque', 'bank_transfer'] as const;

/** Agree a price within the range (the member is sent the payment link), or record the offline payment. */
function RequestDialog({
  row,
  mode,
  range,
  onClose,
}: {
  row: StaffRequest | null;
  mode: 'price' | 'offline';
  range: { min: number; max: number };
  onClose: () => void;
}) {
  const { t } = useTranslation('assisted');
  const act = useRequestAction();
  const [rupees, setRupees] = useState('');
  const [payMode, setPayMode] = useState<string>('upi');
  const [paidOn, setPaidOn] = useState(todayIST());
  const [reference, setReference] = useState('');
  if (!row) return null;
  const submit = () => {
    const body =
      mode === 'price'
        ? { amount_paise: Math.round(Number(rupees) * 100) }
        : { mode: payMode, paid_on: paidOn, reference: reference.trim() };
    act.mutate(
      { id: row.id, action: mode, body },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          onClose();
        },
      },
    );
  };
  return (
    <AssistedDialog
      title={
        mode === 'price'
          ? t('desk.priceTitle', { name: row.name })
          : t('desk.offlineTitle', { amount: formatRupees(row.agreed_price_paise ?? 0) })
      }
      maxWidth="xs"
      onClose={onClose}
      error={act.isError ? act.error.message : null}
      pending={act.isPending}
      actionLabel={mode === 'price' ? t('desk.sendLink') : t('desk.record')}
      actionDisabled={mode === 'price' && !rupees}
      onAction={submit}
    >
      {mode === 'price' ? (
        <TextField
          label={t('desk.amount')}
          value={rupees}
          onChange={(e) => setRupees(e.target.value.replace(/[^\d.]/g, ''))}
          helperText={t('desk.priceHelp', { min: formatRupees(range.min), max: formatRupees(range.max) })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ) : (
        <>
          <TextField
            select
            label={t('desk.mode')}
            value={payMode}
            onChange={(e) => setPayMode(e.target.value)}
          >
            {MODES.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`desk.modes.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <DateField
            label={t('desk.paidOn')}
            name="paid_on"
            value={paidOn}
            onChange={setPaidOn}
            max={dayjs(todayIST())}
          />
          <TextField
            label={t('desk.reference')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </>
      )}
    </AssistedDialog>
  );
}

/** The call-back queue by status, oldest first (decision 170). */
function Requests() {
  const { t } = useTranslation('assisted');
  const [status, setStatus] = useState<(typeof REQUEST_STATUSES)[number]>('pending');
  const [page, setPage] = useState(1);
  const q = useAssistRequests(status, page);
  const act = useRequestAction();
  const planName = usePlanName();
  const [dialog, setDialog] = useState<{ row: StaffRequest; mode: 'price' | 'offline' } | null>(null);
  return (
    <Stack spacing={2}>
      <Tabs
        value={status}
        onChange={(_, v) => {
          setStatus(v);
          setPage(1);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {REQUEST_STATUSES.map((s) => (
          <Tab key={s} value={s} label={t(`status.${s}`)} />
        ))}
      </Tabs>
      {q.isPending && <Skeleton variant="rounded" height={160} />}
      {q.isError && <QueryError query={q} />}
      {q.data?.requests.length === 0 && <Alert severity="info">{t('desk.empty')}</Alert>}
      {q.data?.requests.map((r) => (
        <Card key={r.id} variant="outlined" data-testid="assist-request">
          <CardContent>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between' }}
            >
              <div>
                <Typography sx={{ fontWeight: 600 }}>
                  {r.name} · {r.registration_no}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`time.${r.preferred_time as 'morning'}`)} · {t(`lang.${r.language as 'kn'}`)} ·{' '}
                  {r.mobile && (
                    <>
                      <Link href={`tel:${r.mobile}`}>{formatMobile(r.mobile)}</Link> ·{' '}
                    </>
                  )}
                  {formatDate(r.created_at)}
                </Typography>
                {r.note && <Typography variant="body2">“{r.note}”</Typography>}
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                  <PriorityChip dueAt={r.priority_due_at} open={r.actions.close} />
                  <Chip size="small" label={planName(r.role)} />
                  {r.referred_by && <Chip size="small" label={`${t('desk.promoter')}: ${r.referred_by}`} />}
                  {r.agreed_price_paise && (
                    <Chip
                      size="small"
                      color="success"
                      label={`${t('desk.agreed')}: ${formatRupees(r.agreed_price_paise)}`}
                    />
                  )}
                </Stack>
              </div>
              {(r.actions.price || r.actions.record || r.actions.close) && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  {r.actions.price && (
                    <Button variant="contained" onClick={() => setDialog({ row: r, mode: 'price' })}>
                      {t('desk.price')}
                    </Button>
                  )}
                  {r.actions.record && (
                    <Button variant="outlined" onClick={() => setDialog({ row: r, mode: 'offline' })}>
                      {t('desk.offline')}
                    </Button>
                  )}
                  {r.actions.close && (
                    <Button
                      color="error"
                      onClick={() =>
                        window.confirm(t('desk.closeConfirm')) &&
                        act.mutate(
                          { id: r.id, action: 'close' },
                          { onSuccess: (m) => toast.success(m.message) },
                        )
                      }
                    >
                      {t('desk.close')}
                    </Button>
                  )}
                </Stack>
              )}
            </Stack>
          </CardContent>
        </Card>
      ))}
      {q.data && q.data.total > 20 && (
        <Pagination count={Math.ceil(q.data.total / 20)} page={page} onChange={(_, p) => setPage(p)} />
      )}
      {dialog && q.data && (
        <RequestDialog
          row={dialog.row}
          mode={dialog.mode}
          range={{ min: q.data.min_paise, max: q.data.max_paise }}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}

/** Managers with their workload, and each Assistance member's manager (assign, reassign, unassign). */
function Managers() {
  const { t } = useTranslation('assisted');
  const q = useAssignments();
  const assign = useAssign();
  if (q.isPending) return <Skeleton variant="rounded" height={160} />;
  if (q.isError) return <QueryError query={q} />;
  return (
    <Stack spacing={3}>
      <div>
        <SectionHeading sx={{ mb: 1 }}>{t('desk.managers')}</SectionHeading>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {q.data.managers.map((m) => (
            <Chip key={m.id} label={`${m.name} · ${t('desk.membersCount', { count: m.members })}`} />
          ))}
        </Stack>
      </div>
      <div>
        <SectionHeading sx={{ mb: 1 }}>{t('desk.assignTitle')}</SectionHeading>
        {q.data.members.length === 0 && <Alert severity="info">{t('desk.noMembers')}</Alert>}
        <Stack spacing={1.5}>
          {q.data.members.map((m) => (
            <Card key={m.registration_no} variant="outlined">
              <CardContent>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={2}
                  sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                >
                  <div>
                    <Typography sx={{ fontWeight: 600 }}>
                      {m.name} · {m.registration_no}
                    </Typography>
                    {m.plan_expires_at && (
                      <Typography variant="body2" color="text.secondary">
                        {t('desk.planEnds', { date: formatDate(m.plan_expires_at) })}
                      </Typography>
                    )}
                  </div>
                  <TextField
                    select
                    size="small"
                    label={t('desk.manager')}
                    value={m.manager_id ?? ''}
                    sx={{ width: { xs: '100%', sm: 280 }, flexShrink: 0 }}
                    disabled={assign.isPending}
                    onChange={(e) =>
                      assign.mutate(
                        { regNo: m.registration_no, managerId: e.target.value || null },
                        toastAnswer,
                      )
                    }
                  >
                    <MenuItem value="">{t('desk.none')}</MenuItem>
                    {q.data.managers.map((g) => (
                      <MenuItem key={g.id} value={g.id}>
                        {g.name} ({g.members})
                      </MenuItem>
                    ))}
                  </TextField>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}

/**
 * /admin/assistance (SPEC §2, docs/assisted-service.md): the assisted desk — call-back requests and agreed
 * prices, relationship managers and assignments (assistance permission), and the Assistance plan's payments.
 */
export default function AssistancePage() {
  const { t } = useTranslation('assisted');
  const { t: tAdmin } = useTranslation('admin');
  const held = useStaffPermissions() ?? [];
  const desk = meetsNeed(held, ['assistance']);
  const [tab, setTab] = useState<'requests' | 'managers' | 'payments'>(desk ? 'requests' : 'payments');
  return (
    <>
      <PageHeader title={tAdmin('pages.assistance.title')} subtitle={tAdmin('pages.assistance.intro')} />
      <Tabs
        value={tab}
        onChange={(_, v) => setTab(v)}
        sx={{ mb: 2 }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {desk && <Tab value="requests" label={t('desk.tabRequests')} />}
        {desk && <Tab value="managers" label={t('desk.tabManagers')} />}
        <Tab value="payments" label={t('desk.tabPayments')} />
      </Tabs>
      {tab === 'requests' && <Requests />}
      {tab === 'managers' && <Managers />}
      {tab === 'payments' && <PaymentsGrid fixed={{ plan: 'Assistance', channel: 'all' }} hide={['plan']} />}
    </>
  );
}
