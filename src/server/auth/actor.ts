import { type Locale, localeOf } from '../../shared/locales';
import { isRole, type Role } from '../../shared/auth/roles';
import type { Auth } from './auth';

/** Who is asking: the signed-in user as services see it. Null for a visitor. */
export interface Actor {
  id: string;
  name: string;
  email: string;
  role: Role;
  locale: Locale;
  companyId: number | null;
  twoFactorEnabled: boolean;
  sessionId: string;
  passwordConfirmedAt: Date | null;
}

export interface ActorLookup {
  actor: Actor | null;
  /** Cookies better-auth wants refreshed (sliding session expiry). */
  setCookies: string[];
}

export async function loadActor(auth: Auth, headers: Headers): Promise<ActorLookup> {
  if (!/session_token=/.test(headers.get('cookie') ?? '')) return { actor: null, setCookies: [] };
  const { headers: out, response } = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = out.getSetCookie();
  if (!response) return { actor: null, setCookies };
  const user = response.user as typeof response.user & Record<string, unknown>;
  const session = response.session as typeof response.session & { passwordConfirmedAt?: Date | null };
  if (user.disabled === true || !isRole(user.role)) return { actor: null, setCookies };
  return {
    setCookies,
    actor: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      locale: localeOf(user.locale),
      companyId: typeof user.companyId === 'number' ? user.companyId : null,
      twoFactorEnabled: user.twoFactorEnabled === true,
      sessionId: session.id,
      passwordConfirmedAt: session.passwordConfirmedAt ? new Date(session.passwordConfirmedAt) : null,
    },
  };
}
