export { PushSettingsCard } from './PushSettingsCard';
