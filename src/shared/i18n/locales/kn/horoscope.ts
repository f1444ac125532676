/**
 * ಕನ್ನಡ — Kannada `horoscope` (decisions 145 and 147: guna milan and kuja dosha). Drafted by the
 * developers: a native speaker of the community should review every text before launch (docs/i18n.md).
 * Koota names are the traditional Sanskrit terms written in Kannada.
 */

import type { Translation } from '../../catalogue';
import type en from '../en/horoscope';

const horoscope: Translation<typeof en> = {
  summary: 'ಗುಣ ಮೇಳನ {points} / {max}',
  breakdown: 'ಕೂಟಗಳ ವಿವರ',
  kootaPoints: '{max} ರಲ್ಲಿ {points}',
  kootas: {
    varna: { name: 'ವರ್ಣ', meaning: 'ಕೆಲಸ ಮತ್ತು ದೃಷ್ಟಿಕೋನ: ವರನ ವರ್ಣ ವಧುವಿನದಕ್ಕೆ ಸಮ ಅಥವಾ ಹೆಚ್ಚಾಗಿರಬೇಕು.' },
    vashya: { name: 'ವಶ್ಯ', meaning: 'ಇಬ್ಬರ ನಡುವಿನ ಪರಸ್ಪರ ಆಕರ್ಷಣೆ ಮತ್ತು ಪ್ರಭಾವ.' },
    tara: { name: 'ತಾರಾ', meaning: 'ಎರಡೂ ಕಡೆಯಿಂದ ಎಣಿಸಿದ ಜನ್ಮ ನಕ್ಷತ್ರಗಳು: ಆರೋಗ್ಯ ಮತ್ತು ಕ್ಷೇಮ.' },
    yoni: { name: 'ಯೋನಿ', meaning: 'ಪ್ರತಿ ಜನ್ಮ ನಕ್ಷತ್ರದ ಪ್ರಾಣಿಯಿಂದ ದೈಹಿಕ ಮತ್ತು ಆತ್ಮೀಯ ಹೊಂದಾಣಿಕೆ.' },
    grahaMaitri: { name: 'ಗ್ರಹ ಮೈತ್ರಿ', meaning: 'ಚಂದ್ರ ರಾಶಿಗಳ ಅಧಿಪತಿಗಳ ಸ್ನೇಹ: ಮನಸ್ಸುಗಳ ಹೊಂದಾಣಿಕೆ.' },
    gana: { name: 'ಗಣ', meaning: 'ಸ್ವಭಾವ: ದೇವ, ಮನುಷ್ಯ ಅಥವಾ ರಾಕ್ಷಸ ಗಣ.' },
    bhakoot: { name: 'ಭಕೂಟ', meaning: 'ಚಂದ್ರ ರಾಶಿಗಳ ನಡುವಿನ ಅಂತರ: ಕುಟುಂಬದ ಕ್ಷೇಮ, ಸಮೃದ್ಧಿ ಮತ್ತು ಪ್ರೀತಿ.' },
    nadi: { name: 'ನಾಡಿ', meaning: 'ಆರೋಗ್ಯ ಮತ್ತು ಸಂತಾನ: ಇಬ್ಬರದೂ ಒಂದೇ ನಾಡಿಯಾದರೆ ದೋಷ.' },
  },
  dosha: {
    nadi: 'ನಾಡಿ ದೋಷ: ಇಬ್ಬರದೂ ಒಂದೇ ನಾಡಿ.',
    bhakoot: 'ಭಕೂಟ ದೋಷ: ಚಂದ್ರ ರಾಶಿಗಳು ಪರಸ್ಪರ 2/12, 5/9 ಅಥವಾ 6/8.',
    cancelledBy: {
      sameRashiDifferentNakshatra: 'ದೋಷ ಪರಿಹಾರ: ಒಂದೇ ಚಂದ್ರ ರಾಶಿ, ಬೇರೆ ಜನ್ಮ ನಕ್ಷತ್ರಗಳು.',
      sameNakshatraDifferentRashi: 'ದೋಷ ಪರಿಹಾರ: ಒಂದೇ ಜನ್ಮ ನಕ್ಷತ್ರ, ಬೇರೆ ಚಂದ್ರ ರಾಶಿಗಳು.',
      sameNakshatraDifferentPada: 'ದೋಷ ಪರಿಹಾರ: ಒಂದೇ ಜನ್ಮ ನಕ್ಷತ್ರ, ಬೇರೆ ಪಾದಗಳು.',
      sameRashiLord: 'ದೋಷ ಪರಿಹಾರ: ಎರಡೂ ಚಂದ್ರ ರಾಶಿಗಳ ಅಧಿಪತಿ ಒಬ್ಬನೇ.',
      friendlyRashiLords: 'ದೋಷ ಪರಿಹಾರ: ಎರಡು ಚಂದ್ರ ರಾಶಿಗಳ ಅಧಿಪತಿಗಳು ಪರಸ್ಪರ ಮಿತ್ರರು.',
    },
  },
  manglik: {
    bothManglik: 'ಇಬ್ಬರಿಗೂ ಕುಜ ದೋಷವಿದೆ: ಇದನ್ನು ಹೊಂದಾಣಿಕೆ ಎಂದು ಪರಿಗಣಿಸಲಾಗುತ್ತದೆ.',
    neitherManglik: 'ಇಬ್ಬರಿಗೂ ಕುಜ ದೋಷವಿಲ್ಲ: ಕುಜ ದೋಷದ ಆತಂಕವಿಲ್ಲ.',
    bothPartial: 'ಇಬ್ಬರಿಗೂ ಭಾಗಶಃ ಕುಜ ದೋಷವಿದೆ: ಇದನ್ನು ಹೊಂದಾಣಿಕೆ ಎಂದು ಪರಿಗಣಿಸಲಾಗುತ್ತದೆ.',
    partialAndManglik: 'ಒಬ್ಬರಿಗೆ ಕುಜ ದೋಷ, ಇನ್ನೊಬ್ಬರಿಗೆ ಭಾಗಶಃ ಕುಜ ದೋಷ: ಇದನ್ನು ಹೊಂದಾಣಿಕೆ ಎಂದು ಪರಿಗಣಿಸಲಾಗುತ್ತದೆ.',
    partialAndNot: 'ಒಬ್ಬರಿಗೆ ಭಾಗಶಃ ಕುಜ ದೋಷ, ಇನ್ನೊಬ್ಬರಿಗೆ ಇಲ್ಲ: ಸ್ವಲ್ಪ ಹೊಂದಾಣಿಕೆ ಕಡಿಮೆ; ಕುಟುಂಬಗಳು ಹೆಚ್ಚಾಗಿ ಜ್ಯೋತಿಷಿಯನ್ನು ಕೇಳುತ್ತಾರೆ.',
    oneManglik: 'ಒಬ್ಬರಿಗೆ ಕುಜ ದೋಷವಿದೆ, ಇನ್ನೊಬ್ಬರಿಗೆ ಇಲ್ಲ: ಸಂಪ್ರದಾಯದಂತೆ ಹೊಂದಾಣಿಕೆಯಲ್ಲ.',
    unknown: 'ಕುಜ ದೋಷದ ಹೊಂದಾಣಿಕೆ ತಿಳಿದಿಲ್ಲ: ಇಬ್ಬರಲ್ಲಿ ಒಬ್ಬರು ಕುಜ ದೋಷದ ಮಾಹಿತಿ ನೀಡಿಲ್ಲ.',
  },
  manglikVerdict: {
    match: 'ಕುಜ ದೋಷ: ಹೊಂದುತ್ತದೆ',
    mild: 'ಕುಜ ದೋಷ: ಸ್ವಲ್ಪ ಹೊಂದಾಣಿಕೆ ಕಡಿಮೆ',
    mismatch: 'ಕುಜ ದೋಷ: ಹೊಂದುವುದಿಲ್ಲ',
    unknown: 'ಕುಜ ದೋಷ: ತಿಳಿದಿಲ್ಲ',
  },
  chart: {
    title: 'ಜಾತಕ',
    intro:
      'ನಿಮ್ಮ ಜಾತಕವನ್ನು PDF ಅಥವಾ ಫೋಟೋ ಆಗಿ ಸೇರಿಸಿ (JPEG, PNG ಅಥವಾ WebP, 10 MB ವರೆಗೆ). ನಮ್ಮ ತಂಡ ಮೊದಲು ಪರಿಶೀಲಿಸುತ್ತದೆ; ನಂತರ ನಿಮ್ಮ ಜಾತಕ ಗೌಪ್ಯತೆ ಸೆಟ್ಟಿಂಗ್ ಅನುಮತಿಸಿದಂತೆ ಸದಸ್ಯರಿಗೆ ಕಾಣಿಸುತ್ತದೆ.',
    upload: 'ಜಾತಕ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ',
    replace: 'ಜಾತಕ ಬದಲಿಸಿ',
    uploading: '{percent}% ಅಪ್‌ಲೋಡ್ ಆಗುತ್ತಿದೆ',
    delete: 'ಜಾತಕ ಅಳಿಸಿ',
    deleteTitle: 'ನಿಮ್ಮ ಜಾತಕವನ್ನು ಅಳಿಸಬೇಕೇ?',
    deleteBody: 'ಜಾತಕ ಶಾಶ್ವತವಾಗಿ ಅಳಿಸಲಾಗುತ್ತದೆ. ಯಾವಾಗ ಬೇಕಾದರೂ ಬೇರೊಂದನ್ನು ಅಪ್‌ಲೋಡ್ ಮಾಡಬಹುದು.',
    rejected: 'ಅನುಮೋದನೆ ದೊರೆತಿಲ್ಲ: {reason}',
    openPdf: 'ಜಾತಕ ತೆರೆಯಿರಿ (PDF)',
    openImage: 'ಜಾತಕ ತೆರೆಯಿರಿ',
  },
  manglikStatus: {
    Yes: 'ಕುಜ ದೋಷವಿದೆ',
    No: 'ಕುಜ ದೋಷವಿಲ್ಲ',
    Partial: 'ಭಾಗಶಃ ಕುಜ ದೋಷ',
    Dont_Know: 'ಗೊತ್ತಿಲ್ಲ',
  },
};

export default horoscope;
