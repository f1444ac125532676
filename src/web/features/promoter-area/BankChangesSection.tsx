import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_CHANGE_REASON_MAX, type BankChangeRow } from '../../../shared/schemas/promoter-area';
import { SectionHeading } from '../../components/SectionHeading';
import { toastAnswer } from '../../components/toastAnswer';
import { formatDateTime } from '../../format';
import { ReasonDialog } from '../photos/ReasonDialog';
import { useBankChanges, useReviewBankChange } from './api';

function Details({ title, b }: { title: string; b: Record<string, string> }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{b.account_name}</Typography>
      <Typography sx={{ fontFamily: 'monospace' }}>{b.account_no}</Typography>
      <Typography variant="body2">
        {[b.account_type, b.ifsc, b.bank_name].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

/**
 * /admin/promoters: promoters' bank detail changes waiting for approval (docs/promoter-area.md). Staff compare the
 * current and requested details, approve (asks first: payouts go to the new account) or reject with a reason.
 * Hidden when nothing waits.
 */
export function BankChangesSection() {
  const { t } = useTranslation('promoter');
  const q = useBankChanges();
  const review = useReviewBankChange();
  const [approving, setApproving] = useState<BankChangeRow | null>(null);
  const [rejecting, setRejecting] = useState<BankChangeRow | null>(null);
  if (q.isPending) return <Skeleton variant="rounded" height={80} sx={{ mb: 3 }} />;
  if (q.isError)
    return (
      <Alert severity="error" sx={{ mb: 3 }}>
        {q.error.message}
      </Alert>
    );
  if (q.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="bank-changes-title" sx={{ mb: 3 }}>
      <SectionHeading id="bank-changes-title" sx={{ mb: 1 }}>
        {t('admin.bankChanges')} ({q.data.length})
      </SectionHeading>
      <Stack spacing={2}>
        {q.data.map((c) => (
          <Card key={c.id} variant="outlined">
            <CardContent>
              <Typography sx={{ fontWeight: 600 }}>
                {c.promoter_name} · {c.promo_code}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(c.requested_at)}
              </Typography>
              <Grid container spacing={2} sx={{ mt: 0.5 }}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Details title={t('admin.current')} b={c.current} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Details title={t('admin.requested')} b={c.requested} />
                </Grid>
              </Grid>
              <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
                <Button color="error" onClick={() => setRejecting(c)} sx={{ minHeight: 44 }}>
                  {t('admin.reject')}
                </Button>
                <Button variant="contained" onClick={() => setApproving(c)} sx={{ minHeight: 44 }}>
                  {t('admin.approve')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Dialog open={approving !== null} onClose={() => setApproving(null)}>
        <DialogTitle>{t('admin.approveTitle', { name: approving?.promoter_name ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('admin.approveText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setApproving(null)} disabled={review.isPending}>
            {t('profile.cancel')}
          </Button>
          <Button
            variant="contained"
            loading={review.isPending}
            onClick={() =>
              approving &&
              review.mutate(
                { id: approving.id, approve: true, reason: '' },
                toastAnswer.andThen(() => setApproving(null)),
              )
            }
          >
            {t('admin.approve')}
          </Button>
        </DialogActions>
      </Dialog>
      <ReasonDialog
        open={rejecting !== null}
        title={t('admin.rejectTitle', { name: rejecting?.promoter_name ?? '' })}
        max={BANK_CHANGE_REASON_MAX}
        explain={t('admin.rejectExplain')}
        suggestions={(['name', 'ifsc', 'cheque'] as const).map((r) => t(`admin.rejectReasons.${r}`))}
        busy={review.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason, setError) =>
          rejecting &&
          review.mutate(
            { id: rejecting.id, approve: false, reason },
            { ...toastAnswer.andThen(() => setRejecting(null)), onError: (err) => setError(err.message) },
          )
        }
      />
    </Box>
  );
}
