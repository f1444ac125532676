export { LanguageSwitch, useLanguageSwitch } from './LanguageSwitch';
export { useAccountMenu } from './useAccountMenu';
