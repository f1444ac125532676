import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { todayIST } from '../../../shared/dates';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../shared/i18n/languages';
import { formatMobile } from '../../../shared/phone-format';
import {
  PROMOTER_STATUS_REASON_MAX,
  PROMOTER_TYPES,
  type PromoterRow,
  promoterInputSchema,
} from '../../../shared/schemas/promoters';
import { hasFieldErrors, registeredInput, setServerFieldErrors } from '../../components/FormInputs';
import { FormMobileField } from '../../components/MobileField';
import { NoWrap } from '../../components/NoWrap';
import { toastAnswer } from '../../components/toastAnswer';
import { zodResolver } from '../../components/zodResolver';
import { PageHeader } from '../../features/admin/PageHeader';
import { useResendSetPassword } from '../../features/payouts/api';
import { ReasonDialog } from '../../features/photos/ReasonDialog';
import { BankChangesSection } from '../../features/promoter-area/BankChangesSection';
import {
  type PromoterForm,
  usePromoters,
  useSavePromoter,
  useSetPromoterActive,
} from '../../features/promoters/api';
import { CaptionLine } from '../../features/staff/CaptionLine';
import { FormDateField } from '../../features/staff/FormDateField';
import { listPaging } from '../../features/staff/listPaging';
import { type StaffColumn, StaffList } from '../../features/staff/StaffList';
import { formatDate } from '../../format';

function blank(p?: PromoterRow): PromoterForm {
  return {
    name: p?.name ?? '',
    email: p?.email ?? '',
    mobile: p?.mobile ?? '',
    promoter_type: (p?.promoter_type as PromoterForm['promoter_type']) ?? 'Individual',
    promo_code: p?.promo_code ?? '',
    registered_on: p?.registered_on ?? todayIST(),
    expires_on: p?.expires_on ?? null,
    bank: p?.bank ?? { account_name: '', account_no: '', ifsc: '', bank_name: '' },
    language: p?.language ?? 'en',
  };
}

/** Create or edit a promoter (decision 022); server field messages land on their fields. */
function PromoterDialog({ promoter, onClose }: { promoter?: PromoterRow; onClose(): void }) {
  const { t: tp } = useTranslation('promoter');
  const { t } = useTranslation('admin');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSavePromoter();
  const form = useForm<PromoterForm>({
    resolver: zodResolver(promoterInputSchema),
    defaultValues: blank(promoter),
  });
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: promoter?.id, body },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          onClose();
        },
        onError: (err) => setServerFieldErrors(err, form.setError),
      },
    ),
  );
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle>
          {promoter ? t('promoters.form.editTitle', { name: promoter.name }) : t('promoters.list.create')}
        </DialogTitle>
        <DialogContent dividers>
          {save.error && !hasFieldErrors(save.error) && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {save.error.message}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={t('promoters.form.name')}
                fullWidth
                {...registeredInput(form, 'name')}
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={t('promoters.form.email')}
                fullWidth
                {...registeredInput(form, 'email')}
                required
                type="email"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormMobileField control={form.control} name="mobile" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label={tp('profile.promoterType')}
                defaultValue={form.getValues('promoter_type')}
                {...form.register('promoter_type')}
              >
                {PROMOTER_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {tp(`types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label={t('promoters.form.language')}
                helperText={t('promoters.form.languageHelp')}
                defaultValue={form.getValues('language')}
                {...form.register('language')}
              >
                {LANGUAGES.map((l) => (
                  <MenuItem key={l} value={l} lang={l}>
                    {LANGUAGE_NAMES[l]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                label={t('promoters.form.code')}
                fullWidth
                {...registeredInput(form, 'promo_code', t('promoters.form.codeHelp'))}
                required
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <FormDateField
                control={form.control}
                name="registered_on"
                label={t('promoters.form.registeredOn')}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <FormDateField
                control={form.control}
                name="expires_on"
                label={t('promoters.form.expiresOn')}
                help={t('promoters.form.expiresHelp')}
                nullable
              />
            </Grid>
            <Grid size={12}>
              <Typography variant="subtitle2">{t('promoters.form.bank')}</Typography>
            </Grid>
            {(['account_name', 'account_no', 'ifsc', 'bank_name'] as const).map((k) => (
              <Grid key={k} size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={t(`promoters.form.${k}`)}
                  fullWidth
                  {...registeredInput(form, `bank.${k}`)}
                />
              </Grid>
            ))}
          </Grid>
          {!promoter && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('promoters.form.invite')}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {promoter ? t('common.save') : t('promoters.form.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** /admin/promoters (decision 022): list, search, create, edit, activate / deactivate with a reason. */
export default function PromotersPage() {
  const { t: tp } = useTranslation('promoter');
  const { t } = useTranslation('admin');
  const [paging, setPaging] = useState({ page: 1, pageSize: 20, q: '' });
  const list = usePromoters(paging);
  const setActive = useSetPromoterActive();
  const resend = useResendSetPassword();
  const [editing, setEditing] = useState<PromoterRow | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<PromoterRow | null>(null);
  const activate = (p: PromoterRow) => setActive.mutate({ id: p.id, active: true, reason: '' }, toastAnswer);
  const columns: StaffColumn<PromoterRow>[] = [
    {
      key: 'promoter',
      header: t('promoters.promoter'),
      render: (p) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {p.name}
          </Typography>
          <CaptionLine>
            {p.registration_no} · {p.email} · {formatMobile(p.mobile)}
          </CaptionLine>
        </>
      ),
    },
    {
      key: 'code',
      header: t('promoters.list.code'),
      render: (p) => <Chip size="small" label={p.promo_code} />,
    },
    {
      key: 'type',
      header: t('promoters.list.type'),
      render: (p) => tp(`types.${p.promoter_type}`, { defaultValue: p.promoter_type }),
    },
    {
      key: 'dates',
      header: t('promoters.list.dates'),
      render: (p) => (
        <NoWrap>
          {formatDate(p.registered_on)}
          <br />
          {p.expires_on
            ? t('promoters.list.until', { date: formatDate(p.expires_on) })
            : t('promoters.list.noExpiry')}
        </NoWrap>
      ),
    },
    {
      key: 'status',
      header: t('common.status'),
      render: (p) => (
        <>
          <Chip
            size="small"
            color={p.active ? 'success' : 'default'}
            label={t(`promoters.list.${p.active ? (p.password_set ? 'active' : 'invited') : 'inactive'}`)}
          />
          {!p.active && p.status_reason && <CaptionLine>{p.status_reason}</CaptionLine>}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      align: 'right',
      render: (p) => (
        <NoWrap>
          <Button size="small" onClick={() => setEditing(p)}>
            {t('common.edit')}
          </Button>
          {p.active && !p.password_set && (
            <Button size="small" disabled={resend.isPending} onClick={() => resend.mutate(p.id, toastAnswer)}>
              {t('promoters.list.resend')}
            </Button>
          )}
          {p.active ? (
            <Button size="small" color="error" onClick={() => setDeactivating(p)}>
              {t('promoters.list.deactivate')}
            </Button>
          ) : (
            <Button size="small" onClick={() => activate(p)} disabled={setActive.isPending}>
              {t('promoters.list.activate')}
            </Button>
          )}
        </NoWrap>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('promoters.list.title')}
        subtitle={t('promoters.list.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('promoters.list.create')}
          </Button>
        }
      />
      <BankChangesSection />
      <StaffList
        label={t('promoters.list.label')}
        columns={columns}
        rows={list.data?.promoters ?? []}
        rowKey={(p) => String(p.id)}
        {...listPaging(paging, setPaging, list)}
        empty={paging.q ? t('promoters.list.noMatch') : t('promoters.list.none')}
        filters={[
          {
            kind: 'text',
            name: 'q',
            label: t('promoters.list.search'),
            placeholder: t('promoters.list.searchPlaceholder'),
          },
        ]}
        values={{ q: paging.q }}
        onFilters={(patch) => setPaging((p) => ({ ...p, page: 1, q: patch.q ?? p.q }))}
      />
      {editing && (
        <PromoterDialog promoter={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      <ReasonDialog
        open={deactivating !== null}
        title={t('promoters.list.deactivateTitle', { name: deactivating?.name ?? '' })}
        max={PROMOTER_STATUS_REASON_MAX}
        explain={t('promoters.list.deactivateExplain')}
        suggestions={(['ended', 'left', 'misuse'] as const).map((r) => t(`promoters.list.reasons.${r}`))}
        busy={setActive.isPending}
        onCancel={() => setDeactivating(null)}
        onSubmit={(reason, setError) =>
          deactivating &&
          setActive.mutate(
            { id: deactivating.id, active: false, reason },
            { ...toastAnswer.andThen(() => setDeactivating(null)), onError: (err) => setError(err.message) },
          )
        }
      />
    </>
  );
}
