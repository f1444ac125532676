export {
  checkoutPath,
  downloadReceipt,
  useCreateOrder,
  useGateway,
  useMyPayments,
  useQuote,
  useVerifyPayment,
} from './api';
export { PaymentDone } from './PaymentDone';
export { PaymentStatusChip } from './PaymentStatusChip';
export { openRazorpay } from './razorpay';
