import { Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '../components/ui/Spinner';
import { TRPCProvider, useTRPCClient } from '../trpc';
import { useHydrated } from './hydrated';
import { hasEarlyInput } from './early-input';
import { KeepEarlyInput } from './KeepEarlyInput';

/** What counts as reaching for the island: a pointer over or on it, a touch, the keyboard's focus in it. */
const REACHES = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** And the visitor's first touch, click or key anywhere on the page (a tap on its still disabled submit button too). */
const FIRST_INPUT = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * A part of a server-rendered page that the app takes over when the visitor first reaches for it, not while the page
 * loads: a long form (the contact form: react-hook-form and ~700 elements) otherwise makes the longest task of the
 * page's start and adds its code to the first load (issue 9's Lighthouse figure; docs/decisions/0023).
 *
 * On the server it renders `component` in place. While the page hydrates, the app keeps that HTML as it is (an element
 * whose content is `dangerouslySetInnerHTML` is not hydrated, nor compared); the first pointer, touch or focus inside
 * it fetches the component's chunk and hydrates the HTML in a root of its own, with the page's query client and tRPC
 * client, so nothing is redrawn and what was done meanwhile stays (KeepEarlyInput gives it to the component's code).
 * A page reached by a navigation in the browser
 * renders the component at once. Until its root has hydrated, the island is plain HTML: its links work, its fields
 * take input, and its submit button is still disabled, as the server drew it.
 *
 * The component takes no props (a root of its own cannot receive them); it reads what it needs from the query cache.
 */
export function InteractionIsland({
  component: Component,
  className,
  eager,
}: {
  component: LazyExoticComponent<ComponentType>;
  className?: string;
  /** Take the island over as soon as the page has hydrated when this says so (e.g. a stored draft to restore). */
  eager?: () => boolean;
}) {
  const hydrated = useHydrated();
  // Decided once: a server page's island stays the server's HTML until reached; a navigation renders it at once.
  const [deferred] = useState(!hydrated);
  const container = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const trpcClient = useTRPCClient();
  const eagerRef = useRef(eager);

  useEffect(() => {
    const element = container.current;
    if (!deferred || !element) return;
    const target: HTMLDivElement = element;
    let root: Root | null = null;
    let cancelled = false;
    const listen = (add: boolean) => {
      const method = add ? 'addEventListener' : 'removeEventListener';
      for (const type of REACHES) target[method](type, reach, { capture: true, passive: true });
      for (const type of FIRST_INPUT) document[method](type, reach, { capture: true, passive: true });
    };
    const unmount = () => {
      const current = root;
      root = null;
      // Not while React renders the page that removed the island: after it.
      if (current) queueMicrotask(() => current.unmount());
    };
    function reach() {
      listen(false);
      if (cancelled || root) return;
      root = hydrateRoot(
        target,
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <Suspense fallback={null}>
              <KeepEarlyInput region={() => target} />
              <Component />
            </Suspense>
          </TRPCProvider>
        </QueryClientProvider>,
        { onRecoverableError: (error) => console.error('Hydration', error) },
      );
    }
    // Reached for before the app's code arrived (a radio ticked, a field typed in or still focused): at once.
    const reachedEarly = () => target.contains(document.activeElement) || hasEarlyInput(target);
    if (eagerRef.current?.() || reachedEarly()) reach();
    else listen(true);
    return () => {
      cancelled = true;
      listen(false);
      unmount();
    };
  }, [deferred, Component, queryClient, trpcClient]);

  if (!deferred) {
    return (
      <div className={className} ref={container}>
        <Suspense fallback={<Spinner />}>
          <KeepEarlyInput region={() => container.current} />
          <Component />
        </Suspense>
      </div>
    );
  }
  if (typeof document === 'undefined') {
    // The server: the component's HTML, in the same boundary the island's own root hydrates.
    return (
      <div className={className} data-island="">
        <Suspense fallback={null}>
          <KeepEarlyInput region={() => null} />
          <Component />
        </Suspense>
      </div>
    );
  }
  // The browser, hydrating the page: the server's HTML inside is left alone (see above).
  return <div ref={container} className={className} data-island="" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
