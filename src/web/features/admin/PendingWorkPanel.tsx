import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PENDING_QUEUE_PAGES, PENDING_QUEUES } from '../../../shared/policies/staff-queues';
import { QueryError } from '../../components/QueryError';
import { formatNumber } from '../../format';
import { usePendingWork } from './api';

const grid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/**
 * The dashboard's "pending work" (decision 156): one card a queue the staff member may open (the server
 * leaves out the others), each with its count and a link to the queue; queues with work waiting come
 * first. Loading, error and "nothing waiting" states.
 */
export function PendingWorkPanel() {
  const { t } = useTranslation('admin');
  const work = usePendingWork();
  if (work.isPending) {
    return (
      <Box sx={grid} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Box>
    );
  }
  if (work.isError) {
    return <QueryError query={work} text={t('dashboard.work.error', { error: work.error.message })} />;
  }
  const counts = work.data;
  const queues = PENDING_QUEUES.filter((q) => counts[q] !== undefined);
  if (queues.length === 0) return null;
  const total = queues.reduce((a, q) => a + (counts[q] ?? 0), 0);
  const ordered = [...queues.filter((q) => (counts[q] ?? 0) > 0), ...queues.filter((q) => !counts[q])];
  return (
    <Stack spacing={1.5}>
      {total === 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography color="text.secondary">{t('dashboard.work.none')}</Typography>
        </Paper>
      )}
      <Box component="ul" sx={{ ...grid, p: 0, m: 0, listStyle: 'none' }}>
        {ordered.map((q) => {
          const n = counts[q] ?? 0;
          return (
            <Card
              key={q}
              component="li"
              variant="outlined"
              sx={{ borderColor: n > 0 ? 'secondary.main' : 'divider' }}
            >
              <CardActionArea
                component={RouterLink}
                to={PENDING_QUEUE_PAGES[q].link}
                data-queue={q}
                sx={{ p: 2, minHeight: 72, display: 'flex', alignItems: 'center', gap: 1.5 }}
              >
                <Typography
                  variant="h5"
                  component="span"
                  sx={{ fontWeight: 600, minWidth: 40, color: n > 0 ? 'text.primary' : 'text.disabled' }}
                >
                  {formatNumber(n)}
                </Typography>
                <Typography variant="body2" component="span" sx={{ flex: 1, minWidth: 0 }}>
                  {t(`dashboard.work.queues.${q}`)}
                </Typography>
                <ChevronRightIcon color="action" />
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Stack>
  );
}
