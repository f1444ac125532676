import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../features/admin/PageHeader';
import { PaymentReport } from '../../features/staff-payments/PaymentReport';

/** /admin/renewalreports (SPEC §2, docs/payments.md#staff): renewals by date range with totals, a chart and CSV. */
export default function RenewalReportsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('pages.renewalsReport.title')} subtitle={t('pages.renewalsReport.intro')} />
      <PaymentReport kind="renewals" />
    </>
  );
}
