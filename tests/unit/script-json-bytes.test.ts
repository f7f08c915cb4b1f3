import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../src/shared/seo/head';
import { scriptJsonBytes } from '../../src/shared/seo/script-json-bytes';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('scriptJsonBytes', () => {
  it.each([
    ['no escape at all', { name: 'VH-15', figures: [1, 2.5, null], nested: { ok: true } }],
    ['markup in the text', { html: '<p>A <b>bold</b> claim</p><script>alert(1)</script>', tail: '<' }],
    ['the line separators JavaScript once refused', { text: 'one\u2028two\u2029three', lead: '\u2028', end: 'x\u2029' }],
    ['letters of every width beside them', { de: 'Prüfgerät für Beschichtungen <', fr: 'Détecteur €', emoji: 'ok 👍 <\u2028', ja: '検査' }],
    ['an empty object', {}],
    ['a bare string', '<\u2028\u2029<'],
  ])('%s: the bytes of scriptJson', (_name, value) => {
    const bytes = scriptJsonBytes(value);
    expect(decode(bytes)).toBe(scriptJson(value));
    expect(JSON.parse(decode(bytes))).toEqual(value);
    expect(decode(bytes)).not.toMatch(/[<\u2028\u2029]/);
  });
});
