import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { type AdminChart, CHART_STATUSES, type ChartStatus } from '../../../shared/schemas/horoscope-chart';
import { REVIEW_REASON_MAX } from '../../../shared/schemas/member';
import { QueryError } from '../../components/QueryError';
import { formatDateTime, formatNumber } from '../../format';
import { PhotoStatusChip } from '../photos/PhotoStatusChip';
import { ReasonDialog } from '../photos/ReasonDialog';
import { ReviewQueueHeader, ReviewQueuePager, reasonRefused } from '../staff/ReviewQueue';
import { useAdminCharts, useReviewChart } from './chartApi';

const memberName = (c: AdminChart) => `${c.member.first_name} ${c.member.last_name}`.trim();

/**
 * The horoscope chart queue (/admin/imageverify?tab=charts, docs/horoscope.md#chart): charts waiting for
 * review oldest first (or the approved / rejected ones), each with its member, a link that opens the file,
 * Approve and Reject (with a reason the member reads), like the photo queue.
 */
export function ChartReviewQueue() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ChartStatus>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<AdminChart | null>(null);
  const q = useAdminCharts(status, page);
  const review = useReviewChart();
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.pageSize)) : 1;
  const approve = (c: AdminChart) =>
    review.mutate(
      { id: c.id, status: 'approved', reason: '' },
      {
        onSuccess: () => toast.success(t('charts.approved', { name: memberName(c) })),
        onError: (e) => toast.error(e.message),
      },
    );
  return (
    <Box>
      <ReviewQueueHeader
        states={CHART_STATUSES}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        label={t('charts.state')}
        stateLabel={(s) => t(`charts.states.${s}`)}
        count={q.data ? t('charts.count', { count: q.data.total, total: formatNumber(q.data.total) }) : null}
      />
      {q.isError && <QueryError query={q} />}
      {q.isSuccess && q.data.charts.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('charts.none')}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
        }}
      >
        {q.data?.charts.map((c) => (
          <Card key={c.id} variant="outlined">
            <CardContent sx={{ pb: 1 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {memberName(c)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {c.member.registration_no}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {t('charts.uploaded', { when: formatDateTime(c.created_at) })}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <PhotoStatusChip status={c.status} />
                <Button
                  component="a"
                  href={c.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  startIcon={<DescriptionOutlined />}
                  sx={{ minHeight: 44 }}
                >
                  {c.kind === 'pdf' ? t('charts.openPdf') : t('charts.openImage')}
                </Button>
              </Stack>
              {c.reason && (
                <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                  {c.reason}
                </Typography>
              )}
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1 }}>
              {c.status !== 'approved' && (
                <Button
                  variant="contained"
                  color="success"
                  startIcon={<Check />}
                  onClick={() => approve(c)}
                  disabled={review.isPending}
                  sx={{ flex: 1 }}
                >
                  {t('charts.approve')}
                </Button>
              )}
              {c.status !== 'rejected' && (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<Close />}
                  onClick={() => setRejecting(c)}
                  disabled={review.isPending}
                  sx={{ flex: 1, ml: '0 !important' }}
                >
                  {t('charts.reject')}
                </Button>
              )}
            </CardActions>
          </Card>
        ))}
      </Box>
      <ReviewQueuePager pages={pages} page={page} onPage={setPage} />
      <ReasonDialog
        key={rejecting?.id ?? 'none'}
        open={rejecting !== null}
        title={rejecting ? t('charts.rejectTitle', { name: memberName(rejecting) }) : ''}
        max={REVIEW_REASON_MAX}
        explain={t('charts.rejectExplain')}
        busy={review.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason, setError) =>
          rejecting &&
          review.mutate(
            { id: rejecting.id, status: 'rejected', reason },
            {
              onSuccess: () => {
                toast.success(t('charts.rejected', { name: memberName(rejecting) }));
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
