import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cssRuleTable, lateStylesheet } from '../../build/css-rules';
import { loadDocumentTemplate } from '../../src/server/http/spa';

const dir = mkdtempSync(join(tmpdir(), 'voltara-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'assets', 'index-abc.css'), 'body{color:red}');
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Voltara Test Equipment</title><meta name="description" content="x" />' +
    '<script type="module" crossorigin src="/assets/index-boot.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>',
);

describe('the document template of server-rendered pages', () => {
  const template = loadDocumentTemplate(dir);
  const page = Buffer.from(template.fill({ lang: 'de', head: '<title>T</title>', markup: Buffer.from('<h1>H</h1>'), afterRoot: [Buffer.from('<script type="application/json" id="ssr-state">'), Buffer.from('{}'), Buffer.from('</script>')] })).toString();

  it('paints from the first response: the stylesheet is inline, its link kept disabled so no script fetches it again', () => {
    expect(page).toContain('<style>body{color:red}</style><link rel="stylesheet" href="/assets/index-abc.css" disabled>');
    expect(page).not.toMatch(/<link rel="stylesheet" crossorigin/);
  });

  it('fills language, head and root, and loads only the small first script, at low priority', () => {
    expect(page).toMatch(/^<!doctype html><html lang="de"><head>/);
    expect(page).toContain('<title>T</title></head>');
    expect(page).not.toContain('Voltara Test Equipment</title>');
    expect(page).toContain('<div id="root"><h1>H</h1></div><script type="application/json" id="ssr-state">');
    expect([...page.matchAll(/<script type="module"[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-boot.js">',
    ]);
  });

  it('leaves the client-rendered shell as built', () => {
    expect(template.shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });
});

describe('the document template with the build\'s rule table', () => {
  const built = mkdtempSync(join(tmpdir(), 'voltara-template-rules-'));
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  mkdirSync(join(built, 'assets'));
  const css = 'body{margin:0}.flex{display:flex}.hidden{display:none}.quote:after{content:"</style>"}.flèche:after{content:"→"}';
  writeFileSync(join(built, 'assets', 'index-def.css'), css);
  writeFileSync(join(built, 'assets', 'index-def.css.rules.json'), JSON.stringify(cssRuleTable(css)));
  writeFileSync(join(built, 'assets', 'index-def.late.css'), lateStylesheet(cssRuleTable(css)));
  writeFileSync(
    join(built, 'index.html'),
    '<!doctype html><html lang="en"><head><title>V</title><link rel="stylesheet" crossorigin href="/assets/index-def.css"></head><body><div id="root"></div></body></html>',
  );
  const template = loadDocumentTemplate(built);
  const fill = (markup: string) => Buffer.from(template.fill({ lang: 'en', head: '', markup: Buffer.from(markup), afterRoot: [] })).toString();

  it("gives each page the rules its markup can use, the whole stylesheet's link and the late one's, both disabled", () => {
    expect(fill('<p class="flex">x</p>')).toContain(
      '<style>body{margin:0}.flex{display:flex}</style><link rel="stylesheet" href="/assets/index-def.css" disabled>' +
        '<link rel="stylesheet" href="/assets/index-def.late.css" disabled data-rest>',
    );
    expect(fill('<p class="hidden">x</p>')).toContain('<style>body{margin:0}.hidden{display:none}</style>');
  });

  it('keeps the rule of a class with a character outside ASCII', () => {
    expect(fill('<p class="flèche">x</p>')).toContain('.flèche:after{content:"→"}');
    expect(fill('<p class="flex">x</p>')).not.toContain('flèche');
  });

  it('never lets a rule close the style element', () => {
    const page = fill('<p class="quote">x</p>');
    // postcss writes it as a CSS escape (\3c), the server escapes what is left: either way it stays inside.
    expect(page).toMatch(/\.quote:after\{content:"(\\3c |<\\)\/style>"\}<\/style>/);
    expect(page.match(/<\/style>/g)).toHaveLength(1);
  });
});
