/**
 * English `pdf` (docs/i18n.md): every text of the PDFs the service issues — a member's payment receipt (tax
 * invoice) and a promoter's payout voucher — drawn in the language of the account the PDF belongs to
 * (`users.language`) by src/server/modules/receipts/receipt.pdf.ts and src/server/modules/payouts/voucher.pdf.ts.
 */
const pdf = {
  computerGenerated: {
    receipt: 'This is a computer-generated receipt and needs no signature.',
    voucher: 'This is a computer-generated voucher and needs no signature.',
  },
  mode: {
    online: 'Online',
    cash: 'Cash',
    upi: 'UPI',
    cheque: 'Cheque',
    bank_transfer: 'Bank transfer',
  },
  receipt: {
    docTitle: 'Receipt {receiptNo}',
    title: 'Payment Receipt',
    taxTitle: 'Tax Invoice / Receipt',
    testBanner: 'TEST PAYMENT — NO MONEY MOVED. This receipt is not valid for any purpose.',
    receiptNo: 'Receipt number',
    date: 'Date',
    receivedFrom: 'Received from',
    registrationNo: 'Registration number',
    place: 'Place',
    plan: 'Plan',
    planValue: '{plan} ({duration})',
    period: 'Period',
    periodValue: '{from} to {to}',
    payment: 'Payment',
    testGateway: '{mode} (test gateway)',
    paymentId: 'Payment id',
    sac: 'SAC',
    gstin: 'GSTIN: {gstin}',
    listPrice: '{plan} plan, list price',
    discount: 'Promo code {code} discount',
    adjusted: 'Adjusted by our office',
    taxable: 'Taxable value',
    cgst: 'CGST @ 9%',
    sgst: 'SGST @ 9%',
    igst: 'IGST @ 18%',
    total: 'Total paid',
    taxNote:
      'Prices include GST at 18%. Taxable value = total × 100 / 118, rounded to the nearest paisa; tax = total − taxable value.',
    taxNoteIntra: 'CGST is half the tax rounded down to a paisa, SGST the rest.',
    taxNoteInter: 'The tax is charged as IGST.',
  },
  voucher: {
    docTitle: 'Payout voucher {voucherNo}',
    title: 'Promoter Payout Voucher',
    voucherNo: 'Voucher number',
    datePaid: 'Date paid',
    paidTo: 'Paid to',
    registrationNo: 'Registration number',
    promoCode: 'Promo code',
    mode: 'Mode',
    account: 'Account',
    bank: 'Bank',
    kind: {
      registration: 'Registration commission',
      renewal: 'Renewal commission',
      assistance: 'Assistance commission',
    },
    correction: 'Correction (refunded payment)',
    total: 'Total paid',
  },
};
export default pdf;
