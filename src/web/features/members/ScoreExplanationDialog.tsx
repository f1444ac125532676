import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MatchExplanation } from '../../../shared/schemas/members';
import { useMatchExplanation } from './api';

type Side = MatchExplanation['mine'];

/** One side's nice-to-haves: what matched, what did not, what the other has not given. */
function SideList({ title, side, none }: { title: string; side: Side; none: string }) {
  const { t } = useTranslation('member');
  const rows = [
    ...side.matched.map((text) => ({ text, kind: 'matched' as const })),
    ...side.missed.map((text) => ({ text, kind: 'missed' as const })),
    ...side.unknown.map((text) => ({ text, kind: 'unknown' as const })),
  ];
  const icon = {
    matched: <CheckRounded fontSize="small" color="success" aria-hidden />,
    missed: <CloseRounded fontSize="small" color="error" aria-hidden />,
    unknown: <HelpOutlineRounded fontSize="small" color="disabled" aria-hidden />,
  };
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {side.of === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {none}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('matches.explain.metOf', { met: side.met, of: side.of })}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {rows.map((r) => (
              <Stack component="li" key={`${r.kind}-${r.text}`} direction="row" spacing={1}>
                {icon[r.kind]}
                <Typography variant="body2">
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {t(`matches.explain.${r.kind}`)}
                  </Box>{' '}
                  {r.text}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}

/**
 * Why a MyMatches card shows its score (decision 126): the score is the share of both sides' nice-to-haves
 * that are met, so the dialog lists the viewer's wishes against the member and the member's against the
 * viewer, each matched, not as wished, or not given. `registrationNo` null: closed.
 */
export function ScoreExplanationDialog({
  registrationNo,
  onClose,
}: {
  registrationNo: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('member');
  const q = useMatchExplanation(registrationNo);
  const e = q.data;
  return (
    <Dialog
      open={registrationNo !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="score-title"
    >
      <DialogTitle id="score-title">
        {e ? t('matches.explain.title', { name: e.first_name }) : t('matches.explain.titleShort')}
      </DialogTitle>
      <DialogContent>
        {q.isPending ? (
          <Stack spacing={1} role="status" aria-busy="true" aria-label={t('matches.explain.loading')}>
            <Skeleton variant="text" />
            <Skeleton variant="rounded" height={80} />
            <Skeleton variant="rounded" height={80} />
          </Stack>
        ) : q.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => q.refetch()}>
                {t('matches.explain.retry')}
              </Button>
            }
          >
            {q.error.message}
          </Alert>
        ) : e ? (
          <Stack spacing={2.5}>
            <Typography>
              {e.score === null
                ? e.preferences_set
                  ? t('matches.explain.noWishes')
                  : t('matches.explain.noPreferences')
                : t('matches.explain.summary', {
                    score: e.score,
                    met: e.mine.met + e.theirs.met,
                    of: e.mine.of + e.theirs.of,
                  })}
            </Typography>
            <SideList
              title={t('matches.explain.yours')}
              side={e.mine}
              none={t('matches.explain.yoursNone')}
            />
            <SideList
              title={t('matches.explain.theirs', { name: e.first_name })}
              side={e.theirs}
              none={t('matches.explain.theirsNone', { name: e.first_name })}
            />
            <Typography variant="body2" color="text.secondary">
              {t('matches.explain.mustHaves')}
            </Typography>
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to="/user/profile#preferences" onClick={onClose}>
          {t('matches.reviewPreferences')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('matches.explain.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
