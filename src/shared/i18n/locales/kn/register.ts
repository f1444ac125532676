/**
 * ಕನ್ನಡ — Kannada `register` (docs/i18n.md). Drafted by the developers: a native speaker of the community
 * should review every text before launch (docs/i18n.md).
 */

import type { Translation } from '../../catalogue';
import type en from '../en/register';

const register: Translation<typeof en> = {
  pageTitle: 'ನೋಂದಣಿ',
  title: 'ಇಲ್ಲಿ ನೋಂದಾಯಿಸಿ!',
  plan: 'ಯೋಜನೆ:',
  planDetail: ' ({name} ಯೋಜನೆ, {duration} ಅವಧಿಗೆ {price})',
  infoFree:
    'ನೋಂದಣಿ ಉಚಿತ. ನಮ್ಮ ಸಿಬ್ಬಂದಿ ಪ್ರತಿಯೊಂದು ಖಾತೆಯನ್ನು 1-2 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ಪರಿಶೀಲಿಸುತ್ತಾರೆ; ನೀವು ಯಾವಾಗ ಬೇಕಾದರೂ ಪಾವತಿಸಿದ ಯೋಜನೆಗೆ ಬದಲಾಯಿಸಬಹುದು.',
  infoPaid:
    'ನೋಂದಾಯಿಸಿದ ತಕ್ಷಣ ಮುಂದಿನ ಪುಟದಲ್ಲೇ ನಿಮ್ಮ ಯೋಜನೆಗೆ ಪಾವತಿಸಬಹುದು. ನಮ್ಮ ಸಿಬ್ಬಂದಿ ಪ್ರತಿಯೊಂದು ಖಾತೆಯನ್ನು 1-2 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ಪರಿಶೀಲಿಸುತ್ತಾರೆ; ನಿಮ್ಮ ಖಾತೆ ಪರಿಶೀಲನೆಯಾದಾಗ ಯೋಜನೆಯ ಅವಧಿ ಆರಂಭವಾಗುತ್ತದೆ.',
  already: 'ಈಗಾಗಲೇ ನೋಂದಾಯಿಸಿದ್ದೀರಾ?',
  login: 'ಲಾಗಿನ್',
  formLabel: 'ನೋಂದಣಿ ನಮೂನೆ',
  section: {
    personal: 'ವೈಯಕ್ತಿಕ ವಿವರಗಳು',
    career: 'ಸಾಮಾಜಿಕ ಮತ್ತು ವೃತ್ತಿ ವಿವರಗಳು',
    family: 'ಕುಟುಂಬದ ವಿವರಗಳು',
    login: 'ಲಾಗಿನ್ ವಿವರಗಳು',
    loginHint: 'ನೀವು ಈ ಇಮೇಲ್ ಮೂಲಕ ಲಾಗಿನ್ ಆಗುತ್ತೀರಿ. ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಮತ್ತು ಇಮೇಲ್ ಅನ್ನು ಎಂದಿಗೂ ಸಾರ್ವಜನಿಕವಾಗಿ ತೋರಿಸುವುದಿಲ್ಲ.',
  },
  field: {
    profilefor: 'ಯಾರಿಗಾಗಿ ಪ್ರೊಫೈಲ್',
    maritalStatus: 'ವೈವಾಹಿಕ ಸ್ಥಿತಿ',
    firstName: 'ಮೊದಲ ಹೆಸರು',
    lastName: 'ಕೊನೆಯ ಹೆಸರು',
    gender: 'ಲಿಂಗ',
    dob: 'ಜನ್ಮ ದಿನಾಂಕ',
    dobHelp: 'ದಿನ, ತಿಂಗಳು ಮತ್ತು ವರ್ಷ, ಉದಾ. 17 ಮೇ 1998',
    age: 'ವಯಸ್ಸು',
    ageHelp: 'ನಿಮ್ಮ ಜನ್ಮ ದಿನಾಂಕದಿಂದ ಲೆಕ್ಕಹಾಕಲಾಗಿದೆ',
    motherTongue: 'ಮಾತೃಭಾಷೆ',
    religion: 'ಧರ್ಮ',
    caste: 'ಜಾತಿ',
    qualification: 'ವಿದ್ಯಾರ್ಹತೆ',
    occupation: 'ಉದ್ಯೋಗ',
    income: 'ವಾರ್ಷಿಕ ಆದಾಯ',
    incomePlaceholder: 'ಆದಾಯವನ್ನು ಆರಿಸಿ',
    workingCountry: 'ಕೆಲಸ ಮಾಡುವ ದೇಶ',
    country: 'ವಾಸಿಸುವ ದೇಶ',
    state: 'ರಾಜ್ಯ',
    statePlaceholder: 'ರಾಜ್ಯವನ್ನು ಆರಿಸಿ',
    city: 'ನಗರ / ಜಿಲ್ಲೆ',
    parent: 'ತಂದೆ / ತಾಯಿ / ಪೋಷಕರು',
    parentName: 'ತಂದೆ / ತಾಯಿ / ಪೋಷಕರ ಹೆಸರು',
    address: 'ವಿಳಾಸ',
    email: 'ಇಮೇಲ್',
    mobile: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
    password: 'ಪಾಸ್‌ವರ್ಡ್',
    passwordHelp: 'ಕನಿಷ್ಠ 8 ಅಕ್ಷರಗಳು',
    confirmPassword: 'ಪಾಸ್‌ವರ್ಡ್ ಅನ್ನು ಮತ್ತೊಮ್ಮೆ ನಮೂದಿಸಿ',
    promo: 'ಪ್ರೋಮೋ ಕೋಡ್ (ಐಚ್ಛಿಕ)',
    promoHelp: 'ಪ್ರವರ್ತಕರಿಂದ: ನಿಮ್ಮ ಮೊದಲ ಯೋಜನೆಗೆ ₹100 ರಿಯಾಯಿತಿ',
  },
  notSpecified: 'ತಿಳಿಸಿಲ್ಲ',
  select: 'ಆರಿಸಿ',
  chooseOrType: 'ಆರಿಸಿ ಅಥವಾ ಬರೆಯಿರಿ',
  typeCity: 'ನಿಮ್ಮ ನಗರವನ್ನು ಬರೆಯಿರಿ',
  clear: 'ಅಳಿಸಿ',
  submit: 'ಸಲ್ಲಿಸಿ',
  creating: 'ನಿಮ್ಮ ಖಾತೆಯನ್ನು ರಚಿಸಲಾಗುತ್ತಿದೆ…',
};

export default register;
