/**
 * ಕನ್ನಡ — the Kannada catalogue of `payMessages` (issue #9). A native speaker of the community should
 * review every text before launch (docs/i18n.md). Plan names stay as they are.
 */

import type { Translation } from '../../catalogue';
import type en from '../en/payMessages';

const payMessages: Translation<typeof en> = {
  noGateway: 'ಆನ್‌ಲೈನ್ ಪಾವತಿ ಈಗ ಲಭ್ಯವಿಲ್ಲ. ನಮ್ಮ ಕಚೇರಿಯಲ್ಲಿ ಪಾವತಿಸಲು ದಯವಿಟ್ಟು ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ.',
  planNotOnSale: 'ಈ ಯೋಜನೆ ಮಾರಾಟಕ್ಕೆ ಲಭ್ಯವಿಲ್ಲ',
  unknownPromo: 'ಈ ಪ್ರೋಮೋ ಕೋಡ್ ಮಾನ್ಯವಾಗಿಲ್ಲ',
  notMember: 'ಸದಸ್ಯರು ಮಾತ್ರ ಯೋಜನೆಯನ್ನು ಖರೀದಿಸಬಹುದು',
  accountClosed: 'ನಿಮ್ಮ ಖಾತೆ ಸಕ್ರಿಯವಾಗಿಲ್ಲ, ಆದ್ದರಿಂದ ಅದಕ್ಕೆ ಯೋಜನೆ ಖರೀದಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ',
  downgrade: 'ನಿಮ್ಮ ಈಗಿನ ಯೋಜನೆ ಇದಕ್ಕಿಂತ ದೊಡ್ಡದು. ನಿಮ್ಮ ಯೋಜನೆಯ ಅವಧಿ ಮುಗಿದ ನಂತರ ನೀವು ಇದನ್ನು ಖರೀದಿಸಬಹುದು.',
  tooEarly: 'ಯೋಜನೆಯ ಅವಧಿ ಮುಗಿಯುವ 30 ದಿನಗಳ ಮೊದಲಿನಿಂದ ನೀವು ಅದನ್ನು ನವೀಕರಿಸಬಹುದು',
  orderNotFound: 'ಪಾವತಿ ಕಂಡುಬಂದಿಲ್ಲ',
  badSignature: 'ಪಾವತಿಯನ್ನು ದೃಢೀಕರಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ',
  paymentConfirmed: 'ಪಾವತಿ ಸ್ವೀಕರಿಸಲಾಗಿದೆ. ನಿಮ್ಮ ಯೋಜನೆ ಈಗ ಸಕ್ರಿಯವಾಗಿದೆ.',
  paymentAlreadyConfirmed: 'ಈ ಪಾವತಿಯನ್ನು ಈಗಾಗಲೇ ದೃಢೀಕರಿಸಲಾಗಿದೆ',
  paymentFailed: 'ಪಾವತಿ ವಿಫಲವಾಗಿದೆ. ಯಾವುದೇ ಹಣ ಕಡಿತವಾಗಿಲ್ಲ; ನೀವು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಬಹುದು.',
  orderClosed: 'ಈ ಪಾವತಿ ಈಗಾಗಲೇ ಮುಕ್ತಾಯಗೊಂಡಿದೆ',
  testGatewayOff: 'ಪರೀಕ್ಷಾ ಪಾವತಿ ವ್ಯವಸ್ಥೆಯನ್ನು ಆಫ್ ಮಾಡಲಾಗಿದೆ',
  offlineRecorded: 'ಪಾವತಿ ದಾಖಲಿಸಲಾಗಿದೆ ಮತ್ತು ಯೋಜನೆ ಅನ್ವಯಿಸಲಾಗಿದೆ',
  amountRange: 'ಮೊತ್ತ ₹1 ಮತ್ತು ಯೋಜನೆಯ ಪಟ್ಟಿ ಬೆಲೆಯ ನಡುವೆ ಇರಬೇಕು',
  receiptNotReady: 'ಈ ಪಾವತಿಗೆ ಇನ್ನೂ ರಸೀದಿ ಇಲ್ಲ',
  resolved: 'ಪಾವತಿಯನ್ನು ಬಗೆಹರಿಸಲಾಗಿದೆ ಎಂದು ಗುರುತಿಸಲಾಗಿದೆ',
  retryNothing: 'ಈ ಆರ್ಡರ್‌ಗೆ ಪಾವತಿ ವ್ಯವಸ್ಥೆಯಲ್ಲಿ ಇನ್ನೂ ಪೂರ್ಣಗೊಂಡ ಪಾವತಿ ಇಲ್ಲ',
  reminderSent: 'ಜ್ಞಾಪನೆ ಕಳುಹಿಸಲಾಗಿದೆ',
  planSaved: 'ಯೋಜನೆ ಉಳಿಸಲಾಗಿದೆ. ಈಗಾಗಲೇ ರಚಿಸಿದ ಆರ್ಡರ್‌ಗಳು ತಮ್ಮ ಬೆಲೆಯನ್ನೇ ಉಳಿಸಿಕೊಳ್ಳುತ್ತವೆ.',
  gatewayUnavailable: 'ಆನ್‌ಲೈನ್ ಪಾವತಿ ಈಗ ಲಭ್ಯವಿಲ್ಲ; ಯಾವುದೇ ಹಣ ಕಡಿತವಾಗಿಲ್ಲ. ಕೆಲವು ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ ಅಥವಾ ಕಚೇರಿಯಲ್ಲಿ ಪಾವತಿಸಿ.',
  paidOnFuture: 'ಪಾವತಿ ದಿನಾಂಕ ಮುಂದಿನ ದಿನವಾಗಿರಬಾರದು',
  paidOnBeforeAccount: 'ಪಾವತಿ ದಿನಾಂಕ ಸದಸ್ಯರು ನೋಂದಾಯಿಸಿದ ದಿನಕ್ಕಿಂತ ಹಿಂದಿನದಾಗಿರಬಾರದು',
};

export default payMessages;
