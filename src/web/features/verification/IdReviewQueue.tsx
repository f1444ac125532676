import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastAnswer } from '../../components/toastAnswer';
import { formatDate } from '../../format';
import { type IdQueueItem, useDecideId, useIdQueue } from './api';

/**
 * The identity verification queue (docs/verification.md#identity): each pending document beside the
 * member's name, date of birth and photos; staff approve (noting whether the photo matches) or reject with
 * a reason. The image is deleted on either decision.
 */
export function IdReviewQueue() {
  const { t } = useTranslation('admin');
  const q = useIdQueue();
  if (q.isError) return <Typography color="error">{q.error.message}</Typography>;
  if (!q.data) return <Typography color="text.secondary">{t('idVerify.loading')}</Typography>;
  if (q.data.length === 0) return <Typography color="text.secondary">{t('idVerify.empty')}</Typography>;
  return (
    <Stack spacing={2}>
      {q.data.map((d) => (
        <IdReviewCard key={d.id} doc={d} />
      ))}
    </Stack>
  );
}

function IdReviewCard({ doc }: { doc: IdQueueItem }) {
  const { t } = useTranslation(['admin', 'member']);
  const decide = useDecideId();
  const [matches, setMatches] = useState(false);
  const [reason, setReason] = useState('');
  const run = (decision: 'approve' | 'reject') =>
    decide.mutate({ id: doc.id, decision, photo_matches: matches, reason }, toastAnswer);
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <Typography variant="subtitle2">
              {t(`member:verify.docTypes.${doc.doc_type}`)} · {doc.last_four}
            </Typography>
            <Box
              component="img"
              src={doc.image_url}
              alt={t('admin:idVerify.imageAlt', { name: doc.member.name })}
              sx={{ width: '100%', maxHeight: 360, objectFit: 'contain', bgcolor: 'grey.100', mt: 1 }}
            />
          </Box>
          <Box>
            <Typography variant="subtitle2">
              {doc.member.name} ({doc.member.registration_no})
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('admin:idVerify.born', { date: formatDate(doc.member.date_of_birth) })}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              {doc.member.photos.map((src) => (
                <Box
                  key={src}
                  component="img"
                  src={src}
                  alt={t('admin:idVerify.photoAlt', { name: doc.member.name })}
                  sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1 }}
                />
              ))}
            </Stack>
          </Box>
        </Box>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox checked={matches} onChange={(e) => setMatches(e.target.checked)} />}
          label={t('admin:idVerify.photoMatches')}
        />
        <TextField
          fullWidth
          size="small"
          multiline
          label={t('admin:idVerify.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          sx={{ mt: 1 }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button variant="contained" disabled={decide.isPending} onClick={() => run('approve')}>
            {t('admin:idVerify.approve')}
          </Button>
          <Button variant="outlined" color="error" disabled={decide.isPending} onClick={() => run('reject')}>
            {t('admin:idVerify.reject')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
