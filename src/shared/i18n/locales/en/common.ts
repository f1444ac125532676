/**
 * English: words of the app shell and the first page (docs/i18n.md): navbar, footer, home, the language
 * switch. They ship with the first script, so the first paint needs no catalogue request.
 */
const common = {
  nav: {
    home: 'Home',
    service: 'Service',
    about: 'About Us',
    privacy: 'Privacy Policy',
    contact: 'Contact Us',
    accountStatus: 'Account status',
    adminArea: 'Admin area',
    myAccount: 'My account',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    brandHome: '{site} home',
    login: 'Login',
    logout: 'Logout',
    registerFree: 'Register Free',
  },
  footer: {
    tagline:
      'A Superior Matrimony Service. Register and find your special someone matches within your community.',
    aboutCompany: 'About Company',
    membership: 'Membership Plans',
    newsletter: 'Newsletter',
    newsletterHint: 'News of the service and tips for families, now and then.',
    social: 'Social media',
    socialLink: '{site} on {service} (opens in a new tab)',
    copyright: '© {year} {company}. All rights reserved.',
    emailPlaceholder: 'Your email',
    emailLabel: 'Email for the newsletter',
    subscribe: 'Subscribe',
    confirmHint: 'We email you a link to confirm; every newsletter has an unsubscribe link.',
  },
  home: {
    highlights: 'Highlights',
    slideOf: '{n} of {total}',
    carousel: 'carousel',
    slide: 'slide',
    showSlide: 'Show slide {n}',
    slides: {
      verified: {
        eyebrow: 'Verified profiles only',
        title: 'Find your life partner within the community',
        text: 'Every registration is checked by our team before it is listed, so the families you meet are who they say they are.',
      },
      privacy: {
        eyebrow: 'Privacy you control',
        title: 'Begin a bond your family can trust',
        text: 'Phone numbers and emails stay private until an interest is accepted. Your photos are shown only as you choose.',
      },
      assisted: {
        eyebrow: 'Assisted service',
        title: 'A helping hand when you want one',
        text: 'Prefer guidance? Our assisted service and local promoters help you shortlist and reach the right families.',
      },
    },
    registerFree: 'Register Free',
    seePlans: 'See Membership Plans',
    how: 'How it works',
    connectTitle: 'Connect with your community',
    connectText: 'A matrimony service run for one community, with real people checking every profile.',
    steps: {
      register: {
        title: 'Register free',
        text: 'Tell us about yourself or the family member you are looking for. It takes about five minutes.',
      },
      verify: {
        title: 'We verify',
        text: 'Our staff check every registration within 1-2 business days and email you once it is active.',
      },
      interest: {
        title: 'Express interest',
        text: 'Browse matches from the community, shortlist the ones you like and send an interest.',
      },
      connect: {
        title: 'Families connect',
        text: 'When an interest is accepted, members on a paid plan see each other’s contact details and talk.',
      },
    },
    freeTitle: 'Registration is free',
    freeText:
      'Create your profile today. Upgrade to Silver or Premium whenever you want to express interest and see contact details.',
    registerNow: 'Register Now',
    ourServices: 'Our Services',
    members: 'Members',
    recent: 'Recently joined',
    recentText:
      'Verified members who joined recently and chose to be shown here. Register to see full profiles.',
    age: '{age} years',
    join: 'Join them',
    loading: 'Loading members',
    retry: 'Retry',
    loadError: 'Members could not be loaded.',
    emptyTitle: 'New members appear here once verified',
    emptyText: 'Our team checks each registration within 1-2 business days.',
  },
  language: {
    switchTo: 'Read this site in {language}',
  },
  search: {
    label: 'Search',
    clear: 'Clear search',
  },
  apiError: {
    network: 'Network error: please check your connection and try again',
    signIn: 'Please sign in to continue',
    generic: 'Something went wrong',
    tryAgain: 'Something went wrong. Please try again.',
    retry: 'Retry',
    download: 'The file could not be downloaded',
  },
  heroArt: {
    mandap: 'A couple under a wedding mandap',
    rings: 'Two wedding rings above a lit lamp',
    families: 'Families of the community connected',
  },
  mainNav: 'Main',
  pageLoader: {
    label: 'Loading the page',
  },
  spinner: {
    label: 'Please wait',
  },
  password: {
    show: 'Show {label}',
    hide: 'Hide {label}',
  },
  /** Plan names for people (docs/first-impressions.md#details-members-notice): never the role codes. */
  planNames: {
    FreeUser: 'Free',
    SilverUser: 'Silver',
    PremiumUser: 'Premium',
    Assistance: 'Assisted',
    Admin: 'Staff (Admin)',
    promoter: 'Promoter',
  },
  /** The promoter select of the staff pages: a promoter whose account is not active. */
  promoterSelect: {
    inactive: '(inactive)',
  },
  mobileField: {
    label: 'Mobile number',
    help: '10-digit Indian mobile number',
  },
  dateField: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    openPreviousView: 'Open previous view',
    openNextView: 'Open next view',
    yearViewOpen: 'year view is open, switch to calendar view',
    calendarViewOpen: 'calendar view is open, switch to year view',
    cancel: 'Cancel',
    clear: 'Clear',
    ok: 'OK',
    today: 'Today',
    toolbarTitle: 'Select date',
    choose: 'Choose date',
    chooseSelected: 'Choose date, selected date is {date}',
    table: 'pick date',
    year: 'Year',
    month: 'Month',
    day: 'Day',
    empty: 'Empty',
    dayPlaceholder: 'DD',
    monthPlaceholder: 'MMMM',
    monthNumberPlaceholder: 'MM',
    yearPlaceholder: 'YYYY',
  },
  /** A plan's duration (src/shared/duration.ts, decision 128): whole years in years, else months. */
  duration: {
    years_one: '{count} year',
    years_other: '{count} years',
    months_one: '{count} month',
    months_other: '{count} months',
  },
  /** Payment status chips (PaymentStatusChip): member and staff pages. */
  paymentStatus: {
    paid: 'Paid',
    created: 'Not completed',
    failed: 'Failed',
    incomplete: 'Checking',
    resolved: 'Resolved',
    credited: 'Credited',
    refunded: 'Refunded',
  },
  /** MUI's built-in words (decision 129): Autocomplete's buttons and messages, Alert's close button. */
  mui: {
    open: 'Open',
    close: 'Close',
    clear: 'Clear',
    noOptions: 'No options',
    loading: 'Loading…',
    // Decision 151: pagination (TablePagination, Pagination) and react-toastify's own words.
    rowsPerPage: 'Rows per page:',
    displayedRows: '{from}–{to} of {count}',
    moreThan: 'more than {to}',
    firstPage: 'Go to first page',
    lastPage: 'Go to last page',
    nextPage: 'Go to next page',
    previousPage: 'Go to previous page',
    goToPage: 'Go to page {page}',
    currentPage: 'Page {page}',
    toastClose: 'Close',
    toastTimer: 'Time until this message closes',
    toastRegion: 'Notifications (Alt+T)',
  },
  // Decision 132: a staff notice's banner in the member and promoter areas.
  notice: {
    dismiss: 'Close this notice',
    label: 'Notice from the office',
  },
  stories: {
    eyebrow: 'Success stories',
    title: 'Couples who met here',
    year: 'Shared in {year}',
    photoAlt: 'Photo of {names}',
  },
  // The installable app (docs/installable-app.md): the offline page and the update prompt.
  offline: {
    title: 'You are offline',
    body: 'This page needs a connection. Check your mobile data or Wi-Fi, then try again.',
    retry: 'Try again',
  },
  update: {
    ready: 'A new version is ready',
    reload: 'Reload',
  },
} as const;

export default common;
