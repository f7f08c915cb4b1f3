import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * Stored rich text (widget html, landing-page bodies, later every admin write of content HTML) is cleaned here, once,
 * on the way into the database, so the SPA can render it as HTML. An allow-list, not a block-list: anything not named
 * below is dropped (script, style, iframe, object, form, svg, math, ...; on* handlers, style, class and id attributes;
 * javascript:, data:, vbscript: and protocol-relative URLs). The text inside script and style is dropped with the tag.
 */

/** rel tokens an editor may set on a link; anything else is removed. */
const REL_TOKENS = ['nofollow', 'noopener', 'noreferrer', 'ugc', 'sponsored', 'external'];

const OPTIONS: IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'p', 'br', 'hr', 'div', 'span',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'code', 'pre',
    'blockquote', 'figure', 'figcaption',
    'a', 'img',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', { name: 'target', multiple: false, values: ['_blank'] }, { name: 'rel', multiple: true, values: REL_TOKENS }],
    img: ['src', 'alt', 'title', 'width', 'height', { name: 'loading', multiple: false, values: ['lazy', 'eager'] }],
    abbr: ['title'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', { name: 'scope', multiple: false, values: ['row', 'col', 'rowgroup', 'colgroup'] }],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
  },
  // Links: web, e-mail and telephone, or relative (sanitize-html lets scheme-less URLs through).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images: relative (our own files) or https only, so a page never loads mixed content.
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//evil.example/x` would inherit the page's scheme and leave our host.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text of these is never content (script and style bodies would otherwise survive as text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp', 'iframe', 'noembed', 'noframes'],
  transformTags: {
    // A link opening a new tab must not hand the new page a handle on ours.
    a: (tagName, attribs) => {
      if (attribs.target !== '_blank') {
        const { target: _ignored, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      const rel = new Set((attribs.rel ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      rel.add('noreferrer');
      return { tagName, attribs: { ...attribs, rel: [...rel].join(' ') } };
    },
  },
  // An image whose source was refused is dropped rather than kept as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The same cleaning for each text of a per-language tuple or list (seed data, admin forms with one field a language). */
export function sanitizeEach<Texts extends readonly string[]>(texts: Texts): Texts {
  return texts.map((text) => sanitizeStoredHtml(text)) as unknown as Texts;
}
