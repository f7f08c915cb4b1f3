import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n, TFunction, ThirdPartyModule } from 'i18next';

/**
 * The React side of i18next, as much of react-i18next as the app uses (docs/decisions/0022): `useTranslation(ns?,
 * { useSuspense?, keyPrefix? })` answering `{ t, i18n, ready }`, `initReactI18next` and `I18nextProvider`, with the
 * same semantics: `t` is fixed to the current language and the first namespace, a component re-renders when the
 * language changes, and a namespace not loaded yet suspends the component (or, with `useSuspense: false`, answers
 * `ready: false` and re-renders once it has loaded). react-i18next's hook is 1.6 kB gzipped of every public page and
 * copied the i18next instance for each component on its first render (30-45 µs each, a build step had to patch it).
 */

let initialised: I18n | null = null;

/** Registers the instance that `useTranslation` reads outside an `I18nextProvider` (`i18next.use(initReactI18next)`). */
export const initReactI18next: ThirdPartyModule = {
  type: '3rdParty',
  init(instance: I18n) {
    initialised = instance;
  },
};

const I18nContext = createContext<I18n | null>(null);

/** A given instance for everything below: the server renders each page with its language's own instance. */
export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export interface UseTranslationOptions {
  /** Suspend while a namespace loads (default: the instance's `react.useSuspense`, else true). */
  useSuspense?: boolean;
  keyPrefix?: string;
}

export interface UseTranslationResponse {
  t: TFunction;
  i18n: I18n;
  ready: boolean;
}

/** One promise per instance and namespaces while they load, so that every suspended render waits on the same one. */
const loading = new WeakMap<I18n, Map<string, Promise<void>>>();

function loadNamespaces(i18n: I18n, namespaces: readonly string[], key: string): Promise<void> {
  let pending = loading.get(i18n);
  if (!pending) loading.set(i18n, (pending = new Map()));
  let promise = pending.get(key);
  if (!promise) {
    promise = i18n.loadNamespaces([...namespaces]).finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

function namespacesOf(i18n: I18n, ns: string | readonly string[] | undefined): readonly string[] {
  if (typeof ns === 'string') return [ns];
  if (ns && ns.length > 0) return ns;
  const fallback = i18n.options.defaultNS;
  return typeof fallback === 'string' ? [fallback] : Array.isArray(fallback) ? fallback : ['translation'];
}

export function useTranslation(ns?: string | readonly string[], options: UseTranslationOptions = {}): UseTranslationResponse {
  const i18n = useContext(I18nContext) ?? initialised;
  if (!i18n) throw new Error('useTranslation: no i18next instance (i18next.use(initReactI18next) or I18nextProvider)');
  const namespaces = namespacesOf(i18n, ns);
  const key = namespaces.join('\n');
  const { keyPrefix } = options;
  const useSuspense = options.useSuspense ?? i18n.options.react?.useSuspense ?? true;

  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language, () => i18n.language);
  const ready = !i18n.languages?.length || namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));

  // Without suspense: load, then render again (`ready` changes, and `t` with it).
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (ready || useSuspense) return;
    let mounted = true;
    void loadNamespaces(i18n, namespaces, key).then(() => mounted && setLoads((count) => count + 1));
    return () => {
      mounted = false;
    };
    // `key` stands for `namespaces` (a new array on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, key, ready, useSuspense]);

  const response = useMemo(
    () => ({ t: i18n.getFixedT(language, namespaces[0] ?? null, keyPrefix) as TFunction, i18n, ready }),
    // `ready` too: a namespace that arrived changes what `t` answers, so memoised translations must be redone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, language, key, keyPrefix, ready],
  );
  if (!ready && useSuspense) throw loadNamespaces(i18n, namespaces, key);
  return response;
}
