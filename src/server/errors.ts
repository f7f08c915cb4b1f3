/**
 * Domain errors: services throw these; the tRPC error formatter and the REST adapters map them to the statuses and
 * JSON bodies of DECISIONS.md in one place each (trpc/init.ts, rest/respond.ts).
 */
export type FieldErrors = Record<string, string[]>;

export class DomainError extends Error {
  constructor(
    /** 503: the storage is full (storage-full.ts); the write may succeed later, nothing is wrong with the request. */
    readonly status: 401 | 403 | 404 | 409 | 419 | 422 | 423 | 429 | 503,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  unauthorized: 'This action is unauthorized.',
  notFound: 'Not found.',
  csrf: 'CSRF token mismatch.',
  server: 'Server error.',
  invalid: 'The given data was invalid.',
  tooMany: 'Too many attempts. Please try again later.',
  confirmPassword: 'Password confirmation required.',
} as const;

export const unauthenticated = () => new DomainError(401, MESSAGES.unauthenticated);
export const forbidden = () => new DomainError(403, MESSAGES.unauthorized);
export const notFound = (what = 'Record') => new DomainError(404, `${what} not found.`);
export const validationError = (fieldErrors: FieldErrors, message?: string) =>
  new DomainError(422, message ?? Object.values(fieldErrors)[0]?.[0] ?? MESSAGES.invalid, fieldErrors);
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new DomainError(429, MESSAGES.tooMany, undefined, retryAfterSeconds);
export const passwordConfirmationRequired = () => new DomainError(423, MESSAGES.confirmPassword);
