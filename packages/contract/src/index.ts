export * from './constants';
export * from './offer-states';
export * from './schemas';
export * from './drive-slot';
export * from './cities';
export * from './drive-fee';
export * from './vendor-paths';
export * from './ops-paths';
export * from './saved-search-paths';
// The operators' console's shapes: not among ./schemas, which a buyer's first page loads.
export * from './ops';
export * from './dealer-application';
export * from './ops-console';
export * from './inspection';
