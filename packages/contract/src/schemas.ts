// The contract's schemas without its constants (constants.ts): what a client loads to check answers.
export * from './envelope';
export * from './system';
export * from './accounts';
export * from './catalogue';
export * from './pricing';
export * from './wishlist';
export * from './saved-searches';
export * from './contact';
export * from './offers';
export * from './bookings';
export * from './order-history';
export * from './ratings';
export * from './listings';
