import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_REPORT_DECISIONS,
  type MessageReportContext,
  type MessageReportDecision,
  type MessageReportRow,
} from '../../../shared/schemas/conversations';
import { PageHeader } from '../../features/admin/PageHeader';
import { useDecideMessageReport, useMessageReport, useMessageReports } from '../../features/moderation/api';
import { StaffDecisionDialog } from '../../features/staff/StaffDecisionDialog';
import { type StaffColumn, StaffList } from '../../features/staff/StaffList';
import { formatDate, formatDateTime } from '../../format';

function DecisionChip({ decision }: { decision: MessageReportDecision | null }) {
  const { t } = useTranslation('admin');
  if (!decision) return <Chip size="small" variant="outlined" label={t('messageReports.pending')} />;
  return (
    <Chip
      size="small"
      color={decision === 'action_taken' ? 'warning' : 'default'}
      label={t(`messageReports.decision.${decision}`)}
    />
  );
}

/** One message of the context: who sent it, when, and the text as written; the reported one marked. */
function ContextMessage({ m }: { m: MessageReportContext }) {
  const { t } = useTranslation('admin');
  return (
    <Box
      component="li"
      aria-current={m.reported ? 'true' : undefined}
      sx={{
        listStyle: 'none',
        p: 1.25,
        borderRadius: 1,
        border: 1,
        borderColor: m.reported ? 'error.main' : 'divider',
        bgcolor: (th) => (m.reported ? alpha(th.palette.error.main, 0.06) : th.palette.background.paper),
        borderLeftWidth: m.reported ? 4 : 1,
      }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {m.from}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(m.created_at)}
        </Typography>
        {m.reported && <Chip size="small" color="error" label={t('messageReports.detail.reportedTag')} />}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {m.body}
      </Typography>
    </Box>
  );
}

/**
 * The report, the reported message among the messages around it, and the decision (confirmed first).
 * Opening it is an audit row on the server (`message_report.viewed`).
 */
function MessageReportDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const detail = useMessageReport(id);
  const decide = useDecideMessageReport();
  const d = detail.data;

  return (
    <StaffDecisionDialog
      open={!!id}
      onClose={onClose}
      titleId="message-report-title"
      confirmTitleId="message-decide-title"
      title={t('messageReports.detail.title')}
      maxWidth="md"
      loading={detail.isPending}
      error={detail.error}
      decidable={d?.report.status === 'open'}
      decisions={MESSAGE_REPORT_DECISIONS}
      words={{
        act: (k) => t(`messageReports.detail.act.${k}`),
        confirmTitle: (k) => t(`messageReports.detail.confirm.${k}`),
        confirmBody: (k) => t(`messageReports.detail.confirmBody.${k}`),
        variant: (k) => (k === 'dismiss' ? 'text' : 'outlined'),
        color: (k) => (k === 'action_taken' ? 'warning' : 'primary'),
      }}
      note={{
        label: t('messageReports.detail.note'),
        hint: t('messageReports.detail.noteHint'),
        maxLength: 1000,
      }}
      onDecide={(decision, note) => decide.mutateAsync({ id: id ?? '', decision, note })}
      busy={decide.isPending}
      buttonSx={{ minHeight: 44 }}
    >
      {d && (
        <Stack spacing={2}>
          <Box>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {t('messageReports.sender')}: {d.report.sender}
              </Typography>
              <DecisionChip decision={d.report.decision} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('messageReports.reporter')}: {d.report.reporter} · {t('messageReports.when')}:{' '}
              {formatDateTime(d.report.created_at)}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('messageReports.reason')}:
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {d.report.reason || t('messageReports.noReason')}
            </Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('messageReports.detail.context')}
            </Typography>
            <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }}>
              {d.context.map((m) => (
                <ContextMessage key={m.id} m={m} />
              ))}
            </Stack>
          </Box>
        </Stack>
      )}
    </StaffDecisionDialog>
  );
}

/**
 * /admin/message-reports (docs/conversations.md#staff): messages members reported, oldest open first
 * (the server sends at most 200; paged here). Each opens the reported message among the 10 messages
 * before and after it, and staff dismiss it or record that action was taken, with a note. Needs the
 * verification permission (STAFF_PAGES).
 */
export default function MessageReportsPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const list = useMessageReports(status);
  const [openId, setOpenId] = useState<string | null>(null);
  const all = list.data?.reports ?? [];
  const rows = all.slice((page - 1) * pageSize, page * pageSize);

  const message = (r: MessageReportRow) => (
    <Typography
      variant="body2"
      sx={{
        maxWidth: 360,
        overflowWrap: 'anywhere',
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {r.message}
    </Typography>
  );
  const reason = (r: MessageReportRow) => (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {r.reason || t('messageReports.noReason')}
    </Typography>
  );
  const review = (r: MessageReportRow) => (
    <Button size="small" variant="outlined" onClick={() => setOpenId(r.id)} sx={{ minHeight: 36 }}>
      {t('messageReports.review')}
    </Button>
  );
  const columns: StaffColumn<MessageReportRow>[] = [
    { key: 'message', header: t('messageReports.message'), render: message },
    { key: 'sender', header: t('messageReports.sender'), render: (r) => r.sender },
    { key: 'reason', header: t('messageReports.reason'), render: reason },
    { key: 'reporter', header: t('messageReports.reporter'), render: (r) => r.reporter },
    { key: 'when', header: t('messageReports.when'), render: (r) => formatDate(r.created_at) },
    {
      key: 'decision',
      header: t('messageReports.decisionCol'),
      render: (r) => <DecisionChip decision={r.decision} />,
    },
    { key: 'review', header: '', render: review },
  ];

  return (
    <>
      <PageHeader title={t('messageReports.title')} subtitle={t('messageReports.subtitle')} />
      <StaffList
        label={t('messageReports.label')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        total={all.length}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(n) => {
          setPageSize(n);
          setPage(1);
        }}
        loading={list.isPending}
        error={list.error}
        empty={t('messageReports.empty')}
        filters={[
          {
            kind: 'select',
            name: 'status',
            label: t('messageReports.show'),
            options: [
              ['open', t('messageReports.open')],
              ['closed', t('messageReports.closed')],
            ],
          },
        ]}
        values={{ status }}
        onFilters={(patch) => {
          if (patch.status === undefined) return;
          setStatus(patch.status === 'closed' ? 'closed' : 'open');
          setPage(1);
        }}
        card={(r) => (
          <Stack spacing={1}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('messageReports.sender')}: {r.sender}
              </Typography>
              <DecisionChip decision={r.decision} />
            </Stack>
            {message(r)}
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('messageReports.reason')}: {r.reason || t('messageReports.noReason')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('messageReports.reporter')}: {r.reporter} · {formatDate(r.created_at)}
            </Typography>
            <Box>{review(r)}</Box>
          </Stack>
        )}
      />
      <MessageReportDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
