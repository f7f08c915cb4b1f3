import { isAPIError } from 'better-auth/api';

/** better-auth reports failures as APIError with a code ("INVALID_EMAIL_OR_PASSWORD", "INVALID_CODE" ...). */
export function betterAuthCode(error: unknown): string | null {
  if (!isAPIError(error)) return null;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : error.status.toString();
}
