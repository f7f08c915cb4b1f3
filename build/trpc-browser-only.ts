import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const IMPORTER = /[\\/]@trpc[\\/]tanstack-react-query[\\/]dist[\\/]index\.mjs$/;

/** Each package the importer takes names from, the module that stands in for it, and the names it must provide. */
const REPLACEMENTS = [
  { source: '@trpc/server', module: '../src/client/lib/trpc-server-in-browser.ts', names: 'callTRPCProcedure,createTRPCRecursiveProxy' },
  { source: '@trpc/client', module: '../src/client/lib/trpc-client-in-browser.ts', names: 'TRPCUntypedClient,getUntypedClient' },
].map((replacement) => ({ ...replacement, path: fileURLToPath(new URL(replacement.module, import.meta.url)) }));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * In the browser build, @trpc/tanstack-react-query's imports of '@trpc/server' and '@trpc/client' resolve to
 * src/client/lib/trpc-server-in-browser.ts and trpc-client-in-browser.ts, which leave the in-process router call and
 * tRPC's client runtime out of the first load (see there; decision 0046). The build fails if the package stops
 * importing exactly the names those modules provide, so an upgrade cannot silently break it.
 */
export function trpcBrowserOnly(): Plugin {
  return {
    name: 'voltara:trpc-browser-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!IMPORTER.test(id)) return null;
      for (const { source, module, names: expected } of REPLACEMENTS) {
        const imports = code.match(new RegExp(`import \\{([^}]*)\\} from "${escaped(source)}";`));
        const names = imports?.[1]?.split(',').map((name) => name.trim()).sort().join(',');
        if (names !== expected) {
          this.error(`@trpc/tanstack-react-query imports ${names ?? 'nothing'} from ${source}, ${module} provides ${expected}: review build/trpc-browser-only.ts`);
        }
      }
      return null;
    },
    resolveId(source, importer) {
      if (!importer || !IMPORTER.test(importer)) return null;
      return REPLACEMENTS.find((replacement) => replacement.source === source)?.path ?? null;
    },
    // The client runtime's chunk (vite.config.ts, TRPC_TRANSPORT) is fetched with the first request only if the
    // app's chunk does not import it: a module the app needs, claimed by that group, would make it a static import.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const transport = chunks.find((chunk) => chunk.name === 'trpc-transport');
      const app = chunks.find((chunk) => chunk.name === 'app');
      if (transport && app?.imports.includes(transport.fileName)) {
        this.error(`${app.fileName} imports ${transport.fileName}: keep the modules the app needs out of TRPC_TRANSPORT (vite.config.ts)`);
      }
    },
  };
}
