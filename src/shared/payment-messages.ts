/** Every user-facing message about payments (issue #10): the `payMessages` catalogue (issue #9). */
import payMessages from './i18n/locales/en/payMessages';

export const PAY_MSG = payMessages;
