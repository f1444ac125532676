import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryError } from '../../components/QueryError';
import { Spinner } from '../../components/Spinner';
import { toastAnswer } from '../../components/toastAnswer';
import { formatDateTime, formatNumber } from '../../format';
import { SectionCard } from '../profile/SectionCard';
import { useBoost, useStartBoost } from './api';

/**
 * The monthly profile boost on the member's profile page (docs/plan-features.md#profile-boost): boost now,
 * the running boost's end, the views the last boost brought and when the next one is available; members
 * whose plan lacks it are offered the membership page.
 */
export function BoostCard() {
  const { t } = useTranslation('member');
  const boost = useBoost();
  const start = useStartBoost();
  const b = boost.data;
  return (
    <SectionCard id="boost" title={t('promises.boost.title')} subtitle={t('promises.boost.subtitle')}>
      {boost.isPending && <Spinner />}
      {boost.isError && <QueryError query={boost} />}
      {b && !b.entitled && (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2">{t('promises.boost.locked')}</Typography>
          <Button component={RouterLink} to="/membership" variant="outlined">
            {t('promises.upgrade')}
          </Button>
        </Stack>
      )}
      {b?.entitled && (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {b.active_until && (
            <Alert severity="success" icon={<RocketLaunchOutlined />} sx={{ width: '100%' }}>
              {t('promises.boost.activeUntil', { until: formatDateTime(b.active_until) })}
            </Alert>
          )}
          {b.last_boost_at && (
            <Typography variant="body2" data-testid="boost-views">
              {t('promises.boost.views', { count: b.last_views, n: formatNumber(b.last_views) })}
            </Typography>
          )}
          {b.abilities.boost ? (
            <Button
              variant="contained"
              startIcon={<RocketLaunchOutlined />}
              disabled={start.isPending}
              onClick={() => start.mutate(undefined, toastAnswer)}
            >
              {t('promises.boost.start')}
            </Button>
          ) : (
            b.next_available_at && (
              <Typography variant="body2" color="text.secondary">
                {t('promises.boost.next', { at: formatDateTime(b.next_available_at) })}
              </Typography>
            )
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
