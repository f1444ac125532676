import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { VerifiedRow } from '../../../shared/schemas/reports';
import type { StaffStory, StoryListQuery } from '../../../shared/schemas/success';
import { toastAnswer } from '../../components/toastAnswer';
import { useOptionLabel } from '../../components/useOptionLabel';
import { usePlanName } from '../../components/usePlanName';
import { downloadListCsv } from '../../download';
import { PageHeader } from '../../features/admin/PageHeader';
import { mayOpenPage, useStaffPermissions } from '../../features/staff/api';
import { CaptionLine } from '../../features/staff/CaptionLine';
import { filterSetter, listPaging } from '../../features/staff/listPaging';
import { useMemberFilters } from '../../features/staff/memberFilters';
import {
  useReviewStory,
  useStaffStories,
  useStoryPhoto,
  useVerified,
  type VerifiedQuery,
} from '../../features/staff/reportsApi';
import { CsvButton, type StaffColumn, StaffList } from '../../features/staff/StaffList';
import { formatDate } from '../../format';

/**
 * /admin/successdata (SPEC §2, docs/staff.md#successdata): verified accounts with who verified each and
 * when (filters, paging, CSV), and the success stories' queue (decision 160): staff with the
 * verification permission publish or decline the stories both members agreed to.
 */
export default function SuccessDataPage() {
  const { t } = useTranslation('admin');
  const held = useStaffPermissions();
  const mayReview = held?.includes('verification') ?? false;
  const [tab, setTab] = useState<'verified' | 'stories'>('verified');
  return (
    <>
      <PageHeader title={t('successData.title')} subtitle={t('successData.subtitle')} />
      {mayReview && mayOpenPage(held, 'successdata') && (
        <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 2 }} variant="scrollable">
          <Tab value="verified" label={t('successData.tabs.verified')} />
          <Tab value="stories" label={t('successData.tabs.stories')} />
        </Tabs>
      )}
      {tab === 'verified' ? <VerifiedList /> : <StoryQueue />}
    </>
  );
}

function VerifiedList() {
  const { t } = useTranslation('admin');
  const optionLabel = useOptionLabel();
  const planName = usePlanName();
  const memberFilters = useMemberFilters();
  const [f, setF] = useState<VerifiedQuery>({
    q: '',
    verifier: '',
    gender: '',
    plan: '',
    dir: 'desc',
    page: 1,
    pageSize: 20,
  });
  const set = filterSetter(setF);
  const bad = !!(f.from && f.to && f.from > f.to);
  const list = useVerified(f);
  const verifiers = list.data?.verifiers ?? [];
  const who = (a: VerifiedRow) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {a.name || a.registration_no}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {a.registration_no} · {optionLabel('gender', a.gender)} · {planName(a.plan)}
      </Typography>
    </>
  );
  const columns: StaffColumn<VerifiedRow>[] = [
    { key: 'who', header: t('successData.member'), render: who },
    { key: 'registered', header: t('successData.registeredAt'), render: (a) => formatDate(a.registered_at) },
    { key: 'verified', header: t('successData.verifiedAt'), render: (a) => formatDate(a.verified_at) },
    {
      key: 'by',
      header: t('successData.verifier'),
      render: (a) =>
        a.verified_by ?? (
          <Typography variant="body2" color="text.secondary">
            {t('successData.noRecord')}
          </Typography>
        ),
    },
  ];
  return (
    <StaffList
      filters={[
        {
          kind: 'text',
          name: 'q',
          label: t('successData.search'),
          placeholder: t('successData.searchHint'),
        },
        {
          kind: 'select',
          name: 'verifier',
          label: t('successData.verifier'),
          options: [
            ['', t('successData.anyone')],
            ...verifiers.map((v) => [v.id, v.name] as [string, string]),
          ],
        },
        { kind: 'dates', from: 'from', to: 'to', error: bad ? t('report.afterEnd') : '' },
        memberFilters.gender(t('successData.gender')),
        memberFilters.plan(),
        {
          kind: 'select',
          name: 'dir',
          label: t('successData.sort'),
          options: [
            ['desc', t('successData.newest')],
            ['asc', t('successData.oldest')],
          ],
        },
      ]}
      values={{
        q: f.q ?? '',
        verifier: f.verifier ?? '',
        from: f.from ?? '',
        to: f.to ?? '',
        gender: f.gender ?? '',
        plan: f.plan ?? '',
        dir: f.dir ?? 'desc',
      }}
      // an empty date is no bound (undefined), as the query expects
      onFilters={(patch) =>
        set(
          Object.fromEntries(
            Object.entries(patch).map(([k, v]) => [k, (k === 'from' || k === 'to') && !v ? undefined : v]),
          ) as Partial<VerifiedQuery>,
        )
      }
      actions={
        <CsvButton
          label={t('common.csv')}
          disabled={bad}
          onClick={() => downloadListCsv('/api/admin/verified.csv', f, 'verified-members')}
        />
      }
      label={t('successData.list')}
      columns={columns}
      rows={list.data?.accounts ?? []}
      rowKey={(a) => a.registration_no}
      {...listPaging(f, setF, list)}
      error={bad ? null : list.error}
      empty={t('successData.empty')}
    />
  );
}

/**
 * A story's one photo (docs/success-stories.md#the-photo): the picture through the staff's signed link, and
 * add or replace it (JPEG, PNG or WebP, checked by the server like members' photos) or remove it.
 */
function StoryPhotoCell({ story: s }: { story: StaffStory }) {
  const { t } = useTranslation('admin');
  const photo = useStoryPhoto();
  const busy = photo.attach.isPending || photo.remove.isPending;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 140 }}>
      {s.photo ? (
        <Box
          component="img"
          src={s.photo}
          alt={t('successData.stories.photoAlt', { name: s.member.name })}
          sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t('successData.stories.photoNone')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component="label" size="small" variant="outlined" disabled={busy} sx={{ minHeight: 40 }}>
          {s.photo ? t('successData.stories.photoReplace') : t('successData.stories.photoAdd')}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) photo.attach.mutate({ id: s.id, file }, toastAnswer);
            }}
          />
        </Button>
        {s.photo && (
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={() => photo.remove.mutate(s.id, toastAnswer)}
            sx={{ minHeight: 40 }}
          >
            {t('successData.stories.photoRemove')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function StoryQueue() {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState<StoryListQuery>({ state: 'pending', page: 1, pageSize: 20 });
  const list = useStaffStories(q);
  const review = useReviewStory();
  const [rejecting, setRejecting] = useState<StaffStory | null>(null);
  const [reason, setReason] = useState('');
  const decide = (s: StaffStory, decision: 'approve' | 'reject', why = '') =>
    review.mutate(
      { id: s.id, decision, reason: why },
      {
        onSuccess: () => {
          toast.success(
            decision === 'approve'
              ? t('successData.stories.approved')
              : t('successData.stories.rejectedDone'),
          );
          setRejecting(null);
          setReason('');
        },
        onError: (e) => toast.error(e.message),
      },
    );
  const couple = (s: StaffStory) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {s.member.name} ({s.member.registration_no})
      </Typography>
      <CaptionLine>
        {s.partner ? `${s.partner.name} (${s.partner.registration_no})` : t('successData.stories.alone')}
      </CaptionLine>
      {s.partner_state === 'pending' && (
        <Chip
          size="small"
          variant="outlined"
          label={t('successData.stories.partnerPending')}
          sx={{ mt: 0.5 }}
        />
      )}
      {s.withdrawn && <Chip size="small" label={t('successData.stories.withdrawn')} sx={{ mt: 0.5 }} />}
    </>
  );
  const story = (s: StaffStory) => (
    <Box sx={{ maxWidth: 520 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {s.story}
      </Typography>
      {s.reviewed_by && s.reviewed_at && (
        <Typography variant="caption" color="text.secondary">
          {t('successData.stories.reviewed', { name: s.reviewed_by, date: formatDate(s.reviewed_at) })}
        </Typography>
      )}
      {s.review_reason && <CaptionLine>{s.review_reason}</CaptionLine>}
    </Box>
  );
  const actions = (s: StaffStory) =>
    s.agreed && s.review === 'pending' ? (
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="contained"
          disabled={review.isPending}
          onClick={() => decide(s, 'approve')}
        >
          {t('successData.stories.approve')}
        </Button>
        <Button size="small" variant="outlined" color="warning" onClick={() => setRejecting(s)}>
          {t('successData.stories.reject')}
        </Button>
      </Stack>
    ) : null;
  const columns: StaffColumn<StaffStory>[] = [
    { key: 'couple', header: t('successData.stories.couple'), render: couple },
    { key: 'story', header: t('successData.stories.story'), render: story },
    { key: 'photo', header: t('successData.stories.photo'), render: (s) => <StoryPhotoCell story={s} /> },
    { key: 'actions', header: '', render: actions },
  ];
  const states = ['pending', 'approved', 'rejected', 'waiting', 'all'] as const;
  return (
    <>
      <StaffList
        filters={[
          {
            kind: 'select',
            name: 'state',
            label: t('successData.stories.state'),
            options: states.map((s) => [s, t(`successData.stories.${s}`)] as [string, string]),
          },
        ]}
        values={{ state: q.state }}
        onFilters={filterSetter(setQ)}
        label={t('successData.stories.list')}
        columns={columns}
        rows={list.data?.stories ?? []}
        rowKey={(s) => s.id}
        {...listPaging(q, setQ, list)}
        empty={t('successData.stories.empty')}
      />
      <Dialog open={!!rejecting} onClose={() => setRejecting(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t('successData.stories.rejectTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 1 }}
            label={t('successData.stories.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(null)}>{t('common.cancel')}</Button>
          <Button
            color="warning"
            variant="contained"
            disabled={!reason.trim() || review.isPending}
            onClick={() => rejecting && decide(rejecting, 'reject', reason.trim())}
          >
            {t('successData.stories.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
