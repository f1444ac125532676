import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HoroscopeChart } from '../../../shared/schemas/horoscope-chart';
import { toastAnswer } from '../../components/toastAnswer';
import { formatNumber } from '../../format';
import { ConfirmDialog } from '../photos/ConfirmDialog';
import { PhotoStatusChip } from '../photos/PhotoStatusChip';
import { useDeleteChart, useOwnChart, useUploadChart } from './chartApi';

/** The file types the chart input offers (the server checks the real content). */
const CHART_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/**
 * The member's own horoscope chart on My profile (docs/horoscope.md#chart): its state (pending, approved,
 * rejected with the reason), a link to open it, upload (a new file replaces it) and delete.
 */
export function ChartManager() {
  const { t } = useTranslation('horoscope');
  const q = useOwnChart();
  const [progress, setProgress] = useState(0);
  const [confirm, setConfirm] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadChart(setProgress);
  const remove = useDeleteChart();
  const chart = q.data?.chart ?? null;
  const pick = (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    upload.mutate(file, toastAnswer);
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('chart.intro')}
      </Typography>
      {chart && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <PhotoStatusChip status={chart.status} />
          <ChartLink chart={chart} />
        </Stack>
      )}
      {chart?.status === 'rejected' && chart.reason && (
        <Alert severity="error">{t('chart.rejected', { reason: chart.reason })}</Alert>
      )}
      {upload.isPending && (
        <Box>
          <LinearProgress variant="determinate" value={progress * 100} />
          <Typography variant="caption" color="text.secondary">
            {t('chart.uploading', { percent: formatNumber(Math.round(progress * 100)) })}
          </Typography>
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          sx={{ minHeight: 44 }}
        >
          {chart ? t('chart.replace') : t('chart.upload')}
        </Button>
        {chart && (
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => setConfirm(true)}
            disabled={remove.isPending}
            sx={{ minHeight: 44 }}
          >
            {t('chart.delete')}
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        accept={CHART_ACCEPT}
        aria-label={t('chart.upload')}
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <ConfirmDialog
        open={confirm}
        title={t('chart.deleteTitle')}
        confirmLabel={t('chart.delete')}
        busy={remove.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={() =>
          remove.mutate(
            undefined,
            toastAnswer.andThen(() => setConfirm(false)),
          )
        }
      >
        {t('chart.deleteBody')}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * A link that opens a horoscope chart in a new tab (its URL is signed for the viewer and expires;
 * docs/horoscope.md#chart): on a member's profile when the horoscope privacy rule lets the viewer see it.
 */
export function ChartLink({ chart }: { chart: HoroscopeChart }) {
  const { t } = useTranslation('horoscope');
  return (
    <Button
      component="a"
      href={chart.url}
      target="_blank"
      rel="noopener noreferrer"
      variant="text"
      startIcon={<DescriptionOutlined />}
      sx={{ minHeight: 44 }}
    >
      {chart.kind === 'pdf' ? t('chart.openPdf') : t('chart.openImage')}
    </Button>
  );
}
