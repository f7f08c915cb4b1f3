export * from './session';
export * from './register';
export * from './email-confirmation';
export * from './password';
export * from './two-factor';
