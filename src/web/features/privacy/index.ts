export { AccountGate } from './AccountGate';
export { DataRightsPanel } from './DataRightsPanel';
export { GrievanceForm } from './GrievanceForm';
export { NoticeSummary } from './NoticeSummary';
export { OfficerCard } from './OfficerCard';
