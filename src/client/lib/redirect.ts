import { can } from '../../shared/auth/policy';
import type { Role } from '../../shared/auth/roles';

/** Only same-site paths: "/x" but never "//host" or "/\host", so a crafted link cannot send users elsewhere. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Where a user lands after signing in without a redirect: the most specific area the policy gives them. */
export function homeFor(role: Role): string {
  const actor = { role };
  if (can(actor, 'admin:access')) return '/admin';
  if (can(actor, 'portal:access')) return '/portal';
  if (can(actor, 'account:self')) return '/account';
  return '/';
}
