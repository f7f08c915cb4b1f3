/**
 * What a new password must be (registration, reset, change), without zod: the forms show the rule before it fails,
 * and auth.schema.ts checks it with the same figures.
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
