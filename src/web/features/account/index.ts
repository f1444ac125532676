export { ChangePasswordDialog } from './ChangePasswordDialog';
export { LanguageSwitch, useLanguageSwitch } from './LanguageSwitch';
export { SignOutEverywhereDialog } from './SignOutEverywhereDialog';
export { useAccountMenu } from './useAccountMenu';
