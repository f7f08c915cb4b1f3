// Bundles the server's TypeScript into one ESM file; npm packages stay external (installed by npm).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${process.env.OUT_DIR ?? 'dist'}/server/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
