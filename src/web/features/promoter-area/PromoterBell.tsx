import DoneAll from '@mui/icons-material/DoneAll';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CountBadge } from '../../components/CountBadge';
import { formatDateTime } from '../../format';
import { useMarkPromoterRead, usePromoterNotifications } from './api';

/** The top bar's bell: the real unread count of the promoter's notifications, and the newest ten. */
export function PromoterBell({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('promoter');
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const q = usePromoterNotifications(enabled);
  const mark = useMarkPromoterRead();
  const unread = q.data?.unread ?? 0;
  const list = q.data?.notifications ?? [];
  return (
    <>
      <Tooltip title={t('shell.notifications')}>
        <IconButton
          color="inherit"
          aria-label={unread ? t('shell.notificationsUnread', { count: unread }) : t('shell.notifications')}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <CountBadge count={unread}>
            <NotificationsOutlined />
          </CountBadge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Stack direction="row" sx={{ px: 2, py: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('shell.notifications')}
          </Typography>
          <Button
            size="small"
            startIcon={<DoneAll />}
            disabled={unread === 0}
            onClick={() => mark.mutate(undefined)}
          >
            {t('shell.markAllRead')}
          </Button>
        </Stack>
        <Divider />
        {list.length === 0 && (
          <Typography color="text.secondary" sx={{ px: 2, py: 2 }}>
            {t('shell.noNotifications')}
          </Typography>
        )}
        {list.map((n) => (
          <MenuItem
            key={n.id}
            onClick={() => {
              setAnchor(null);
              if (!n.read) mark.mutate([n.id]);
              if (n.link) navigate(n.link);
            }}
            sx={{
              whiteSpace: 'normal',
              alignItems: 'flex-start',
              minHeight: 44,
              fontWeight: n.read ? 400 : 600,
            }}
          >
            <ListItemText
              primary={n.title}
              secondary={`${n.body} · ${formatDateTime(n.created_at)}`}
              slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
