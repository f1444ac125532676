/**
 * ಕನ್ನಡ — Kannada `common` (issue #9). Drafted by the developers: a native speaker of the community should
 * review every text before launch (docs/i18n.md).
 */

import type { Translation } from '../../catalogue';
import type en from '../en/common';

const common: Translation<typeof en> = {
  language: {
    switchTo: 'ಈ ತಾಣವನ್ನು {language} ಭಾಷೆಯಲ್ಲಿ ಓದಿ',
  },
  search: {
    label: 'ಹುಡುಕಿ',
    clear: 'ಹುಡುಕಾಟವನ್ನು ಅಳಿಸಿ',
  },
};

export default common;
