import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMobile } from '../../../shared/phone-format';
import type { ContactMessageRow } from '../../../shared/schemas/contact';
import { ActionDialog } from '../../components/ActionDialog';
import { QueryError } from '../../components/QueryError';
import { SectionHeading } from '../../components/SectionHeading';
import {
  CONTACT_PAGE_SIZE,
  type ContactFilter,
  useAnswerContact,
  useContactMessages,
} from '../../features/admin/contactApi';
import { PageHeader } from '../../features/admin/PageHeader';
import { PriorityChip } from '../../features/plan-features/PriorityChip';
import { formatDateTime } from '../../format';

/** The tabs; each label is `messages.tabs.<filter>` in the `admin` catalogue. */
const TABS: ContactFilter[] = ['new', 'answered', 'all'];

/** Write a reply: it is mailed to the sender, quoting their message, and the message becomes answered. */
function ReplyDialog({ row, onClose }: { row: ContactMessageRow | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const answer = useAnswerContact();
  const close = () => {
    setText('');
    answer.reset();
    onClose();
  };
  const empty = text.trim() === '';
  return (
    <Dialog open={!!row} onClose={close} fullWidth maxWidth="sm" aria-labelledby="reply-title">
      <DialogTitle id="reply-title">{t('messages.replyTo', { name: row?.name ?? '' })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          {t('messages.replyExplain', { email: row?.email ?? '' })}
        </DialogContentText>
        <Typography
          variant="body2"
          sx={{
            whiteSpace: 'pre-wrap',
            color: 'text.secondary',
            mb: 2,
            pl: 1.5,
            borderLeft: 3,
            borderColor: 'divider',
          }}
        >
          {row?.message}
        </Typography>
        <TextField
          label={t('messages.yourReply')}
          name="reply"
          multiline
          minRows={5}
          fullWidth
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={answer.isError}
          helperText={answer.isError ? answer.error.message : t('messages.signed')}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          startIcon={<ReplyIcon />}
          disabled={empty}
          loading={answer.isPending}
          onClick={() => row && answer.mutate({ id: row.id, reply: text.trim() }, { onSuccess: close })}
        >
          {t('messages.sendReply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asked first: mark a message answered without a mail (answered by phone, say). */
function MarkAnsweredDialog({ row, onClose }: { row: ContactMessageRow | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const answer = useAnswerContact();
  const titleId = useId();
  return (
    <ActionDialog
      open={!!row}
      titleId={titleId}
      title={t('messages.markTitle')}
      error={answer.isError ? answer.error.message : null}
      pending={answer.isPending}
      cancelWhilePending
      onClose={onClose}
      cancelLabel={t('common.cancel')}
      onCancel={onClose}
      actionLabel={t('messages.markAnswered')}
      onAction={() => row && answer.mutate({ id: row.id }, { onSuccess: onClose })}
    >
      <DialogContentText>{t('messages.markExplain', { name: row?.name ?? '' })}</DialogContentText>
    </ActionDialog>
  );
}

function MessageCard(props: { row: ContactMessageRow; onReply: () => void; onMark: () => void }) {
  const m = props.row;
  const { t } = useTranslation('admin');
  return (
    <Card variant="outlined" component="article" aria-label={t('messages.from', { name: m.name })}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', mb: 1 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <SectionHeading sx={{ fontSize: '1.05rem' }}>{m.topic}</SectionHeading>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              {m.name} · <Link href={`mailto:${m.email}`}>{m.email}</Link>
              {m.mobile && (
                <>
                  {' · '}
                  <Link href={`tel:${m.mobile}`}>{formatMobile(m.mobile)}</Link>
                </>
              )}
              {m.registration_no && ` · ${m.registration_no}`}
            </Typography>
          </Box>
          <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}>
            <PriorityChip dueAt={m.priority_due_at} open={m.status !== 'answered'} />
            <Chip
              size="small"
              label={m.status === 'answered' ? t('messages.tabs.answered') : t('messages.tabs.new')}
              color={m.status === 'answered' ? 'success' : 'warning'}
            />
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(m.created_at)}
            </Typography>
          </Stack>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.message}</Typography>
        {m.status === 'answered' && (
          <Alert severity="success" icon={<ReplyIcon />} sx={{ mt: 2 }}>
            {m.reply ? (
              <>
                <strong>{t('messages.replied', { date: formatDateTime(m.answered_at) })}</strong>{' '}
                <span style={{ whiteSpace: 'pre-wrap' }}>{m.reply}</span>
              </>
            ) : (
              t('messages.markedAnswered', { date: formatDateTime(m.answered_at) })
            )}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<ReplyIcon />} onClick={props.onReply}>
          {m.status === 'answered' ? t('messages.replyAgain') : t('messages.replyByEmail')}
        </Button>
        {m.status !== 'answered' && <Button onClick={props.onMark}>{t('messages.markAnswered')}</Button>}
      </CardActions>
    </Card>
  );
}

/**
 * /admin/messages (docs/first-impressions.md#details-members-notice): what visitors sent with the Contact Us form, waiting ones first tab.
 * Staff reply by email from here (the message is quoted) or mark a message answered.
 */
export default function MessagesPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ContactFilter>('new');
  const [page, setPage] = useState(1);
  const [replyTo, setReplyTo] = useState<ContactMessageRow | null>(null);
  const [mark, setMark] = useState<ContactMessageRow | null>(null);
  const q = useContactMessages(status, page);
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / CONTACT_PAGE_SIZE)) : 1;
  const unanswered = q.data?.unanswered;
  return (
    <Box>
      <PageHeader
        title={t('messages.title')}
        subtitle={
          unanswered === undefined
            ? t('messages.intro')
            : unanswered === 0
              ? t('messages.allAnswered')
              : t('messages.waiting', { count: unanswered })
        }
      />
      <Tabs
        value={status}
        onChange={(_e, v: ContactFilter) => {
          setStatus(v);
          setPage(1);
        }}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        aria-label={t('messages.tabs.label')}
      >
        {TABS.map((f) => (
          <Tab key={f} value={f} label={t(`messages.tabs.${f}`)} sx={{ minHeight: 48 }} />
        ))}
      </Tabs>
      {q.isPending && (
        <Stack spacing={2} aria-busy>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      )}
      {q.isError && <QueryError query={q} />}
      {q.data && q.data.messages.length === 0 && (
        <Stack spacing={1} sx={{ alignItems: 'center', py: 6, color: 'text.secondary', textAlign: 'center' }}>
          <MailOutlineIcon sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="p">
            {status === 'new' ? t('messages.noneWaiting') : t('messages.noneHere')}
          </Typography>
          <Typography>{t('messages.emptyHelp')}</Typography>
        </Stack>
      )}
      {q.data && q.data.messages.length > 0 && (
        <Stack spacing={2}>
          {q.data.messages.map((m) => (
            <MessageCard key={m.id} row={m} onReply={() => setReplyTo(m)} onMark={() => setMark(m)} />
          ))}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_e, p) => setPage(p)}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      )}
      <ReplyDialog row={replyTo} onClose={() => setReplyTo(null)} />
      <MarkAnsweredDialog row={mark} onClose={() => setMark(null)} />
    </Box>
  );
}
