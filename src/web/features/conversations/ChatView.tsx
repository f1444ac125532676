import ArrowBack from '@mui/icons-material/ArrowBack';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { MESSAGE_MAX_CHARS, messageWarnings } from '../../../shared/policies/conversations';
import type { Conversation, Message } from '../../../shared/schemas/conversations';
import { PageLoader } from '../../components/PageLoader';
import { QueryError } from '../../components/QueryError';
import { formatDateTime } from '../../format';
import { historyMessages, useHistory, useMarkRead, useReportMessage, useSendMessage } from './api';

/** The other member's name as the viewer may see it. */
export function useMemberName(): (c: Conversation) => string {
  const { t } = useTranslation('conversations');
  return (c) =>
    c.member ? c.member.first_name : c.status === 'deleted' ? t('deletedMember') : t('unavailable');
}

/** One message bubble: the viewer's own on the right with its state, the other's on the left with Report. */
function Bubble({ m, onReport }: { m: Message; onReport?: () => void }) {
  const { t } = useTranslation('conversations');
  return (
    <Box sx={{ display: 'flex', justifyContent: m.mine ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: '82%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: m.mine ? 'primary.main' : 'background.paper',
          color: m.mine ? 'primary.contrastText' : 'text.primary',
          boxShadow: 1,
        }}
      >
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 0.5 }}>
          <Typography variant="caption" sx={{ opacity: 0.85 }}>
            {formatDateTime(m.created_at)}
            {m.mine ? ` · ${t(`state.${m.state}`)}` : ''}
          </Typography>
          {onReport && (
            <Button size="small" color="inherit" onClick={onReport} sx={{ minHeight: 32, py: 0 }}>
              {t('report')}
            </Button>
          )}
        </Stack>
      </Box>
    </Box>
  );
}

/**
 * One conversation as a phone chat view (docs/conversations.md): a header with the other member and a
 * back link on phones, the messages in a polite live region (new ones announced), "Show earlier
 * messages" paging back by id, and the composer (up to 2,000 characters) shown only when the abilities
 * allow; a warning before a phone number or a money request is sent, and Report on received messages.
 */
export function ChatView({ id, phone }: { id: string; phone: boolean }) {
  const { t } = useTranslation('conversations');
  const nameOf = useMemberName();
  const q = useHistory(id);
  const send = useSendMessage(id);
  const markRead = useMarkRead(id);
  const report = useReportMessage();
  const [text, setText] = useState('');
  const [warn, setWarn] = useState<('phone' | 'money')[]>([]);
  const [reporting, setReporting] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const messages = historyMessages(q.data);
  const conv = q.data?.pages[0]?.conversation;
  const lastId = messages.length ? messages[messages.length - 1].id : 0;
  const lastTheirs = [...messages].reverse().find((m) => !m.mine)?.id ?? 0;
  const markReadMutate = markRead.mutate;

  useEffect(() => {
    if (lastTheirs) markReadMutate(lastTheirs);
  }, [lastTheirs, markReadMutate]);
  useEffect(() => {
    if (lastId) end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  if (q.isPending) return <PageLoader />;
  if (q.isError || !conv) return <QueryError query={q} />;
  const name = nameOf(conv);

  const doSend = (body: string) =>
    send.mutate(body, {
      onSuccess: () => setText(''),
      onError: (e) => toast.error((e as Error).message),
    });
  const submit = () => {
    if (!text.trim()) return;
    const w = messageWarnings(text);
    if (w.length) setWarn(w);
    else doSend(text);
  };

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 1 }}>
        {phone && (
          <IconButton component={RouterLink} to="/user/conversations" aria-label={t('back')}>
            <ArrowBack />
          </IconButton>
        )}
        <Typography component="h2" variant="h6" sx={{ minWidth: 0 }} noWrap>
          {conv.member ? (
            <Box
              component={RouterLink}
              to={`/user/member/${conv.member.registration_no}`}
              sx={{ color: 'inherit' }}
            >
              {name}
            </Box>
          ) : (
            name
          )}
        </Typography>
      </Stack>
      <Box
        role="log"
        aria-live="polite"
        aria-label={t('log', { name })}
        tabIndex={0}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', bgcolor: 'grey.100', borderRadius: 2, p: 1.5 }}
      >
        {q.hasNextPage && (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
              {t('earlier')}
            </Button>
          </Box>
        )}
        {messages.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            {t('noMessages')}
          </Typography>
        )}
        <Stack spacing={1}>
          {messages.map((m) => (
            <Bubble
              key={m.id}
              m={m}
              onReport={!m.mine && conv.abilities.report ? () => setReporting(m.id) : undefined}
            />
          ))}
        </Stack>
        <div ref={end} />
      </Box>
      {conv.abilities.send ? (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ pt: 1, alignItems: 'flex-end' }}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            label={t('write')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                submit();
              }
            }}
            multiline
            maxRows={5}
            fullWidth
            slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_CHARS } }}
            helperText={
              text.length > MESSAGE_MAX_CHARS - 200
                ? t('chars', { count: text.length, max: MESSAGE_MAX_CHARS })
                : ' '
            }
          />
          <Button
            type="submit"
            variant="contained"
            disabled={send.isPending || !text.trim()}
            endIcon={<Send />}
            sx={{ minHeight: 48, mb: 2.75 }}
          >
            {send.isPending ? t('sending') : t('send')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info" sx={{ mt: 1 }}>
          {conv.abilities.send_refusal === 'wait_for_them'
            ? t('waitForThem', { name })
            : conv.abilities.send_refusal === 'upgrade_required'
              ? t('upgrade')
              : t('ended')}
        </Alert>
      )}

      <Dialog open={warn.length > 0} onClose={() => setWarn([])} aria-labelledby="warn-title">
        <DialogTitle id="warn-title">{t('warnTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            {warn.includes('money') && <Alert severity="warning">{t('warnMoney')}</Alert>}
            {warn.includes('phone') && <Alert severity="info">{t('warnPhone')}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setWarn([])}>{t('edit')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setWarn([]);
              doSend(text);
            }}
          >
            {t('sendAnyway')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={reporting !== null} onClose={() => setReporting(null)} aria-labelledby="report-title">
        <DialogTitle id="report-title">{t('reportTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{t('reportBody')}</Typography>
          <TextField
            label={t('reportReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReporting(null)}>{t('cancel')}</Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              if (reporting === null) return;
              report.mutate(
                { id: reporting, reason },
                {
                  onSuccess: () => toast.success(t('reported')),
                  onError: (e) => toast.error((e as Error).message),
                },
              );
              setReporting(null);
              setReason('');
            }}
          >
            {t('reportSend')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
