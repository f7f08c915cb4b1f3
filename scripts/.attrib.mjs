// one-off: attribute a chunk's minified bytes to source packages/files via its source map
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const sizes = new Map();
let prev = null;
map.eachMapping((m) => {
  if (prev && prev.generatedLine === m.generatedLine) {
    const n = m.generatedColumn - prev.generatedColumn;
    const key = (prev.source ?? '?').replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*/, 'pkg:$1').replace(/.*src\/client\//, 'client/').replace(/.*src\/shared\//, 'shared/');
    sizes.set(key, (sizes.get(key) ?? 0) + n);
  }
  prev = m;
});
const total = code.length;
const rows = [...sizes].sort((a, b) => b[1] - a[1]);
const group = new Map();
for (const [k, v] of rows) { const g = k.startsWith('pkg:') ? k : k.split('/').slice(0, 3).join('/'); group.set(g, (group.get(g) ?? 0) + v); }
console.log('total raw', total);
for (const [k, v] of [...group].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(v).padStart(8), k);
