// `npm run circles`: prints every import circle in src/ (server, shared, client; type imports and lazy imports
// counted) and every import against the layering, and exits 1 when a circle is not in the allowed list or an import
// runs against the layering (scripts/lib/import-circles.ts, docs/decisions/0038).
import { ALLOWED_CIRCLES, findImportCircles, layeringViolations, loadImportGraph, unexpectedCircles } from './lib/import-circles';

const graph = await loadImportGraph(process.cwd());
const circles = findImportCircles(graph);
const unexpected = new Set(unexpectedCircles(circles));
const violations = layeringViolations(graph);

console.log(`${graph.size} modules; ${circles.length} import circle(s) in src/ (${ALLOWED_CIRCLES.length} allowed):`);
circles.forEach((files, position) => {
  const label = unexpected.has(files) ? '' : ' (allowed)';
  console.log(`\n${position + 1}) ${files.length} files${label}`);
  for (const file of files) console.log(`   ${file}`);
});
console.log(`\n${violations.length} service import(s) of a resource module${violations.length > 0 ? ':' : ''}`);
for (const violation of violations) console.log(`   ${violation}`);
process.exitCode = unexpected.size > 0 || violations.length > 0 ? 1 : 0;
