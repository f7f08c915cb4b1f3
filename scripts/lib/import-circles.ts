// Import circles and imports against the layering in src/ (issue 29, item 6), shared by `npm run circles` and
// tests/unit/import-circles.test.ts.
//
// dpdm reads every module with the TypeScript parser, so `import type` and dynamic `import()` count as edges too: a
// type-only circle still ties the files' layers together, and a lazy import still makes the two modules depend on each
// other. dpdm's own `--circular` lists the loops its depth-first walk happens to meet, a number that changes with the
// order it visits files; a circle here is a strongly connected component instead (every set of files that reach
// each other), so one tangle counts once, however many loops run through it.
import { parseDependencyTree, type DependencyTree } from 'dpdm';

/**
 * The one circle allowed: a children field renders a field input for each of its child fields, which may be children
 * fields again (a recursive definition, not layering gone wrong).
 */
export const ALLOWED_CIRCLES: readonly (readonly string[])[] = [
  ['src/client/admin/generic/fields/ChildrenInput.tsx', 'src/client/admin/generic/fields/FieldInput.tsx'],
];

/** Which file imports which, as paths relative to `root` (`import type`, re-exports and `import()` included). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

export async function loadImportGraph(root: string, pattern = 'src/**/*.{ts,tsx}'): Promise<ImportGraph> {
  const tree = await parseDependencyTree(pattern, {
    cwd: root,
    context: root,
    transform: false,
    skipDynamicImports: false,
    include: /\.(ts|tsx|mts|cts|js|jsx|mjs)$/,
    exclude: /node_modules/,
  });
  // dpdm names files relative to `context` already. Only the project's own modules: packages, node: built-ins and
  // JSON files import nothing of ours.
  const ours = (file: string) => file.startsWith('src/');
  return new Map(
    [...edgesOf(tree)].map(([file, targets]) => [file, targets.filter(ours)] as const).filter(([file]) => ours(file)),
  );
}

/** Every circle of the graph, each as its sorted file paths, largest first. */
export function findImportCircles(graph: ImportGraph): string[][] {
  return stronglyConnected(graph)
    .filter((files) => files.length > 1)
    .map((files) => [...files].sort())
    .sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

/** The circles not listed in ALLOWED_CIRCLES. */
export function unexpectedCircles(circles: readonly string[][]): string[][] {
  const allowed = new Set(ALLOWED_CIRCLES.map((files) => [...files].sort().join('\n')));
  return circles.filter((files) => !allowed.has(files.join('\n')));
}

/**
 * Imports that run against the layering (docs/decisions/0038): the resources (the admin framework's definitions and
 * their server halves, which the routers serve) build on the services, never the other way round, so a service
 * imports no resource module. Each entry: "importer -> imported".
 */
export function layeringViolations(graph: ImportGraph): string[] {
  const isResource = (file: string) =>
    /^src\/shared\/(collections|[^/]+\/collections)\//.test(file) ||
    /^src\/server\/(collections|features\/[^/]+\/collections)\//.test(file);
  // A feature's services: every file of src/server/features/<domain>/ but its collections, routers and endpoints.
  const isService = (file: string) =>
    file.startsWith('src/server/features/') && !isResource(file) && !/\.(router|rest)\.ts$/.test(file);
  return [...graph].flatMap(([file, targets]) =>
    isService(file) ? targets.filter(isResource).map((target) => `${file} -> ${target}`) : [],
  );
}

function edgesOf(tree: DependencyTree): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const [file, dependencies] of Object.entries(tree)) {
    const targets = (dependencies ?? []).flatMap((dependency) =>
      dependency.id !== null && tree[dependency.id] ? [dependency.id] : [],
    );
    edges.set(file, targets);
  }
  return edges;
}

/** Tarjan's algorithm, iterative so a long import chain cannot overflow the stack. */
function stronglyConnected(edges: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;

  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    lowLink.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);

    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = edges.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next]!;
        frame.next += 1;
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.node, Math.min(lowLink.get(parent.node)!, lowLink.get(frame.node)!));
      if (lowLink.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}
