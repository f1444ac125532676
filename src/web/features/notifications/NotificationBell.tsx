import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../components/CountBadge';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { type BellArea, useNotifications } from './api';

// The menu (MUI's Menu, Popover and Modal) loads when first opened, not with the member area's first
// render (decision 088).
const NotificationMenu = lazy(() => import('./NotificationMenu'));

/**
 * The bell of the member area (docs/member-area.md): unread count as a badge, a menu of the recent notifications
 * (opening one marks it read and follows its link), and "Mark all read". Polls every 60 seconds. `area`
 * 'admin' is the staff area's bell (a relationship manager's notices, docs/assisted-service.md).
 */
export function NotificationBell({ area = 'user' }: { area?: BellArea }) {
  const { t } = useTranslation('member');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const q = useNotifications(true, area);
  const unread = q.data?.unread ?? 0;
  const menuMounted = useOpenedOnce(!!anchor);

  return (
    <>
      <IconButton
        title={t('bell.title')}
        color="inherit"
        aria-label={unread ? t('bell.unread', { count: unread }) : t('bell.title')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          void q.refetch();
        }}
      >
        <CountBadge count={unread}>
          <NotificationsOutlined />
        </CountBadge>
      </IconButton>
      {menuMounted && (
        <Suspense fallback={null}>
          <NotificationMenu anchor={anchor} onClose={() => setAnchor(null)} area={area} />
        </Suspense>
      )}
    </>
  );
}
