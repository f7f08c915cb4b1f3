import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import postcss, { type AtRule, type ChildNode, type Declaration, type Rule } from 'postcss';
import type { Plugin, ResolvedConfig } from 'vite';
import { classesNeededBy, cssText, isThemeRule, lateStylesheetName, type CssRuleTable, type CssRuleEntry } from '../src/server/http/critical-css';

/** At-rules whose body is declarations or frames, kept whole: they are not containers of style rules. */
const WHOLE_AT_RULES = new Set(['property', 'keyframes', 'font-face', 'counter-style', 'page', 'font-feature-values']);

/**
 * The rules of a stylesheet as a table the server picks from per page (src/server/http/critical-css.ts): each style
 * rule with the at-rules around it and the classes an element must have for one of its selectors to match.
 */
export function cssRuleTable(css: string): CssRuleTable {
  const entries: CssRuleEntry[] = [];
  const walk = (nodes: ChildNode[] | undefined, wrappers: string[]) => {
    for (const node of nodes ?? []) {
      if (node.type === 'rule') {
        const rule = node as Rule;
        const needs = classesNeededBy(rule.selectors);
        const children = rule.nodes ?? [];
        const declarations = children.filter((child): child is Declaration => child.type === 'decl');
        if (!needs && children.length > 0 && declarations.length === children.length && declarations.every((child) => child.prop.startsWith('--'))) {
          // Custom properties only (the theme's, Tailwind's defaults): a page keeps those it uses.
          const vars = declarations.map((child): [string, string] => [child.prop, child.value]);
          entries.push({ wrappers, text: rule.toString(), needs, selector: rule.selector, vars });
        } else {
          entries.push({ wrappers, text: rule.toString(), needs });
        }
      } else if (node.type === 'atrule') {
        const at = node as AtRule;
        if (at.name.toLowerCase() === 'property') {
          entries.push({ wrappers, text: at.toString(), needs: null, defines: at.params.trim() });
        } else if (!at.nodes || WHOLE_AT_RULES.has(at.name.toLowerCase())) {
          // A statement (`@layer a, b;`) or a block of its own (`@property`, `@keyframes`): always kept.
          entries.push({ wrappers, text: at.toString() + (at.nodes ? '' : ';'), needs: null });
        } else {
          walk(at.nodes, [...wrappers, `@${at.name}${at.raws.afterName ?? ' '}${at.params}`.trimEnd()]);
        }
      }
    }
  };
  walk(postcss.parse(css).nodes, []);
  return { version: 1, entries };
}

const THEME_VAR = /var\((--[\w-]+)\)/g;

/**
 * What a server-rendered page adds before the app takes it over (docs/decisions/0058): every rule that needs a class,
 * so the browser restyles only elements with those classes. Rules naming no class would make it restyle the whole
 * page (a contact form's 250 countries included), and the page has them already: its own stylesheet keeps every such
 * rule and every `@property`. Of the theme's variables it keeps only those its rules use, so here each
 * `var(--theme-variable)` is written as its value. Tailwind's defaults for browsers without `@property` come along
 * (an `@supports` block those browsers alone apply).
 */
export function lateStylesheet(table: CssRuleTable): string {
  const theme = new Map<string, string>();
  for (const entry of table.entries) if (isThemeRule(entry)) for (const [name, value] of entry.vars!) theme.set(name, value);
  const resolve = (text: string, depth = 0): string =>
    depth > 8 ? text : text.replace(THEME_VAR, (call, name: string) => (theme.has(name) ? resolve(theme.get(name)!, depth + 1) : call));
  const rules = table.entries
    .filter((entry) => entry.needs !== null || (entry.vars !== undefined && !isThemeRule(entry)))
    .map((entry) => ({ wrappers: entry.wrappers, text: entry.needs ? resolve(entry.text) : entry.text }));
  return cssText(rules);
}

/**
 * Writes `{file}.rules.json` and the late stylesheet beside the stylesheet the built index.html links, the one the
 * server inlines per page (docs/decisions/0027, 0058); the area chunks' stylesheets are loaded whole and need neither.
 * The compression plugin compresses both after this has run.
 */
export function cssRules(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'voltara:css-rules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const index = await readFile(join(outDir, 'index.html'), 'utf8').catch(() => '');
      const href = /<link rel="stylesheet"[^>]*href="\/assets\/([^"]+\.css)"/.exec(index)?.[1];
      if (!href) return;
      const assets = join(outDir, 'assets');
      const table = cssRuleTable(await readFile(join(assets, href), 'utf8'));
      await writeFile(join(assets, `${href}.rules.json`), JSON.stringify(table));
      await writeFile(join(assets, lateStylesheetName(href)), lateStylesheet(table));
    },
  };
}
