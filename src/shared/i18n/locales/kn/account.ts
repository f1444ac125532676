/**
 * ಕನ್ನಡ — Kannada `account` (docs/i18n.md). Drafted by the developers: a native speaker of the community should
 * review every text before launch (docs/i18n.md).
 */

import type { Translation } from '../../catalogue';
import type en from '../en/account';

const account: Translation<typeof en> = {
  menu: {
    changePassword: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ',
    signOutEverywhere: 'ಎಲ್ಲಾ ಸಾಧನಗಳಿಂದ ಸೈನ್ ಔಟ್',
    logout: 'ಲಾಗ್ ಔಟ್',
  },
  changePassword: {
    title: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ',
    done: 'ನೀವು ಇಲ್ಲಿ ಸೈನ್ ಇನ್ ಆಗಿಯೇ ಇರುತ್ತೀರಿ. ಮುಂದಿನ ಬಾರಿ ಯಾವುದೇ ಸಾಧನದಲ್ಲಿ ಲಾಗ್ ಇನ್ ಆಗುವಾಗ ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಬಳಸಿ.',
    intro: 'ಬದಲಾವಣೆಯ ನಂತರ, ಈ ಖಾತೆಗೆ ಸೈನ್ ಇನ್ ಆಗಿರುವ ಇತರ ಎಲ್ಲಾ ಸಾಧನಗಳು ಸೈನ್ ಔಟ್ ಆಗುತ್ತವೆ.',
    current: 'ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್',
    new: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್',
    newHint: 'ಕನಿಷ್ಠ 8 ಅಕ್ಷರಗಳು',
    confirm: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಅನ್ನು ದೃಢೀಕರಿಸಿ',
    submit: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ',
  },
  signOutEverywhere: {
    title: 'ಎಲ್ಲಾ ಸಾಧನಗಳಿಂದ ಸೈನ್ ಔಟ್ ಆಗಬೇಕೆ?',
    body: 'ಈ ಖಾತೆಗೆ ಸೈನ್ ಇನ್ ಆಗಿರುವ ಎಲ್ಲಾ ಸಾಧನಗಳು, ಇದನ್ನೂ ಸೇರಿ, ಸೈನ್ ಔಟ್ ಆಗುತ್ತವೆ. ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್‌ನಿಂದ ಮತ್ತೆ ಲಾಗ್ ಇನ್ ಆಗಿ. ಬೇರೆ ಯಾರಿಗಾದರೂ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ತಿಳಿದಿದೆ ಎಂದು ನಿಮಗೆ ಅನಿಸಿದರೆ, ಮೊದಲು ಅದನ್ನು ಬದಲಿಸಿ.',
    submit: 'ಎಲ್ಲಾ ಸಾಧನಗಳಿಂದ ಸೈನ್ ಔಟ್',
  },
  actions: {
    cancel: 'ರದ್ದುಮಾಡಿ',
    done: 'ಆಯಿತು',
  },
};

export default account;
