export { ChangePasswordDialog } from './ChangePasswordDialog';
export { SignOutEverywhereDialog } from './SignOutEverywhereDialog';
export { useAccountMenu } from './useAccountMenu';
