import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { MySuccess } from '../../../shared/schemas/success';
import { ApiError } from '../../api/client';
import { SectionHeading } from '../../components/SectionHeading';
import { useMySuccess, useSuccessActions } from './api';

/**
 * The dashboard's success card (decision 160, docs/success-stories.md): "We found our match" (optionally
 * the partner's registration number), the partner's confirmation request, the story both agree to publish,
 * its state, and withdrawing it or taking the mark back (each asked first).
 */
export function SuccessCard() {
  const { t } = useTranslation('member');
  const q = useMySuccess();
  const a = useSuccessActions();
  const [marking, setMarking] = useState(false);
  const [partner, setPartner] = useState('');
  const [partnerError, setPartnerError] = useState('');
  const [confirm, setConfirm] = useState<null | 'withdraw' | 'cancel'>(null);
  const ok = (r: { message: string }) => toast.success(r.message);
  const fail = (e: Error) => toast.error(e.message);

  if (q.isPending) return <Skeleton variant="rounded" height={120} />;
  if (q.isError) return null;
  const { record, requests } = q.data;

  const mark = () =>
    a.mark.mutate(partner.trim(), {
      onSuccess: (r) => {
        ok(r);
        setMarking(false);
        setPartner('');
      },
      onError: (e) =>
        e instanceof ApiError && e.errors?.partner_registration_no
          ? setPartnerError(e.errors.partner_registration_no)
          : fail(e),
    });

  return (
    <Card
      variant="outlined"
      sx={{ borderColor: 'secondary.main' }}
      component="section"
      aria-labelledby="success-title"
    >
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <FavoriteBorderOutlined color="secondary" />
          <SectionHeading id="success-title">{t('success.title')}</SectionHeading>
        </Stack>
        {requests.map((r) => (
          <Alert
            key={r.id}
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() =>
                    a.answer.mutate({ id: r.id, confirm: true }, { onSuccess: ok, onError: fail })
                  }
                >
                  {t('success.confirm')}
                </Button>
                <Button
                  size="small"
                  onClick={() =>
                    a.answer.mutate({ id: r.id, confirm: false }, { onSuccess: ok, onError: fail })
                  }
                >
                  {t('success.decline')}
                </Button>
              </Stack>
            }
          >
            {t('success.request', { name: r.from.name, registrationNo: r.from.registration_no })}
          </Alert>
        ))}
        {record ? (
          <StoryEditor
            record={record}
            onWithdraw={() => setConfirm('withdraw')}
            onCancel={() => setConfirm('cancel')}
          />
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {t('success.intro')}
            </Typography>
            <Button
              variant="contained"
              color="secondary"
              onClick={() => setMarking(true)}
              sx={{ flexShrink: 0 }}
            >
              {t('success.mark')}
            </Button>
          </Stack>
        )}
      </CardContent>

      <Dialog open={marking} onClose={() => setMarking(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('success.markTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('success.markBody')}</DialogContentText>
          <TextField
            fullWidth
            sx={{ mt: 2 }}
            label={t('success.partnerNo')}
            helperText={partnerError || t('success.partnerHint')}
            error={!!partnerError}
            value={partner}
            onChange={(e) => {
              setPartner(e.target.value);
              setPartnerError('');
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMarking(false)}>{t('success.cancel')}</Button>
          <Button variant="contained" color="secondary" disabled={a.mark.isPending} onClick={mark}>
            {t('success.markConfirm')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={!!confirm} onClose={() => setConfirm(null)}>
        <DialogTitle>
          {confirm === 'withdraw' ? t('success.withdrawTitle') : t('success.unmarkTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirm === 'withdraw' ? t('success.withdrawBody') : t('success.unmarkBody')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{t('success.cancel')}</Button>
          <Button
            color="warning"
            variant="contained"
            onClick={() => {
              if (!record) return;
              const m = confirm === 'withdraw' ? a.withdraw : a.cancel;
              m.mutate(record.id, { onSuccess: ok, onError: fail, onSettled: () => setConfirm(null) });
            }}
          >
            {confirm === 'withdraw' ? t('success.withdraw') : t('success.unmark')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

/** The story part of the card: state, text with agreement, and the record's actions. */
function StoryEditor(props: { record: MySuccess; onWithdraw(): void; onCancel(): void }) {
  const { t } = useTranslation('member');
  const r = props.record;
  const a = useSuccessActions();
  const [text, setText] = useState(r.story);
  const [error, setError] = useState('');
  const state = r.public
    ? t('success.state.public')
    : r.withdrawn
      ? t('success.state.withdrawn')
      : r.review === 'rejected'
        ? t('success.state.rejected', { reason: r.review_reason })
        : r.story && !r.my_consent
          ? t('success.state.yourAgreement')
          : r.story && r.side === 'member' && r.partner_state === 'confirmed' && !r.their_consent
            ? t('success.state.theirAgreement')
            : r.review === 'pending'
              ? t('success.state.review')
              : t('success.state.noStory');
  const save = () =>
    a.story.mutate(
      { id: r.id, story: text.trim() },
      {
        onSuccess: (x) => toast.success(x.message),
        onError: (e) =>
          e instanceof ApiError && e.errors?.story ? setError(e.errors.story) : toast.error(e.message),
      },
    );
  return (
    <Stack spacing={2}>
      <Typography>
        {r.other
          ? r.side === 'member'
            ? r.partner_state === 'pending'
              ? t('success.waitingPartner', { name: r.other.name, registrationNo: r.other.registration_no })
              : r.partner_state === 'declined'
                ? t('success.partnerDeclined', { name: r.other.name })
                : t('success.together', { name: r.other.name })
            : t('success.together', { name: r.other.name })
          : t('success.foundAlone')}
      </Typography>
      <Box>
        <Chip
          color={r.public ? 'success' : 'default'}
          label={state}
          sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
        />
      </Box>
      <TextField
        multiline
        minRows={3}
        fullWidth
        label={t('success.story')}
        helperText={error || t('success.storyHint')}
        error={!!error}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError('');
        }}
        slotProps={{ htmlInput: { maxLength: 1500 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={a.story.isPending || !text.trim()} onClick={save}>
          {r.story && text.trim() === r.story && !r.my_consent ? t('success.agree') : t('success.saveAgree')}
        </Button>
        {(r.story || r.public) && !r.withdrawn && (
          <Button color="warning" onClick={props.onWithdraw}>
            {t('success.withdraw')}
          </Button>
        )}
        {r.side === 'member' && <Button onClick={props.onCancel}>{t('success.unmark')}</Button>}
      </Stack>
    </Stack>
  );
}
