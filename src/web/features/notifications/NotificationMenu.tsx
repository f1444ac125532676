import DoneAll from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification } from '../../../shared/schemas/member';
import { formatDateTime } from '../../format';
import { type BellArea, useMarkRead, useNotifications } from './api';

/**
 * The notification bell's menu (docs/member-area.md): the recent notifications (opening one marks it read and
 * follows its link) and "Mark all read". Loaded when the bell is first pressed (decision 088).
 * A popover whose heading, "Mark all read" and loading/error/empty states sit outside the list: only the
 * notifications are in the `role="menu"` list, as WCAG 4.1.2 (axe aria-required-children) asks
 * (docs/accessibility.md).
 */
export default function NotificationMenu({
  anchor,
  onClose,
  area = 'user',
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  area?: BellArea;
}) {
  const { t } = useTranslation('member');
  const q = useNotifications(true, area);
  const mark = useMarkRead(area);
  const navigate = useNavigate();
  const unread = q.data?.unread ?? 0;
  const list = q.data?.notifications ?? [];

  const open = (n: Notification) => {
    onClose();
    if (!n.read) mark.mutate([n.id]);
    if (n.link) navigate(n.link);
  };

  return (
    <Popover
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' } } }}
    >
      <Stack direction="row" sx={{ px: 2, py: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="notification-menu-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('bell.title')}
        </Typography>
        <Button
          size="small"
          startIcon={<DoneAll />}
          disabled={unread === 0 || mark.isPending}
          onClick={() => mark.mutate(undefined)}
        >
          {t('bell.markAll')}
        </Button>
      </Stack>
      <Divider />
      {q.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress size={24} aria-label={t('bell.loading')} />
        </Box>
      )}
      {q.isError && (
        <Box sx={{ px: 2, py: 2 }}>
          <Typography variant="body2" color="error" sx={{ mb: 1 }}>
            {t('bell.error')}
          </Typography>
          <Button size="small" onClick={() => q.refetch()}>
            {t('actions.retry')}
          </Button>
        </Box>
      )}
      {q.isSuccess && list.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
          {t('bell.empty')}
        </Typography>
      )}
      {list.length > 0 && (
        <MenuList autoFocusItem={!!anchor} aria-labelledby="notification-menu-title">
          {list.map((n) => (
            <MenuItem
              key={n.id}
              onClick={() => open(n)}
              sx={{
                alignItems: 'flex-start',
                whiteSpace: 'normal',
                py: 1.25,
                gap: 1,
                bgcolor: n.read ? undefined : 'action.hover',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 8,
                  height: 8,
                  mt: 1,
                  borderRadius: '50%',
                  flexShrink: 0,
                  bgcolor: n.read ? 'transparent' : 'secondary.main',
                }}
              />
              <ListItemText
                primary={n.title}
                secondary={
                  <>
                    {n.body && (
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        {n.body}
                      </Typography>
                    )}
                    <Typography component="span" variant="caption" color="text.secondary">
                      {formatDateTime(n.created_at)}
                    </Typography>
                  </>
                }
                slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
              />
            </MenuItem>
          ))}
        </MenuList>
      )}
    </Popover>
  );
}
