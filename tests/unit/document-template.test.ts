import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
