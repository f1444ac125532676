import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { awaitsReview } from '../../../shared/policies/staff-queues';
import {
  type AdminChange,
  CHANGE_STATUSES,
  FIELD_LABELS,
  REVIEW_REASON_MAX,
} from '../../../shared/schemas/member';
import { ScrollTable, TableHeadRow } from '../../components/ScrollTable';
import { formatDateTime } from '../../format';
import { ReviewQueueEmpty, ReviewQueueFrame, useReviewQueue } from '../staff/ReviewQueue';
import { useProfileChanges, useReviewChange } from './api';
import { displayValue } from './format';

/** The reasons offered with one tap when rejecting a change (words under `review.change.reasons`). */
const REASONS = ['document', 'records'] as const;

const who = (c: AdminChange) => `${c.member.first_name} ${c.member.last_name} (${c.member.registration_no})`;

/**
 * Staff review of name, gender and date-of-birth changes (docs/member-area.md#profile-changes): each request shows the current
 * and the requested values; Approve applies it, Reject asks for a reason. Both notify the member.
 */
export function ProfileChangesReview() {
  const { t } = useTranslation('admin');
  const queue = useReviewQueue({
    states: CHANGE_STATUSES,
    useList: useProfileChanges,
    useReview: useReviewChange,
    words: {
      approved: (c: AdminChange) => t('review.change.approved', { who: who(c) }),
      rejected: (c: AdminChange) => t('review.change.rejected', { who: who(c) }),
    },
  });
  const approvedList = queue.state === 'approved';

  return (
    <ReviewQueueFrame
      queue={queue}
      label={t('imageVerify.changeState')}
      stateLabel={(s) => t(`imageVerify.states.${s}`)}
      count={(total, count) => t('imageVerify.changeCount', { count, total })}
      rows={(d) => d.changes}
      loadError={t('review.change.loadError')}
      loading={
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      }
      empty={
        <ReviewQueueEmpty
          icon={<ManageAccountsOutlined sx={{ fontSize: 56, color: 'primary.light' }} />}
          title={t(`imageVerify.changesEmpty.${queue.state}`)}
          text={t('imageVerify.changesEmptyText')}
        />
      }
      reject={{
        title: (c) => t('review.change.rejectTitle', { who: who(c) }),
        explain: t('review.change.rejectExplain'),
        max: REVIEW_REASON_MAX,
        suggestions: REASONS.map((r) => t(`review.change.reasons.${r}`)),
      }}
    >
      {(changes) => (
        <Stack spacing={2}>
          {changes.map((c) => (
            <Card key={c.id} variant="outlined">
              <CardContent sx={{ pb: 1 }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {who(c)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {c.reviewed_at
                    ? t('review.change.reviewed', {
                        when: formatDateTime(c.created_at),
                        reviewed: formatDateTime(c.reviewed_at),
                      })
                    : t('review.change.requested', { when: formatDateTime(c.created_at) })}
                </Typography>
                <ScrollTable label={t('review.change.table')} sx={{ mt: 1 }}>
                  <TableHeadRow
                    cells={[
                      t('review.change.field'),
                      approvedList ? t('review.change.before') : t('review.change.now'),
                      t('review.change.requestedValue'),
                    ]}
                  />
                  <TableBody>
                    {Object.entries(c.changes).map(([k, v]) => (
                      <TableRow key={k}>
                        <TableCell>
                          {t(`details.fields.${k}`, { defaultValue: FIELD_LABELS[k] ?? k })}
                        </TableCell>
                        <TableCell>{approvedList ? '—' : displayValue(k, c.current[k])}</TableCell>
                        <TableCell sx={{ fontWeight: 600 }}>{displayValue(k, v)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </ScrollTable>
                {c.reason && (
                  <Typography
                    variant="body2"
                    color={c.status === 'rejected' ? 'error' : 'text.secondary'}
                    sx={{ mt: 1 }}
                  >
                    {t('review.change.reason', { reason: c.reason })}
                  </Typography>
                )}
              </CardContent>
              {awaitsReview(c.status) && queue.decisions(c)}
            </Card>
          ))}
        </Stack>
      )}
    </ReviewQueueFrame>
  );
}
