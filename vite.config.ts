import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compressAssets } from './build/compress-assets';
import { cssRules } from './build/css-rules';
import { smallPreloadHelper } from './build/small-preload-helper';
import { trpcBrowserOnly } from './build/trpc-browser-only';

/** One expression for source paths under src/ (written with `/`, matched with either separator). */
const sources = (paths: string[]) => new RegExp(paths.map((path) => `src[\\\\/]${path.replaceAll('/', '[\\\\/]')}`).join('|'));

/**
 * The app's first load, one file (see `codeSplitting` below): main.tsx with everything it imports (React, i18next,
 * TanStack Query, tRPC, wouter, the frame, the router) and the small modules that most page chunks share besides.
 * Each file is compressed on its own and lists what it takes from the others, so two files of it cost ~1.5 kB more
 * than one (docs/decisions/0012, 0022).
 */
const APP = sources([
  'client/main\\.tsx',
  'shared/(catalog/enums|locales|plain-format|auth/|route-tables/define)',
  'client/lib/(hydrated|session|i18n-react)\\.',
  'client/layouts/default/nav/(use-media-query|menus|icons|columns)\\.',
  'client/public/widgets/(debounce|prose)\\.',
]);
/**
 * Vite's preload helper, which the page's first script (boot/entry.ts) uses to fetch the app once the page has painted:
 * in a chunk of its own, or the entry would import it from the app's chunk and so fetch the whole app at once
 * (docs/decisions/0011).
 */
const PRELOAD_HELPER = /vite[\\/]preload-helper/;
/**
 * What nearly every public page but the home page shows: breadcrumbs, prose, product cards, the page head, the
 * catalogue's query inputs. A chunk of their own, so that the home page does not bring them.
 */
const PAGE_PARTS = sources([
  'client/public/catalog/(Breadcrumbs|Prose|ProductCards|use-locale-param|format|query-inputs|use-page-head)\\.',
  'client/components/ui/(BreadcrumbTrail|ScrollBox)\\.',
  // Counts and file sizes (catalogue lists, downloads), without the dates' tables of the rest of the format module.
  'shared/format/plain-numbers\\.',
]);
/**
 * The home page with the widgets of content pages and the slideshow and carousel code they show: one chunk instead of
 * seven files of 0.4-2 kB, each compressed on its own (docs/decisions/0012). A content page with widgets brings the
 * home page's 0.6 kB and the carousel code (~2.7 kB) with it; embla itself stays apart, fetched when a carousel first
 * moves, and so does the gallery slider, fetched when it comes near the viewport.
 */
const WIDGETS = sources([
  'client/public/HomePage\\.',
  'client/public/widgets/Widget\\.',
  'client/public/gallery/(FirstSlide|lazy|GallerySliderGate|GallerySlideshow|SlideFace|captions|ImageLink)\\.',
  'client/components/carousel/',
]);

/**
 * The app's tRPC client runtime, fetched with the first request (src/client/lib/lazy-trpc-client.ts; decision 0046):
 * the transport, every @trpc/client module, and the @trpc/server modules that only the client runtime uses. The app's
 * chunk keeps the two the query options and the typed client are made of (`codes-*`: isObject and its kin;
 * `getErrorShape-*`: the recursive proxy). The app's chunk imports the app's code (main.tsx's static graph), so it
 * would take these modules in too: the group's priority claims them first. build/trpc-browser-only.ts fails the
 * build if the app's chunk then imports this one.
 */
const TRPC_TRANSPORT = (id: string) =>
  /src[\\/]client[\\/]trpc-transport\./.test(id) ||
  /[\\/]node_modules[\\/]@trpc[\\/]client[\\/]dist[\\/]/.test(id) ||
  /[\\/]node_modules[\\/]@trpc[\\/]server[\\/]dist[\\/](?!(codes|getErrorShape)-)[\w-]+\.mjs$/.test(id);

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), smallPreloadHelper(), trpcBrowserOnly(), cssRules(), compressAssets()],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: the shim wouter imports for older Reacts is dead weight.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('src/client/lib/use-sync-external-store-shim.ts', import.meta.url)) },
    ],
  },
  // The server renderer bundles its packages with their production branches chosen at build time: the server does
  // not run with NODE_ENV=production by default (DECISIONS.md), and React's development build renders several times
  // slower. (Vitest, which loads the renderer from source, is unaffected.)
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        // The server renderer (`vite build --ssr`): the same components, loaded by the Node server at run time.
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
      }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        sourcemap: false,
        // No inline module-preload polyfill: the Content-Security-Policy allows scripts from 'self' only.
        modulePreload: {
          polyfill: false,
          // The back office's chunk imports some 90 others. Listing them for preloading put every file name in the
          // public app chunk, which every visitor loads (1.0 kB of its gzip size); the admin's first screen
          // fetches them as its imports are read instead (docs/decisions/0088). Its stylesheets are still listed.
          resolveDependencies: (file, deps) => (/(^|\/)AdminArea-[\w-]+\.js$/.test(file) ? [] : deps),
        },
        rolldownOptions: {
          treeshake: {
            // @trpc/client declares no `sideEffects`, so its index keeps every link (the WebSocket client among them)
            // in the public bundle although the app uses httpBatchLink only. Its modules have no side effects.
            moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]@trpc[\\/]client[\\/]/.test(id),
            // A property read whose value is unused is dropped: nothing in the bundle reads a property for a getter's
            // side effect, and tRPC's error codes module kept its whole table for `codes.BAD_GATEWAY, …;` (0.4 kB).
            propertyReadSideEffects: false,
          },
          output: {
            codeSplitting: {
              // Modules caught by a group go into its chunk with everything they import (unless the group says not
              // to), a higher priority first: the preload helper and the tRPC transport (which waits for the first
              // request, client/trpc.ts) before the app's chunk would take them in.
              groups: [
                { name: 'preload-helper', test: PRELOAD_HELPER, priority: 3, includeDependenciesRecursively: false },
                { name: 'trpc-transport', test: TRPC_TRANSPORT, priority: 2, includeDependenciesRecursively: false },
                { name: 'app', test: APP, priority: 1 },
                { name: 'page-parts', test: PAGE_PARTS, includeDependenciesRecursively: false },
                { name: 'widgets', test: WIDGETS },
              ],
            },
          },
        },
      },
  server: {
    // Only the server's own paths, matched up to their slash or end (keys starting with ^ are regular expressions):
    // a bare '/trpc' prefix also took the module /trpc.ts (the root is src/client), and the page loaded blank.
    proxy: {
      '^/trpc/': apiTarget,
      '^/api/': apiTarget,
      '^/media/': apiTarget,
      '^/events/[^/]+/calendar\\.ics$': apiTarget,
      '^/(logout|healthz|sitemap\\.xml|robots\\.txt)$': apiTarget,
    },
  },
}));
