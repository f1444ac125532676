import { Badge, Box, Tab, Tabs } from '@mui/material';
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
          label={
            <Badge
              color="secondary"
              badgeContent={pendingPhotos}
              max={999}
              sx={{ pr: pendingPhotos ? 2 : 0 }}
            >
              {t('imageVerify.photos')}
            </Badge>
          }
          sx={{ minHeight: 48 }}
        />
        <Tab
          value="changes"
          label={
            <Badge
              color="secondary"
              badgeContent={pendingChanges}
              max={999}
              sx={{ pr: pendingChanges ? 2 : 0 }}
            >
              {t('imageVerify.changes')}
            </Badge>
          }
          sx={{ minHeight: 48 }}
        />
        <Tab
          value="charts"
          label={
            <Badge
              color="secondary"
              badgeContent={pendingCharts}
              max={999}
              sx={{ pr: pendingCharts ? 2 : 0 }}
            >
              {t('imageVerify.charts')}
            </Badge>
          }
          sx={{ minHeight: 48 }}
        />
        <Tab value="ids" label={t('idVerify.tab')} sx={{ minHeight: 48 }} />
        <Tab
          value="duplicates"
          label={
            <Badge
              color="warning"
              badgeContent={openDuplicates}
              max={999}
              sx={{ pr: openDuplicates ? 2 : 0 }}
            >
              {t('duplicates.tab')}
            </Badge>
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
