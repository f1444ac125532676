import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Skeleton,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { awaitsReview } from '../../../shared/policies/staff-queues';
import {
  type AdminChange,
  CHANGE_STATUSES,
  FIELD_LABELS,
  REVIEW_REASON_MAX,
} from '../../../shared/schemas/member';
import { QueryError } from '../../components/QueryError';
import { ScrollTable } from '../../components/ScrollTable';
import { formatDateTime, formatNumber } from '../../format';
import { ReasonDialog } from '../photos/ReasonDialog';
import { ReviewQueueEmpty, ReviewQueueHeader, ReviewQueuePager, reasonRefused } from '../staff/ReviewQueue';
import { useProfileChanges, useReviewChange } from './api';
import { displayValue } from './format';

type Status = (typeof CHANGE_STATUSES)[number];
const who = (c: AdminChange) => `${c.member.first_name} ${c.member.last_name} (${c.member.registration_no})`;

/**
 * Staff review of name, gender and date-of-birth changes (docs/member-area.md#profile-changes): each request shows the current
 * and the requested values; Approve applies it, Reject asks for a reason. Both notify the member.
 */
export function ProfileChangesReview() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<AdminChange | null>(null);
  const q = useProfileChanges(status, page);
  const review = useReviewChange();
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.pageSize)) : 1;

  return (
    <Box>
      <ReviewQueueHeader
        states={CHANGE_STATUSES}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        label={t('imageVerify.changeState')}
        stateLabel={(s) => t(`imageVerify.states.${s}`)}
        count={
          q.data
            ? t('imageVerify.changeCount', { count: q.data.total, total: formatNumber(q.data.total) })
            : null
        }
      />

      {q.isError && <QueryError query={q} prefix="Change requests could not be loaded." />}
      {q.isPending && (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      )}
      {q.isSuccess && q.data.changes.length === 0 && (
        <ReviewQueueEmpty
          icon={<ManageAccountsOutlined sx={{ fontSize: 56, color: 'primary.light' }} />}
          title={t(`imageVerify.changesEmpty.${status}`)}
          text={t('imageVerify.changesEmptyText')}
        />
      )}
      {q.isSuccess && q.data.changes.length > 0 && (
        <Stack spacing={2}>
          {q.data.changes.map((c) => (
            <Card key={c.id} variant="outlined">
              <CardContent sx={{ pb: 1 }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {who(c)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Requested {formatDateTime(c.created_at)}
                  {c.reviewed_at ? ` · reviewed ${formatDateTime(c.reviewed_at)}` : ''}
                </Typography>
                <ScrollTable label="Requested changes" sx={{ mt: 1 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Field</TableCell>
                      <TableCell>{status === 'approved' ? 'Before' : 'Now'}</TableCell>
                      <TableCell>Requested</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {Object.entries(c.changes).map(([k, v]) => (
                      <TableRow key={k}>
                        <TableCell>{FIELD_LABELS[k] ?? k}</TableCell>
                        <TableCell>{status === 'approved' ? '—' : displayValue(k, c.current[k])}</TableCell>
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
                    Reason: {c.reason}
                  </Typography>
                )}
              </CardContent>
              {awaitsReview(c.status) && (
                <CardActions sx={{ px: 2, pb: 2, gap: 1, justifyContent: 'flex-end' }}>
                  <Button
                    variant="outlined"
                    color="error"
                    onClick={() => setRejecting(c)}
                    disabled={review.isPending}
                  >
                    Reject
                  </Button>
                  <Button
                    variant="contained"
                    color="success"
                    disabled={review.isPending}
                    onClick={() =>
                      review.mutate(
                        { id: c.id, status: 'approved', reason: '' },
                        {
                          onSuccess: () => toast.success(`Change for ${who(c)} approved`),
                          onError: (e) => toast.error(e.message),
                        },
                      )
                    }
                  >
                    Approve
                  </Button>
                </CardActions>
              )}
            </Card>
          ))}
        </Stack>
      )}
      <ReviewQueuePager pages={pages} page={page} onPage={setPage} />
      <ReasonDialog
        key={rejecting?.id ?? 'none'}
        open={rejecting !== null}
        title={rejecting ? `Reject the change for ${who(rejecting)}?` : ''}
        max={REVIEW_REASON_MAX}
        explain="The profile stays as it is. The member sees the reason."
        suggestions={[
          'Please send an identity document to confirm the change',
          'The change does not match our records',
        ]}
        busy={review.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason, setError) =>
          rejecting &&
          review.mutate(
            { id: rejecting.id, status: 'rejected', reason },
            {
              onSuccess: () => {
                toast.success(`Change for ${who(rejecting)} rejected`);
                setRejecting(null);
              },
              onError: reasonRefused(setError),
            },
          )
        }
      />
    </Box>
  );
}
