export { type AdminPhotoPage, useAdminPhotos, useReviewPhoto } from './api';
export { ConfirmDialog } from './ConfirmDialog';
export { MemberAvatar } from './MemberAvatar';
export { PhotoManager } from './PhotoManager';
export { PhotoReviewQueue } from './PhotoReviewQueue';
export { PhotoStatusChip } from './PhotoStatusChip';
export { ReasonDialog } from './ReasonDialog';
