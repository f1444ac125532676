export { profileKeys, useMyProfile, useProfileChanges, useReviewChange } from './api';
export { CompletenessMeter } from './CompletenessMeter';
export { PendingChangeBanner } from './PendingChangeBanner';
export { PreferencesEditor } from './PreferencesEditor';
export { PrivacySettings } from './PrivacySettings';
export { ProfileChangesReview } from './ProfileChangesReview';
export { ProfileSection } from './ProfileSection';
export { SectionCard } from './SectionCard';
