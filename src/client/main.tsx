import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './App';
import { trackPressedControls } from './components/ui/pressed-control';
import { prefetchFirstPage } from './boot/prefetch';
import { yieldToBrowser } from './boot/yield';
import { initI18n } from './i18n';
import { watchEarlyInput } from './lib/early-input';
import { markClientRendered } from './lib/hydrated';
import { readSsrState } from './ssr/state';
import { createQueryClient, createTrpcClient } from './trpc';

/**
 * The app's start, in three tasks with the browser's own work between them: evaluating the modules, reading the
 * server's state (its JSON, the queries, the translations), then rendering. In one task they were the longest task of
 * a phone's page load (a Lighthouse "long task" blocks input for all of its length; three shorter ones block far less).
 */
async function start(): Promise<void> {
  // Before any dialog can open: Safari does not focus a clicked button, so dialogs learn their opener from this.
  trackPressedControls();
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  await yieldToBrowser();
  const server = await readSsrState();
  if (server) {
    // The page may have been cached for a while: its data is as fresh as the page itself (saves drop both).
    const now = Date.now();
    for (const query of server.queries.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, server.queries);
  }
  // The first page's data travels while the translations load (boot/prefetch.ts).
  prefetchFirstPage(queryClient, trpcClient);
  await initI18n(server ?? undefined);
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} trpcClient={trpcClient} />
    </StrictMode>
  );
  if (!server) {
    markClientRendered();
    createRoot(root).render(app);
    return;
  }
  await yieldToBrowser();
  // Before React touches the page: what the visitor already did in it is kept for the code that takes it over.
  watchEarlyInput(root);
  // The translations the server rendered with came with the page, so the first render matches its HTML. Hydrating
  // as a transition lets React yield to the browser every few milliseconds instead of holding the main thread for the
  // whole tree (as React Router, Remix and TanStack Start hydrate): the page stays responsive while the app takes
  // over, and input that arrives meanwhile is replayed once its part of the page is hydrated.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.error('Hydration', error),
    });
  });
}

void start();
