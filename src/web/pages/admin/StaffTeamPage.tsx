import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { mayUseArea } from '../../../shared/policies/account';
import { STAFF_PERMISSIONS, type StaffPermission } from '../../../shared/policies/staff';
import type { StaffRow } from '../../../shared/schemas/staff';
import { useSession } from '../../auth/useSession';
import { toastAnswer } from '../../components/toastAnswer';
import { useStatusLabel } from '../../features/admin/format';
import { PageHeader } from '../../features/admin/PageHeader';
import { useResendStaffLink, useSaveStaff, useStaffTeam } from '../../features/staff/api';
import { CaptionLine } from '../../features/staff/CaptionLine';
import { filterSetter, listPaging } from '../../features/staff/listPaging';
import { StaffFormDialog } from '../../features/staff/StaffFormDialog';
import { type StaffColumn, StaffList } from '../../features/staff/StaffList';
import { formatDateTime } from '../../format';

type Editing = { row: StaffRow | null };

/**
 * /admin/staff (decision 130): the staff team. An Admin with the settings permission invites a staff
 * member by email (set-password link), chooses permissions, and can revoke them or the account.
 */
export default function StaffTeamPage() {
  const { t } = useTranslation('admin');
  const statusLabel = useStatusLabel();
  const session = useSession();
  const [f, setF] = useState({ q: '', page: 1, pageSize: 20 });
  const list = useStaffTeam(f);
  const resend = useResendStaffLink();
  const [editing, setEditing] = useState<Editing | null>(null);

  const perms = (r: StaffRow) =>
    r.permissions === null ? (
      <Chip size="small" color="primary" label={t('staff.permissions.all')} />
    ) : r.permissions.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {t('staff.permissions.none')}
      </Typography>
    ) : (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {r.permissions.map((p) => (
          <Chip key={p} size="small" variant="outlined" label={t(`staff.permissions.${p}`)} />
        ))}
      </Stack>
    );
  const who = (r: StaffRow) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {r.name}
        {r.id === session.userId ? ` (${t('staff.team.you')})` : ''}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-all' }}>
        {r.email} · {r.registration_no}
      </Typography>
      <CaptionLine>
        {statusLabel(r.status)} ·{' '}
        {r.password_set
          ? `${t('staff.team.lastLogin')}: ${r.last_login_at ? formatDateTime(r.last_login_at) : t('staff.team.never')}`
          : t('staff.team.passwordNotSet')}
      </CaptionLine>
    </>
  );
  const changeable = (r: StaffRow) => r.permissions !== null && r.id !== session.userId;
  const actions = (r: StaffRow) =>
    changeable(r) ? (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setEditing({ row: r })}>
          {t('staff.team.edit')}
        </Button>
        {!r.password_set && (
          <Button size="small" onClick={() => resend.mutate(r.id, toastAnswer)}>
            {t('staff.team.resend')}
          </Button>
        )}
      </Stack>
    ) : r.permissions === null ? (
      <Typography variant="caption" color="text.secondary">
        {t('staff.team.fixed')}
      </Typography>
    ) : null;
  const columns: StaffColumn<StaffRow>[] = [
    { key: 'who', header: t('staff.team.name'), render: who },
    { key: 'perms', header: t('staff.permissions.title'), render: perms },
    { key: 'actions', header: '', render: actions },
  ];

  return (
    <>
      <PageHeader
        title={t('staff.team.title')}
        subtitle={t('staff.team.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Outlined />}
            onClick={() => setEditing({ row: null })}
          >
            {t('staff.team.invite')}
          </Button>
        }
      />
      <StaffList
        filters={[
          { kind: 'text', name: 'q', label: t('staff.team.search'), placeholder: t('staff.team.searchHint') },
        ]}
        values={{ q: f.q }}
        onFilters={filterSetter(setF)}
        label={t('staff.team.label')}
        columns={columns}
        rows={list.data?.staff ?? []}
        rowKey={(r) => r.id}
        {...listPaging(f, setF, list)}
        card={(r) => (
          <Stack spacing={1}>
            <div>{who(r)}</div>
            {perms(r)}
            {actions(r)}
          </Stack>
        )}
      />
      {editing && <StaffDialog row={editing.row} onClose={() => setEditing(null)} />}
    </>
  );
}

/** Invite (row null) or change a staff member: name and email (invite only), permissions, may sign in. */
function StaffDialog({ row, onClose }: { row: StaffRow | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveStaff();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [held, setHeld] = useState<StaffPermission[]>(row?.permissions ?? []);
  const [active, setActive] = useState(row ? mayUseArea(row.status) : true);
  const errors = save.error && 'errors' in save.error ? (save.error.errors as Record<string, string>) : {};
  const toggle = (p: StaffPermission) =>
    setHeld((h) => (h.includes(p) ? h.filter((x) => x !== p) : [...h, p]));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      row
        ? { id: row.id, update: { permissions: held, active } }
        : { invite: { name, email, permissions: held } },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          onClose();
        },
      },
    );
  };
  return (
    <StaffFormDialog
      titleId="staff-dialog-title"
      title={row ? t('staff.team.editTitle', { name: row.name }) : t('staff.team.inviteTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={row ? t('staff.team.save') : t('staff.team.send')}
      busy={save.isPending}
      error={save.isError && Object.keys(errors).length === 0 ? save.error.message : null}
    >
      {!row && (
        <>
          <DialogContentText>{t('staff.team.inviteHint')}</DialogContentText>
          <TextField
            label={t('staff.team.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            autoFocus
            error={!!errors.name}
            helperText={errors.name}
          />
          <TextField
            label={t('staff.team.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            error={!!errors.email}
            helperText={errors.email}
          />
        </>
      )}
      <FormGroup>
        <FormLabel component="legend">{t('staff.permissions.title')}</FormLabel>
        {STAFF_PERMISSIONS.map((p) => (
          <FormControlLabel
            key={p}
            control={<Checkbox checked={held.includes(p)} onChange={() => toggle(p)} name={p} />}
            label={t(`staff.permissions.${p}`)}
          />
        ))}
      </FormGroup>
      {row && (
        <>
          <FormControlLabel
            control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
            label={t('staff.team.active')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('staff.team.activeHint')}
          </Typography>
        </>
      )}
    </StaffFormDialog>
  );
}
