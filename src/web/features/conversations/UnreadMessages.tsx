import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConversations } from './api';

/** The dashboard's line about unread messages (docs/conversations.md), shown only while there are some. */
export function UnreadMessages() {
  const { t } = useTranslation('conversations');
  const q = useConversations();
  const count = q.data?.unread_total ?? 0;
  if (!count) return null;
  return (
    <Alert
      severity="info"
      icon={<ForumOutlined />}
      action={
        <Button component={RouterLink} to="/user/conversations" color="inherit" sx={{ minHeight: 44 }}>
          {t('title')}
        </Button>
      }
    >
      {t('dashboardUnread', { count })}
    </Alert>
  );
}
