import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GENDERS } from '../../../shared/options';
import { awaitsReview } from '../../../shared/policies/staff-queues';
import { type AdminPhoto, PHOTO_STATUSES, REVIEW_REASON_MAX } from '../../../shared/schemas/member';
import { formatDateTime } from '../../format';
import { ReviewQueueEmpty, ReviewQueueFrame, useReviewQueue } from '../staff/ReviewQueue';
import { useAdminPhotos, useReviewPhoto } from './api';
import { PhotoStatusChip } from './PhotoStatusChip';

/** The reasons offered with one tap when rejecting a photo (words under `review.photo.reasons`). */
const REASONS = ['face', 'notMember', 'group', 'inappropriate', 'contact'] as const;

const memberName = (p: AdminPhoto) => `${p.member.first_name} ${p.member.last_name}`.trim();
const genderLabel = (g: string) => GENDERS.find((x) => x.value === g)?.label ?? g;

/**
 * The photo verification queue (/admin/imageverify, docs/member-area.md#photos): pending photos oldest first (or the
 * approved / rejected ones), each with its member, a large preview, Approve and Reject (with a reason).
 */
export function PhotoReviewQueue() {
  const { t } = useTranslation('admin');
  const [preview, setPreview] = useState<AdminPhoto | null>(null);
  const queue = useReviewQueue({
    states: PHOTO_STATUSES,
    useList: useAdminPhotos,
    useReview: useReviewPhoto,
    words: {
      approved: (p: AdminPhoto) => t('imageVerify.photoApproved', { name: memberName(p) }),
      rejected: (p: AdminPhoto) => t('imageVerify.photoRejected', { name: memberName(p) }),
    },
  });
  const closePreview = () => setPreview(null);
  const busy = queue.review.isPending;

  return (
    <ReviewQueueFrame
      queue={queue}
      label={t('imageVerify.photoState')}
      stateLabel={(s) => t(`imageVerify.states.${s}`)}
      count={(total, count) => t('imageVerify.photoCount', { count, total })}
      rows={(d) => d.photos}
      loadError={t('review.photo.loadError')}
      loading={
        <Grid>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />
          ))}
        </Grid>
      }
      empty={
        <ReviewQueueEmpty
          icon={<PhotoLibraryOutlined sx={{ fontSize: 56, color: 'primary.light' }} />}
          title={t(`imageVerify.photosEmpty.${queue.state}`)}
          text={t(`imageVerify.photosEmptyText.${queue.state}`)}
        />
      }
      reject={{
        title: (p) => t('review.photo.rejectTitle', { name: memberName(p) }),
        explain: t('review.photo.rejectExplain'),
        max: REVIEW_REASON_MAX,
        suggestions: REASONS.map((r) => t(`review.photo.reasons.${r}`)),
      }}
      afterReject={closePreview}
    >
      {(photos) => (
        <>
          <Grid>
            {photos.map((p) => (
              <Card key={p.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
                <ButtonBase
                  onClick={() => setPreview(p)}
                  aria-label={t('review.photo.preview', { name: memberName(p) })}
                  sx={{ display: 'block', aspectRatio: '1 / 1', bgcolor: 'grey.100' }}
                >
                  <Box
                    component="img"
                    src={p.thumb}
                    alt=""
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                </ButtonBase>
                <CardContent sx={{ flexGrow: 1, pb: 1 }}>
                  <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {memberName(p)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {p.member.registration_no} · {genderLabel(p.member.gender)}
                    {p.member.age !== null ? `, ${p.member.age}` : ''}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('review.uploaded', { when: formatDateTime(p.created_at) })}
                  </Typography>
                  {p.looks_like && (
                    <Chip
                      component={RouterLink}
                      to="/admin/imageverify?tab=duplicates"
                      clickable
                      color="warning"
                      size="small"
                      label={t('imageVerify.looksLike', { regNo: p.looks_like.registration_no })}
                      sx={{ mt: 1, maxWidth: '100%' }}
                    />
                  )}
                  {!awaitsReview(queue.state) && (
                    <Box sx={{ mt: 1 }}>
                      <PhotoStatusChip status={p.status} />
                      {p.reason && (
                        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                          {p.reason}
                        </Typography>
                      )}
                    </Box>
                  )}
                </CardContent>
                {queue.decisions(p, closePreview)}
              </Card>
            ))}
          </Grid>

          <Dialog open={preview !== null} onClose={closePreview} maxWidth="md" fullWidth>
            {preview && (
              <>
                <DialogTitle>
                  {memberName(preview)} ({preview.member.registration_no})
                </DialogTitle>
                <DialogContent>
                  <Box
                    component="img"
                    src={preview.large}
                    alt={t('imageVerify.photoOf', { name: memberName(preview) })}
                    sx={{
                      maxWidth: '100%',
                      maxHeight: '70vh',
                      display: 'block',
                      mx: 'auto',
                      borderRadius: 1,
                    }}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
                    {t('review.photo.size', {
                      width: preview.width,
                      height: preview.height,
                      when: formatDateTime(preview.created_at),
                    })}
                  </Typography>
                </DialogContent>
                <DialogActions sx={{ px: 3, pb: 2 }}>
                  <Button onClick={closePreview}>{t('common.close')}</Button>
                  {preview.status !== 'rejected' && (
                    <Button color="error" variant="outlined" onClick={() => queue.setRejecting(preview)}>
                      {t('review.reject')}
                    </Button>
                  )}
                  {preview.status !== 'approved' && (
                    <Button
                      color="success"
                      variant="contained"
                      onClick={() => queue.approve(preview, closePreview)}
                      disabled={busy}
                    >
                      {t('review.approve')}
                    </Button>
                  )}
                </DialogActions>
              </>
            )}
          </Dialog>
        </>
      )}
    </ReviewQueueFrame>
  );
}

function Grid({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(auto-fill, minmax(150px, 1fr))',
          sm: 'repeat(auto-fill, minmax(220px, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}
