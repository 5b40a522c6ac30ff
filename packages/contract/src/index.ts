export * from './envelope';
export * from './system';
export * from './accounts';
export * from './car-specs';
export * from './catalogue';
export * from './wishlist';
export * from './contact';
