import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REPORT_DECISIONS,
  type ReportDecision,
  reportNoteRequired,
} from '../../../shared/policies/moderation';
import type { AdminUserRow } from '../../../shared/schemas/admin';
import type { ReportHistoryItem, ReportRow } from '../../../shared/schemas/moderation';
import { toastAnswer } from '../../components/toastAnswer';
import { usePlanName } from '../../components/usePlanName';
import { fullName, place, useAgeGender, useStatusLabel } from '../../features/admin/format';
import { PageHeader } from '../../features/admin/PageHeader';
import { StatusChip } from '../../features/admin/StatusChip';
import {
  type ReportQuery,
  useDecideReport,
  useReport,
  useReports,
  useUnhideProfile,
} from '../../features/moderation/api';
import { filterSetter, listPaging } from '../../features/staff/listPaging';
import { StaffDecisionDialog } from '../../features/staff/StaffDecisionDialog';
import { type StaffColumn, StaffList } from '../../features/staff/StaffList';
import { formatDate, formatDateTime } from '../../format';

const DECISION_COLOR: Record<ReportDecision, 'default' | 'info' | 'warning' | 'error'> = {
  dismiss: 'default',
  warn: 'info',
  hide: 'warning',
  deactivate: 'error',
};

/** The report reason in the shown language (the member catalogue's labels; an unknown reason as it is). */
function useReasonLabel() {
  const { t } = useTranslation('member');
  return useCallback(
    (reason: string) =>
      t(`reportDialog.reasons.${reason}` as 'reportDialog.reasons.Other', { defaultValue: reason }),
    [t],
  );
}

function DecisionChip({ decision }: { decision: ReportDecision | null }) {
  const { t } = useTranslation('admin');
  if (!decision) return <Chip size="small" variant="outlined" label={t('moderation.pending')} />;
  return <Chip size="small" color={DECISION_COLOR[decision]} label={t(`moderation.decision.${decision}`)} />;
}

/** One member's profile as staff compare it, side by side with the other one. */
function ProfileCard({ title, p }: { title: string; p: AdminUserRow }) {
  const { t } = useTranslation('admin');
  const planName = usePlanName();
  const ageGender = useAgeGender();
  const rows: [string, string][] = [
    [t('moderation.detail.regNo'), p.registration_no],
    [t('moderation.detail.plan'), planName(p.user_role)],
    [t('moderation.detail.ageGender'), ageGender(p)],
    [t('moderation.detail.place'), place(p)],
    [t('moderation.detail.mobile'), p.mobile_no ?? ''],
    [t('moderation.detail.email'), p.email ?? ''],
  ];
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} useFlexGap>
          <Typography variant="h6" component="p">
            {fullName(p)}
          </Typography>
          <StatusChip status={p.status} />
        </Stack>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          {rows.map(([k, v]) => (
            <Box key={k} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {k}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                {v}
              </Typography>
            </Box>
          ))}
        </Box>
        {p.about_me && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('moderation.detail.about')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {p.about_me}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function History({ title, items }: { title: string; items: ReportHistoryItem[] }) {
  const { t } = useTranslation('admin');
  const reason = useReasonLabel();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title} ({items.length})
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('moderation.detail.none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ pl: 0, m: 0, listStyle: 'none' }}>
          {items.map((h) => (
            <Stack
              component="li"
              key={h.id}
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography variant="body2">
                {formatDate(h.created_at)} · {h.member.name || h.member.registration_no} (
                {h.member.registration_no}) · {reason(h.reason)}
              </Typography>
              <DecisionChip decision={h.decision} />
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The report, both profiles side by side, the histories and the decision buttons (confirm first). */
function ReportDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const reason = useReasonLabel();
  const detail = useReport(id);
  const decide = useDecideReport();
  const unhide = useUnhideProfile();
  const d = detail.data;
  const name = d ? fullName(d.target_profile) : '';

  return (
    <StaffDecisionDialog
      open={!!id}
      onClose={onClose}
      titleId="report-title"
      confirmTitleId="decide-title"
      title={d ? t('moderation.detail.title', { name }) : t('moderation.label')}
      maxWidth="lg"
      loading={detail.isPending}
      error={detail.error}
      decidable={d?.report.status === 'open'}
      decisions={REPORT_DECISIONS}
      words={{
        act: (k) => t(`moderation.detail.act.${k}`),
        confirmTitle: (k) => t(`moderation.detail.confirm.${k}`, { name }),
        confirmBody: (k) => t(`moderation.detail.confirmBody.${k}`),
        variant: (k) => (k === 'dismiss' ? 'text' : 'outlined'),
        color: (k) => (k === 'deactivate' ? 'error' : k === 'hide' ? 'warning' : 'primary'),
        confirmColor: (k) => (k === 'deactivate' ? 'error' : 'primary'),
      }}
      note={{
        label: t('moderation.detail.note'),
        hint: t('moderation.detail.noteHint'),
        maxLength: 500,
        required: reportNoteRequired,
      }}
      onDecide={(decision, note) => decide.mutateAsync({ id: id ?? '', decision, note })}
      busy={decide.isPending}
      extraActions={
        <>
          {d?.report.target.held_by_staff && (
            <Button
              variant="outlined"
              loading={unhide.isPending}
              onClick={() => unhide.mutate(d.report.target.registration_no, toastAnswer)}
            >
              {t('moderation.detail.unhide')}
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
        </>
      }
    >
      {d && (
        <Stack spacing={2}>
          <Box>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {reason(d.report.reason)}
              </Typography>
              <DecisionChip decision={d.report.decision} />
              {d.report.reporters > 1 && (
                <Chip
                  size="small"
                  color="error"
                  label={t('moderation.reporters', { count: d.report.reporters })}
                />
              )}
              {d.report.target.held_by_staff && (
                <Chip size="small" color="warning" variant="outlined" label={t('moderation.detail.held')} />
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('moderation.when')}: {formatDateTime(d.report.created_at)}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
              {d.report.details || t('moderation.detail.noDetails')}
            </Typography>
            {d.report.decided_at && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('moderation.detail.decidedBy', {
                  name: d.report.decided_by ?? '',
                  date: formatDateTime(d.report.decided_at),
                })}
                {d.report.note ? ` — ${d.report.note}` : ''}
              </Typography>
            )}
          </Box>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <ProfileCard title={t('moderation.detail.reportedProfile')} p={d.target_profile} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ProfileCard title={t('moderation.detail.reporterProfile')} p={d.reporter_profile} />
            </Grid>
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <History title={t('moderation.detail.earlier')} items={d.earlier_reports} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <History title={t('moderation.detail.reporterHistory')} items={d.reporter_history} />
            </Grid>
          </Grid>
        </Stack>
      )}
    </StaffDecisionDialog>
  );
}

/**
 * /admin/reports (decision 165, docs/moderation.md): the queue of reported profiles, members reported by
 * several different members first; each opens the report beside both profiles and the histories, and staff
 * dismiss, warn, hide pending changes or deactivate. Needs the verification permission.
 */
export default function ReportsPage() {
  const { t } = useTranslation('admin');
  const reason = useReasonLabel();
  const statusLabel = useStatusLabel();
  const [f, setF] = useState<ReportQuery>({ status: 'open', q: '', page: 1, pageSize: 20 });
  const set = filterSetter(setF);
  const list = useReports(f);
  const [openId, setOpenId] = useState<string | null>(null);

  const member = (m: ReportRow['target']) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {m.name || m.registration_no}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {m.registration_no} · {statusLabel(m.status)}
      </Typography>
    </>
  );
  const why = (r: ReportRow) => (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{reason(r.reason)}</Typography>
      {r.status === 'open' && r.reporters > 1 && (
        <Chip size="small" color="error" label={t('moderation.reporters', { count: r.reporters })} />
      )}
    </Stack>
  );
  const review = (r: ReportRow) => (
    <Button size="small" variant="outlined" onClick={() => setOpenId(r.id)}>
      {t('moderation.review')}
    </Button>
  );
  const columns: StaffColumn<ReportRow>[] = [
    { key: 'target', header: t('moderation.reported'), render: (r) => member(r.target) },
    { key: 'reason', header: t('moderation.reason'), render: why },
    { key: 'reporter', header: t('moderation.reporter'), render: (r) => member(r.reporter) },
    { key: 'when', header: t('moderation.when'), render: (r) => formatDate(r.created_at) },
    {
      key: 'decision',
      header: t('moderation.decisionCol'),
      render: (r) => <DecisionChip decision={r.decision} />,
    },
    { key: 'review', header: '', render: review },
  ];

  return (
    <>
      <PageHeader title={t('moderation.title')} subtitle={t('moderation.subtitle')} />
      <StaffList
        filters={[
          { kind: 'text', name: 'q', label: t('moderation.search'), placeholder: t('moderation.searchHint') },
          {
            kind: 'select',
            name: 'status',
            label: t('moderation.show'),
            options: [
              ['open', t('moderation.open')],
              ['closed', t('moderation.closed')],
              ['all', t('moderation.all')],
            ],
          },
        ]}
        values={{ q: f.q, status: f.status }}
        onFilters={set}
        label={t('moderation.label')}
        columns={columns}
        rows={list.data?.reports ?? []}
        rowKey={(r) => r.id}
        {...listPaging(f, setF, list)}
        empty={t('moderation.empty')}
        card={(r) => (
          <Stack spacing={1}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <Box>{member(r.target)}</Box>
              <DecisionChip decision={r.decision} />
            </Stack>
            {why(r)}
            <Typography variant="caption" color="text.secondary">
              {t('moderation.reporter')}: {r.reporter.name || r.reporter.registration_no} ·{' '}
              {formatDate(r.created_at)}
            </Typography>
            {review(r)}
          </Stack>
        )}
      />
      <ReportDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
