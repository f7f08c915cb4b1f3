/**
 * `scriptJson` (head.ts) as UTF-8 bytes, for the page's state: its translation bundles, and the JSON the response
 * cache keeps of its answers. The JSON text is encoded once and its escapes made in the bytes. The state is the
 * largest string a render makes (20-60 kB, two bytes a character once it holds any non-Latin-1 letter). Escaping it
 * as a string, then putting it in the script element's text, then encoding that, made three more copies of it on the
 * JavaScript heap for every render, and the collector runs as often as the renders allocate (docs/benchmarks.md,
 * 2026-11-28). Bytes live outside the heap.
 */
const encoder = new TextEncoder();
const LESS_THAN = 0x3c;
// U+2028 and U+2029 in UTF-8: E2 80 A8 and E2 80 A9.
const LINE_SEPARATOR_LEAD = 0xe2;
const ESCAPED_LESS_THAN = encoder.encode('\\u003c');
const ESCAPED_SEPARATORS: Record<number, Uint8Array> = { 0xa8: encoder.encode('\\u2028'), 0xa9: encoder.encode('\\u2029') };

export function scriptJsonBytes(value: unknown): Uint8Array<ArrayBuffer> {
  return escapeScriptJson(encoder.encode(JSON.stringify(value)) as Uint8Array<ArrayBuffer>);
}

/** JSON text as UTF-8 made safe inside a script element, as `scriptJson` escapes it (the same array when nothing is). */
export function escapeScriptJson(json: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  // Where an escape goes, and how many bytes it replaces (1 for "<", 3 for a separator), in order.
  const at: number[] = [];
  const replaced: number[] = [];
  for (let index = json.indexOf(LESS_THAN); index !== -1; index = json.indexOf(LESS_THAN, index + 1)) {
    at.push(index);
    replaced.push(1);
  }
  for (let index = json.indexOf(LINE_SEPARATOR_LEAD); index !== -1; index = json.indexOf(LINE_SEPARATOR_LEAD, index + 1)) {
    if (json[index + 1] === 0x80 && (json[index + 2] === 0xa8 || json[index + 2] === 0xa9)) {
      at.push(index);
      replaced.push(3);
    }
  }
  if (at.length === 0) return json;
  const order = at.map((_, position) => position).sort((a, b) => at[a]! - at[b]!);
  let extra = 0;
  for (const position of order) extra += 6 - replaced[position]!;
  const out = new Uint8Array(json.length + extra);
  let read = 0;
  let write = 0;
  for (const position of order) {
    const index = at[position]!;
    out.set(json.subarray(read, index), write);
    write += index - read;
    const escape = replaced[position] === 1 ? ESCAPED_LESS_THAN : ESCAPED_SEPARATORS[json[index + 2]!]!;
    out.set(escape, write);
    write += escape.length;
    read = index + replaced[position]!;
  }
  out.set(json.subarray(read), write);
  return out;
}
