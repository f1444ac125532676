/**
 * ಕನ್ನಡ — Kannada `notices` (docs/i18n.md): in-app notifications and their mails. Drafted by the developers:
 * a native speaker of the community should review every text before launch (docs/i18n.md).
 */

import type { Translation } from '../../catalogue';
import type en from '../en/notices';

const notices: Translation<typeof en> = {
  interestReceivedTitle: '{name} ({registrationNo}) ಅವರು ನಿಮ್ಮಲ್ಲಿ ಆಸಕ್ತಿ ತೋರಿಸಿದ್ದಾರೆ',
  interestReceivedBodyMessage: 'ಅವರ ಸಂದೇಶ: “{message}”. ಒಪ್ಪಲು ಅಥವಾ ನಿರಾಕರಿಸಲು ನಿಮ್ಮ ಆಸಕ್ತಿಗಳ ಪುಟವನ್ನು ತೆರೆಯಿರಿ.',
  interestReceivedBody: 'ಅವರ ಪ್ರೊಫೈಲ್ ನೋಡಲು ಮತ್ತು ಒಪ್ಪಲು ಅಥವಾ ನಿರಾಕರಿಸಲು ನಿಮ್ಮ ಆಸಕ್ತಿಗಳ ಪುಟವನ್ನು ತೆರೆಯಿರಿ.',
  interestAcceptedTitle: '{who} ಅವರು ನಿಮ್ಮ ಆಸಕ್ತಿಯನ್ನು ಒಪ್ಪಿದ್ದಾರೆ',
  interestAcceptedBody: 'ಈಗ ನೀವು ಅವರ ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿ ಅವರ ಸಂಪರ್ಕ ವಿವರಗಳನ್ನು ನೋಡಬಹುದು (ಸಿಲ್ವರ್ ಅಥವಾ ಪ್ರೀಮಿಯಂ ಯೋಜನೆಯೊಂದಿಗೆ).',
  interestDeclinedTitle: '{who} ಅವರು ನಿಮ್ಮ ಆಸಕ್ತಿಯನ್ನು ನಿರಾಕರಿಸಿದ್ದಾರೆ',
  interestDeclinedBody: 'ಮುಂದುವರಿಯಿರಿ: ಇನ್ನೂ ಹಲವು ಹೊಂದಾಣಿಕೆಗಳು ನಿಮಗಾಗಿ ಕಾಯುತ್ತಿವೆ.',
  accountActivatedTitle: 'ನಿಮ್ಮ ಖಾತೆ ಸಕ್ರಿಯವಾಗಿದೆ',
  accountActivatedBody:
    'ಸ್ವಾಗತ! ಉತ್ತಮ ಹೊಂದಾಣಿಕೆಗಳನ್ನು ನೋಡಲು ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ಪೂರ್ಣಗೊಳಿಸಿ, ಫೋಟೋಗಳನ್ನು ಸೇರಿಸಿ ಮತ್ತು ಸಂಗಾತಿಯ ಆದ್ಯತೆಗಳನ್ನು ಹೊಂದಿಸಿ.',
  profileChangeApprovedTitle: 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ಬದಲಾವಣೆಗೆ ಅನುಮೋದನೆ ದೊರೆತಿದೆ',
  profileChangeApprovedBody: '{fields} ಕುರಿತ ನಿಮ್ಮ ಬದಲಾವಣೆ ಅನುಮೋದನೆಗೊಂಡಿದೆ ಮತ್ತು ಈಗ ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿದೆ.',
  profileChangeRejectedTitle: 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ಬದಲಾವಣೆಗೆ ಅನುಮೋದನೆ ದೊರೆತಿಲ್ಲ',
  profileChangeRejectedBody: '{fields} ಕುರಿತ ನಿಮ್ಮ ಬದಲಾವಣೆಯನ್ನು ಅನುಮೋದಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ಕಾರಣ: {reason}',
  planExpiredTitle: 'ನಿಮ್ಮ ಯೋಜನೆಯ ಅವಧಿ ಮುಗಿದಿದೆ',
  planExpiredBody:
    'ನಿಮ್ಮ ಪಾವತಿಸಿದ ಯೋಜನೆ ಮುಗಿದಿದೆ ಮತ್ತು ನಿಮ್ಮ ಖಾತೆ ಉಚಿತ ಯೋಜನೆಯಲ್ಲಿದೆ. ಮತ್ತೆ ಆಸಕ್ತಿ ತೋರಿಸಲು ಮತ್ತು ಸಂಪರ್ಕ ವಿವರಗಳನ್ನು ನೋಡಲು ನವೀಕರಿಸಿ.',
  planExpiringTitle: 'ನಿಮ್ಮ ಯೋಜನೆ {date} ರಂದು ಮುಗಿಯುತ್ತದೆ',
  planExpiringBody:
    'ಆಸಕ್ತಿ ತೋರಿಸುವುದನ್ನು ಮತ್ತು ಸಂಪರ್ಕ ವಿವರಗಳನ್ನು ನೋಡುವುದನ್ನು ಮುಂದುವರಿಸಲು {date} ರ ಮೊದಲು ನವೀಕರಿಸಿ. ನಿಮ್ಮ ಹೊಸ ಅವಧಿ ಈಗಿನ ಅವಧಿ ಮುಗಿದಾಗ ಆರಂಭವಾಗುತ್ತದೆ.',
  paymentConfirmedTitle: 'ನಿಮ್ಮ {plan} ಯೋಜನೆ ಸಕ್ರಿಯವಾಗಿದೆ',
  paymentConfirmedBody: 'ನಮಗೆ {amount} ಸ್ವೀಕೃತವಾಗಿದೆ (ರಸೀದಿ {receiptNo}). ನಿಮ್ಮ {plan} ಯೋಜನೆ {date} ರವರೆಗೆ ಇರುತ್ತದೆ.',
  photoApprovedTitle: 'ನಿಮ್ಮ ಫೋಟೋಗೆ ಅನುಮೋದನೆ ದೊರೆತಿದೆ',
  photoApprovedBody: 'ನಿಮ್ಮ ಫೋಟೋ ಅನುಮೋದನೆಗೊಂಡಿದೆ ಮತ್ತು ನಿಮ್ಮ ಫೋಟೋ ಗೌಪ್ಯತೆ ಸೆಟ್ಟಿಂಗ್‌ಗಳು ಅನುಮತಿಸಿದಂತೆ ಸದಸ್ಯರಿಗೆ ಕಾಣಿಸುತ್ತದೆ.',
  photoRejectedTitle: 'ನಿಮ್ಮ ಫೋಟೋಗೆ ಅನುಮೋದನೆ ದೊರೆತಿಲ್ಲ',
  photoRejectedBody: 'ನಿಮ್ಮ ಫೋಟೋವನ್ನು ಅನುಮೋದಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ಕಾರಣ: {reason}. ದಯವಿಟ್ಟು ಬೇರೊಂದು ಫೋಟೋ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ.',
  chartApprovedTitle: 'ನಿಮ್ಮ ಜಾತಕಕ್ಕೆ ಅನುಮೋದನೆ ದೊರೆತಿದೆ',
  chartApprovedBody: 'ನಿಮ್ಮ ಜಾತಕ ಗೌಪ್ಯತೆ ಸೆಟ್ಟಿಂಗ್ ಅನುಮತಿಸಿದಂತೆ ನಿಮ್ಮ ಜಾತಕ ಸದಸ್ಯರಿಗೆ ಕಾಣಿಸುತ್ತದೆ.',
  chartRejectedTitle: 'ನಿಮ್ಮ ಜಾತಕಕ್ಕೆ ಅನುಮೋದನೆ ದೊರೆತಿಲ್ಲ',
  chartRejectedBody: 'ನಿಮ್ಮ ಜಾತಕವನ್ನು ಅನುಮೋದಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ಕಾರಣ: {reason}. ದಯವಿಟ್ಟು ಬೇರೊಂದನ್ನು ಅಪ್‌ಲೋಡ್ ಮಾಡಿ.',
  paymentWaitingTitle: 'ನಿಮ್ಮ {plan} ಯೋಜನೆಗೆ ಪಾವತಿ ಆಗಿದೆ',
  paymentWaitingBody:
    'ನಮಗೆ {amount} ಸ್ವೀಕೃತವಾಗಿದೆ (ರಸೀದಿ {receiptNo}). ನಿಮ್ಮ ಖಾತೆ ಪರಿಶೀಲನೆಯಾದಾಗ ನಿಮ್ಮ {plan} ಯೋಜನೆ ಆರಂಭವಾಗುತ್ತದೆ.',
  paymentCreditedTitle: 'ನಮಗೆ {amount} ಸ್ವೀಕೃತವಾಗಿದೆ',
  paymentCreditedBody:
    '{plan} ಯೋಜನೆಗಾಗಿ ನಮಗೆ {amount} ಸ್ವೀಕೃತವಾಗಿದೆ, ಆದರೆ ನಿಮ್ಮ ಈಗಿನ ಯೋಜನೆ ಅದನ್ನು ಈಗಾಗಲೇ ಒಳಗೊಂಡಿರುವುದರಿಂದ ಏನನ್ನೂ ಬದಲಾಯಿಸಿಲ್ಲ. ನಮ್ಮ ತಂಡ ಅದನ್ನು ಮರುಪಾವತಿ ಮಾಡುತ್ತದೆ ಅಥವಾ ನಿಮ್ಮ ಯೋಜನೆಗೆ ಜಮೆಯಾಗಿ ಸೇರಿಸುತ್ತದೆ.',
  moderationWarnedTitle: 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ಕುರಿತು ನಮ್ಮ ತಂಡದಿಂದ ಒಂದು ಸಂದೇಶ',
  moderationWarnedBody: 'ನಮ್ಮ ತಂಡ ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ಅನ್ನು ಪರಿಶೀಲಿಸಿದೆ ಮತ್ತು ಇದನ್ನು ಗಮನಿಸಲು ಕೇಳುತ್ತದೆ: {reason}',
  moderationHiddenTitle: 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ಬದಲಾಗುವವರೆಗೆ ಮರೆಯಾಗಿದೆ',
  moderationHiddenBody:
    'ನಮ್ಮ ತಂಡ ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ಅನ್ನು ಇತರ ಸದಸ್ಯರಿಂದ ಮರೆಮಾಡಿದೆ. ಕಾರಣ: {reason}. ದಯವಿಟ್ಟು ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ಅನ್ನು ತಿದ್ದಿ; ನಮ್ಮ ತಂಡ ಪರಿಶೀಲಿಸಿದ ನಂತರ ಅದು ಮತ್ತೆ ಪಟ್ಟಿಯಲ್ಲಿ ಕಾಣಿಸುತ್ತದೆ.',
  // decision 160: success stories
  successNamedTitle: '{name} ({registrationNo}) ಅವರ ಪ್ರಕಾರ ನೀವಿಬ್ಬರೂ ಪರಸ್ಪರ ಜೋಡಿಯಾಗಿದ್ದೀರಿ',
  successNamedBody: 'ದೃಢೀಕರಿಸಲು ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್ ತೆರೆಯಿರಿ. ದೃಢೀಕರಿಸಿದರೆ ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ಹುಡುಕಾಟ ಮತ್ತು ಹೊಂದಾಣಿಕೆಗಳಿಂದ ಮರೆಯಾಗುತ್ತದೆ.',
  storyApprovedTitle: 'ನಿಮ್ಮ ಯಶಸ್ಸಿನ ಕಥೆ ಪ್ರಕಟವಾಗಿದೆ',
  storyApprovedBody:
    'ಅದು ಈಗ ನಮ್ಮ ಮುಖಪುಟ ಮತ್ತು ನಮ್ಮ ಬಗ್ಗೆ ಪುಟದಲ್ಲಿ ಕಾಣಿಸುತ್ತದೆ. ನಿಮ್ಮಿಬ್ಬರಲ್ಲಿ ಯಾರಾದರೂ ಯಾವಾಗ ಬೇಕಾದರೂ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಿಂದ ಅದನ್ನು ಹಿಂಪಡೆಯಬಹುದು.',
  storyRejectedTitle: 'ನಿಮ್ಮ ಯಶಸ್ಸಿನ ಕಥೆ ಪ್ರಕಟವಾಗಲಿಲ್ಲ',
  storyRejectedBody: 'ಕಾರಣ: {reason}. ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಿಂದ ಕಥೆಯನ್ನು ಬದಲಾಯಿಸಿ ಮತ್ತೆ ಕಳುಹಿಸಬಹುದು.',
  assistPricedTitle: 'ನಿಮ್ಮ ಸಹಾಯಕ ಸೇವೆಯ ಬೆಲೆ {amount}',
  assistPricedBody:
    'ಈ ಲಿಂಕ್‌ನಿಂದ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಅಥವಾ ನಮ್ಮ ಕಚೇರಿಯಲ್ಲಿ ಪಾವತಿಸಿ. ಪಾವತಿಯಾದ ನಂತರ ನಿಮ್ಮ ಸಂಬಂಧ ವ್ಯವಸ್ಥಾಪಕರು ಕೆಲಸ ಆರಂಭಿಸುತ್ತಾರೆ.',
  assistManagerTitle: 'ನಿಮ್ಮ ಸಂಬಂಧ ವ್ಯವಸ್ಥಾಪಕರು {name}',
  assistManagerBody: 'ನೀವು ಹುಡುಕುತ್ತಿರುವ ಸಂಗಾತಿಯ ಬಗ್ಗೆ ತಿಳಿಯಲು ಅವರು ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತಾರೆ.',
  assistSuggestionTitle: 'ನಿಮ್ಮ ಸಂಬಂಧ ವ್ಯವಸ್ಥಾಪಕರು {name} ({registrationNo}) ಅವರನ್ನು ಸೂಚಿಸಿದ್ದಾರೆ',
  assistSuggestionBody: 'ಸಲಹೆಯನ್ನು ಒಪ್ಪಲು ಅಥವಾ ನಿರಾಕರಿಸಲು ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್ ತೆರೆಯಿರಿ.',
  interestByManagerTitle: '{name} ({registrationNo}) ಅವರ ಸಂಬಂಧ ವ್ಯವಸ್ಥಾಪಕರು ಅವರ ಪರವಾಗಿ ನಿಮಗೆ ಆಸಕ್ತಿ ಕಳುಹಿಸಿದ್ದಾರೆ',
  // conversations (docs/conversations.md#notifications)
  messageReceivedTitle: '{name} ({registrationNo}) ಅವರಿಂದ ಹೊಸ ಸಂದೇಶ',
  messageReceivedBody: 'ಓದಲು ಮತ್ತು ಉತ್ತರಿಸಲು ನಿಮ್ಮ ಸಂಭಾಷಣೆಗಳನ್ನು ತೆರೆಯಿರಿ.',
  messageDigestTitle: '{name} ಅವರಿಂದ {count} ಹೊಸ ಸಂದೇಶಗಳು',
  messageDigestBody: 'ಓದಲು ಸೈನ್ ಇನ್ ಮಾಡಿ. ಈ ಇಮೇಲ್‌ಗಳನ್ನು ನಿಮ್ಮ ಸೆಟ್ಟಿಂಗ್‌ಗಳಲ್ಲಿ ನಿಲ್ಲಿಸಬಹುದು.',
  assistAssignedTitle: 'ನೀವು ಈಗ {name} ({registrationNo}) ಅವರ ಸಂಬಂಧ ವ್ಯವಸ್ಥಾಪಕರು',
  assistAssignedBody: 'ಅವರು ಹುಡುಕುತ್ತಿರುವ ಸಂಗಾತಿಯ ಬಗ್ಗೆ ತಿಳಿಯಲು ಅವರಿಗೆ ಕರೆ ಮಾಡಿ.',
  assistApprovedTitle: '{name} ({registrationNo}) ನಿಮ್ಮ ಸಲಹೆ {candidate} ಒಪ್ಪಿದ್ದಾರೆ: ಆಸಕ್ತಿ ಕಳುಹಿಸಲಾಗಿದೆ',
  assistApprovedBody: 'ಕುಟುಂಬದೊಂದಿಗೆ ಮುಂದುವರಿಸಿ.',
  assistDeclinedTitle: '{name} ({registrationNo}) ನಿಮ್ಮ ಸಲಹೆ {candidate} ನಿರಾಕರಿಸಿದ್ದಾರೆ',
  assistDeclinedBody: 'ಅವರ ಕಾರಣ: {reason}',
};

export default notices;
