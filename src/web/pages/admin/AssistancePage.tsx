import { PageHeader } from '../../features/admin/PageHeader';
import { PaymentsGrid } from '../../features/staff-payments/PaymentsGrid';

/** /admin/assistance (SPEC §2, issue #10): payments for the Assistance plan, online and offline. */
export default function AssistancePage() {
  return (
    <>
      <PageHeader
        title="Assistance payments"
        subtitle="Payments for the assisted service, online and at the office."
      />
      <PaymentsGrid fixed={{ plan: 'Assistance', channel: 'all' }} hide={['plan']} />
    </>
  );
}
