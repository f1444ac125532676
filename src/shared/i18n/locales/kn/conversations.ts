/**
 * ಕನ್ನಡ — Kannada `conversations` (docs/conversations.md). Drafted by the developers: a native speaker
 * of the community should review every text before launch (docs/i18n.md).
 */

import type { Translation } from '../../catalogue';
import type en from '../en/conversations';

const conversations: Translation<typeof en> = {
  title: 'ಸಂದೇಶಗಳು',
  listLabel: 'ನಿಮ್ಮ ಸಂಭಾಷಣೆಗಳು',
  empty: 'ಇನ್ನೂ ಯಾವುದೇ ಸಂಭಾಷಣೆ ಇಲ್ಲ',
  emptyHint: 'ಒಬ್ಬ ಸದಸ್ಯರು ನಿಮ್ಮ ಆಸಕ್ತಿಯನ್ನು ಒಪ್ಪಿದಾಗ ಅಥವಾ ನೀವು ಅವರದನ್ನು ಒಪ್ಪಿದಾಗ, ಅವರ ಪ್ರೊಫೈಲ್ ತೆರೆದು ಇಲ್ಲಿ ಅವರಿಗೆ ಬರೆಯಿರಿ.',
  deletedMember: 'ಅಳಿಸಲಾದ ಸದಸ್ಯರು',
  unavailable: 'ಸದಸ್ಯರು ಈಗ ಲಭ್ಯವಿಲ್ಲ',
  ended: 'ಈ ಸಂಭಾಷಣೆ ಮುಗಿದಿದೆ.',
  unread_one: '{count} ಓದದ',
  unread_other: '{count} ಓದದ',
  you: 'ನೀವು: {text}',
  back: 'ಸಂಭಾಷಣೆಗಳಿಗೆ ಹಿಂದಿರುಗಿ',
  earlier: 'ಹಿಂದಿನ ಸಂದೇಶಗಳನ್ನು ತೋರಿಸಿ',
  log: '{name} ಅವರೊಂದಿಗಿನ ಸಂದೇಶಗಳು',
  noMessages: 'ಇನ್ನೂ ಸಂದೇಶಗಳಿಲ್ಲ. ನಮಸ್ಕಾರ ಹೇಳಿ!',
  write: 'ಸಂದೇಶ ಬರೆಯಿರಿ',
  send: 'ಕಳುಹಿಸಿ',
  sending: 'ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ…',
  chars: '{count} / {max}',
  waitForThem: 'ಉಚಿತ ಯೋಜನೆಯಲ್ಲಿ {name} ಅವರು ಮೊದಲು ಬರೆದ ನಂತರ ನೀವು ಉತ್ತರಿಸಬಹುದು.',
  upgrade: 'ಸಂಭಾಷಣೆ ಆರಂಭಿಸಲು ಪಾವತಿಸಿದ ಯೋಜನೆಗೆ ಬದಲಾಯಿಸಿ.',
  state: { sent: 'ಕಳುಹಿಸಲಾಗಿದೆ', delivered: 'ತಲುಪಿದೆ', read: 'ಓದಿದ್ದಾರೆ' },
  report: 'ವರದಿ ಮಾಡಿ',
  reportTitle: 'ಈ ಸಂದೇಶವನ್ನು ವರದಿ ಮಾಡುವುದೇ?',
  reportBody: 'ನಮ್ಮ ತಂಡ ಈ ಸಂದೇಶವನ್ನು ಮತ್ತು ಅದರ ಸುತ್ತಲಿನ ಸಂದೇಶಗಳನ್ನು ಪರಿಶೀಲಿಸುತ್ತದೆ. ಇನ್ನೊಬ್ಬ ಸದಸ್ಯರಿಗೆ ತಿಳಿಸುವುದಿಲ್ಲ.',
  reportReason: 'ಏನು ತಪ್ಪಾಗಿದೆ? (ಐಚ್ಛಿಕ)',
  reportSend: 'ವರದಿ ಮಾಡಿ',
  reported: 'ಧನ್ಯವಾದಗಳು. ನಮ್ಮ ತಂಡ ಈ ಸಂದೇಶವನ್ನು ಪರಿಶೀಲಿಸುತ್ತದೆ.',
  warnTitle: 'ಕಳುಹಿಸುವ ಮೊದಲು',
  warnPhone: 'ಈ ಸಂದೇಶದಲ್ಲಿ ಫೋನ್ ಸಂಖ್ಯೆ ಇದೆ. ನೀವು ನಂಬುವವರೊಂದಿಗೆ ಮಾತ್ರ ಹಂಚಿಕೊಳ್ಳಿ.',
  warnMoney: 'ಇಲ್ಲಿ ಪರಿಚಯವಾದವರಿಗೆ ಎಂದಿಗೂ ಹಣ ಕಳುಹಿಸಬೇಡಿ. ನಮ್ಮ ತಂಡ ಸದಸ್ಯರಿಂದ ಎಂದಿಗೂ ಹಣ ಕೇಳುವುದಿಲ್ಲ.',
  cancel: 'ರದ್ದುಮಾಡಿ',
  sendAnyway: 'ಆದರೂ ಕಳುಹಿಸಿ',
  edit: 'ಸಂದೇಶ ತಿದ್ದಿ',
  open: 'ಸಂದೇಶ ಬರೆಯಿರಿ',
  pick: 'ಓದಲು ಒಂದು ಸಂಭಾಷಣೆಯನ್ನು ಆರಿಸಿ.',
  navLabel_one: 'ಸಂದೇಶಗಳು, {count} ಓದದ',
  navLabel_other: 'ಸಂದೇಶಗಳು, {count} ಓದದ',
  dashboardUnread_one: 'ನಿಮಗೆ {count} ಓದದ ಸಂದೇಶವಿದೆ',
  dashboardUnread_other: 'ನಿಮಗೆ {count} ಓದದ ಸಂದೇಶಗಳಿವೆ',
  digest: {
    title: 'ಸಂದೇಶಗಳ ಬಗ್ಗೆ ಇಮೇಲ್‌ಗಳು',
    label: 'ಸಂದೇಶಗಳು ಓದದೆ ಉಳಿದಾಗ ನನಗೆ ಇಮೇಲ್ ಮಾಡಿ',
    hint: 'ಸಂದೇಶಗಳು 30 ನಿಮಿಷ ಓದದೆ ಉಳಿದಾಗ ಪ್ರತಿ ಸಂಭಾಷಣೆಗೆ ಒಂದು ಇಮೇಲ್, ಪ್ರತಿ ಸಂದೇಶಕ್ಕೂ ಅಲ್ಲ.',
  },
};

export default conversations;
