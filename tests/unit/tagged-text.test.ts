import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaggedText } from '../../src/client/components/ui/TaggedText';

const render = (text: string) =>
  renderToStaticMarkup(createElement(TaggedText, { text, tags: { terms: createElement('a', { href: '/legal/terms' }), privacy: createElement('a', { href: '/legal/privacy' }) } }));

describe('TaggedText', () => {
  it('puts each named tag text inside its element', () => {
    expect(render('I agree to the <terms>terms</terms> and the <privacy>privacy policy</privacy>.')).toBe(
      'I agree to the <a href="/legal/terms">terms</a> and the <a href="/legal/privacy">privacy policy</a>.',
    );
  });

  it('keeps text around and between tags, and a sentence without tags', () => {
    expect(render('<terms>Terms</terms>')).toBe('<a href="/legal/terms">Terms</a>');
    expect(render('No links here.')).toBe('No links here.');
  });

  it('shows the text of a tag it has no element for, and escapes everything', () => {
    expect(render('Read <other>this</other> & <b>that</b>')).toBe('Read this &amp; that');
    expect(render('<script>alert(1)</script>')).toBe('alert(1)');
    expect(render('1 < 2 <terms>x</terms>')).toBe('1 &lt; 2 <a href="/legal/terms">x</a>');
  });
});
