import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';
import type { MatchTab } from '../../features/members/MatchTabs';

/** My Matches' heading and the introduction of `tab` (the page and its served shell, decision 085). */
export function MatchesHeading({ tab }: { tab: MatchTab }) {
  const { t } = useTranslation('member');
  return <PageHeading title={t('matches.title')} intro={t(`matches.intro.${tab}`)} />;
}
