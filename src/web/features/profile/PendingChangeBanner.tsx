import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type ChangeRequest, FIELD_LABELS } from '../../../shared/schemas/member';
import { formatDate } from '../../format';
import { displayValue } from './format';

/** Says that a change of name, gender or date of birth is waiting for staff review, and what it is. */
export function PendingChangeBanner({ change }: { change: ChangeRequest | null }) {
  const { t } = useTranslation('member');
  if (change?.status !== 'pending') return null;
  const list = Object.entries(change.changes)
    .map(([k, v]) => `${FIELD_LABELS[k] ?? k}: ${displayValue(k, v)}`)
    .join(' · ');
  return (
    <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
      <AlertTitle>{t('profile.pendingTitle')}</AlertTitle>
      {list}. Sent on {formatDate(change.created_at)}. Our team checks changes to name, gender and date of
      birth to keep profiles genuine; we will notify you once it is reviewed.
    </Alert>
  );
}
