import type { Entitlements } from '../../../shared/plans';

type SeedPlan = {
  code: string;
  name: string;
  originalPricePaise: number;
  pricePaise: number;
  discountText: string;
  durationMonths: number;
  features: string[];
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

const PREMIUM: Entitlements = {
  canExpressInterest: true,
  monthlyInterestLimit: null,
  canViewContactDetails: true,
  photoPrivacySettings: true,
  advancedFilters: true,
  featuredListing: true,
  prioritySupport: true,
  profileBoostMonthly: true,
};

/**
 * The plans of SPEC §9, inserted at start-up when missing (existing rows are left as staff edited them).
 * FreeUser and Assistance are plans too, not shown on the membership page, so every entitlement is data.
 * Silver's monthly interest limit (30) is this service's choice: SPEC names no number.
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
    entitlements: {
      canExpressInterest: false,
      monthlyInterestLimit: 0,
      canViewContactDetails: false,
      photoPrivacySettings: true,
      advancedFilters: false,
      featuredListing: false,
      prioritySupport: false,
      profileBoostMonthly: false,
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
    entitlements: {
      canExpressInterest: true,
      monthlyInterestLimit: 30,
      canViewContactDetails: true,
      photoPrivacySettings: true,
      advancedFilters: false,
      featuredListing: false,
      prioritySupport: false,
      profileBoostMonthly: false,
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
    entitlements: PREMIUM,
    public: false,
    onRequest: true,
    sortOrder: 3,
  },
];
