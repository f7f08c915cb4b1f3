import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|xml|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the browser build, made once here at the
 * highest levels, so the server sends compressed scripts and styles without compressing per request (server/app.ts
 * serves them with `precompressed`). A visitor's first page downloads ~105 kB of Brotli instead of ~380 kB of
 * JavaScript (docs/decisions/0022).
 */
export function compressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'voltara:compress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(resolved) {
      config = resolved;
    },
    // After every other plugin's closeBundle (Rollup runs them side by side otherwise): the CSS rule table and the
    // late stylesheet are written there, and compressed here.
    closeBundle: { sequential: true, handler: () => compressAll(resolve(config.root, config.build.outDir)) },
  };
}

/** A Brotli and a gzip copy of each compressible file under the folder. */
async function compressAll(outDir: string): Promise<void> {
  const work: Promise<void>[] = [];
  for await (const path of files(outDir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    work.push(
      (async () => {
        const body = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gzipAsync(body, { level: 9 }),
        ]);
        // A copy that is not smaller is left out: the server then sends the file as it is.
        if (br.length < body.length) await writeFile(`${path}.br`, br);
        if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
      })(),
    );
  }
  await Promise.all(work);
}
