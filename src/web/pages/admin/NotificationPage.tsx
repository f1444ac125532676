import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { todayIST } from '../../../shared/dates';
import { NOTICE_AUDIENCES } from '../../../shared/policies/notices';
import type { StaffNotice } from '../../../shared/schemas/notices';
import { ApiError } from '../../api/client';
import { DateField } from '../../components/DateField';
import { PageHeader } from '../../features/admin/PageHeader';
import { type NoticeForm, useSendNotice, useStaffNotices } from '../../features/staff/api';
import { filterSetter, listPaging } from '../../features/staff/listPaging';
import { StaffFormDialog } from '../../features/staff/StaffFormDialog';
import { type StaffColumn, StaffList } from '../../features/staff/StaffList';
import { textBinder } from '../../features/staff/textBinder';
import { formatDate } from '../../format';
import { translateMsg } from '../../i18n';

/**
 * /admin/notification (SPEC §2, decision 132): notices to all members, a plan's members, promoters or one
 * account, with a window and optional email (progress shown while the mails are queued). Needs the
 * notices permission.
 */
export default function NotificationPage() {
  const { t } = useTranslation('admin');
  const [f, setF] = useState({ state: 'all', page: 1, pageSize: 20 });
  const [composing, setComposing] = useState(false);
  const list = useStaffNotices(f);

  const what = (n: StaffNotice) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {n.title_en}
      </Typography>
      {n.title_kn && (
        <Typography variant="body2" lang="kn">
          {n.title_kn}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {n.body_en}
      </Typography>
    </>
  );
  const who = (n: StaffNotice) => (
    <>
      <Typography variant="body2">
        {t(`staff.notices.audiences.${n.audience}`)}
        {n.registration_no ? ` · ${n.registration_no}` : ''}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('staff.notices.recipients', { count: n.recipients })}
      </Typography>
    </>
  );
  const when = (n: StaffNotice) => (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {t('staff.notices.window', { from: formatDate(n.from), to: formatDate(n.to) })}
      </Typography>
      {n.open && <Chip size="small" color="success" label={t('staff.notices.open')} />}
    </Stack>
  );
  const mail = (n: StaffNotice) =>
    n.email ? (
      <Box sx={{ minWidth: 140 }}>
        <Typography variant="caption">
          {t('staff.notices.emailProgress', { queued: n.email_queued, total: n.email_total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={n.email_total ? (100 * n.email_queued) / n.email_total : 100}
          aria-label={t('staff.notices.emailProgress', { queued: n.email_queued, total: n.email_total })}
        />
      </Box>
    ) : (
      <Typography variant="caption" color="text.secondary">
        {t('staff.notices.noEmail')}
      </Typography>
    );
  const columns: StaffColumn<StaffNotice>[] = [
    { key: 'what', header: t('staff.notices.titleEn'), render: what },
    { key: 'who', header: t('staff.notices.audience'), render: who },
    { key: 'when', header: t('staff.notices.state'), render: when },
    { key: 'mail', header: t('staff.notices.email'), render: mail },
  ];

  return (
    <>
      <PageHeader
        title={t('staff.notices.title')}
        subtitle={t('staff.notices.subtitle')}
        actions={
          <Button variant="contained" startIcon={<CampaignOutlined />} onClick={() => setComposing(true)}>
            {t('staff.notices.new')}
          </Button>
        }
      />
      <StaffList
        filters={[
          {
            kind: 'select',
            name: 'state',
            label: t('staff.notices.state'),
            options: (['all', 'open', 'upcoming', 'closed'] as const).map((s) => [
              s,
              t(`staff.notices.${s}`),
            ]),
          },
        ]}
        values={{ state: f.state }}
        onFilters={filterSetter(setF)}
        label={t('staff.notices.label')}
        columns={columns}
        rows={list.data?.notices ?? []}
        rowKey={(n) => n.id}
        {...listPaging(f, setF, list)}
        empty={t('staff.notices.empty')}
        card={(n) => (
          <Stack spacing={1}>
            <div>{what(n)}</div>
            <div>{who(n)}</div>
            {when(n)}
            {mail(n)}
          </Stack>
        )}
      />
      {composing && <ComposeDialog onClose={() => setComposing(false)} />}
    </>
  );
}

function ComposeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const send = useSendNotice();
  const today = todayIST();
  const [v, setV] = useState<NoticeForm>({
    title_en: '',
    body_en: '',
    title_kn: '',
    body_kn: '',
    audience: 'all',
    registration_no: '',
    from: today,
    to: today,
    email: false,
  });
  const set = (patch: Partial<NoticeForm>) => setV((x) => ({ ...x, ...patch }));
  const errors = send.error instanceof ApiError ? send.error.errors : {};
  const err = (k: keyof NoticeForm) => ({
    error: !!errors[k],
    helperText: errors[k] ? translateMsg(errors[k]) : undefined,
  });
  const text = textBinder(v, set);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate(v, {
      onSuccess: (r) => {
        toast.success(r.message);
        onClose();
      },
    });
  };
  return (
    <StaffFormDialog
      titleId="notice-title"
      title={t('staff.notices.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('staff.notices.send')}
      busy={send.isPending}
      error={send.isError && Object.keys(errors).length === 0 ? send.error.message : null}
    >
      <TextField
        label={t('staff.notices.titleEn')}
        {...text('title_en')}
        required
        autoFocus
        {...err('title_en')}
      />
      <TextField
        label={t('staff.notices.bodyEn')}
        {...text('body_en')}
        required
        multiline
        minRows={3}
        {...err('body_en')}
      />
      <TextField
        label={t('staff.notices.titleKn')}
        {...text('title_kn')}
        slotProps={{ htmlInput: { lang: 'kn' } }}
        helperText={t('staff.notices.knHint')}
      />
      <TextField
        label={t('staff.notices.bodyKn')}
        {...text('body_kn')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { lang: 'kn' } }}
      />
      <TextField
        select
        label={t('staff.notices.audience')}
        value={v.audience}
        onChange={(e) => set({ audience: e.target.value as NoticeForm['audience'] })}
        {...err('audience')}
      >
        {NOTICE_AUDIENCES.map((a) => (
          <MenuItem key={a} value={a}>
            {t(`staff.notices.audiences.${a}`)}
          </MenuItem>
        ))}
      </TextField>
      {v.audience === 'account' && (
        <TextField
          label={t('staff.notices.registrationNo')}
          {...text('registration_no')}
          required
          {...err('registration_no')}
        />
      )}
      <Stack direction="row" spacing={2}>
        <DateField
          label={t('staff.notices.from')}
          name="from"
          value={v.from}
          onChange={(iso) => set({ from: iso })}
          {...err('from')}
        />
        <DateField
          label={t('staff.notices.to')}
          name="to"
          value={v.to}
          onChange={(iso) => set({ to: iso })}
          {...err('to')}
        />
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={!!v.email} onChange={(e) => set({ email: e.target.checked })} />}
        label={t('staff.notices.email')}
      />
    </StaffFormDialog>
  );
}
