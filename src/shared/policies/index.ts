/**
 * Every rule about who may see or do something (docs/architecture.md#where-rules-live, DESIGN "policies"): pure functions over facts
 * already loaded, no I/O, one file per subject. Add a subject as a new file and one export line here.
 */
export * from './account';
export * from './assisted';
export * from './boost';
export * from './conversations';
export * from './duplicates';
export * from './horoscope';
export * from './interests';
export * from './members';
export * from './moderation';
export * from './notices';
export * from './payments';
export * from './photos';
export * from './plan';
export * from './preferences';
export * from './privacy';
export * from './promoter-area';
export * from './promoters';
export * from './public-home';
export * from './push';
export * from './saved-searches';
export * from './staff';
export * from './staff-queues';
export * from './success';
export * from './support';
export * from './verification';
export * from './visibility';
