export * from './constants';
export * from './envelope';
export * from './system';
export * from './accounts';
export * from './catalogue';
export * from './wishlist';
export * from './contact';
