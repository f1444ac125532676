export { SELECTED_PLAN_KEY, usePlans } from './api';
export { PaymentBadges } from './PaymentBadges';
export { PlanCard, type PlanCardProps } from './PlanCard';
export { PlansGrid } from './PlansGrid';
export { UpgradeDialog, type UpgradeDialogProps } from './UpgradeDialog';
