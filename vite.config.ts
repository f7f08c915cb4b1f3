import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { shareI18nWrapper } from './build/share-i18n-wrapper';

/**
 * Modules of the first load that several chunks share (see `codeSplitting` below). None of them may import() another
 * module: Vite's preload helper would come into the group with it, and the page's boot module (which uses the helper)
 * would then fetch the whole group before the page has painted (docs/decisions/0011).
 */
const PAGE_KIT = new RegExp(
  [
    'client/public/catalog/(Breadcrumbs|Prose|ProductCards|use-locale-param|format|query-inputs)\\.',
    'shared/(catalog/enums|locales|plain-format|auth/)',
    'client/lib/(hydrated|session)\\.',
    'client/layouts/default/nav/(use-media-query|menus|icons|columns)\\.',
    'client/public/widgets/debounce\\.',
    'client/public/gallery/ImageLink\\.',
    'client/components/ui/BreadcrumbTrail\\.',
  ]
    .map((path) => `src[\\\\/]${path.replaceAll('/', '[\\\\/]')}`)
    .join('|'),
);

/** The app's tRPC transport and the @trpc/client modules (HTTP batching) that only it imports: one chunk. */
const TRPC_TRANSPORT = /[\\/]node_modules[\\/]@trpc[\\/]client[\\/]dist[\\/](httpBatchLink|httpUtils)-|src[\\/]client[\\/]trpc-transport\./;

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), shareI18nWrapper()],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: the shim wouter and react-i18next import for older Reacts is dead weight.
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
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // @trpc/client declares no `sideEffects`, so its index keeps every link (the WebSocket client among them)
          // in the public bundle although the app uses httpBatchLink only. Its modules have no side effects.
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]@trpc[\\/]client[\\/]/.test(id) },
          output: {
            codeSplitting: {
              // The small modules shared by the frame and the public pages (and the libraries under them), in one chunk
              // with the libraries instead of a dozen files of a few hundred bytes: each file is compressed on its own,
              // so every split costs bytes (docs/decisions/0012).
              // The tRPC transport (HTTP batching) waits for the first request (client/trpc-client.ts): its modules
              // would otherwise join page-kit, which takes in every dependency of @trpc/client's index.
              groups: [
                { name: 'trpc-transport', test: TRPC_TRANSPORT, priority: 2, includeDependenciesRecursively: false },
                { name: 'page-kit', test: PAGE_KIT, priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/trpc': apiTarget,
      '/api': apiTarget,
      '/logout': apiTarget,
      '/healthz': apiTarget,
    },
  },
}));
