import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../features/admin/PageHeader';
import { PaymentsGrid } from '../../features/staff-payments/PaymentsGrid';

/** /admin/assistance (SPEC §2, docs/payments.md#staff): payments for the Assistance plan, online and offline. */
export default function AssistancePage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('pages.assistance.title')} subtitle={t('pages.assistance.intro')} />
      <PaymentsGrid fixed={{ plan: 'Assistance', channel: 'all' }} hide={['plan']} />
    </>
  );
}
