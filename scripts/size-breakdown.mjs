// Which source files a built chunk's bytes come from, read from its source map: what `npm run size` cannot say.
//
//   node scripts/size-breakdown.mjs --build app page-parts ProductPage   # builds with source maps into /tmp/szb first
//   node scripts/size-breakdown.mjs --dir /tmp/szb --top 40 app           # reads a build made before
//
// Arguments are chunk names without their hash (`app` matches assets/app-AbC123.js; a name several chunks share,
// such as `routes`, takes them all); none means `app`. For each chunk and each source file it prints the minified
// bytes, the gzip size of those bytes alone, and what leaving the file out would save of the chunk's gzip size
// (`cut`: the chunk compressed without that file's bytes, the figure that counts for the budget, since a file
// compresses better beside its neighbours). Then the same summed per package. gzip level 9, as scripts/size.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import sourceMap from 'source-map';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const [, value] = args.splice(index, 2);
  return value;
};
const flag = (name) => {
  const index = args.indexOf(name);
  if (index >= 0) args.splice(index, 1);
  return index >= 0;
};
const dir = resolve(option('--dir', '/tmp/szb'));
const top = Number(option('--top', '30'));
if (flag('--build')) {
  const built = spawnSync('npx', ['vite', 'build', '--sourcemap', '--outDir', dir, '--emptyOutDir'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const names = args.length ? args : ['app'];
const assets = join(dir, 'assets');
const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
const root = process.cwd();
const gz = (text) => gzipSync(text, { level: 9 }).length;
const kB = (bytes) => (bytes / 1024).toFixed(2).padStart(7);

/** The chunk's code cut into spans, each with the source file its mapping names (or `(no source)`). */
function spansOf(code, map, mapPath) {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const consumer = new sourceMap.SourceMapConsumer(map);
  const marks = [];
  consumer.eachMapping((m) => {
    // Rolldown names the code it writes itself (imports, exports, Vite's list of chunks to preload) `.`.
    const source = !m.source ? '(no source)' : m.source === '.' ? '(bundler: imports, exports, preload lists)' : relative(root, resolve(join(mapPath, '..'), m.source));
    marks.push({ at: lineStarts[m.generatedLine - 1] + m.generatedColumn, source });
  }, null, sourceMap.SourceMapConsumer.GENERATED_ORDER);
  const spans = [];
  let previous = { at: 0, source: '(unmapped)' };
  for (const mark of [...marks, { at: code.length, source: '' }]) {
    if (mark.at > previous.at) spans.push({ from: previous.at, to: mark.at, source: previous.source });
    if (mark.at >= previous.at) previous = mark;
  }
  return spans;
}

const packageOf = (source) => {
  const match = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1];
  const own = source.match(/^src\/([^/]+\/[^/]+)/);
  return own ? `src/${own[1]}` : source;
};

function table(title, rows) {
  console.log(`  ${title}`);
  console.log(`  ${'raw kB'.padStart(7)} ${'gz kB'.padStart(7)} ${'cut kB'.padStart(7)}`);
  for (const row of rows.slice(0, top)) console.log(`  ${kB(row.raw)} ${kB(row.alone)} ${kB(row.cut)}  ${row.name}`);
  if (rows.length > top) console.log(`  ... ${rows.length - top} more`);
}

function breakdown(file) {
  const code = readFileSync(join(assets, file), 'utf8');
  const mapPath = join(assets, `${file}.map`);
  // Rolldown's runtime chunk has no source map: all of it is its own.
  const spans = existsSync(mapPath)
    ? spansOf(code, JSON.parse(readFileSync(mapPath, 'utf8')), mapPath)
    : [{ from: 0, to: code.length, source: '(bundler runtime, no source map)' }];
  const total = gz(code);
  const measure = (keyOf) => {
    const groups = new Map();
    for (const span of spans) {
      const key = keyOf(span.source);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(span);
    }
    return [...groups].map(([name, own]) => {
      const ownSet = new Set(own);
      const raw = own.reduce((sum, s) => sum + s.to - s.from, 0);
      const alone = gz(own.map((s) => code.slice(s.from, s.to)).join(''));
      const rest = spans.filter((s) => !ownSet.has(s)).map((s) => code.slice(s.from, s.to)).join('');
      return { name, raw, alone, cut: total - gz(rest) };
    }).sort((a, b) => b.cut - a.cut);
  };
  console.log(`${file}: ${kB(code.length)} kB raw, ${kB(total)} kB gz, ${spans.length} spans`);
  table('per source file', measure((source) => source));
  table('per package (node_modules) or src/ folder', measure(packageOf));
  console.log('');
}

for (const name of names) {
  // Vite names a chunk `<name>-<8-character hash>.js`.
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]{8}\\.js$`);
  const matching = files.filter((file) => pattern.test(file));
  if (!matching.length) console.log(`${name}: no chunk named ${name}-<hash>.js in ${assets}`);
  for (const file of matching) breakdown(file);
}
