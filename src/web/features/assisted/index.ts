export { AssistedPanel } from './AssistedPanel';
export { AssistedOfferCard, RequestAssistedButton, RequestAssistedDialog } from './RequestAssisted';
