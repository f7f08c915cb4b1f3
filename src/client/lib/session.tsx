import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { SessionUser } from '../../shared/auth/auth.schema';
import { isRole, type Role } from '../../shared/auth/roles';
import { useTRPC } from '../trpc';
import { useHydrated, useRootHydrated } from './hydrated';
import { apiFetch, onSessionLost, sessionLost } from './http';

export interface ClientUser extends SessionUser {
  role: Role;
}

interface SessionValue {
  user: ClientUser | null;
  loading: boolean;
  refresh(): Promise<void>;
  /** Ends the session and goes to `to` (see below why the two are one step). */
  signOut(to: string, options?: { replace?: boolean }): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** SPEC.md section 4 "Session": loaded on start; a failed load or a logout clears it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const me = useQuery({ ...trpc.public.me.queryOptions(), staleTime: Infinity, retry: false });
  const meKey = trpc.public.me.queryKey();

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: meKey });
    await queryClient.refetchQueries({ queryKey: meKey });
  }, [queryClient, meKey]);

  const clear = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(meKey) });
    queryClient.setQueryData(meKey, null);
  }, [queryClient, meKey]);

  /**
   * The page leaves for `to` in the same step as the session is cleared, never after: a signed-in page still on the
   * screen when the session goes would send its guard to the login page first (a race the logout test lost now and
   * then). A request that was on its way and comes back 401 afterwards is no lost session: nobody is signed in.
   */
  const signOut = useCallback(
    async (to: string, options?: { replace?: boolean }) => {
      sessionLost.suppressed = true;
      try {
        await apiFetch('/logout', { method: 'POST' }); // a failed logout is ignored (SPEC.md section 8)
      } catch {
        /* ignored */
      } finally {
        navigate(to, options);
        clear();
        sessionLost.suppressed = false;
      }
    },
    [clear, navigate],
  );

  useEffect(
    () =>
      onSessionLost(() => {
        // Signed out already (a logout, or never signed in): nothing was lost.
        if (queryClient.getQueryData(meKey) === null) return;
        clear();
        const here = location.pathname + location.search;
        if (location.pathname !== '/login') navigate(`/login?redirect=${encodeURIComponent(here)}`);
      }),
    [clear, navigate, queryClient, meKey],
  );

  // The server renders every public page signed out (one cached page for all visitors): so does hydration.
  const hydrated = useRootHydrated();
  const data = hydrated ? me.data : null;
  const user = useMemo(() => (data && isRole(data.role) ? { ...data, role: data.role } : null), [data]);
  const value = useMemo(
    () => ({ user, loading: !hydrated || me.isPending, refresh, signOut }),
    [user, hydrated, me.isPending, refresh, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * The session as this component may show it. While the component hydrates it is signed out, like the cached HTML
 * every visitor gets: a part of the page that hydrates after the root (a lazy page chunk) would otherwise render an
 * admin's edit links into a visitor's HTML, and React would throw that part away and draw it again.
 */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  const hydrated = useHydrated();
  const whileHydrating = useMemo(() => ({ ...value, user: null, loading: true }), [value]);
  return hydrated ? value : whileHydrating;
}
