import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { DuplicateRow } from '../../../shared/schemas/duplicates';
import { QueryError } from '../../components/QueryError';
import { toastAnswer } from '../../components/toastAnswer';
import { formatDate, formatNumber } from '../../format';
import { StatusChip } from '../admin/StatusChip';
import { ReasonDialog } from '../photos/ReasonDialog';
import { ReviewCardActions, ReviewQueueEmpty, ReviewQueuePager, reasonRefused } from '../staff/ReviewQueue';
import { useDecideDuplicate, useDuplicates } from './api';

const PAGE_SIZE = 20;

/**
 * Likely duplicate accounts (decision 194, docs/staff.md#duplicates), a tab of /admin/imageverify: each open
 * pair side by side (the newer account and the one it looks like: registration numbers, names, statuses,
 * registration dates, photos through links signed for this staff member) with why it was flagged. "Allow"
 * clears the flag; "Decline as duplicate" asks for the reason the member will read, then deactivates the
 * newer account (rejects it while under verification).
 */
export function DuplicatesReview() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<DuplicateRow | null>(null);
  const q = useDuplicates(page, PAGE_SIZE);
  const decide = useDecideDuplicate();
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / PAGE_SIZE)) : 1;

  const allow = (d: DuplicateRow) => decide.mutate({ id: d.id, decision: 'allow', reason: '' }, toastAnswer);

  return (
    <Box>
      {q.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('duplicates.count', { count: q.data.total, total: formatNumber(q.data.total) })}
        </Typography>
      )}
      {q.isError && <QueryError query={q} prefix={t('duplicates.loadError')} />}
      {q.isPending && <Skeleton variant="rounded" height={240} />}
      {q.isSuccess && q.data.duplicates.length === 0 && (
        <ReviewQueueEmpty
          icon={<ContentCopyOutlined sx={{ fontSize: 56, color: 'primary.light' }} />}
          text={t('duplicates.empty')}
        />
      )}
      {q.isSuccess && (
        <Stack spacing={2}>
          {q.data.duplicates.map((d) => (
            <Card key={d.id} variant="outlined">
              <CardContent>
                <Chip
                  color="warning"
                  size="small"
                  label={t(`duplicates.reasons.${d.reason}`, { distance: d.distance ?? 0 })}
                  sx={{
                    mb: 1.5,
                    maxWidth: '100%',
                    height: 'auto',
                    '& .MuiChip-label': { whiteSpace: 'normal' },
                  }}
                />
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr' } }}>
                  <Side title={t('duplicates.newer')} side={d.newer} />
                  <Side title={t('duplicates.other')} side={d.other} />
                </Box>
              </CardContent>
              <ReviewCardActions>
                <Button
                  variant="outlined"
                  disabled={decide.isPending}
                  onClick={() => allow(d)}
                  sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
                >
                  {t('duplicates.allow')}
                </Button>
                <Button
                  variant="contained"
                  color="error"
                  disabled={decide.isPending}
                  onClick={() => setDeclining(d)}
                  sx={{ minHeight: 44, ml: '0 !important', width: { xs: '100%', sm: 'auto' } }}
                >
                  {t('duplicates.decline')}
                </Button>
              </ReviewCardActions>
            </Card>
          ))}
        </Stack>
      )}
      <ReviewQueuePager pages={pages} page={page} onPage={setPage} />
      <ReasonDialog
        key={declining?.id ?? 'none'}
        open={declining !== null}
        title={declining ? t('duplicates.declineTitle', { regNo: declining.newer.registration_no }) : ''}
        explain={t('duplicates.declineExplain')}
        submitLabel={t('duplicates.decline')}
        max={500}
        busy={decide.isPending}
        onCancel={() => setDeclining(null)}
        onSubmit={(reason, setError) =>
          declining &&
          decide.mutate(
            { id: declining.id, decision: 'decline', reason },
            {
              onSuccess: (r) => {
                toast.success(r.message);
                setDeclining(null);
              },
              onError: reasonRefused(setError),
            },
          )
        }
      />
    </Box>
  );
}

/** One account of a pair: its photo (or none), number, name, status and registration date. */
function Side({ title, side }: { title: string; side: DuplicateRow['newer'] }) {
  const { t } = useTranslation('admin');
  const name = side.name || side.registration_no;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5 }}>
        {title}
      </Typography>
      {side.photo ? (
        <Box
          component="img"
          src={side.photo}
          alt={t('duplicates.photoAlt', { name })}
          loading="lazy"
          sx={{
            width: '100%',
            maxWidth: 240,
            aspectRatio: '1 / 1',
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: 'grey.100',
          }}
        />
      ) : (
        <Box
          sx={{
            width: '100%',
            maxWidth: 240,
            aspectRatio: '1 / 1',
            borderRadius: 1,
            bgcolor: 'grey.100',
            display: 'grid',
            placeItems: 'center',
            color: 'text.secondary',
          }}
        >
          <Typography variant="body2">{t('duplicates.noPhoto')}</Typography>
        </Box>
      )}
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 1, overflowWrap: 'anywhere' }}>
        {side.erased ? t('duplicates.erased') : side.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {side.registration_no}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('duplicates.registered', { date: formatDate(side.registered_at) })}
      </Typography>
      <Box sx={{ mt: 0.5 }}>
        <StatusChip status={side.status} />
      </Box>
    </Box>
  );
}
