/**
 * The text filter of the FAQ and troubleshooting pages: case and accents do not matter ("calibracion" finds
 * "calibración", "PRUFGERAT" finds "Prüfgerät"), every word of the query must appear (as the start or the middle of a
 * word: "calib" finds "calibration"), and whatever is not a letter or digit (quotes, %, _, SQL, emoji) only separates
 * words. Pure: the server filters with it, the client could too.
 */

/** More words than anyone types: a pasted paragraph is cut rather than tried word by word. */
const MAX_WORDS = 20;

/** Lower case without accents; the few letters that do not decompose are spelt out as people type them. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/đ/g, 'd')
    .replace(/ł/g, 'l');
}

/** The words of a query, folded; empty when it holds none (only punctuation, symbols or emoji). */
export function queryWords(query: string): string[] {
  return (foldText(query).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** Whether a folded text (foldText) holds every word. No words: nothing matches (as the catalogue search answers). */
export function matchesWords(foldedText: string, words: readonly string[]): boolean {
  return words.length > 0 && words.every((word) => foldedText.includes(word));
}
