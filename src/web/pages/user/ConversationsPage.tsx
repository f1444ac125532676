import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { ChatView } from '../../features/conversations/ChatView';
import { ConversationList } from '../../features/conversations/ConversationList';

/**
 * Messages (/user/conversations and /user/conversations/:id, docs/conversations.md): on phones the list,
 * or one conversation as a full-height chat view; from the md breakpoint both side by side.
 */
export default function ConversationsPage() {
  const { t } = useTranslation('conversations');
  const { id } = useParams();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  usePageTitle(t('title'));
  // The chat fills the screen between the app bar and the bottom navigation (phones) or the page top.
  const height = wide ? 'calc(100vh - 120px)' : 'calc(100dvh - 56px - 64px - 32px)';
  return (
    <Box>
      {(!id || wide) && (
        <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
          {t('title')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, height: id || wide ? height : undefined, minHeight: 0 }}>
        {(!id || wide) && (
          <Paper
            variant="outlined"
            sx={{ width: wide ? 340 : '100%', flexShrink: 0, overflowY: 'auto', p: 0.5 }}
          >
            <ConversationList selected={id} />
          </Paper>
        )}
        {id ? (
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <ChatView key={id} id={id} phone={!wide} />
          </Box>
        ) : (
          wide && (
            <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
              <Typography color="text.secondary">{t('pick')}</Typography>
            </Box>
          )
        )}
      </Box>
    </Box>
  );
}
