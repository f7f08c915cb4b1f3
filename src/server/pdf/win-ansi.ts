/**
 * The PDFs use the 14 standard fonts (no font files to ship or embed), whose WinAnsi encoding covers Latin-1 and a
 * few extras (€ – — ‘ ’ “ ” • … ‰ Œ œ Š š Ž ž Ÿ ƒ ˆ ˜ ™ † ‡ ‹ › ‚ „). pdfkit does not check: a character outside that
 * set is written as the hex of its UTF-16 code, which the viewer reads as two unrelated bytes, so "≤" would print as
 * garbage. Everything printed goes through `toWinAnsi` first, which keeps what the font can show and swaps the rest
 * for the nearest readable text.
 */

/** The characters above U+00FF that WinAnsi maps into 0x80..0x9F (the same table pdfkit uses). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Common characters from instrument data, Intl output and typed-in text, spelled with characters the font has. */
const FALLBACKS: Record<string, string> = {
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '–',
  '\u2015': '—',
  // Intl uses narrow and thin spaces inside numbers and dates (fr-FR "1 234,50"): keep them unbreakable.
  '\u202F': '\u00A0',
  '\u2007': '\u00A0',
  '\u2009': '\u00A0',
  '\u200A': '\u00A0',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u200B': '',
  '\u2060': '',
  '\uFEFF': '',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u221E': 'inf',
  '\u2032': "'",
  '\u2033': '"',
  '\u2044': '/',
  '\u03BC': 'µ', // Greek mu typed for micro
  '\u03A9': 'Ohm',
  '\u2126': 'Ohm',
  '\u2103': '°C',
  '\u2713': 'x',
  '\u2714': 'x',
  '\u2192': '->',
  '\u2190': '<-',
};

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x0a) return true;
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
  return code <= 0xff || WIN_ANSI_EXTRAS.has(char);
}

/** The text, with anything the standard fonts cannot show replaced (accents dropped, symbols spelled, else "?"). */
export function toWinAnsi(text: string): string {
  // NFC first: "e" + combining acute (from macOS input or copy-paste) becomes the single "é" the font has.
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (encodable(char)) {
      out += char;
      continue;
    }
    if (char === '\t' || char === '\r') {
      out += char === '\t' ? ' ' : '';
      continue;
    }
    const fallback = FALLBACKS[char];
    if (fallback !== undefined) {
      out += fallback;
      continue;
    }
    // Letters with marks Latin-1 lacks (ő, ł is not decomposable, ą, č): the base letter reads better than "?".
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    if (base !== char && base !== '' && [...base].every(encodable)) out += base;
    else if ((char.codePointAt(0) ?? 0) >= 0x20) out += '?';
  }
  return out;
}
