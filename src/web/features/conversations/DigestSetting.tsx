import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/QueryError';
import { SectionPanel } from '../../components/SectionHeading';
import { toastAnswer } from '../../components/toastAnswer';
import { useNotificationSettings, useSaveNotificationSettings } from './api';

/**
 * "Emails about messages" (docs/conversations.md#notifications): the member turns the email digest of
 * unread messages on or off. Saved at once; the switch shows the stored value.
 */
export function DigestSetting() {
  const { t } = useTranslation('conversations');
  const q = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const on = save.isPending ? !!save.variables?.message_digest : !!q.data?.settings.message_digest;
  return (
    <SectionPanel id="digest-title" title={t('digest.title')} headingSx={{ mb: 1 }}>
      {q.isError && <QueryError query={q} />}
      {q.isPending && <Skeleton variant="rounded" height={48} />}
      {q.data && (
        <FormControlLabel
          sx={{ minHeight: 48 }}
          control={
            <Switch
              checked={on}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ message_digest: e.target.checked }, toastAnswer)}
            />
          }
          label={t('digest.label')}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        {t('digest.hint')}
      </Typography>
    </SectionPanel>
  );
}
