import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29 item 3, "one procedure contract" (docs/decisions/0068): a procedure hands its handler the one context
 * (deps, actor, locale, now, scope) and its parsed input, unchanged: `handler(ctx)` or `handler(ctx, input)`. A
 * router that picks fields out of the context (`ctx.deps`, `ctx.locale` ...) or reshapes the input (`input.id`) is
 * writing a second calling convention, which is what this walks the router files for. REST endpoints get their
 * context from their guard (src/server/rest/guard.ts) and pass it whole as well.
 */
const SERVER = 'src/server';

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** Lines (file:line: text) where `pattern` matches, comments left out. */
function matches(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (!/^\s*(\*|\/\/|\/\*)/.test(line) && pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

/** Each resolver written as one expression: `.query(({ ctx, input }) => <expression>)`. */
function resolverExpressions(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/\.(?:query|mutation)\(\s*(?:async\s*)?\(\{[^}]*\}\)\s*(?::\s*[^=]+)?=>\s*([^\n]*)/g)].map((match) => match[1]!.trim());
}

describe('the procedure contract: handler(ctx, input)', () => {
  // Routers are named after their mount key (`<face>.<key>.router.ts`), endpoints `<name>.rest.ts` (src/server/rest holds
  // the endpoints' framework and the public content endpoints).
  const serverFiles = tsFiles(SERVER);
  const routers = serverFiles.filter((file) => file.endsWith('.router.ts'));
  const rest = serverFiles.filter(
    (file) => file.endsWith('.rest.ts') || (file.startsWith(join(SERVER, 'rest')) && !file.endsWith('guard.ts')),
  );

  it('finds the routers', () => {
    expect(routers.length).toBeGreaterThan(30);
  });

  it('never picks fields out of the context in a router or an endpoint', () => {
    expect(matches([...routers, ...rest], /\bctx\.(deps|actor|locale|scope|now)\b/)).toEqual([]);
    expect(matches(rest, /\{ deps: c\.var\.deps/)).toEqual([]);
  });

  it('passes the parsed input whole, never one of its fields', () => {
    expect(matches(routers, /\(ctx, input\.\w+/)).toEqual([]);
  });

  it('calls each one-expression resolver as handler(ctx) or handler(ctx, input)', () => {
    const offenders = routers.flatMap((file) =>
      resolverExpressions(file)
        .filter((expression) => !expression.startsWith('{') && !/^(?:await\s+)?[\w.]+\(ctx(?:, input)?\)[\s),;]*$/.test(expression))
        .map((expression) => `${file}: ${expression}`),
    );
    expect(offenders).toEqual([]);
  });
});
