export * from './constants';
export * from './schemas';
export * from './drive-slot';
export * from './cities';
