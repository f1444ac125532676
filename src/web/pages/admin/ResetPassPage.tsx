import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isPromoterRole } from '../../../shared/policies/account';
import type { AccountRow } from '../../../shared/schemas/staff';
import { toastAnswer } from '../../components/toastAnswer';
import { usePlanName } from '../../components/usePlanName';
import { useStatusLabel } from '../../features/admin/format';
import { PageHeader } from '../../features/admin/PageHeader';
import {
  type AccountQuery,
  useAccountSearch,
  useSendResetOtp,
  useTemporaryPassword,
} from '../../features/staff/api';
import { CaptionLine } from '../../features/staff/CaptionLine';
import { filterSetter, listPaging } from '../../features/staff/listPaging';
import { type StaffColumn, StaffFilterBar, StaffList } from '../../features/staff/StaffList';

/**
 * /admin/resetpass (SPEC §2, decision 131): find a member or promoter by name, email, mobile or
 * registration number; mail the password-reset code, or set a one-time temporary password that is shown
 * here once (the account must change it at its next sign-in). Needs the members permission.
 */
export default function ResetPassPage() {
  const { t } = useTranslation('admin');
  const planName = usePlanName();
  const statusLabel = useStatusLabel();
  const [f, setF] = useState<AccountQuery>({
    q: '',
    kind: 'all',
    sort: 'created_at',
    dir: 'desc',
    page: 1,
    pageSize: 20,
  });
  const set = filterSetter(setF);
  const list = useAccountSearch(f);
  const otp = useSendResetOtp();
  const temp = useTemporaryPassword();
  const [confirming, setConfirming] = useState<AccountRow | null>(null);
  const [shown, setShown] = useState<{ name: string; password: string } | null>(null);

  const sendOtp = (a: AccountRow) => otp.mutate(a.registration_no, toastAnswer);
  const setTemporary = (a: AccountRow) =>
    temp.mutate(a.registration_no, {
      onSuccess: (r) => {
        setConfirming(null);
        setShown({ name: a.name || a.registration_no, password: r.temporary_password });
      },
      onError: (e) => toast.error(e.message),
    });
  const closeShown = () => {
    setShown(null);
    temp.reset(); // the password leaves memory with the dialog
  };

  const actions = (a: AccountRow) => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" onClick={() => sendOtp(a)} disabled={otp.isPending}>
        {t('staff.resetpass.sendOtp')}
      </Button>
      <Button size="small" variant="outlined" color="warning" onClick={() => setConfirming(a)}>
        {t('staff.resetpass.temporary')}
      </Button>
    </Stack>
  );
  const who = (a: AccountRow) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {a.name || a.registration_no}
      </Typography>
      <CaptionLine>
        {a.registration_no} · {isPromoterRole(a.role) ? t('staff.resetpass.promoters') : planName(a.role)} ·{' '}
        {statusLabel(a.status)}
      </CaptionLine>
      {a.must_change_password && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={t('staff.resetpass.mustChange')}
          sx={{ mt: 0.5 }}
        />
      )}
    </>
  );
  const contact = (a: AccountRow) => (
    <>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {a.email}
      </Typography>
      {a.mobile && (
        <Typography variant="caption" color="text.secondary">
          {a.mobile}
        </Typography>
      )}
    </>
  );
  const columns: StaffColumn<AccountRow>[] = [
    { key: 'who', header: t('staff.resetpass.account'), render: who },
    { key: 'contact', header: t('staff.resetpass.contact'), render: contact },
    { key: 'actions', header: '', render: actions },
  ];

  return (
    <>
      <PageHeader title={t('staff.resetpass.title')} subtitle={t('staff.resetpass.subtitle')} />
      <StaffFilterBar
        filters={[
          {
            kind: 'text',
            name: 'q',
            label: t('staff.resetpass.search'),
            placeholder: t('staff.resetpass.searchHint'),
          },
          {
            kind: 'select',
            name: 'kind',
            label: t('staff.resetpass.kind'),
            options: [
              ['all', t('staff.resetpass.all')],
              ['members', t('staff.resetpass.members')],
              ['promoters', t('staff.resetpass.promoters')],
            ],
          },
          {
            kind: 'select',
            name: 'order',
            label: t('staff.resetpass.sort'),
            options: [
              ['created_at:desc', t('staff.resetpass.newest')],
              ['created_at:asc', t('staff.resetpass.oldest')],
              ['name:asc', t('staff.resetpass.byName')],
              ['registration_no:asc', t('staff.resetpass.byNumber')],
            ],
          },
        ]}
        values={{ q: f.q, kind: f.kind, order: `${f.sort}:${f.dir}` }}
        onChange={({ order, ...patch }) => {
          const [sort, dir] = (order ?? `${f.sort}:${f.dir}`).split(':') as [
            AccountQuery['sort'],
            AccountQuery['dir'],
          ];
          set({ ...(patch as Partial<AccountQuery>), sort, dir });
        }}
      />
      {f.q === '' ? (
        <Alert severity="info">{t('staff.resetpass.startTyping')}</Alert>
      ) : (
        <StaffList
          label={t('staff.resetpass.label')}
          columns={columns}
          rows={list.data?.accounts ?? []}
          rowKey={(a) => a.registration_no}
          {...listPaging(f, setF, list)}
          card={(a) => (
            <Stack spacing={1}>
              <Box>{who(a)}</Box>
              <Box>{contact(a)}</Box>
              {actions(a)}
            </Stack>
          )}
        />
      )}

      <Dialog
        open={!!confirming}
        onClose={() => setConfirming(null)}
        aria-labelledby="temp-title"
        maxWidth="xs"
      >
        <DialogTitle id="temp-title">
          {t('staff.resetpass.confirmTitle', { name: confirming?.name || confirming?.registration_no })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('staff.resetpass.confirmBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            color="warning"
            loading={temp.isPending}
            onClick={() => confirming && setTemporary(confirming)}
          >
            {t('staff.resetpass.confirm')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={!!shown} onClose={closeShown} aria-labelledby="shown-title" maxWidth="xs" fullWidth>
        <DialogTitle id="shown-title">{t('staff.resetpass.shownOnce', { name: shown?.name })}</DialogTitle>
        <DialogContent>
          <Box
            component="output"
            aria-live="polite"
            data-testid="temporary-password"
            sx={{
              display: 'block',
              fontFamily: 'monospace',
              fontSize: '1.5rem',
              letterSpacing: 2,
              p: 2,
              my: 1,
              textAlign: 'center',
              bgcolor: 'action.hover',
              borderRadius: 1,
              userSelect: 'all',
            }}
          >
            {shown?.password}
          </Box>
          <DialogContentText variant="body2">{t('staff.resetpass.shownOnceHint')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            startIcon={<ContentCopyOutlined />}
            onClick={() =>
              shown &&
              navigator.clipboard
                ?.writeText(shown.password)
                .then(() => toast.success(t('staff.resetpass.copied')))
            }
          >
            {t('staff.resetpass.copy')}
          </Button>
          <Button variant="contained" onClick={closeShown}>
            {t('common.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
