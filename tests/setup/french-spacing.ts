/**
 * French typography (issue 30 item 3): a no-break space before ':' (U+00A0), a narrow no-break space before ';', '?'
 * and '!' (U+202F), and a no-break space inside « guillemets » (U+00A0), so a line never breaks between a word and its
 * mark. Used by the locale files' test and by the mails' test.
 */

export const NBSP = '\u00a0';
export const NNBSP = '\u202f';

/** The space each mark wants before it (after it, for «). */
const SPACE_BEFORE: Record<string, string> = { ':': NBSP, ';': NNBSP, '?': NNBSP, '!': NNBSP, '»': NBSP };

const SPACE_NAMES: Record<string, string> = { ' ': 'a plain space', [NBSP]: 'U+00A0', [NNBSP]: 'U+202F' };
const nameOf = (space: string | undefined) => (space === undefined ? 'nothing' : (SPACE_NAMES[space] ?? `no space ("${space}")`));

/** Whether the mark at `at` is a punctuation mark of the sentence rather than part of an address or a time. */
function isSentenceMark(text: string, at: number): boolean {
  const mark = text[at]!;
  const next = text[at + 1];
  if (mark === ':' && text.startsWith('//', at + 1)) return false; // https://
  if (mark === ':' && /\d/.test(text[at - 1] ?? '') && /\d/.test(next ?? '')) return false; // 10:30
  if (mark === ';' && /&#?\w+$/.test(text.slice(0, at))) return false; // an HTML entity
  if (mark === '?' && next !== undefined && /[\w=&]/.test(next)) return false; // ?lang=fr
  return true;
}

/** What is wrong with the French spacing of `text`: one line per mark. */
export function frenchSpacingFaults(text: string): string[] {
  const faults: string[] = [];
  for (let at = 0; at < text.length; at++) {
    const mark = text[at]!;
    if (mark === '«') {
      if (text[at + 1] !== NBSP) faults.push(`« followed by ${nameOf(text[at + 1])}, not U+00A0`);
      continue;
    }
    const wanted = SPACE_BEFORE[mark];
    if (!wanted || !isSentenceMark(text, at)) continue;
    // A mark right after another one (?!, :») takes its space from the first.
    if (at > 0 && Object.hasOwn(SPACE_BEFORE, text[at - 1]!)) continue;
    const before = at > 0 ? text[at - 1] : undefined;
    if (before !== wanted) faults.push(`${mark} after ${nameOf(before)}, not ${nameOf(wanted)}`);
  }
  return faults;
}
