import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { formatMobile } from '../../../shared/phone-format';
import { awaitsReview } from '../../../shared/policies/staff-queues';
import {
  type BankChangeInput,
  bankChangeInputSchema,
  type PromoterProfile,
  type PromoterProfileInput,
} from '../../../shared/schemas/promoter-area';
import { registeredInput, setServerFieldErrors } from '../../components/FormInputs';
import { FormMobileField } from '../../components/MobileField';
import { PageLoader } from '../../components/PageLoader';
import { QueryError } from '../../components/QueryError';
import { usePageTitle } from '../../components/usePageTitle';
import { zodResolver } from '../../components/zodResolver';
import { usePromoterProfile, useRequestBankChange } from '../../features/promoter-area/api';
import {
  CancelSaveButtons,
  Field,
  promoterProfileValues,
  usePromoterProfileForm,
} from '../../features/promoter-area/ProfileCard';
import { formatDate } from '../../format';

/** The About tab: full name, email, phone, address, pin code, country, state, city (SPEC §2). */
function About({ p }: { p: PromoterProfile }) {
  const { t } = useTranslation('promoter');
  const [editing, setEditing] = useState(false);
  const { form, save, submit } = usePromoterProfileForm(
    () => setEditing(false),
    (e) => toast.error(e.message),
  );
  const values = promoterProfileValues(p);
  const fields: { name: keyof PromoterProfileInput; label: string; wide?: boolean; input?: object }[] = [
    { name: 'name', label: t('profile.fullName') },
    { name: 'email', label: t('profile.email') },
    { name: 'mobile', label: t('profile.phone') },
    { name: 'address', label: t('profile.address'), wide: true },
    { name: 'pin_code', label: t('profile.pinCode'), input: { inputMode: 'numeric', maxLength: 6 } },
    { name: 'country', label: t('profile.country') },
    { name: 'state', label: t('profile.state') },
    { name: 'city', label: t('profile.city') },
  ];
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Grid container spacing={2}>
        {fields.map((f) => (
          <Grid key={f.name} size={{ xs: 12, sm: f.wide ? 12 : 6 }}>
            {editing && f.name === 'mobile' ? (
              <FormMobileField
                control={form.control}
                name="mobile"
                label={f.label}
                help={t('profile.phoneHelp')}
                required
              />
            ) : editing ? (
              <TextField
                fullWidth
                label={f.label}
                {...registeredInput(form, f.name)}
                slotProps={{ htmlInput: f.input }}
              />
            ) : (
              <Field label={f.label} value={f.name === 'mobile' ? formatMobile(p.mobile) : values[f.name]} />
            )}
          </Grid>
        ))}
        {!editing && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Field label={t('profile.registrationNo')} value={p.registration_no} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Field
                label={t('profile.promoterType')}
                value={t(`types.${p.promoter_type}`, { defaultValue: p.promoter_type })}
              />
            </Grid>
          </>
        )}
      </Grid>
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        {editing ? (
          <CancelSaveButtons pending={save.isPending} onCancel={() => setEditing(false)} />
        ) : (
          <Button
            variant="contained"
            onClick={() => {
              form.reset(values);
              setEditing(true);
            }}
            sx={{ minHeight: 44 }}
          >
            {t('profile.edit')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/**
 * The Bank Details tab: the details in force (account number masked) and the state of the last change
 * request; Edit Profile opens a form whose Save sends a change request that staff approve (docs/promoter-area.md).
 */
function Bank({ p }: { p: PromoterProfile }) {
  const { t } = useTranslation('promoter');
  const request = useRequestBankChange();
  const [editing, setEditing] = useState(false);
  const form = useForm<z.input<typeof bankChangeInputSchema>, unknown, BankChangeInput>({
    resolver: zodResolver(bankChangeInputSchema),
  });
  const c = p.bank_change;
  const submit = form.handleSubmit(async (v) => {
    try {
      await request.mutateAsync(v);
      toast.success(t('profile.bankSent'));
      setEditing(false);
    } catch (e) {
      if (!setServerFieldErrors(e, form.setError)) toast.error((e as Error).message);
    }
  });
  const hasBank = !!p.bank.account_no_masked;
  return (
    <Stack spacing={2}>
      {c && awaitsReview(c.status) && (
        <Alert severity="info">{t('profile.bankPending', { date: formatDate(c.requested_at) })}</Alert>
      )}
      {c?.status === 'rejected' && (
        <Alert severity="warning">{t('profile.bankRejected', { reason: c.reason })}</Alert>
      )}
      {editing ? (
        <Box component="form" onSubmit={submit} noValidate>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('profile.bankEditHint')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={t('profile.accountName')}
                {...registeredInput(form, 'account_name')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={t('profile.accountNo')}
                {...registeredInput(form, 'account_no')}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label={t('profile.accountType')}
                defaultValue="Savings"
                {...form.register('account_type')}
              >
                <MenuItem value="Savings">{t('profile.savings')}</MenuItem>
                <MenuItem value="Current">{t('profile.current')}</MenuItem>
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={t('profile.ifsc')}
                {...registeredInput(form, 'ifsc')}
                slotProps={{ htmlInput: { maxLength: 11, style: { textTransform: 'uppercase' } } }}
              />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <TextField fullWidth label={t('profile.bankName')} {...registeredInput(form, 'bank_name')} />
            </Grid>
          </Grid>
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <CancelSaveButtons pending={request.isPending} onCancel={() => setEditing(false)} />
          </Stack>
        </Box>
      ) : (
        <>
          <Typography variant="subtitle2" component="h2">
            {t('profile.bankInForce')}
          </Typography>
          {hasBank ? (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Field label={t('profile.accountName')} value={p.bank.account_name} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Field label={t('profile.accountNo')} value={p.bank.account_no_masked} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Field
                  label={t('profile.accountType')}
                  value={
                    p.bank.account_type === 'Current'
                      ? t('profile.current')
                      : p.bank.account_type
                        ? t('profile.savings')
                        : ''
                  }
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Field label={t('profile.ifsc')} value={p.bank.ifsc} />
              </Grid>
              <Grid size={{ xs: 12 }}>
                <Field label={t('profile.bankName')} value={p.bank.bank_name} />
              </Grid>
            </Grid>
          ) : (
            <Typography color="text.secondary">{t('profile.bankNone')}</Typography>
          )}
          <Box sx={{ textAlign: 'right' }}>
            <Button
              variant="contained"
              onClick={() => {
                form.reset({
                  account_name: p.bank.account_name,
                  account_no: '',
                  account_type: p.bank.account_type === 'Current' ? 'Current' : 'Savings',
                  ifsc: p.bank.ifsc,
                  bank_name: p.bank.bank_name,
                });
                setEditing(true);
              }}
              sx={{ minHeight: 44 }}
            >
              {t('profile.edit')}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}

/** /PromotAdmin/profilepage (SPEC §2 "Profile page", docs/promoter-area.md): About and Bank Details tabs (?tab=bank). */
export default function ProfilePage() {
  const { t } = useTranslation('promoter');
  usePageTitle(t('profile.pageTitle'));
  const profile = usePromoterProfile();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'bank' ? 'bank' : 'about';
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <QueryError query={profile} />;
  const p = profile.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('profile.pageTitle')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, v) => setParams(v === 'bank' ? { tab: 'bank' } : {}, { replace: true })}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="about" label={t('profile.about')} sx={{ minHeight: 48 }} />
        <Tab value="bank" label={t('profile.bank')} sx={{ minHeight: 48 }} />
      </Tabs>
      {tab === 'about' ? <About p={p} /> : <Bank p={p} />}
    </Paper>
  );
}
