export * from './api';
export { FrequencySelect, MatchesMailChoice, SavedSearchList, SaveSearchButton } from './SavedSearches';
