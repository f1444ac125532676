import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../features/admin/PageHeader';
import { PaymentsGrid } from '../../features/staff-payments/PaymentsGrid';

/** /admin/receiptsvocher (SPEC §2, docs/payments.md#staff): every receipt issued, with its PDF. Payout vouchers come with promoters. */
export default function ReceiptsVoucherPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('pages.receipts.title')} subtitle={t('pages.receipts.intro')} />
      <PaymentsGrid fixed={{ status: 'paid', channel: 'all' }} hide={['status']} />
    </>
  );
}
