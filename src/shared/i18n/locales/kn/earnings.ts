/**
 * ಕನ್ನಡ — Kannada `earnings` (decision 030). Drafted by the developers: a native speaker of the community should
 * review every text before launch (docs/i18n.md).
 */

import type { Translation } from '../../catalogue';
import type en from '../en/earnings';

const earnings: Translation<typeof en> = {
  title: 'ಗಳಿಕೆ',
  byStatus: 'ಸ್ಥಿತಿಯ ಪ್ರಕಾರ',
  byKind: 'ವಿಧದ ಪ್ರಕಾರ',
  status: {
    pending: 'ಅನುಮೋದನೆಗೆ ಬಾಕಿ',
    approved: 'ಅನುಮೋದಿತ, ಪಾವತಿಸಬೇಕಿದೆ',
    paid: 'ಪಾವತಿಸಲಾಗಿದೆ',
    reversed: 'ಹಿಂಪಡೆಯಲಾಗಿದೆ',
    toDeduct: 'ಮುಂದಿನ ಪಾವತಿಯಲ್ಲಿ ಕಡಿತ',
  },
  kind: {
    registration: 'ನೋಂದಣಿ',
    renewal: 'ನವೀಕರಣ',
    assistance: 'ಸಹಾಯ ಸೇವೆ',
    correction: 'ತಿದ್ದುಪಡಿ',
  },
  commissions: {
    title: 'ಕಮಿಷನ್‌ಗಳು',
    date: 'ದಿನಾಂಕ',
    member: 'ಸದಸ್ಯರು',
    kind: 'ವಿಧ',
    amount: 'ಮೊತ್ತ',
    status: 'ಸ್ಥಿತಿ',
    empty: 'ಇನ್ನೂ ಯಾವುದೇ ಕಮಿಷನ್ ಇಲ್ಲ. ನೀವು ಪರಿಚಯಿಸಿದ ಸದಸ್ಯರು ಯೋಜನೆಗೆ ಪಾವತಿಸಿದಾಗ ನಿಮಗೆ ಕಮಿಷನ್ ಸಿಗುತ್ತದೆ.',
  },
  payouts: {
    title: 'ಸ್ವೀಕರಿಸಿದ ಪಾವತಿಗಳು',
    empty: 'ಇನ್ನೂ ಯಾವುದೇ ಪಾವತಿ ಇಲ್ಲ.',
    voucher: 'ವೋಚರ್ {voucherNo}',
    commissions_one: '{count} ಕಮಿಷನ್',
    commissions_other: '{count} ಕಮಿಷನ್‌ಗಳು',
    to: '{bank} {account} ಖಾತೆಗೆ',
    download: 'ವೋಚರ್ PDF',
    downloadFailed: 'ವೋಚರ್ ಡೌನ್‌ಲೋಡ್ ಆಗಲಿಲ್ಲ',
  },
  mode: {
    bank_transfer: 'ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆ',
    upi: 'UPI',
    cheque: 'ಚೆಕ್',
    cash: 'ನಗದು',
  },
  notice: {
    title: 'ಪಾವತಿ {voucherNo}: {amount}',
    body_one: '{date} ರಂದು {count} ಕಮಿಷನ್‌ಗಾಗಿ ನಿಮಗೆ {amount} ಪಾವತಿಸಿದ್ದೇವೆ (ವೋಚರ್ {voucherNo}).',
    body_other: '{date} ರಂದು {count} ಕಮಿಷನ್‌ಗಳಿಗಾಗಿ ನಿಮಗೆ {amount} ಪಾವತಿಸಿದ್ದೇವೆ (ವೋಚರ್ {voucherNo}).',
  },
  correctionReason: 'ತಿದ್ದುಪಡಿ: {reason} — {regNo}',
  kindTitle: {
    registration: 'ನೋಂದಣಿ ಗಳಿಕೆ',
    renewal: 'ನವೀಕರಣ ಗಳಿಕೆ',
    assistance: 'ಸಹಾಯ ಸೇವೆ ಗಳಿಕೆ',
  },
  showingKind: 'ಇಲ್ಲಿ {kind} ಕಮಿಷನ್‌ಗಳನ್ನು ಮಾತ್ರ ತೋರಿಸಲಾಗಿದೆ.',
  allEarnings: 'ಎಲ್ಲಾ ಗಳಿಕೆ',
};

export default earnings;
