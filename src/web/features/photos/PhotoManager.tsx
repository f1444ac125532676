import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { MSG } from '../../../shared/messages';
import { mayBePrimary } from '../../../shared/policies/photos';
import { awaitsReview } from '../../../shared/policies/staff-queues';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, type OwnPhoto } from '../../../shared/schemas/member';
import { toastAnswer } from '../../components/toastAnswer';
import { useDeletePhoto, useSetPrimaryPhoto, useUploadPhoto } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { PhotoStatusChip } from './PhotoStatusChip';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The member's photos (docs/member-area.md#photos): up to 6, upload with progress, set primary, delete after asking,
 * each with its review state (Pending review / Approved / Rejected with the reason) and a large preview.
 */
export function PhotoManager({ photos }: { photos: OwnPhoto[] }) {
  const { t } = useTranslation('member');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<OwnPhoto | null>(null);
  const [preview, setPreview] = useState<OwnPhoto | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto((f) => setProgress(f));
  const remove = useDeletePhoto();
  const primary = useSetPrimaryPhoto();
  const full = photos.length >= MAX_PHOTOS;

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    if (!ACCEPT.split(',').includes(file.type)) return setError(MSG.photoType);
    if (file.size > MAX_PHOTO_BYTES) return setError(MSG.photoTooLarge);
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (d) => toast.success(d.message),
      onError: (e) => setError(e.message),
      onSettled: () => setProgress(null),
    });
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('photos.intro', { max: MAX_PHOTOS })}
      </Typography>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {photos.map((p) => (
          <Box
            key={p.id}
            sx={{
              position: 'relative',
              borderRadius: 2,
              overflow: 'hidden',
              border: 2,
              borderColor: p.is_primary ? 'secondary.main' : 'divider',
              bgcolor: 'grey.100',
            }}
          >
            <Box sx={{ position: 'relative' }}>
              <ButtonBase
                onClick={() => setPreview(p)}
                aria-label={t('photos.preview')}
                sx={{ display: 'block', width: '100%', aspectRatio: '1 / 1' }}
              >
                <Box
                  component="img"
                  src={p.thumb}
                  alt=""
                  sx={{
                    width: '100%',
                    height: '100%',
                    objectFit: 'cover',
                    display: 'block',
                    opacity: p.status === 'rejected' ? 0.45 : 1,
                  }}
                />
              </ButtonBase>
              <Box sx={{ position: 'absolute', top: 6, left: 6, pointerEvents: 'none' }}>
                <PhotoStatusChip status={p.status} />
              </Box>
              {p.is_primary && (
                <Chip
                  size="small"
                  color="secondary"
                  icon={<Star />}
                  label={t('photos.primary')}
                  sx={{ position: 'absolute', bottom: 6, left: 6, pointerEvents: 'none' }}
                />
              )}
            </Box>
            <Stack
              direction="row"
              sx={{
                justifyContent: 'space-between',
                alignItems: 'center',
                bgcolor: 'background.paper',
                px: 0.5,
              }}
            >
              <Tooltip title={p.is_primary ? t('photos.primaryPhoto') : t('photos.makePrimary')}>
                <span>
                  <IconButton
                    aria-label={t('photos.makePrimary')}
                    disabled={p.is_primary || !mayBePrimary(p.status) || primary.isPending}
                    onClick={() => primary.mutate(p.id, toastAnswer)}
                  >
                    {p.is_primary ? <Star color="secondary" /> : <StarBorder />}
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('photos.delete')}>
                <IconButton aria-label={t('photos.deletePhoto')} onClick={() => setToDelete(p)}>
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
            </Stack>
            {p.status === 'rejected' && p.reason && (
              <Typography
                variant="caption"
                color="error"
                sx={{ display: 'block', px: 1, pb: 1, bgcolor: 'background.paper' }}
              >
                {t('photoStatus.reason', { reason: p.reason })}
              </Typography>
            )}
          </Box>
        ))}
        {!full && (
          <ButtonBase
            onClick={() => input.current?.click()}
            disabled={progress !== null}
            sx={{
              aspectRatio: '1 / 1',
              borderRadius: 2,
              border: 2,
              borderStyle: 'dashed',
              borderColor: 'primary.light',
              color: 'primary.main',
              flexDirection: 'column',
              gap: 1,
              p: 1,
            }}
          >
            <AddAPhotoOutlined fontSize="large" />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {progress === null
                ? t('photos.add')
                : t('photos.uploading', { percent: Math.round(progress * 100) })}
            </Typography>
            {progress !== null && (
              <LinearProgress
                variant={progress < 1 ? 'determinate' : 'indeterminate'}
                value={progress * 100}
                aria-label={t('photos.uploading', { percent: Math.round(progress * 100) })}
                sx={{ width: '80%' }}
              />
            )}
            <Typography variant="caption" color="text.secondary">
              {t('photoStatus.count', { count: photos.length, max: MAX_PHOTOS })}
            </Typography>
          </ButtonBase>
        )}
      </Box>
      {full && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {MSG.photoLimit}
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label={t('photos.choose')}
        onChange={(e) => onFile(e.target.files?.[0])}
      />

      <ConfirmDialog
        open={toDelete !== null}
        title={t('photos.deleteTitle')}
        confirmLabel={t('photos.delete')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(
            toDelete.id,
            toastAnswer.andThen(() => setToDelete(null)),
          )
        }
      >
        {t('photos.deleteBody')}
        {toDelete?.is_primary ? ` ${t('photos.deletePrimary')}` : ''}
      </ConfirmDialog>

      <Dialog open={preview !== null} onClose={() => setPreview(null)} maxWidth="md">
        <DialogTitle sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {t('photoStatus.title')} {preview && <PhotoStatusChip status={preview.status} />}
        </DialogTitle>
        <DialogContent>
          {preview && (
            <Box
              component="img"
              src={preview.large}
              alt={t('photoStatus.yourPhoto')}
              sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block', mx: 'auto', borderRadius: 1 }}
            />
          )}
          {awaitsReview(preview?.status) && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('photoStatus.waiting')}
            </Typography>
          )}
          {preview?.status === 'rejected' && (
            <Typography variant="body2" color="error" sx={{ mt: 1 }}>
              {t('photoStatus.notApproved', { reason: preview.reason })}
            </Typography>
          )}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
