import { z } from 'zod';

/**
 * The validation messages' keys. Their wording, in six languages, is the server's (locales/<lang>/server/validation.json,
 * Laravel style in English: "The name field is required."); schemas stay free of wording, and the server formats each
 * zod issue with it (server/validation.ts).
 */
export type MessageKey =
  | 'required' | 'string' | 'boolean' | 'number' | 'integer' | 'email' | 'min' | 'max' | 'minNumber' | 'maxNumber'
  | 'unique' | 'confirmed' | 'accepted' | 'invalid' | 'password' | 'currentPassword' | 'code' | 'recoveryCode' | 'token'
  | 'characters' | 'jsonObject' | 'nesting' | 'singleLine';

/** A custom zod issue carries its message key as the message: "msg:unique". */
export const msg = (key: MessageKey) => `msg:${key}`;

/**
 * Characters no form field may hold (issue 8): C0 controls except tab, line feed and carriage return; DEL and the C1
 * controls; UTF-16 surrogates that are not part of a pair (they cannot be stored or e-mailed as UTF-8).
 */
export const FORBIDDEN_TEXT =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN_TEXT.test(text);

/**
 * What a one-line text (a name, a company, a title, an invitation) may not hold besides FORBIDDEN_TEXT (issue 28):
 * TAB, CR, LF and the Unicode line and paragraph separators, which break the line of an e-mail greeting or a CSV row;
 * the bidi controls U+202A-202E and U+2066-2069, which make a name read backwards; and the zero-width characters
 * U+200B-200D, U+2060 and U+FEFF, which make two names that look alike differ. Multi-line texts keep newlines and tabs.
 */
export const NOT_ONE_LINE = /[\t\n\r\u2028\u2029\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF]/;

export const isOneLine = (text: string): boolean => !NOT_ONE_LINE.test(text);

/**
 * A one-line text field: trimmed, at most `max` characters, no control, line-breaking, bidi or zero-width character.
 * Chain `.min(1)` for a required one. Every single-line text of the schemas is built with it.
 */
export const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !FORBIDDEN_TEXT.test(value), { message: msg('characters') })
    .refine(isOneLine, { message: msg('singleLine') });

/**
 * A box the form must have ticked (terms, privacy): the form sends its checkbox as it stands, so the input is a boolean
 * and an unticked box is answered with "must be accepted"; what passes is `true`.
 */
export const accepted = () => z.boolean().optional().pipe(z.literal(true));

/** Deeper than any form of the site nests its values; a body beyond it is refused before anything walks it. */
export const MAX_JSON_DEPTH = 32;

export type TextProblem = { kind: 'characters' | 'nesting'; path: (string | number)[] };

/**
 * The first problem of a JSON value (object keys included): a string holding a forbidden character, or a value
 * nested deeper than MAX_JSON_DEPTH. The server runs it on every body it is sent, so no field of any form can store
 * one. It walks with its own stack, not by recursion, so no body can exhaust the call stack.
 */
export function firstTextProblem(value: unknown): TextProblem | null {
  const stack: Array<{ value: unknown; path: (string | number)[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop()!;
    if (typeof item === 'string') {
      if (hasForbiddenCharacters(item)) return { kind: 'characters', path };
      continue;
    }
    const children = childrenOf(item);
    if (children.length === 0) continue;
    if (path.length >= MAX_JSON_DEPTH) return { kind: 'nesting', path };
    // Pushed in reverse, so the first child is looked at first and the path reported is the first in reading order.
    for (let index = children.length - 1; index >= 0; index--) {
      const [key, child] = children[index]!;
      if (typeof key === 'string' && hasForbiddenCharacters(key)) return { kind: 'characters', path: [...path, key] };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

function childrenOf(value: unknown): Array<[string | number, unknown]> {
  if (Array.isArray(value)) return value.map((item, index) => [index, item]);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.entries(value);
  return [];
}
