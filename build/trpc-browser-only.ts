import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const REPLACEMENT = fileURLToPath(new URL('../src/client/lib/trpc-server-in-browser.ts', import.meta.url));
const IMPORTER = /[\\/]@trpc[\\/]tanstack-react-query[\\/]dist[\\/]index\.mjs$/;

/**
 * In the browser build, @trpc/tanstack-react-query's import of '@trpc/server' resolves to
 * src/client/lib/trpc-server-in-browser.ts, which leaves the in-process router call out (see there). The build fails
 * if the package stops importing exactly the two names that module provides, so an upgrade cannot silently break it.
 */
export function trpcBrowserOnly(): Plugin {
  return {
    name: 'voltara:trpc-browser-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!IMPORTER.test(id)) return null;
      const imports = code.match(/import \{([^}]*)\} from "@trpc\/server";/);
      const names = imports?.[1]?.split(',').map((name) => name.trim()).sort().join(',');
      if (names !== 'callTRPCProcedure,createTRPCRecursiveProxy') {
        this.error(`@trpc/tanstack-react-query imports ${names ?? 'nothing'} from @trpc/server: review build/trpc-browser-only.ts`);
      }
      return null;
    },
    resolveId(source, importer) {
      return source === '@trpc/server' && importer && IMPORTER.test(importer) ? REPLACEMENT : null;
    },
  };
}
