import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../features/admin/PageHeader';
import { PaymentsGrid } from '../../features/staff-payments/PaymentsGrid';

/** /admin/onlinetransaction (SPEC §2, docs/payments.md#staff): every gateway payment with filters, totals and CSV. */
export default function OnlineTransactionPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('pages.online.title')} subtitle={t('pages.online.intro')} />
      <PaymentsGrid fixed={{ channel: 'online' }} />
    </>
  );
}
