import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const gz = gzipSync(code, { level: 9 }).length;
const ratio = gz / code.length;
const lines = code.split('\n');
const lineStart = []; let off = 0; for (const l of lines) { lineStart.push(off); off += l.length + 1; }
const c = new SourceMapConsumer(map);
const ms = [];
c.eachMapping((m) => ms.push([lineStart[m.generatedLine - 1] + m.generatedColumn, m.source || '?']));
ms.sort((a, b) => a[0] - b[0]);
const bytes = new Map();
for (let i = 0; i < ms.length; i++) {
  const n = (i + 1 < ms.length ? ms[i + 1][0] : code.length) - ms[i][0];
  const src = ms[i][1];
  const nm = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  const key = process.argv[3] === 'pkg' && nm ? nm[1] : src.replace(/.*node_modules\//, 'nm:').replace(/.*src\//, 'src/');
  bytes.set(key, (bytes.get(key) ?? 0) + n);
}
console.log(file, 'raw', code.length, 'gz', gz);
for (const [k, v] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[4] ?? 40))) console.log((v * ratio / 1024).toFixed(2).padStart(7), 'kB~gz', (v / 1024).toFixed(1).padStart(7), k);
