import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { PageLoader } from '../../components/PageLoader';
import { QueryError } from '../../components/QueryError';
import { formatDateTime } from '../../format';
import { useConversations } from './api';
import { useMemberName } from './ChatView';

/**
 * The viewer's conversations, latest first (docs/conversations.md): the other member, the latest
 * message and the unread count; a clear empty state that says how a conversation starts.
 */
export function ConversationList({ selected }: { selected?: string }) {
  const { t } = useTranslation('conversations');
  const nameOf = useMemberName();
  const q = useConversations();
  if (q.isPending) return <PageLoader />;
  if (q.isError) return <QueryError query={q} />;
  if (!q.data.conversations.length)
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
        <ForumOutlined sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
        <Typography component="h2" variant="h6">
          {t('empty')}
        </Typography>
        <Typography color="text.secondary">{t('emptyHint')}</Typography>
      </Stack>
    );
  return (
    <List aria-label={t('listLabel')} disablePadding>
      {q.data.conversations.map((c) => {
        const name = nameOf(c);
        const last = c.last_message;
        const preview = last ? (last.mine ? t('you', { text: last.body }) : last.body) : '';
        return (
          // Each link inside its own list item: a list holds only <li> (axe "list").
          <ListItem key={c.id} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={`/user/conversations/${c.id}`}
              selected={selected === c.id}
              aria-current={selected === c.id ? 'page' : undefined}
              sx={{ gap: 1.5, borderRadius: 2, minHeight: 64 }}
            >
              <InitialsAvatar name={c.member ? name : ''} size={44} seed={c.member?.registration_no ?? ''} />
              <ListItemText
                primary={
                  <Stack
                    component="span"
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'space-between', minWidth: 0 }}
                  >
                    <Typography component="span" sx={{ fontWeight: c.unread ? 700 : 500 }} noWrap>
                      {name}
                    </Typography>
                    {last && (
                      <Typography
                        component="span"
                        variant="caption"
                        color="text.secondary"
                        sx={{ flexShrink: 0 }}
                      >
                        {formatDateTime(last.created_at)}
                      </Typography>
                    )}
                  </Stack>
                }
                secondary={
                  <Stack
                    component="span"
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'space-between' }}
                  >
                    <Typography component="span" variant="body2" color="text.secondary" noWrap>
                      {preview}
                    </Typography>
                    {c.unread > 0 && (
                      <Box
                        component="span"
                        sx={{
                          flexShrink: 0,
                          bgcolor: 'secondary.main',
                          color: 'secondary.contrastText',
                          borderRadius: 3,
                          px: 1,
                          fontSize: 12,
                          fontWeight: 700,
                        }}
                      >
                        {t('unread', { count: c.unread })}
                      </Box>
                    )}
                  </Stack>
                }
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
