import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ID_DOC_TYPES } from '../../../shared/policies';
import { SelectInput } from '../../components/FormInputs';
import { TrustBadges } from '../members/TrustBadges';
import { SectionCard } from '../profile/SectionCard';
import { useConfirmMobileCode, useMyVerification, useSendMobileCode, useUploadId } from './api';

/**
 * The member's trust badges (docs/verification.md): prove the mobile number with an SMS code and upload a
 * government ID (Aadhaar only masked). What the member may do comes from the server's `abilities`.
 */
export function VerificationPanel() {
  const { t } = useTranslation('member');
  const q = useMyVerification();
  const send = useSendMobileCode();
  const confirm = useConfirmMobileCode();
  const upload = useUploadId();
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [docType, setDocType] = useState<string>('aadhaar_masked');
  const [lastFour, setLastFour] = useState('');
  const [file, setFile] = useState<File | null>(null);
  if (!q.data) return null;
  const v = q.data;
  const fail = (e: Error) => toast.error(e.message);
  return (
    <SectionCard id="verification" title={t('verify.title')}>
      <Stack spacing={2}>
        <TrustBadges badges={v.badges} />
        <Box>
          <Typography variant="subtitle2">{t('verify.mobileTitle')}</Typography>
          {v.abilities.verify_mobile ? (
            <Stack spacing={1} sx={{ mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('verify.mobileHint', { number: v.mobile_no })}
              </Typography>
              <Button
                variant="outlined"
                disabled={send.isPending}
                onClick={() =>
                  send.mutate(undefined, {
                    onSuccess: (r) => {
                      setSent(true);
                      toast.success(r.message);
                    },
                    onError: fail,
                  })
                }
              >
                {sent ? t('verify.resend') : t('verify.sendCode')}
              </Button>
              {sent && (
                <Stack direction="row" spacing={1}>
                  <TextField
                    size="small"
                    label={t('verify.code')}
                    value={otp}
                    onChange={(e) => setOtp(e.target.value)}
                    slotProps={{
                      htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' },
                    }}
                  />
                  <Button
                    variant="contained"
                    disabled={confirm.isPending || otp.length !== 6}
                    onClick={() =>
                      confirm.mutate(otp, { onSuccess: (r) => toast.success(r.message), onError: fail })
                    }
                  >
                    {t('verify.confirm')}
                  </Button>
                </Stack>
              )}
            </Stack>
          ) : (
            <Typography variant="body2" color="success.main">
              {t('verify.mobileDone', { number: v.mobile_no })}
            </Typography>
          )}
        </Box>
        <Box>
          <Typography variant="subtitle2">{t('verify.idTitle')}</Typography>
          {v.id && (
            <Alert
              severity={
                v.id.status === 'rejected' ? 'warning' : v.id.status === 'approved' ? 'success' : 'info'
              }
              sx={{ mt: 1 }}
            >
              {t(`verify.idState.${v.id.status}`, {
                type: t(`verify.docTypes.${v.id.doc_type}`),
                lastFour: v.id.last_four,
                reason: v.id.reason ?? '',
              })}
            </Alert>
          )}
          {v.abilities.upload_id && (
            <Stack spacing={1.5} sx={{ mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('verify.idHint')}
              </Typography>
              <SelectInput
                size="small"
                label={t('verify.docType')}
                value={docType}
                onChange={(e) => setDocType(e.target.value)}
                options={ID_DOC_TYPES.map((d) => ({ value: d, label: t(`verify.docTypes.${d}`) }))}
              />
              {docType === 'aadhaar_masked' && <Alert severity="info">{t('verify.maskAadhaar')}</Alert>}
              <TextField
                size="small"
                label={t('verify.lastFour')}
                value={lastFour}
                onChange={(e) => setLastFour(e.target.value.toUpperCase())}
                slotProps={{ htmlInput: { maxLength: 4 } }}
              />
              <Button variant="outlined" component="label">
                {file ? file.name : t('verify.chooseImage')}
                <input
                  hidden
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              </Button>
              <Button
                variant="contained"
                disabled={!file || lastFour.length !== 4 || upload.isPending}
                onClick={() =>
                  file &&
                  upload.mutate(
                    { docType, lastFour, file },
                    { onSuccess: (r) => toast.success(r.message), onError: fail },
                  )
                }
              >
                {t('verify.upload')}
              </Button>
            </Stack>
          )}
        </Box>
      </Stack>
    </SectionCard>
  );
}
