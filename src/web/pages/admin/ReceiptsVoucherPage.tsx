import { PageHeader } from '../../features/admin/PageHeader';
import { PaymentsGrid } from '../../features/staff-payments/PaymentsGrid';

/** /admin/receiptsvocher (SPEC §2, issue #10): every receipt issued, with its PDF. Payout vouchers come with promoters. */
export default function ReceiptsVoucherPage() {
  return (
    <>
      <PageHeader title="Receipts" subtitle="Every receipt issued, online and offline, with its PDF." />
      <PaymentsGrid fixed={{ status: 'paid', channel: 'all' }} hide={['status']} />
    </>
  );
}
