export * from './session';
export * from './register';
export * from './password';
export * from './two-factor';
