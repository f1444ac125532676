import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../features/admin/PageHeader';
import { PaymentReport } from '../../features/staff-payments/PaymentReport';

/** /admin/receiptsreports (SPEC §2, docs/payments.md#staff): receipts by date range with totals, a chart and CSV. */
export default function ReceiptsReportsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('pages.receiptsReport.title')} subtitle={t('pages.receiptsReport.intro')} />
      <PaymentReport kind="receipts" />
    </>
  );
}
