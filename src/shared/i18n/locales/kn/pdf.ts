/**
 * ಕನ್ನಡ — Kannada `pdf` (docs/i18n.md): the texts of receipts and payout vouchers, in the language of the account
 * the PDF belongs to. Drafted by the developers: a native speaker of the community should review every text
 * before launch (docs/i18n.md). GST, CGST, SGST, IGST, SAC, GSTIN and UPI stay as tax documents write them.
 */

import type { Translation } from '../../catalogue';
import type en from '../en/pdf';

const pdf: Translation<typeof en> = {
  computerGenerated: {
    receipt: 'ಇದು ಕಂಪ್ಯೂಟರ್‌ನಿಂದ ತಯಾರಾದ ರಸೀದಿ; ಇದಕ್ಕೆ ಸಹಿ ಅಗತ್ಯವಿಲ್ಲ.',
    voucher: 'ಇದು ಕಂಪ್ಯೂಟರ್‌ನಿಂದ ತಯಾರಾದ ವೋಚರ್; ಇದಕ್ಕೆ ಸಹಿ ಅಗತ್ಯವಿಲ್ಲ.',
  },
  mode: {
    online: 'ಆನ್‌ಲೈನ್',
    cash: 'ನಗದು',
    upi: 'UPI',
    cheque: 'ಚೆಕ್',
    bank_transfer: 'ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆ',
  },
  receipt: {
    docTitle: 'ರಸೀದಿ {receiptNo}',
    title: 'ಪಾವತಿ ರಸೀದಿ',
    taxTitle: 'ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್ / ರಸೀದಿ',
    testBanner: 'ಪರೀಕ್ಷಾ ಪಾವತಿ — ಯಾವುದೇ ಹಣ ವರ್ಗಾವಣೆಯಾಗಿಲ್ಲ. ಈ ರಸೀದಿ ಯಾವುದೇ ಉದ್ದೇಶಕ್ಕೆ ಮಾನ್ಯವಲ್ಲ.',
    receiptNo: 'ರಸೀದಿ ಸಂಖ್ಯೆ',
    date: 'ದಿನಾಂಕ',
    receivedFrom: 'ಪಾವತಿಸಿದವರು',
    registrationNo: 'ನೋಂದಣಿ ಸಂಖ್ಯೆ',
    place: 'ಸ್ಥಳ',
    plan: 'ಯೋಜನೆ',
    planValue: '{plan} ({duration})',
    period: 'ಅವಧಿ',
    periodValue: '{from} ರಿಂದ {to} ರವರೆಗೆ',
    payment: 'ಪಾವತಿ',
    testGateway: '{mode} (ಪರೀಕ್ಷಾ ಗೇಟ್‌ವೇ)',
    paymentId: 'ಪಾವತಿ ಐಡಿ',
    sac: 'SAC',
    gstin: 'GSTIN: {gstin}',
    listPrice: '{plan} ಯೋಜನೆ, ಪಟ್ಟಿ ಬೆಲೆ',
    discount: 'ಪ್ರೋಮೋ ಕೋಡ್ {code} ರಿಯಾಯಿತಿ',
    adjusted: 'ನಮ್ಮ ಕಚೇರಿಯ ಹೊಂದಾಣಿಕೆ',
    taxable: 'ತೆರಿಗೆಗೆ ಒಳಪಡುವ ಮೊತ್ತ',
    cgst: 'CGST @ 9%',
    sgst: 'SGST @ 9%',
    igst: 'IGST @ 18%',
    total: 'ಒಟ್ಟು ಪಾವತಿ',
    taxNote:
      'ಬೆಲೆಗಳು 18% GST ಸೇರಿವೆ. ತೆರಿಗೆಗೆ ಒಳಪಡುವ ಮೊತ್ತ = ಒಟ್ಟು × 100 / 118, ಹತ್ತಿರದ ಪೈಸೆಗೆ ಪೂರ್ಣಾಂಕಗೊಳಿಸಲಾಗಿದೆ; ತೆರಿಗೆ = ಒಟ್ಟು − ತೆರಿಗೆಗೆ ಒಳಪಡುವ ಮೊತ್ತ.',
    taxNoteIntra: 'CGST ತೆರಿಗೆಯ ಅರ್ಧ (ಪೈಸೆಗೆ ಕೆಳಮುಖವಾಗಿ ಪೂರ್ಣಾಂಕ), ಉಳಿದದ್ದು SGST.',
    taxNoteInter: 'ತೆರಿಗೆಯನ್ನು IGST ಆಗಿ ವಿಧಿಸಲಾಗಿದೆ.',
  },
  voucher: {
    docTitle: 'ಪಾವತಿ ವೋಚರ್ {voucherNo}',
    title: 'ಪ್ರವರ್ತಕರ ಪಾವತಿ ವೋಚರ್',
    voucherNo: 'ವೋಚರ್ ಸಂಖ್ಯೆ',
    datePaid: 'ಪಾವತಿಸಿದ ದಿನಾಂಕ',
    paidTo: 'ಪಾವತಿ ಪಡೆದವರು',
    registrationNo: 'ನೋಂದಣಿ ಸಂಖ್ಯೆ',
    promoCode: 'ಪ್ರೋಮೋ ಕೋಡ್',
    mode: 'ಪಾವತಿ ವಿಧಾನ',
    account: 'ಖಾತೆ',
    bank: 'ಬ್ಯಾಂಕ್',
    kind: {
      registration: 'ನೋಂದಣಿ ಕಮಿಷನ್',
      renewal: 'ನವೀಕರಣ ಕಮಿಷನ್',
      assistance: 'ಸಹಾಯ ಕಮಿಷನ್',
    },
    correction: 'ತಿದ್ದುಪಡಿ (ಮರುಪಾವತಿಯಾದ ಪಾವತಿ)',
    total: 'ಒಟ್ಟು ಪಾವತಿ',
  },
};
export default pdf;
