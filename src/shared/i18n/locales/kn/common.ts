/**
 * ಕನ್ನಡ — Kannada `common` (docs/i18n.md). Drafted by the developers: a native speaker of the community should
 * review every text before launch (docs/i18n.md).
 */

import type { Translation } from '../../catalogue';
import type en from '../en/common';

const common: Translation<typeof en> = {
  nav: {
    home: 'ಮುಖಪುಟ',
    service: 'ಸೇವೆ',
    about: 'ನಮ್ಮ ಬಗ್ಗೆ',
    privacy: 'ಗೌಪ್ಯತಾ ನೀತಿ',
    contact: 'ಸಂಪರ್ಕಿಸಿ',
    accountStatus: 'ಖಾತೆಯ ಸ್ಥಿತಿ',
    adminArea: 'ಆಡಳಿತ ವಿಭಾಗ',
    myAccount: 'ನನ್ನ ಖಾತೆ',
    openMenu: 'ಮೆನು ತೆರೆಯಿರಿ',
    closeMenu: 'ಮೆನು ಮುಚ್ಚಿ',
    brandHome: '{site} ಮುಖಪುಟ',
    login: 'ಲಾಗಿನ್',
    logout: 'ಲಾಗ್ ಔಟ್',
    registerFree: 'ಉಚಿತವಾಗಿ ನೋಂದಾಯಿಸಿ',
  },
  footer: {
    tagline: 'ಶ್ರೇಷ್ಠ ವಿವಾಹ ಸೇವೆ. ನೋಂದಾಯಿಸಿ, ನಿಮ್ಮ ಸಮುದಾಯದಲ್ಲೇ ನಿಮ್ಮ ಬಾಳ ಸಂಗಾತಿಯನ್ನು ಕಂಡುಕೊಳ್ಳಿ.',
    aboutCompany: 'ಸಂಸ್ಥೆಯ ಬಗ್ಗೆ',
    membership: 'ಸದಸ್ಯತ್ವ ಯೋಜನೆಗಳು',
    newsletter: 'ಸುದ್ದಿಪತ್ರ',
    newsletterHint: 'ಸೇವೆಯ ಸುದ್ದಿ ಮತ್ತು ಕುಟುಂಬಗಳಿಗೆ ಉಪಯುಕ್ತ ಸಲಹೆಗಳು, ಆಗಾಗ.',
    social: 'ಸಾಮಾಜಿಕ ಮಾಧ್ಯಮ',
    socialLink: '{service}ನಲ್ಲಿ {site} (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',
    copyright: '© {year} {company}. ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.',
    emailPlaceholder: 'ನಿಮ್ಮ ಇಮೇಲ್',
    emailLabel: 'ಸುದ್ದಿಪತ್ರಕ್ಕಾಗಿ ಇಮೇಲ್',
    subscribe: 'ಚಂದಾದಾರರಾಗಿ',
    confirmHint: 'ಖಚಿತಪಡಿಸಲು ನಾವು ನಿಮಗೆ ಲಿಂಕ್ ಇಮೇಲ್ ಮಾಡುತ್ತೇವೆ; ಪ್ರತಿಯೊಂದು ಸುದ್ದಿಪತ್ರದಲ್ಲೂ ಚಂದಾದಾರಿಕೆ ರದ್ದುಗೊಳಿಸುವ ಲಿಂಕ್ ಇರುತ್ತದೆ.',
  },
  home: {
    highlights: 'ಮುಖ್ಯಾಂಶಗಳು',
    slideOf: '{total} ರಲ್ಲಿ {n}',
    carousel: 'ಸ್ಲೈಡ್‌ಶೋ',
    slide: 'ಸ್ಲೈಡ್',
    showSlide: '{n} ನೇ ಸ್ಲೈಡ್ ತೋರಿಸಿ',
    slides: {
      verified: {
        eyebrow: 'ಪರಿಶೀಲಿತ ಪ್ರೊಫೈಲ್‌ಗಳು ಮಾತ್ರ',
        title: 'ನಿಮ್ಮ ಸಮುದಾಯದಲ್ಲೇ ಬಾಳ ಸಂಗಾತಿಯನ್ನು ಹುಡುಕಿ',
        text: 'ಪ್ರತಿಯೊಂದು ನೋಂದಣಿಯನ್ನು ಪಟ್ಟಿಗೆ ಸೇರಿಸುವ ಮೊದಲು ನಮ್ಮ ತಂಡ ಪರಿಶೀಲಿಸುತ್ತದೆ; ನೀವು ಭೇಟಿಯಾಗುವ ಕುಟುಂಬಗಳು ನಿಜವಾಗಿಯೂ ಅವರೇ ಆಗಿರುತ್ತಾರೆ.',
      },
      privacy: {
        eyebrow: 'ನಿಮ್ಮ ಕೈಯಲ್ಲೇ ಗೌಪ್ಯತೆ',
        title: 'ನಿಮ್ಮ ಕುಟುಂಬ ನಂಬಬಹುದಾದ ಸಂಬಂಧವನ್ನು ಆರಂಭಿಸಿ',
        text: 'ಆಸಕ್ತಿ ಸ್ವೀಕರಿಸುವವರೆಗೆ ಫೋನ್ ಸಂಖ್ಯೆ ಮತ್ತು ಇಮೇಲ್ ಗೌಪ್ಯವಾಗಿರುತ್ತವೆ. ನಿಮ್ಮ ಫೋಟೋಗಳನ್ನು ನೀವು ಆರಿಸಿದಂತೆ ಮಾತ್ರ ತೋರಿಸಲಾಗುತ್ತದೆ.',
      },
      assisted: {
        eyebrow: 'ನೆರವಿನ ಸೇವೆ',
        title: 'ನಿಮಗೆ ಬೇಕಾದಾಗ ನೆರವಿನ ಕೈ',
        text: 'ಮಾರ್ಗದರ್ಶನ ಬೇಕೇ? ನಮ್ಮ ನೆರವಿನ ಸೇವೆ ಮತ್ತು ಸ್ಥಳೀಯ ಪ್ರವರ್ತಕರು ಸೂಕ್ತ ಕುಟುಂಬಗಳನ್ನು ಆರಿಸಿ ತಲುಪಲು ನಿಮಗೆ ಸಹಾಯ ಮಾಡುತ್ತಾರೆ.',
      },
    },
    registerFree: 'ಉಚಿತವಾಗಿ ನೋಂದಾಯಿಸಿ',
    seePlans: 'ಸದಸ್ಯತ್ವ ಯೋಜನೆಗಳನ್ನು ನೋಡಿ',
    how: 'ಇದು ಹೇಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ',
    connectTitle: 'ನಿಮ್ಮ ಸಮುದಾಯದೊಂದಿಗೆ ಸಂಪರ್ಕ ಹೊಂದಿ',
    connectText: 'ಒಂದು ಸಮುದಾಯಕ್ಕಾಗಿ ನಡೆಸುವ ವಿವಾಹ ಸೇವೆ; ಪ್ರತಿಯೊಂದು ಪ್ರೊಫೈಲ್ ಅನ್ನು ನಿಜವಾದ ಜನರು ಪರಿಶೀಲಿಸುತ್ತಾರೆ.',
    steps: {
      register: {
        title: 'ಉಚಿತವಾಗಿ ನೋಂದಾಯಿಸಿ',
        text: 'ನಿಮ್ಮ ಬಗ್ಗೆ ಅಥವಾ ನೀವು ಸಂಗಾತಿಯನ್ನು ಹುಡುಕುತ್ತಿರುವ ಕುಟುಂಬದ ಸದಸ್ಯರ ಬಗ್ಗೆ ತಿಳಿಸಿ. ಸುಮಾರು ಐದು ನಿಮಿಷ ಸಾಕು.',
      },
      verify: {
        title: 'ನಾವು ಪರಿಶೀಲಿಸುತ್ತೇವೆ',
        text: 'ನಮ್ಮ ಸಿಬ್ಬಂದಿ ಪ್ರತಿಯೊಂದು ನೋಂದಣಿಯನ್ನು 1-2 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ಪರಿಶೀಲಿಸಿ, ಖಾತೆ ಸಕ್ರಿಯವಾದಾಗ ನಿಮಗೆ ಇಮೇಲ್ ಮಾಡುತ್ತಾರೆ.',
      },
      interest: {
        title: 'ಆಸಕ್ತಿ ವ್ಯಕ್ತಪಡಿಸಿ',
        text: 'ಸಮುದಾಯದ ಹೊಂದಾಣಿಕೆಗಳನ್ನು ನೋಡಿ, ಇಷ್ಟವಾದವರನ್ನು ಆಯ್ಕೆಪಟ್ಟಿಗೆ ಸೇರಿಸಿ ಮತ್ತು ಆಸಕ್ತಿ ಕಳುಹಿಸಿ.',
      },
      connect: {
        title: 'ಕುಟುಂಬಗಳು ಒಂದಾಗುತ್ತವೆ',
        text: 'ಆಸಕ್ತಿ ಸ್ವೀಕರಿಸಿದಾಗ, ಪಾವತಿಸಿದ ಯೋಜನೆಯ ಸದಸ್ಯರು ಪರಸ್ಪರರ ಸಂಪರ್ಕ ವಿವರಗಳನ್ನು ನೋಡಿ ಮಾತನಾಡಬಹುದು.',
      },
    },
    freeTitle: 'ನೋಂದಣಿ ಉಚಿತ',
    freeText: 'ಇಂದೇ ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ರಚಿಸಿ. ಆಸಕ್ತಿ ವ್ಯಕ್ತಪಡಿಸಲು ಮತ್ತು ಸಂಪರ್ಕ ವಿವರಗಳನ್ನು ನೋಡಲು ಬೇಕಾದಾಗ ಸಿಲ್ವರ್ ಅಥವಾ ಪ್ರೀಮಿಯಂ ಯೋಜನೆಗೆ ಬದಲಾಯಿಸಿ.',
    registerNow: 'ಈಗಲೇ ನೋಂದಾಯಿಸಿ',
    ourServices: 'ನಮ್ಮ ಸೇವೆಗಳು',
    members: 'ಸದಸ್ಯರು',
    recent: 'ಇತ್ತೀಚೆಗೆ ಸೇರಿದವರು',
    recentText: 'ಇತ್ತೀಚೆಗೆ ಸೇರಿ ಇಲ್ಲಿ ಕಾಣಿಸಿಕೊಳ್ಳಲು ಆಯ್ಕೆ ಮಾಡಿದ ಪರಿಶೀಲಿತ ಸದಸ್ಯರು. ಪೂರ್ಣ ಪ್ರೊಫೈಲ್‌ಗಳನ್ನು ನೋಡಲು ನೋಂದಾಯಿಸಿ.',
    age: '{age} ವರ್ಷ',
    join: 'ನೀವೂ ಸೇರಿ',
    loading: 'ಸದಸ್ಯರನ್ನು ತರಲಾಗುತ್ತಿದೆ',
    retry: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    loadError: 'ಸದಸ್ಯರನ್ನು ತರಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
    emptyTitle: 'ಪರಿಶೀಲನೆಯಾದ ನಂತರ ಹೊಸ ಸದಸ್ಯರು ಇಲ್ಲಿ ಕಾಣಿಸುತ್ತಾರೆ',
    emptyText: 'ನಮ್ಮ ತಂಡ ಪ್ರತಿಯೊಂದು ನೋಂದಣಿಯನ್ನು 1-2 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ಪರಿಶೀಲಿಸುತ್ತದೆ.',
  },
  language: {
    switchTo: 'ಈ ತಾಣವನ್ನು {language} ಭಾಷೆಯಲ್ಲಿ ಓದಿ',
  },
  search: {
    label: 'ಹುಡುಕಿ',
    clear: 'ಹುಡುಕಾಟವನ್ನು ಅಳಿಸಿ',
  },
  apiError: {
    network: 'ನೆಟ್‌ವರ್ಕ್ ದೋಷ: ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸಂಪರ್ಕವನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    signIn: 'ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು ಸೈನ್ ಇನ್ ಮಾಡಿ',
    generic: 'ಏನೋ ತಪ್ಪಾಗಿದೆ',
    tryAgain: 'ಏನೋ ತಪ್ಪಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    retry: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    download: 'ಫೈಲ್ ಅನ್ನು ಡೌನ್‌ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ',
  },
  heroArt: {
    mandap: 'ಮದುವೆ ಮಂಟಪದಡಿ ಒಂದು ಜೋಡಿ',
    rings: 'ಬೆಳಗುವ ದೀಪದ ಮೇಲೆ ಎರಡು ಮದುವೆ ಉಂಗುರಗಳು',
    families: 'ಬೆಸೆದುಕೊಂಡ ಸಮುದಾಯದ ಕುಟುಂಬಗಳು',
  },
  mainNav: 'ಮುಖ್ಯ',
  pageLoader: {
    label: 'ಪುಟ ತೆರೆಯುತ್ತಿದೆ',
  },
  spinner: {
    label: 'ದಯವಿಟ್ಟು ನಿರೀಕ್ಷಿಸಿ',
  },
  password: {
    show: '{label} ತೋರಿಸಿ',
    hide: '{label} ಮರೆಮಾಡಿ',
  },
  planNames: {
    FreeUser: 'ಉಚಿತ',
    SilverUser: 'ಸಿಲ್ವರ್',
    PremiumUser: 'ಪ್ರೀಮಿಯಂ',
    Assistance: 'ಸಹಾಯ ಸೇವೆ',
    Admin: 'ಸಿಬ್ಬಂದಿ (ನಿರ್ವಾಹಕ)',
    promoter: 'ಪ್ರವರ್ತಕ',
  },
  /** The promoter select of the staff pages: a promoter whose account is not active. */
  promoterSelect: {
    inactive: '(ನಿಷ್ಕ್ರಿಯ)',
  },
  mobileField: {
    label: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
    help: '10 ಅಂಕಿಯ ಭಾರತೀಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
  },
  dateField: {
    previousMonth: 'ಹಿಂದಿನ ತಿಂಗಳು',
    nextMonth: 'ಮುಂದಿನ ತಿಂಗಳು',
    openPreviousView: 'ಹಿಂದಿನ ನೋಟ ತೆರೆಯಿರಿ',
    openNextView: 'ಮುಂದಿನ ನೋಟ ತೆರೆಯಿರಿ',
    yearViewOpen: 'ವರ್ಷದ ನೋಟ ತೆರೆದಿದೆ, ಕ್ಯಾಲೆಂಡರ್ ನೋಟಕ್ಕೆ ಬದಲಾಯಿಸಿ',
    calendarViewOpen: 'ಕ್ಯಾಲೆಂಡರ್ ನೋಟ ತೆರೆದಿದೆ, ವರ್ಷದ ನೋಟಕ್ಕೆ ಬದಲಾಯಿಸಿ',
    cancel: 'ರದ್ದುಮಾಡಿ',
    clear: 'ಅಳಿಸಿ',
    ok: 'ಸರಿ',
    today: 'ಇಂದು',
    toolbarTitle: 'ದಿನಾಂಕ ಆಯ್ಕೆಮಾಡಿ',
    choose: 'ದಿನಾಂಕ ಆಯ್ಕೆಮಾಡಿ',
    chooseSelected: 'ದಿನಾಂಕ ಆಯ್ಕೆಮಾಡಿ, ಆಯ್ಕೆಯಾದ ದಿನಾಂಕ {date}',
    table: 'ದಿನಾಂಕ ಆರಿಸಿ',
    year: 'ವರ್ಷ',
    month: 'ತಿಂಗಳು',
    day: 'ದಿನ',
    empty: 'ಖಾಲಿ',
    dayPlaceholder: 'ದಿನ',
    monthPlaceholder: 'ತಿಂಗಳು',
    monthNumberPlaceholder: 'ತಿಂ',
    yearPlaceholder: 'ವರ್ಷ',
  },
  /** A plan's duration (src/shared/duration.ts, decision 128): whole years in years, else months. */
  duration: {
    years_one: '{count} ವರ್ಷ',
    years_other: '{count} ವರ್ಷಗಳು',
    months_one: '{count} ತಿಂಗಳು',
    months_other: '{count} ತಿಂಗಳುಗಳು',
  },
  /** Payment status chips (PaymentStatusChip): member and staff pages. */
  paymentStatus: {
    paid: 'ಪಾವತಿಸಲಾಗಿದೆ',
    created: 'ಪೂರ್ಣಗೊಂಡಿಲ್ಲ',
    failed: 'ವಿಫಲವಾಗಿದೆ',
    incomplete: 'ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ',
    resolved: 'ಬಗೆಹರಿಸಲಾಗಿದೆ',
    credited: 'ಜಮೆಯಾಗಿದೆ',
    refunded: 'ಮರುಪಾವತಿಸಲಾಗಿದೆ',
  },
  /** MUI's built-in words (decision 129): Autocomplete's buttons and messages, Alert's close button. */
  mui: {
    open: 'ತೆರೆಯಿರಿ',
    close: 'ಮುಚ್ಚಿ',
    clear: 'ಅಳಿಸಿ',
    noOptions: 'ಯಾವುದೇ ಆಯ್ಕೆಗಳಿಲ್ಲ',
    loading: 'ತರಲಾಗುತ್ತಿದೆ…',
    rowsPerPage: 'ಪ್ರತಿ ಪುಟಕ್ಕೆ ಸಾಲುಗಳು:',
    displayedRows: '{count} ರಲ್ಲಿ {from}–{to}',
    moreThan: '{to} ಕ್ಕಿಂತ ಹೆಚ್ಚು',
    firstPage: 'ಮೊದಲ ಪುಟಕ್ಕೆ ಹೋಗಿ',
    lastPage: 'ಕೊನೆಯ ಪುಟಕ್ಕೆ ಹೋಗಿ',
    nextPage: 'ಮುಂದಿನ ಪುಟಕ್ಕೆ ಹೋಗಿ',
    previousPage: 'ಹಿಂದಿನ ಪುಟಕ್ಕೆ ಹೋಗಿ',
    goToPage: 'ಪುಟ {page} ಕ್ಕೆ ಹೋಗಿ',
    currentPage: 'ಪುಟ {page}',
    toastClose: 'ಮುಚ್ಚಿ',
    toastTimer: 'ಈ ಸಂದೇಶ ಮುಚ್ಚುವವರೆಗಿನ ಸಮಯ',
    toastRegion: 'ಸೂಚನೆಗಳು (Alt+T)',
  },
  // Decision 132: a staff notice's banner in the member and promoter areas.
  notice: {
    dismiss: 'ಈ ಸೂಚನೆಯನ್ನು ಮುಚ್ಚಿ',
    label: 'ಕಚೇರಿಯಿಂದ ಸೂಚನೆ',
  },
  stories: {
    eyebrow: 'ಯಶಸ್ಸಿನ ಕಥೆಗಳು',
    title: 'ಇಲ್ಲಿ ಭೇಟಿಯಾದ ಜೋಡಿಗಳು',
    year: '{year} ರಲ್ಲಿ ಹಂಚಿಕೊಂಡದ್ದು',
    photoAlt: '{names} ಅವರ ಫೋಟೋ',
  },
  offline: {
    title: 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ',
    body: 'ಈ ಪುಟಕ್ಕೆ ಸಂಪರ್ಕ ಬೇಕು. ನಿಮ್ಮ ಮೊಬೈಲ್ ಡೇಟಾ ಅಥವಾ ವೈ-ಫೈ ಪರಿಶೀಲಿಸಿ, ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    retry: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  },
  update: {
    ready: 'ಹೊಸ ಆವೃತ್ತಿ ಸಿದ್ಧವಾಗಿದೆ',
    reload: 'ಮರುಲೋಡ್ ಮಾಡಿ',
  },
};

export default common;
