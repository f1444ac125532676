import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import SendIcon from '@mui/icons-material/Send';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../../shared/i18n/languages';
import { smsLink, whatsappLink } from '../../../shared/policies/promoter-area';
import { inviteInputSchema } from '../../../shared/schemas/promoter-area';
import { registeredInput, setServerFieldErrors } from '../../components/FormInputs';
import { FormMobileField } from '../../components/MobileField';
import { usePageTitle } from '../../components/usePageTitle';
import { zodResolver } from '../../components/zodResolver';
import { type InviteContact, useInvite, usePromoterProfile } from '../../features/promoter-area/api';
import { currentLang } from '../../i18n';

type Form = { contacts: InviteContact[]; language: Lang };
const EMPTY: InviteContact = { name: '', email: '', mobile: '', relationship: '', channel: 'email' };
type Share = { name: string; channel: 'whatsapp' | 'sms'; href: string };

/**
 * /PromotAdmin/refer (SPEC §2 "Refer / Invite", docs/promoter-area.md): rows of contacts (name, email, mobile,
 * relationship, channel — email by default); Add Contact adds a row, delete is disabled with one row left.
 * Send records them (daily limit on the server), email ones get the invitation mail; WhatsApp and SMS ones
 * get a wa.me / sms: link with the same text, to open from this page.
 */
export default function ReferPage() {
  const { t } = useTranslation('promoter');
  usePageTitle(t('refer.pageTitle'));
  const profile = usePromoterProfile();
  const invite = useInvite();
  const [shares, setShares] = useState<Share[]>([]);
  const [remaining, setRemaining] = useState<number | null>(null);
  const form = useForm<Form>({
    resolver: zodResolver(inviteInputSchema) as never,
    defaultValues: { contacts: [EMPTY], language: currentLang() },
  });
  const rows = useFieldArray({ control: form.control, name: 'contacts' });
  const channels = form.watch('contacts').map((c) => c.channel);

  const submit = form.handleSubmit(async (v) => {
    try {
      const r = await invite.mutateAsync({ contacts: v.contacts, language: v.language });
      toast.success(t('refer.sent', { count: r.sent, emailed: r.emailed }));
      setRemaining(r.remaining_today);
      const promoter = profile.data?.promoter_name ?? '';
      setShares(
        v.contacts
          .filter((c) => c.channel !== 'email')
          .map((c) => {
            const text = t('refer.message', { name: c.name, promoter, link: r.referral_link });
            return c.channel === 'whatsapp'
              ? { name: c.name, channel: 'whatsapp' as const, href: whatsappLink(c.mobile ?? '', text) }
              : { name: c.name, channel: 'sms' as const, href: smsLink(c.mobile ?? '', text) };
          }),
      );
      form.reset({ contacts: [EMPTY], language: v.language });
    } catch (e) {
      setServerFieldErrors(e, form.setError);
    }
  });

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1">
          {t('refer.pageTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('refer.intro')}
        </Typography>
        {profile.data && (
          // The whole link, wrapped on a phone, with a Copy button beside it (below it at 375 px).
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label={t('refer.yourLink')}
              value={profile.data.referral_link}
              fullWidth
              multiline
              slotProps={{ htmlInput: { readOnly: true, style: { wordBreak: 'break-all' } } }}
              onFocus={(e) => e.target.select()}
            />
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              sx={{ minHeight: 56, flexShrink: 0 }}
              onClick={async () => {
                const link = profile.data?.referral_link ?? '';
                try {
                  await navigator.clipboard.writeText(link);
                  toast.success(t('dashboard.linkCopied'));
                } catch {
                  toast.info(link);
                }
              }}
            >
              {t('refer.copy')}
            </Button>
          </Stack>
        )}
      </Paper>

      {shares.length > 0 && (
        <Alert severity="success">
          <Typography sx={{ mb: 1 }}>{t('refer.openShare')}</Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {shares.map((s) => (
              <Button
                key={s.href}
                variant="outlined"
                size="small"
                component="a"
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                startIcon={s.channel === 'whatsapp' ? <WhatsApp /> : <SmsOutlined />}
                sx={{ minHeight: 44 }}
              >
                {s.channel === 'whatsapp'
                  ? t('refer.openWhatsapp', { name: s.name })
                  : t('refer.openSms', { name: s.name })}
              </Button>
            ))}
          </Stack>
        </Alert>
      )}
      {invite.isError && <Alert severity="error">{invite.error.message}</Alert>}

      <Paper component="form" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} onSubmit={submit} noValidate>
        <Stack spacing={3}>
          {rows.fields.map((field, i) => (
            <Box key={field.id} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography component="legend" variant="subtitle2">
                  {t('refer.contact', { n: i + 1 })}
                </Typography>
                <Tooltip title={t('refer.remove', { n: i + 1 })}>
                  <span>
                    <IconButton
                      aria-label={t('refer.remove', { n: i + 1 })}
                      disabled={rows.fields.length === 1}
                      onClick={() => rows.remove(i)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                  <TextField
                    fullWidth
                    required
                    label={t('refer.name')}
                    {...registeredInput(form, `contacts.${i}.name`)}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                  <TextField
                    fullWidth
                    type="email"
                    label={t('refer.email')}
                    required={channels[i] === 'email'}
                    {...registeredInput(form, `contacts.${i}.email`)}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                  <FormMobileField
                    control={form.control}
                    name={`contacts.${i}.mobile`}
                    label={t('refer.mobile')}
                    help={t('profile.phoneHelp')}
                    required={channels[i] !== 'email'}
                    fullWidth
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                  <TextField
                    fullWidth
                    label={t('refer.relationship')}
                    {...form.register(`contacts.${i}.relationship`)}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                  <TextField
                    select
                    fullWidth
                    label={t('refer.channel')}
                    value={channels[i] ?? 'email'}
                    onChange={(e) =>
                      form.setValue(`contacts.${i}.channel`, e.target.value as InviteContact['channel'], {
                        shouldValidate: form.formState.isSubmitted,
                      })
                    }
                  >
                    <MenuItem value="email">{t('refer.channelEmail')}</MenuItem>
                    <MenuItem value="whatsapp">{t('refer.channelWhatsapp')}</MenuItem>
                    <MenuItem value="sms">{t('refer.channelSms')}</MenuItem>
                  </TextField>
                </Grid>
              </Grid>
            </Box>
          ))}
          <TextField
            select
            label={t('refer.language')}
            helperText={t('refer.languageHelp')}
            value={form.watch('language')}
            onChange={(e) => form.setValue('language', e.target.value as Lang)}
            sx={{ maxWidth: { sm: 360 } }}
            slotProps={{ select: { inputProps: { name: 'language' } } }}
          >
            {LANGUAGES.map((l) => (
              <MenuItem key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Button
              startIcon={<AddIcon />}
              onClick={() => rows.append(EMPTY)}
              disabled={rows.fields.length >= 10}
              sx={{ minHeight: 44 }}
            >
              {t('refer.add')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              endIcon={<SendIcon />}
              loading={invite.isPending}
              sx={{ minHeight: 44 }}
            >
              {t('refer.submit')}
            </Button>
          </Stack>
          {remaining !== null && (
            <Typography variant="body2" color="text.secondary">
              {t('refer.remaining', { count: remaining })}
            </Typography>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
