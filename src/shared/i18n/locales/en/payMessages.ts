/** English: every user-facing message about payments (docs/payments.md#staff), for server and web (docs/i18n.md: catalogue). */
const payMessages = {
  noGateway: 'Online payment is not available right now. Please contact us to pay at our office.',
  planNotOnSale: 'This plan is not on sale',
  unknownPromo: 'This promo code is not valid',
  notMember: 'Only members can buy a plan',
  accountClosed: 'Your account is not active, so a plan cannot be bought for it',
  downgrade: 'Your current plan is bigger than this one. You can buy it once your plan has expired.',
  tooEarly: 'You can renew your plan from 30 days before it expires',
  orderNotFound: 'Payment not found',
  badSignature: 'The payment could not be verified',
  paymentConfirmed: 'Payment received. Your plan is now active.',
  paymentAlreadyConfirmed: 'This payment was already confirmed',
  paymentFailed: 'Payment failed. No money was taken; you can try again.',
  orderClosed: 'This payment is already closed',
  testGatewayOff: 'The test gateway is switched off',
  offlineRecorded: 'Payment recorded and the plan applied',
  amountRange: 'The amount must be between ₹1 and the plan’s list price',
  receiptNotReady: 'There is no receipt for this payment yet',
  resolved: 'Payment marked as resolved',
  retryNothing: 'The gateway has no completed payment for this order yet',
  reminderSent: 'Reminder sent',
  planSaved: 'Plan saved. Orders already created keep their price.',
  gatewayUnavailable:
    'Online payment is unavailable just now; nothing was charged. Try again in a few minutes or pay at the office.',
  paidOnFuture: 'The payment date cannot be in the future',
  paidOnBeforeAccount: 'The payment date cannot be before the member registered',
  // decisions 110-113 (checkout)
  tooEarlyOn: 'Your plan runs until {end}. You can renew it from {date}.',
  tooEarlyUpgrade: 'Upgrade to {plan} now, or renew your plan from {date} (it runs until {end}).',
  waiting: 'Your {plan} plan is paid and starts when your account is verified. Nothing more to pay.',
  paymentWaiting: 'Payment received. Your plan starts when your account is verified.',
  paymentCredited:
    'Payment received. Your current plan already covers it, so nothing was changed: our team will refund it or add it to your plan as credit.',
  refunded: 'Payment marked as refunded',
  creditApplied: 'Payment applied as credit',
  notCredited: 'Only a credited payment can be refunded or applied as credit',
  notRefundable: 'Only a paid or credited payment can be refunded',
  refundReason: 'Payment refunded',
  creditWaitsForActivation: 'Apply this credit once the account is verified',
  // decision 170: the assisted service is priced on request
  agreedPriceFirst:
    'The Assisted Service is priced on request. Ask for a call back and our team will agree a price with you.',
  agreedRange: 'The agreed price must be between {min} and {max}',
} as const;

export default payMessages;
