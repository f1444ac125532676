import type { Entitlements } from '../../../shared/plans';

type SeedPlan = {
  code: string;
  name: string;
  originalPricePaise: number;
  pricePaise: number;
  discountText: string;
  durationMonths: number;
  features: string[];
  nameKn: string;
  discountTextKn: string;
  featuresKn: string[];
  entitlements: Entitlements;
  public: boolean;
  sortOrder: number;
  onRequest?: boolean;
};

const SILVER_FEATURES = [
  'View profile details',
  'Contact details on request',
  'Photo privacy settings',
  'Express interest',
  'Share your profile details',
  'Mobile application access',
];
/** SILVER_FEATURES in Kannada, line for line (decision 150). */
const SILVER_FEATURES_KN = [
  'ಪ್ರೊಫೈಲ್ ವಿವರಗಳನ್ನು ನೋಡಿ',
  'ಕೋರಿಕೆಯ ಮೇರೆಗೆ ಸಂಪರ್ಕ ವಿವರಗಳು',
  'ಫೋಟೋ ಗೌಪ್ಯತೆ ಸೆಟ್ಟಿಂಗ್‌ಗಳು',
  'ಆಸಕ್ತಿ ವ್ಯಕ್ತಪಡಿಸಿ',
  'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ವಿವರಗಳನ್ನು ಹಂಚಿಕೊಳ್ಳಿ',
  'ಮೊಬೈಲ್ ಆ್ಯಪ್ ಬಳಕೆ',
];

const PREMIUM: Entitlements = {
  canExpressInterest: true,
  monthlyInterestLimit: null,
  canViewContactDetails: true,
  photoPrivacySettings: true,
  advancedFilters: true,
  featuredListing: true,
  prioritySupport: true,
  profileBoostMonthly: true,
  canStartConversation: true,
  canReplyConversation: true,
  shareProfile: true,
  pushNotifications: true,
};

/**
 * The plans of SPEC §9, inserted at start-up when missing (existing rows are left as staff edited them).
 * FreeUser and Assistance are plans too, not shown on the membership page, so every entitlement is data.
 * Silver's monthly interest limit (30) is this service's choice: SPEC names no number. The `*Kn` texts
 * are the Kannada beside each English text (decision 150); migration 0022 writes them into existing rows.
 */
export const SEED_PLANS: SeedPlan[] = [
  {
    code: 'FreeUser',
    name: 'Free',
    originalPricePaise: 0,
    pricePaise: 0,
    discountText: '',
    durationMonths: 0,
    features: ['Create your profile', 'Browse and search members', 'Receive and accept interests'],
    nameKn: 'ಉಚಿತ',
    discountTextKn: '',
    featuresKn: ['ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ರಚಿಸಿ', 'ಸದಸ್ಯರನ್ನು ನೋಡಿ ಮತ್ತು ಹುಡುಕಿ', 'ಆಸಕ್ತಿಗಳನ್ನು ಸ್ವೀಕರಿಸಿ ಮತ್ತು ಒಪ್ಪಿಕೊಳ್ಳಿ'],
    entitlements: {
      canExpressInterest: false,
      monthlyInterestLimit: 0,
      canViewContactDetails: false,
      photoPrivacySettings: true,
      advancedFilters: false,
      featuredListing: false,
      prioritySupport: false,
      profileBoostMonthly: false,
      // docs/conversations.md: Free replies to a paid member who wrote first.
      canStartConversation: false,
      canReplyConversation: true,
      shareProfile: false,
      // Decision 208: push is part of "mobile application access", which Free is not sold.
      pushNotifications: false,
    },
    public: false,
    sortOrder: 0,
  },
  {
    code: 'SilverUser',
    name: 'Silver',
    originalPricePaise: 239960,
    pricePaise: 59900,
    discountText: 'Save 70%',
    durationMonths: 6,
    features: SILVER_FEATURES,
    nameKn: 'ಸಿಲ್ವರ್',
    discountTextKn: '70% ಉಳಿತಾಯ',
    featuresKn: SILVER_FEATURES_KN,
    entitlements: {
      canExpressInterest: true,
      monthlyInterestLimit: 30,
      canViewContactDetails: true,
      photoPrivacySettings: true,
      advancedFilters: false,
      featuredListing: false,
      prioritySupport: false,
      profileBoostMonthly: false,
      canStartConversation: true,
      canReplyConversation: true,
      shareProfile: true,
      pushNotifications: true,
    },
    public: true,
    sortOrder: 1,
  },
  {
    code: 'PremiumUser',
    name: 'Premium',
    originalPricePaise: 239960,
    pricePaise: 99900,
    discountText: 'Save 60%',
    durationMonths: 12,
    features: [
      'All Silver features',
      'Priority customer support',
      'Featured profile listing',
      'Advanced match filters',
      'Unlimited interests',
      'Profile boost monthly',
    ],
    nameKn: 'ಪ್ರೀಮಿಯಂ',
    discountTextKn: '60% ಉಳಿತಾಯ',
    featuresKn: [
      'ಸಿಲ್ವರ್‌ನ ಎಲ್ಲಾ ಸೌಲಭ್ಯಗಳು',
      'ಆದ್ಯತೆಯ ಗ್ರಾಹಕ ಸಹಾಯ',
      'ಪ್ರೊಫೈಲ್ ವಿಶೇಷವಾಗಿ ಪ್ರದರ್ಶನ',
      'ಸುಧಾರಿತ ಹೊಂದಾಣಿಕೆ ಫಿಲ್ಟರ್‌ಗಳು',
      'ಅಪರಿಮಿತ ಆಸಕ್ತಿಗಳು',
      'ಪ್ರತಿ ತಿಂಗಳು ಪ್ರೊಫೈಲ್ ಮುಂಚೂಣಿಗೆ',
    ],
    entitlements: PREMIUM,
    public: true,
    sortOrder: 2,
  },
  {
    code: 'Assistance',
    name: 'Assisted Service',
    // Decision 170: sold on request; staff agree a price in this default range (₹25,000 to ₹1,00,000).
    originalPricePaise: 10000000,
    pricePaise: 2500000,
    discountText: '',
    durationMonths: 12,
    features: ['All Premium features', 'A relationship manager searches and contacts matches for you'],
    nameKn: 'ಸಹಾಯ ಸೇವೆ',
    discountTextKn: '',
    featuresKn: ['ಪ್ರೀಮಿಯಂನ ಎಲ್ಲಾ ಸೌಲಭ್ಯಗಳು', 'ಸಂಬಂಧ ವ್ಯವಸ್ಥಾಪಕರು ನಿಮಗಾಗಿ ಹೊಂದಾಣಿಕೆಗಳನ್ನು ಹುಡುಕಿ ಸಂಪರ್ಕಿಸುತ್ತಾರೆ'],
    entitlements: PREMIUM,
    public: false,
    onRequest: true,
    sortOrder: 3,
  },
];
