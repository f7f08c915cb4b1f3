import { Suspense, useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'wouter';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { useHydrated } from '../../../lib/hydrated';
import { useTRPC } from '../../../trpc';
import {
  CONSENT_COOKIE,
  consentCookie,
  consentState,
  loadConsentScripts,
  lockScroll,
  scriptsToLoad,
  type ConsentState,
  type DataLayerHost,
} from './consent';

/**
 * The cookie banner and the consent-gated script loader (SPEC.md section 4). Unset: the banner shows and page
 * scrolling is locked. Accept stores true for 180 days and loads the configured third-party scripts; Decline stores
 * false for 1 day. Both unlock. Nothing, not even the settings, is fetched before the visitor accepted.
 */
export function CookieConsent() {
  // The server cannot know the visitor's cookie: the banner and the scripts come after hydration.
  return useHydrated() ? <ConsentByCookie /> : null;
}

function ConsentByCookie() {
  const [state, setState] = useState<ConsentState>(() => consentState(readCookie(CONSENT_COOKIE)));

  const choose = (accepted: boolean) => {
    const cookie = consentCookie(accepted);
    writeCookie(cookie.name, cookie.value, cookie.maxAgeSeconds);
    setState(consentState(cookie.value));
  };

  if (state === 'accepted') return <ConsentScripts />;
  if (state === 'declined') return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner onChoose={choose} />
    </Suspense>
  );
}

function ConsentScripts() {
  const trpc = useTRPC();
  const settings = useQuery({ ...trpc.public.siteSettings.queryOptions(), staleTime: Infinity });
  useEffect(() => {
    const scripts = scriptsToLoad('accepted', settings.data);
    if (scripts.length > 0) loadConsentScripts(document, scripts, window as DataLayerHost);
  }, [settings.data]);
  return null;
}

function ConsentBanner({ onChoose }: { onChoose(accepted: boolean): void }) {
  const { t } = useTranslation('consent');
  const headingId = useId();
  const textId = useId();
  // Locked once the banner is on screen, so the page can never be stuck without a way to unlock it.
  useEffect(() => lockScroll(document.documentElement), []);

  const button = 'rounded bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-900';
  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={textId}
      className="fixed inset-x-0 bottom-0 z-40 border-t-4 border-volt-500 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.15)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 md:flex-row md:items-center md:gap-8">
        <div className="flex-1">
          <h2 id={headingId} className="text-base font-semibold text-navy-900">
            {t('title')}
          </h2>
          <p id={textId} className="mt-1 text-sm text-slate-700">
            {t('text')}{' '}
            <Link href="/legal/privacy" className="font-semibold text-navy-800 underline">
              {t('privacy')}
            </Link>
          </p>
        </div>
        {/* Equal weight for both choices: declining must be as easy as accepting. */}
        <div className="flex shrink-0 gap-3">
          <button type="button" className={button} onClick={() => onChoose(false)}>
            {t('decline')}
          </button>
          <button type="button" className={button} onClick={() => onChoose(true)}>
            {t('accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
