import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../features/admin/PageHeader';
import { useDuplicates } from '../../features/duplicates/api';
import { DuplicatesReview } from '../../features/duplicates/DuplicatesReview';
import { ChartReviewQueue } from '../../features/horoscope/ChartReviewQueue';
import { useAdminCharts } from '../../features/horoscope/chartApi';
import { PhotoReviewQueue, useAdminPhotos } from '../../features/photos';
import { ProfileChangesReview, useProfileChanges } from '../../features/profile';
import { IdReviewQueue } from '../../features/verification/IdReviewQueue';

/** A tab's label with its count of waiting items in a badge beside it (no badge at 0). */
function CountLabel({
  count,
  color = 'secondary',
  children,
}: {
  count: number;
  color?: 'secondary' | 'warning';
  children: ReactNode;
}) {
  return (
    <Badge color={color} badgeContent={count} max={999} sx={{ pr: count ? 2 : 0 }}>
      {children}
    </Badge>
  );
}

/**
 * /admin/imageverify (SPEC §2, docs/member-area.md#photos): the photo verification queue, and a second tab for the
 * name / gender / date-of-birth changes waiting for review, one for horoscope charts
 * (docs/horoscope.md#chart), one for identity documents (docs/verification.md#identity) and one for likely
 * duplicate accounts (decision 194). The tab is kept in ?tab=changes, ?tab=charts, ?tab=ids or ?tab=duplicates.
 */
export default function ImageVerifyPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab =
    asked === 'changes' || asked === 'charts' || asked === 'ids' || asked === 'duplicates' ? asked : 'photos';
  const pendingPhotos = useAdminPhotos('pending', 1).data?.total ?? 0;
  const pendingChanges = useProfileChanges('pending', 1).data?.total ?? 0;
  const pendingCharts = useAdminCharts('pending', 1).data?.total ?? 0;
  const openDuplicates = useDuplicates(1).data?.total ?? 0;
  return (
    <Box>
      <PageHeader title={t('imageVerify.title')} subtitle={t('imageVerify.intro')} />
      <Tabs
        value={tab}
        onChange={(_, v) => setParams(v === 'photos' ? {} : { tab: v }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="photos"
          label={<CountLabel count={pendingPhotos}>{t('imageVerify.photos')}</CountLabel>}
          sx={{ minHeight: 48 }}
        />
        <Tab
          value="changes"
          label={<CountLabel count={pendingChanges}>{t('imageVerify.changes')}</CountLabel>}
          sx={{ minHeight: 48 }}
        />
        <Tab
          value="charts"
          label={<CountLabel count={pendingCharts}>{t('imageVerify.charts')}</CountLabel>}
          sx={{ minHeight: 48 }}
        />
        <Tab value="ids" label={t('idVerify.tab')} sx={{ minHeight: 48 }} />
        <Tab
          value="duplicates"
          label={
            <CountLabel count={openDuplicates} color="warning">
              {t('duplicates.tab')}
            </CountLabel>
          }
          sx={{ minHeight: 48 }}
        />
      </Tabs>
      {tab === 'photos' && <PhotoReviewQueue />}
      {tab === 'changes' && <ProfileChangesReview />}
      {tab === 'charts' && <ChartReviewQueue />}
      {tab === 'ids' && <IdReviewQueue />}
      {tab === 'duplicates' && <DuplicatesReview />}
    </Box>
  );
}
