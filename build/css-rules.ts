import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import postcss, { type AtRule, type ChildNode, type Declaration, type Rule } from 'postcss';
import type { Plugin, ResolvedConfig } from 'vite';
import { classesNeededBy, type CssRuleTable, type CssRuleEntry } from '../src/server/http/critical-css';

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

/**
 * Writes `{file}.rules.json` beside each stylesheet of the browser build, for the server's per-page stylesheet
 * (docs/decisions/0027-first-round-trip.md). Runs before the compression plugin, which leaves JSON it serves alone.
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
      const assets = join(resolve(config.root, config.build.outDir), 'assets');
      const names = (await readdir(assets).catch(() => [] as string[])).filter((name) => name.endsWith('.css'));
      await Promise.all(
        names.map(async (name) => {
          const table = cssRuleTable(await readFile(join(assets, name), 'utf8'));
          await writeFile(join(assets, `${name}.rules.json`), JSON.stringify(table));
        }),
      );
    },
  };
}
