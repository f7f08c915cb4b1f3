/**
 * A page's own stylesheet: the rules of the site's stylesheet that can match its markup (docs/decisions/0027). The
 * build writes the stylesheet's rules as a table (build/css-rules.ts); per page, a style rule is kept when every class
 * one of its selectors names is on some element of the page, and every rule that names no class (the reset,
 * `@property`, `@keyframes`) is always kept; the theme's variables only those the kept rules use. So nothing the
 * page's HTML shows is left unstyled, with or without JavaScript. Before the app takes the page over, the first script
 * adds the rest: the build's late stylesheet of class rules only (docs/decisions/0058), which makes the browser
 * restyle only the elements with those classes, not the whole page.
 */

export interface CssRuleEntry {
  /** The at-rules around the rule, outermost first (`@layer utilities`, `@media (width>=40rem)`). */
  wrappers: string[];
  /** The rule as written in the stylesheet. */
  text: string;
  /** One list of classes per selector; null when a selector names no class (the rule is always kept). */
  needs: string[][] | null;
  /** A rule of custom properties only (`:root{--color-navy-900:…}`): its selector and properties, kept one by one. */
  selector?: string;
  vars?: [name: string, value: string][];
  /** An `@property` rule: the custom property it registers (every page keeps them all: docs/decisions/0058). */
  defines?: string;
}

/**
 * The theme's variables (`:root,:host{--color-navy-900:…}`): a page keeps those its rules use, and the late stylesheet
 * has their values written into its rules instead. Other rules of custom properties (Tailwind's defaults for browsers
 * without `@property`) are not the theme's.
 */
/** The late stylesheet's file beside `index-abc.css`: `index-abc.late.css` (its name changes with the stylesheet's). */
export const lateStylesheetName = (name: string): string => name.replace(/\.css$/, '.late.css');

export const isThemeRule = (entry: CssRuleEntry): boolean => entry.vars !== undefined && (entry.selector ?? '').includes(':root');

export interface CssRuleTable {
  version: 1;
  entries: CssRuleEntry[];
}

const FUNCTIONAL_PSEUDO = /^:{1,2}([\w-]+)\(/;

/**
 * The classes an element (and its ancestors or siblings) must have for a selector to match. Classes inside
 * `:not()` and `:has()` are not needed (the rule may match without them), nor inside an `:is()`/`:where()` list of
 * alternatives; a single selector inside `:is()`/`:where()` is (Tailwind writes `:where(.space-y-2>:not(:last-child))`).
 */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  let i = 0;
  while (i < selector.length) {
    const char = selector[i]!;
    if (char === '\\') {
      i += 2;
    } else if (char === '.') {
      const [name, next] = readIdentifier(selector, i + 1);
      if (name) classes.push(name);
      i = next;
    } else if (char === '[') {
      i = closingIndex(selector, i, '[', ']') + 1;
    } else if (char === '"' || char === "'") {
      i = selector.indexOf(char, i + 1) + 1 || selector.length;
    } else if (char === ':') {
      const call = FUNCTIONAL_PSEUDO.exec(selector.slice(i));
      if (!call) {
        i++;
        continue;
      }
      const open = i + call[0].length - 1;
      const close = closingIndex(selector, open, '(', ')');
      const inner = selector.slice(open + 1, close);
      const name = call[1]!.toLowerCase();
      if ((name === 'is' || name === 'where') && !hasTopLevelComma(inner)) classes.push(...requiredClasses(inner));
      i = close + 1;
    } else {
      i++;
    }
  }
  return classes;
}

/** One class list per selector, or null when one of them needs none. */
export function classesNeededBy(selectors: readonly string[]): string[][] | null {
  const needs: string[][] = [];
  for (const selector of selectors) {
    const classes = requiredClasses(selector);
    if (classes.length === 0) return null;
    needs.push([...new Set(classes)]);
  }
  return needs;
}

/** A CSS identifier from `start`, its escapes resolved (`gap-1\.5` is the class `gap-1.5`), and where it ends. */
function readIdentifier(text: string, start: number): [string, number] {
  let name = '';
  let i = start;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\') {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0], 16));
        i += 1 + hex[0].length;
      } else {
        name += text[i + 1] ?? '';
        i += 2;
      }
    } else if (/[\w-]/.test(char) || char.charCodeAt(0) >= 0x80) {
      name += char;
      i++;
    } else {
      break;
    }
  }
  return [name, i];
}

/** The index of the bracket closing the one at `open` (nested pairs and escapes skipped), or the end. */
function closingIndex(text: string, open: number, opening: string, closing: string): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === opening) depth++;
    else if (char === closing && --depth === 0) return i;
  }
  return text.length;
}

function hasTopLevelComma(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) return true;
  }
  return false;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const ENTITY = /&(?:amp|quot|#x27|#39|lt|gt);/g;

function classesOf(values: Iterable<string>): Set<string> {
  const into = new Set<string>();
  for (const value of values) {
    const decoded = value.includes('&') ? value.replace(ENTITY, (entity) => ENTITIES[entity]!) : value;
    for (const name of decoded.split(/\s+/)) if (name) into.add(name);
  }
  return into;
}

/** The classes on the elements of some HTML. */
export function classesIn(html: string): Set<string> {
  return classesOf(scanMarkup(Buffer.from(html)).values);
}

const CUSTOM_PROPERTY = /--[\w-]+/g;
const namesIn = (text: string): string[] => [...new Set(Array.from(text.matchAll(CUSTOM_PROPERTY), ([name]) => name))];

/** What each entry names, worked out once per table (stylesheetFor runs for every page rendered). */
interface Prepared {
  /** The custom properties each entry's rule names, set or read (none for custom-property rules themselves). */
  uses: string[][];
  /** The custom properties each custom property's value reads, by name. */
  reads: Map<string, string[]>;
  /** The stylesheets already made, by the class attributes and inline custom properties of a page. */
  made: Map<string, string>;
}
const prepared = new WeakMap<CssRuleTable, Prepared>();
const MAX_MADE = 256;

function prepare(table: CssRuleTable): Prepared {
  let known = prepared.get(table);
  if (!known) {
    const reads = new Map<string, string[]>();
    for (const entry of table.entries) for (const [name, value] of entry.vars ?? []) reads.set(name, [...(reads.get(name) ?? []), ...namesIn(value)]);
    known = { uses: table.entries.map((entry) => (entry.vars || entry.defines ? [] : namesIn(entry.text))), reads, made: new Map() };
    prepared.set(table, known);
  }
  return known;
}

/**
 * The stylesheet's rules a page with these classes can use, in the stylesheet's order and at-rules: the style rules
 * whose classes it has, the rest of the rules that name no class (every `@property` among them), and of the custom
 * properties (the theme's variables, Tailwind's defaults) those the kept rules or the markup's inline styles use,
 * with those their values read in turn.
 */
export function stylesheetFor(table: CssRuleTable, classes: ReadonlySet<string>, markup = ''): string {
  return select(table, classes, scanMarkup(Buffer.from(markup)).inline);
}

function select(table: CssRuleTable, classes: ReadonlySet<string>, inline: readonly string[]): string {
  const { uses, reads } = prepare(table);
  const kept: number[] = [];
  const used = new Set(inline);
  table.entries.forEach((entry, index) => {
    if (entry.needs && !entry.needs.some((names) => names.every((name) => classes.has(name)))) return;
    kept.push(index);
    for (const name of uses[index]!) used.add(name);
  });
  const pending = [...used];
  while (pending.length) {
    for (const name of reads.get(pending.pop()!) ?? []) {
      if (!used.has(name)) {
        used.add(name);
        pending.push(name);
      }
    }
  }

  const rules: Pick<CssRuleEntry, 'wrappers' | 'text'>[] = [];
  for (const index of kept) {
    const entry = table.entries[index]!;
    let text = entry.text;
    // Every `@property` stays: the late stylesheet's rules may need one this page's rules do not, and registering a
    // property later would make the browser restyle the whole page.
    if (entry.vars) {
      const vars = entry.vars.filter(([name]) => used.has(name));
      if (vars.length === 0) continue;
      text = `${entry.selector}{${vars.map(([name, value]) => `${name}:${value}`).join(';')}}`;
    }
    rules.push({ wrappers: entry.wrappers, text });
  }
  return cssText(rules);
}

/** Rules written back as a stylesheet, each inside its at-rules, neighbours sharing the at-rules they share. */
export function cssText(rules: readonly Pick<CssRuleEntry, 'wrappers' | 'text'>[]): string {
  let css = '';
  let open: string[] = [];
  for (const rule of rules) {
    let shared = 0;
    while (shared < open.length && shared < rule.wrappers.length && open[shared] === rule.wrappers[shared]) shared++;
    css += '}'.repeat(open.length - shared);
    for (const wrapper of rule.wrappers.slice(shared)) css += `${wrapper}{`;
    open = rule.wrappers;
    css += rule.text;
  }
  return css + '}'.repeat(open.length);
}

const CLASS_ATTRIBUTE = Buffer.from(' class="');
const VAR_CALL = Buffer.from('var(--');
const QUOTE = 0x22;

/** A custom property name's byte (`[\w-]`). */
const isNameByte = (byte: number) =>
  (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x5f || byte === 0x2d;

/**
 * The class attributes (as React writes them: ` class="…"`, entities escaped; in document order, once each) and the
 * custom properties the inline styles read (`var(--name`), of UTF-8 markup, read from its bytes with indexOf: only the
 * attribute values are decoded, not the whole page (~0.1-0.2 ms a product page).
 */
function scanMarkup(markup: Uint8Array): { values: Set<string>; inline: string[] } {
  const bytes = Buffer.from(markup.buffer, markup.byteOffset, markup.length);
  const values = new Set<string>();
  let at = 0;
  while ((at = bytes.indexOf(CLASS_ATTRIBUTE, at)) !== -1) {
    const start = at + CLASS_ATTRIBUTE.length;
    const end = bytes.indexOf(QUOTE, start);
    if (end === -1) break;
    // UTF-8, not latin1: a class may hold any character (`content-['→']`).
    values.add(bytes.toString('utf8', start, end));
    at = end + 1;
  }
  const inline: string[] = [];
  at = 0;
  while ((at = bytes.indexOf(VAR_CALL, at)) !== -1) {
    const start = at + 'var('.length;
    let end = start + 2;
    while (end < bytes.length && isNameByte(bytes[end]!)) end++;
    if (end > start + 2) inline.push(bytes.toString('latin1', start, end));
    at = end;
  }
  return { values, inline };
}

/**
 * The stylesheet of a page's markup (UTF-8 bytes, as the renderer writes them), as stylesheetFor makes it. Pages made
 * from the same components have the same class attributes (every product page, every category), so the result is
 * kept by those, in document order: a page then costs the scan of its markup instead of the whole selection.
 */
export function pageStylesheet(table: CssRuleTable, markup: Uint8Array): string {
  const { made } = prepare(table);
  const { values, inline } = scanMarkup(markup);
  const key = `${[...values].join('\n')}\n\n${inline.join(' ')}`;
  let css = made.get(key);
  if (css === undefined) {
    css = select(table, classesOf(values), inline);
    if (made.size >= MAX_MADE) made.delete(made.keys().next().value!);
    made.set(key, css);
  }
  return css;
}
