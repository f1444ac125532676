import { PageHeader } from '../../features/admin/PageHeader';
import { PaymentsGrid } from '../../features/staff-payments/PaymentsGrid';

/** /admin/onlinetransaction (SPEC §2, issue #10): every gateway payment with filters, totals and CSV. */
export default function OnlineTransactionPage() {
  return (
    <>
      <PageHeader
        title="Online transactions"
        subtitle="Every payment made through the gateway. Unconfirmed ones can be re-checked or resolved."
      />
      <PaymentsGrid fixed={{ channel: 'online' }} />
    </>
  );
}
