/**
 * A page's own stylesheet: the rules of the site's stylesheet that can match its markup (docs/decisions/0027). The
 * build writes the stylesheet's rules as a table (build/css-rules.ts); per page, a style rule is kept when every class
 * one of its selectors names is on some element of the page, and every rule that names no class (the reset, the
 * theme's variables, `@property`, `@keyframes`) is always kept. So nothing the page's HTML shows is left unstyled,
 * with or without JavaScript; the full stylesheet is loaded before the app takes the page over (boot/entry.ts).
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
  /** An `@property` rule: the custom property it registers, kept when the page's rules use it. */
  defines?: string;
}

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

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** The classes on the elements of some HTML (as React writes it: attributes in double quotes, entities escaped). */
export function classesIn(html: string, into = new Set<string>()): Set<string> {
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    const value = match[1]!.includes('&') ? match[1]!.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!) : match[1]!;
    for (const name of value.split(/\s+/)) if (name) into.add(name);
  }
  return into;
}

const CUSTOM_PROPERTY = /--[\w-]+/g;

/**
 * The custom properties the kept rules name (set or read), with those the named ones' values read in turn (a theme
 * variable made of others), and those the page's own markup reads (an inline style).
 */
function usedCustomProperties(kept: readonly CssRuleEntry[], markup: string): Set<string> {
  const used = new Set<string>();
  const scan = (text: string) => {
    for (const [name] of text.matchAll(CUSTOM_PROPERTY)) used.add(name);
  };
  for (const entry of kept) if (!entry.vars && !entry.defines) scan(entry.text);
  for (const [, name] of markup.matchAll(/var\((--[\w-]+)/g)) used.add(name!);
  const values = new Map<string, string[]>();
  for (const entry of kept) for (const [name, value] of entry.vars ?? []) (values.get(name) ?? values.set(name, []).get(name)!).push(value);
  const pending = [...used];
  while (pending.length) {
    for (const value of values.get(pending.pop()!) ?? []) {
      for (const [name] of value.matchAll(CUSTOM_PROPERTY)) {
        if (!used.has(name)) {
          used.add(name);
          pending.push(name);
        }
      }
    }
  }
  return used;
}

/**
 * The stylesheet's rules a page with these classes can use, in the stylesheet's order and at-rules: the style rules
 * whose classes it has, the rest of the rules that name no class, and of the custom properties (the theme's
 * variables, Tailwind's `@property` registrations and their defaults) those the kept rules or the markup use.
 */
export function stylesheetFor(table: CssRuleTable, classes: ReadonlySet<string>, markup = ''): string {
  const kept = table.entries.filter((entry) => !entry.needs || entry.needs.some((names) => names.every((name) => classes.has(name))));
  const used = usedCustomProperties(kept, markup);
  let css = '';
  let open: string[] = [];
  for (const entry of kept) {
    let text = entry.text;
    if (entry.defines !== undefined && !used.has(entry.defines)) continue;
    if (entry.vars) {
      const vars = entry.vars.filter(([name]) => used.has(name));
      if (vars.length === 0) continue;
      text = `${entry.selector}{${vars.map(([name, value]) => `${name}:${value}`).join(';')}}`;
    }
    let shared = 0;
    while (shared < open.length && shared < entry.wrappers.length && open[shared] === entry.wrappers[shared]) shared++;
    css += '}'.repeat(open.length - shared);
    for (const wrapper of entry.wrappers.slice(shared)) css += `${wrapper}{`;
    open = entry.wrappers;
    css += text;
  }
  return css + '}'.repeat(open.length);
}
