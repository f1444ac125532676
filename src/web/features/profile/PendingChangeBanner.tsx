import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import type { ChangeRequest, ProfileUpdateInput } from '../../../shared/schemas/member';
import { formatDate } from '../../format';
import { displayValue } from './format';

/** Says that a change of name, gender or date of birth is waiting for staff review, and what it is. */
export function PendingChangeBanner({ change }: { change: ChangeRequest | null }) {
  const { t } = useTranslation('member');
  if (change?.status !== 'pending') return null;
  const list = Object.entries(change.changes)
    .map(([k, v]) => `${t(`fields.${k as keyof ProfileUpdateInput}`)}: ${displayValue(k, v)}`)
    .join(' · ');
  return (
    <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
      <AlertTitle>{t('profile.pendingTitle')}</AlertTitle>
      {t('pendingChange.body', { list, date: formatDate(change.created_at) })}
    </Alert>
  );
}
