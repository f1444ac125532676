import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import {
  Box,
  Button,
  ButtonBase,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { GENDERS } from '../../../shared/options';
import { awaitsReview } from '../../../shared/policies/staff-queues';
import {
  type AdminPhoto,
  PHOTO_STATUSES,
  type PhotoStatus,
  REVIEW_REASON_MAX,
} from '../../../shared/schemas/member';
import { QueryError } from '../../components/QueryError';
import { formatDateTime, formatNumber } from '../../format';
import {
  ReviewCardActions,
  ReviewQueueEmpty,
  ReviewQueueHeader,
  ReviewQueuePager,
  reasonRefused,
} from '../staff/ReviewQueue';
import { useAdminPhotos, useReviewPhoto } from './api';
import { PhotoStatusChip } from './PhotoStatusChip';
import { ReasonDialog } from './ReasonDialog';

const REASONS = [
  'Face not clearly visible',
  'Not a photo of the member',
  'Group photo: please upload a photo of yourself alone',
  'Inappropriate content',
  'Contains contact details or text',
];

const memberName = (p: AdminPhoto) => `${p.member.first_name} ${p.member.last_name}`.trim();
const genderLabel = (g: string) => GENDERS.find((x) => x.value === g)?.label ?? g;

/**
 * The photo verification queue (/admin/imageverify, docs/member-area.md#photos): pending photos oldest first (or the
 * approved / rejected ones), each with its member, a large preview, Approve and Reject (with a reason).
 */
export function PhotoReviewQueue() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<PhotoStatus>('pending');
  const [page, setPage] = useState(1);
  const [preview, setPreview] = useState<AdminPhoto | null>(null);
  const [rejecting, setRejecting] = useState<AdminPhoto | null>(null);
  const q = useAdminPhotos(status, page);
  const review = useReviewPhoto();
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.pageSize)) : 1;

  const approve = (p: AdminPhoto) =>
    review.mutate(
      { id: p.id, status: 'approved', reason: '' },
      {
        onSuccess: () => {
          toast.success(t('imageVerify.photoApproved', { name: memberName(p) }));
          setPreview(null);
        },
        onError: (e) => toast.error(e.message),
      },
    );

  return (
    <Box>
      <ReviewQueueHeader
        states={PHOTO_STATUSES}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        label={t('imageVerify.photoState')}
        stateLabel={(s) => t(`imageVerify.states.${s}`)}
        count={
          q.data
            ? t('imageVerify.photoCount', { count: q.data.total, total: formatNumber(q.data.total) })
            : null
        }
      />

      {q.isError && <QueryError query={q} prefix="Photos could not be loaded." />}

      {q.isPending && (
        <Grid>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />
          ))}
        </Grid>
      )}

      {q.isSuccess && q.data.photos.length === 0 && (
        <ReviewQueueEmpty
          icon={<PhotoLibraryOutlined sx={{ fontSize: 56, color: 'primary.light' }} />}
          title={t(`imageVerify.photosEmpty.${status}`)}
          text={t(`imageVerify.photosEmptyText.${status}`)}
        />
      )}

      {q.isSuccess && q.data.photos.length > 0 && (
        <Grid>
          {q.data.photos.map((p) => (
            <Card key={p.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
              <ButtonBase
                onClick={() => setPreview(p)}
                aria-label={`Preview photo of ${memberName(p)}`}
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
                  Uploaded {formatDateTime(p.created_at)}
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
                {!awaitsReview(status) && (
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
              <ReviewCardActions>
                {p.status !== 'approved' && (
                  <Button
                    variant="contained"
                    color="success"
                    startIcon={<Check />}
                    onClick={() => approve(p)}
                    disabled={review.isPending}
                    sx={{ flex: 1, width: { xs: '100%', sm: 'auto' } }}
                  >
                    Approve
                  </Button>
                )}
                {p.status !== 'rejected' && (
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<Close />}
                    onClick={() => setRejecting(p)}
                    disabled={review.isPending}
                    sx={{ flex: 1, ml: '0 !important', width: { xs: '100%', sm: 'auto' } }}
                  >
                    Reject
                  </Button>
                )}
              </ReviewCardActions>
            </Card>
          ))}
        </Grid>
      )}

      <ReviewQueuePager pages={pages} page={page} onPage={setPage} />

      <Dialog open={preview !== null} onClose={() => setPreview(null)} maxWidth="md" fullWidth>
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
                sx={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', mx: 'auto', borderRadius: 1 }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
                {preview.width} × {preview.height} px · uploaded {formatDateTime(preview.created_at)}
              </Typography>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={() => setPreview(null)}>Close</Button>
              {preview.status !== 'rejected' && (
                <Button color="error" variant="outlined" onClick={() => setRejecting(preview)}>
                  Reject
                </Button>
              )}
              {preview.status !== 'approved' && (
                <Button
                  color="success"
                  variant="contained"
                  onClick={() => approve(preview)}
                  disabled={review.isPending}
                >
                  Approve
                </Button>
              )}
            </DialogActions>
          </>
        )}
      </Dialog>

      <ReasonDialog
        key={rejecting?.id ?? 'none'}
        open={rejecting !== null}
        title={rejecting ? `Reject the photo of ${memberName(rejecting)}?` : ''}
        max={REVIEW_REASON_MAX}
        explain="The member sees the reason and can upload another photo."
        suggestions={REASONS}
        busy={review.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason, setError) =>
          rejecting &&
          review.mutate(
            { id: rejecting.id, status: 'rejected', reason },
            {
              onSuccess: () => {
                toast.success(t('imageVerify.photoRejected', { name: memberName(rejecting) }));
                setRejecting(null);
                setPreview(null);
              },
              onError: reasonRefused(setError),
            },
          )
        }
      />
    </Box>
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
