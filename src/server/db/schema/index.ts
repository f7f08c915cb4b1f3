export * from './auth';
export * from './companies';
export * from './countries';
export * from './content';
export * from './platform';
export * from './settings';
export * from './audit';
