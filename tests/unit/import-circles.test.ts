import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findImportCircles,
  layeringViolations,
  loadImportGraph,
  unexpectedCircles,
  type ImportGraph,
} from '../../scripts/lib/import-circles';

// Reading the ~1,500 modules of src/ takes 10-15 s on a busy 2-core machine.
const READ_TIMEOUT = 120_000;

describe('imports in src/ (issue 29 item 6, docs/decisions/0038)', () => {
  let graph: ImportGraph;
  beforeAll(async () => {
    graph = await loadImportGraph(process.cwd());
  }, READ_TIMEOUT);

  it('form no circle but the recursive field pair (type imports and lazy imports counted)', () => {
    expect(graph.get('src/server/deps.ts')).toBeDefined();
    expect(unexpectedCircles(findImportCircles(graph))).toEqual([]);
  });

  it('never lead from a service to a resource module (resources build on services, not the other way)', () => {
    expect(layeringViolations(graph)).toEqual([]);
  });

  it('keep deps.ts free of features: it imports only the types of what it holds', () => {
    expect([...(graph.get('src/server/deps.ts') ?? [])].sort()).toEqual([
      'src/server/auth/auth.ts',
      'src/server/auth/rate-limit.ts',
      'src/server/cache.ts',
      'src/server/db/client.ts',
      'src/server/env.ts',
      'src/server/logging/logger.ts',
      'src/server/mail/mailer.ts',
      'src/server/storage/index.ts',
    ]);
  });
});

describe('the circle finder', () => {
  const root = mkdtempSync(join(tmpdir(), 'voltara-circles-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  beforeAll(() => {
    // A type-only circle, a circle through a lazy import, a service importing a resource, and a plain chain.
    write('src/a.ts', "import type { B } from './b';\nexport interface A { b?: B }\n");
    write('src/b.ts', "import type { A } from './a';\nexport interface B { a?: A }\n");
    write('src/lazy.ts', "export const load = () => import('./page');\n");
    write('src/page.ts', "import { load } from './lazy';\nexport default load;\n");
    write('src/server/features/x/rule.ts', "import { thing } from './collections/thing';\nexport const rule = thing;\n");
    write('src/server/features/x/collections/thing.ts', "export const thing = 1;\n");
    write('src/chain.ts', "import { rule } from './server/features/x/rule';\nexport const chain = rule;\n");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds type-only and lazy circles, each once, and a service importing a resource', async () => {
    const fixture = await loadImportGraph(root);
    expect(findImportCircles(fixture)).toEqual([
      ['src/a.ts', 'src/b.ts'],
      ['src/lazy.ts', 'src/page.ts'],
    ]);
    expect(layeringViolations(fixture)).toEqual(['src/server/features/x/rule.ts -> src/server/features/x/collections/thing.ts']);
  });
});
