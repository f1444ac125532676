import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../features/admin/PageHeader';
import { BoostedList } from '../../features/plan-features/BoostedList';

/** /admin/boosted (docs/plan-features.md#profile-boost): every profile boosted now. */
export default function BoostedPage() {
  const { t } = useTranslation('member');
  return (
    <>
      <PageHeader title={t('promises.boosted.title')} subtitle={t('promises.boosted.intro')} />
      <BoostedList who="admin" />
    </>
  );
}
