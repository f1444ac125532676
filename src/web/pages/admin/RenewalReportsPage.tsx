import { PageHeader } from '../../features/admin/PageHeader';
import { PaymentReport } from '../../features/staff-payments/PaymentReport';

/** /admin/renewalreports (SPEC §2, issue #10): renewals by date range with totals, a chart and CSV. */
export default function RenewalReportsPage() {
  return (
    <>
      <PageHeader title="Renewals report" subtitle="Plans renewed, by day or month (IST)." />
      <PaymentReport kind="renewals" />
    </>
  );
}
