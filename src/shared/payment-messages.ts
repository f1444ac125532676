/** Every user-facing message about payments (docs/payments.md#staff): the `payMessages` catalogue (docs/i18n.md). */
import payMessages from './i18n/locales/en/payMessages';

export const PAY_MSG = payMessages;
