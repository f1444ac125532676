export { ChangePasswordDialog } from './ChangePasswordDialog';
export { SignOutEverywhereDialog } from './SignOutEverywhereDialog';
