import { PageHeader } from '../../features/admin/PageHeader';
import { PaymentReport } from '../../features/staff-payments/PaymentReport';

/** /admin/receiptsreports (SPEC §2, issue #10): receipts by date range with totals, a chart and CSV. */
export default function ReceiptsReportsPage() {
  return (
    <>
      <PageHeader title="Receipts report" subtitle="Money received, by day or month (IST)." />
      <PaymentReport kind="receipts" />
    </>
  );
}
