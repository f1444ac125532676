import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { formatMobile } from '../../../shared/phone-format';
import {
  type PromoterProfile,
  type PromoterProfileInput,
  promoterProfileInputSchema,
} from '../../../shared/schemas/promoter-area';
import { hasFieldErrors, registeredInput, setServerFieldErrors } from '../../components/FormInputs';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { FormMobileField } from '../../components/MobileField';
import { zodResolver } from '../../components/zodResolver';
import { usePromoterProfile, useSavePromoterProfile } from './api';

/** The profile form's values from the stored profile. */
export function promoterProfileValues(p: PromoterProfile): PromoterProfileInput {
  return {
    name: p.promoter_name,
    email: p.email,
    mobile: p.mobile,
    address: p.address,
    pin_code: p.pin_code,
    country: p.country,
    state: p.state,
    city: p.city,
  };
}

/**
 * The promoter's own profile form (PUT /api/promoter/profile), shared by the profile card and the profile
 * page's About tab: validated by the server's schema; `submit` saves, says so in a toast and calls
 * `onSaved`; the server's field messages go under the fields, any other failure to `onOtherError`.
 */
export function usePromoterProfileForm(onSaved: () => void, onOtherError?: (e: Error) => void) {
  const { t } = useTranslation('promoter');
  const save = useSavePromoterProfile();
  const form = useForm<z.input<typeof promoterProfileInputSchema>, unknown, PromoterProfileInput>({
    resolver: zodResolver(promoterProfileInputSchema),
  });
  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync(v);
      toast.success(t('profile.saved'));
      onSaved();
    } catch (e) {
      if (!setServerFieldErrors(e, form.setError)) onOtherError?.(e as Error);
    }
  });
  return { form, save, submit };
}

/**
 * The promoter's profile card (SPEC §2 "Profile dialog", admin-profile): name, phone and email with the
 * drawn avatar; Edit and Save save for real (PUT /api/promoter/profile), keeping the address fields.
 */
export function ProfileCard({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('promoter');
  const profile = usePromoterProfile();
  const [editing, setEditing] = useState(false);
  const { form, save, submit } = usePromoterProfileForm(() => {
    setEditing(false);
    onDone?.();
  });
  const p = profile.data;
  if (!p) return null;
  const start = () => {
    form.reset(promoterProfileValues(p));
    save.reset();
    setEditing(true);
  };
  return (
    <Stack spacing={2} component="form" onSubmit={submit} noValidate>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <InitialsAvatar name={p.promoter_name} seed={p.registration_no} size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" noWrap>
            {p.promoter_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`types.${p.promoter_type}`, { defaultValue: p.promoter_type })} · {p.registration_no}
          </Typography>
        </Box>
      </Stack>
      {save.isError && !hasFieldErrors(save.error) && <Alert severity="error">{save.error.message}</Alert>}
      {editing ? (
        <>
          <TextField label={t('profile.fullName')} {...registeredInput(form, 'name')} required />
          <FormMobileField
            control={form.control}
            name="mobile"
            label={t('profile.phone')}
            help={t('profile.phoneHelp')}
            required
          />
          <TextField label={t('profile.email')} type="email" {...registeredInput(form, 'email')} required />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <CancelSaveButtons pending={save.isPending} onCancel={() => setEditing(false)} />
          </Stack>
        </>
      ) : (
        <>
          <Field label={t('profile.phone')} value={formatMobile(p.mobile)} />
          <Field label={t('profile.email')} value={p.email} />
          <Box sx={{ textAlign: 'right' }}>
            <Button variant="outlined" onClick={start} sx={{ minHeight: 44 }}>
              {t('profile.edit')}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}

/** A read-only label and value. */
export function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
    </Box>
  );
}

/**
 * Cancel and Save (the form's submit) of a promoter profile form, 44 px tall (WCAG 2.5.8): Save shows
 * `pending` as loading while Cancel (`onCancel`) is disabled. The caller lays them out.
 */
export function CancelSaveButtons({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation('promoter');
  return (
    <>
      <Button onClick={onCancel} disabled={pending} sx={{ minHeight: 44 }}>
        {t('profile.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={pending} sx={{ minHeight: 44 }}>
        {t('profile.save')}
      </Button>
    </>
  );
}
