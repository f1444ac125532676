/**
 * English `earnings` (decision 030): the promoter's Earnings page (/PromotAdmin/earnings) and the payout notice
 * (in-app notification and mail) a promoter receives.
 */
const earnings = {
  title: 'Earnings',
  byStatus: 'By status',
  byKind: 'By kind',
  status: {
    pending: 'Pending approval',
    approved: 'Approved, to be paid',
    paid: 'Paid',
    reversed: 'Reversed',
    /** A pending correction: deducted from the next payout (decision 115). */
    toDeduct: 'To be deducted',
  },
  kind: {
    registration: 'Registration',
    renewal: 'Renewal',
    assistance: 'Assistance',
    correction: 'Correction',
  },
  commissions: {
    title: 'Commissions',
    date: 'Date',
    member: 'Member',
    kind: 'Kind',
    amount: 'Amount',
    status: 'Status',
    empty: 'No commissions yet. You earn one when a member you referred pays for a plan.',
  },
  payouts: {
    title: 'Payouts received',
    empty: 'No payouts yet.',
    voucher: 'Voucher {voucherNo}',
    commissions_one: '{count} commission',
    commissions_other: '{count} commissions',
    to: 'To {bank} {account}',
    download: 'Voucher PDF',
    downloadFailed: 'The voucher could not be downloaded',
  },
  mode: {
    bank_transfer: 'Bank transfer',
    upi: 'UPI',
    cheque: 'Cheque',
    cash: 'Cash',
  },
  notice: {
    title: 'Payout {voucherNo}: {amount}',
    body_one: 'We paid you {amount} for {count} commission on {date} (voucher {voucherNo}).',
    body_other: 'We paid you {amount} for {count} commissions on {date} (voucher {voucherNo}).',
  },
  /** A correction row (a paid commission reversed): why it is deducted (decision 115). */
  correctionReason: 'Correction: {reason} — {regNo}',
  /** My Earnings › Registration / Assistance / Renewal (docs/promoter-area.md#my-earnings). */
  kindTitle: {
    registration: 'Registration earnings',
    renewal: 'Renewal earnings',
    assistance: 'Assistance earnings',
  },
  showingKind: 'Only {kind} commissions are shown here.',
  allEarnings: 'All earnings',
} as const;

export default earnings;
