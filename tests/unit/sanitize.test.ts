import { describe, expect, it } from 'vitest';
import { LANDING_PAGES } from '../../src/server/db/seed/content/landing-pages';
import { WIDGETS } from '../../src/server/db/seed/content/widgets';
import { sanitizeEach, sanitizeStoredHtml as clean } from '../../src/server/features/content/sanitize';

/** Nothing executable may survive, whatever the spelling. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*script/i);
  expect(html).not.toMatch(/<\s*(style|iframe|object|embed|svg|math|form|input|meta|base|link)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(java|vb)script\s*:/i);
  expect(html).not.toMatch(/\bdata:/i);
  expect(html).not.toMatch(/\s(style|class|id)\s*=/i);
}

describe('sanitizeStoredHtml: attack strings', () => {
  const attacks: Array<[string, string]> = [
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT SRC=https://evil.test/x.js></SCRIPT>', ''],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', ''],
    ['<img src="http://evil.test/pixel.png">', ''],
    ['<img src="//evil.test/pixel.png">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" \njavascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>', '<a>x</a>'],
    ['<svg onload=alert(1)><circle r="1"/></svg>', ''],
    ['<iframe src="https://evil.test" srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['<object data="https://evil.test/x.swf"></object><embed src="https://evil.test/x.swf">', ''],
    ['<style>body{display:none}</style><p style="background:url(javascript:alert(1))" class="fixed inset-0" id="main" onclick="steal()">t</p>', '<p>t</p>'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<table></table>'],
    ['<form action="https://evil.test/phish"><input name="password"><button formaction="javascript:alert(1)">Go</button></form>', 'Go'],
    ['<!-- <script>alert(1)</script> --><p>c</p>', '<p>c</p>'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.test">', ''],
    ['<base href="https://evil.test/">', ''],
    ['<link rel="stylesheet" href="https://evil.test/x.css">', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['<details open ontoggle=alert(1)><summary>s</summary></details>', 's'],
    ['<p><a href="https://ok.test" onmouseover="alert(1)">link</a></p>', '<p><a href="https://ok.test">link</a></p>'],
  ];

  for (const [input, expected] of attacks) {
    it(`neutralises ${input}`, () => {
      const output = clean(input);
      expect(output).toBe(expected);
      expectInert(output);
    });
  }

  it('escapes stray markup characters in text', () => {
    expect(clean('<p>a &amp; b < c > d</p>')).toBe('<p>a &amp; b &lt; c &gt; d</p>');
  });
});

describe('sanitizeStoredHtml: content survives', () => {
  it('keeps headings, paragraphs, lists, emphasis, quotes and tables', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><p>Text with <strong>strong</strong>, <em>em</em> and <b>b</b>.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>Quote</p></blockquote>' +
      '<table><caption>Voltages</caption><thead><tr><th scope="col">Thickness</th><th scope="col">kV</th></tr></thead>' +
      '<tbody><tr><td>1 mm</td><td colspan="2">5</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('keeps relative, http(s), mailto and tel links', () => {
    for (const href of ['/products', 'products/x', '#specs', '?q=1', 'https://example.test/a?b=1', 'http://example.test', 'mailto:sales@example.test', 'tel:+441632960418']) {
      expect(clean(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('keeps relative and https images with their alt text', () => {
    expect(clean('<img src="/images/gallery/tank-lining.svg" alt="Tank lining" width="600" height="400">')).toBe(
      '<img src="/images/gallery/tank-lining.svg" alt="Tank lining" width="600" height="400" />',
    );
    expect(clean('<img src="https://cdn.example.test/a.png" alt="A">')).toBe('<img src="https://cdn.example.test/a.png" alt="A" />');
  });

  it('makes links that open a new tab safe and keeps only known rel tokens', () => {
    expect(clean('<a href="/x" target="_blank" rel="opener nofollow">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(clean('<a href="/x" target="_parent">x</a>')).toBe('<a href="/x">x</a>');
    expect(clean('<a href="/x" rel="nofollow evil">x</a>')).toBe('<a href="/x" rel="nofollow">x</a>');
  });

  it('cleans each text of a per-language list', () => {
    expect(sanitizeEach(['<p>a</p><script>x</script>', '<b onclick="x">b</b>'] as const)).toEqual(['<p>a</p>', '<b>b</b>']);
  });
});

describe('seeded HTML is stored sanitised', () => {
  const stored = [...WIDGETS.flatMap((widget) => widget.html ?? []), ...LANDING_PAGES.flatMap((page) => page.body)];

  it('every widget and landing-page text is already clean (a second pass changes nothing)', () => {
    expect(stored.length).toBeGreaterThan(12);
    for (const html of stored) {
      expect(clean(html)).toBe(html);
      expectInert(html);
    }
  });

  it('the home intro keeps its structure', () => {
    const intro = WIDGETS.find((widget) => widget.name === 'home_intro')?.html?.[0] ?? '';
    expect(intro).toMatch(/^<h2>.+<\/h2><p>.+<strong>.+<\/strong>.+<\/p><ul>(<li>[^<]+<\/li>){3}<\/ul><p><a href="\/products">/);
  });
});
