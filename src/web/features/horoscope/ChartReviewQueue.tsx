import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type AdminChart, CHART_STATUSES } from '../../../shared/schemas/horoscope-chart';
import { REVIEW_REASON_MAX } from '../../../shared/schemas/member';
import { formatDateTime } from '../../format';
import { PhotoStatusChip } from '../photos/PhotoStatusChip';
import { ReviewQueueFrame, useReviewQueue } from '../staff/ReviewQueue';
import { useAdminCharts, useReviewChart } from './chartApi';

const memberName = (c: AdminChart) => `${c.member.first_name} ${c.member.last_name}`.trim();

/**
 * The horoscope chart queue (/admin/imageverify?tab=charts, docs/horoscope.md#chart): charts waiting for
 * review oldest first (or the approved / rejected ones), each with its member, a link that opens the file,
 * Approve and Reject (with a reason the member reads), like the photo queue.
 */
export function ChartReviewQueue() {
  const { t } = useTranslation('admin');
  const queue = useReviewQueue({
    states: CHART_STATUSES,
    useList: useAdminCharts,
    useReview: useReviewChart,
    words: {
      approved: (c: AdminChart) => t('charts.approved', { name: memberName(c) }),
      rejected: (c: AdminChart) => t('charts.rejected', { name: memberName(c) }),
    },
  });
  return (
    <ReviewQueueFrame
      queue={queue}
      label={t('charts.state')}
      stateLabel={(s) => t(`charts.states.${s}`)}
      count={(total, count) => t('charts.count', { count, total })}
      rows={(d) => d.charts}
      empty={
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('charts.none')}
        </Typography>
      }
      reject={{
        title: (c) => t('charts.rejectTitle', { name: memberName(c) }),
        explain: t('charts.rejectExplain'),
        max: REVIEW_REASON_MAX,
      }}
    >
      {(charts) => (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
          }}
        >
          {charts.map((c) => (
            <Card key={c.id} variant="outlined">
              <CardContent sx={{ pb: 1 }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {memberName(c)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {c.member.registration_no}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('review.uploaded', { when: formatDateTime(c.created_at) })}
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
              {queue.decisions(c)}
            </Card>
          ))}
        </Box>
      )}
    </ReviewQueueFrame>
  );
}
