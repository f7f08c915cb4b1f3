import { describe, expect, it } from 'vitest';
import { cssRuleTable, lateStylesheet } from '../../build/css-rules';
import { classesIn, pageStylesheet, requiredClasses, stylesheetFor } from '../../src/server/http/critical-css';

/** A stylesheet shaped like Tailwind's output: layers, a reset, escaped classes, variants, media queries. */
const CSS =
  '@layer theme,base,utilities;' +
  '@layer theme{:root,:host{--color-navy-900:#0b1f3a;--font-sans:Arial;--default-font:var(--font-sans);--color-red:red}}' +
  '@layer base{*,:after{box-sizing:border-box}html{font-family:var(--default-font)}a{color:inherit}}' +
  '@layer utilities{.flex{display:flex}.text-navy-900{color:var(--color-navy-900)}.border{border-style:var(--tw-border-style);border-width:1px}.hidden{display:none}.gap-1\\.5{gap:.375rem}.w-1\\/2{width:50%}' +
  '.hover\\:underline:hover{text-decoration-line:underline}' +
  '.group:hover .group-hover\\:block{display:block}' +
  '.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}' +
  ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}' +
  '.not-first\\:mt-2:not(.first){margin-top:.5rem}' +
  '@media (width>=64rem){.lg\\:flex{display:flex}.lg\\:hidden{display:none}}}' +
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}' +
  '@keyframes spin{to{transform:rotate(360deg)}}';

describe("a page's own stylesheet", () => {
  const table = cssRuleTable(CSS);

  it('reads the classes a selector needs, escapes resolved, not those a rule may match without', () => {
    expect(requiredClasses('.gap-1\\.5')).toEqual(['gap-1.5']);
    expect(requiredClasses('.w-1\\/2')).toEqual(['w-1/2']);
    expect(requiredClasses('.hover\\:underline:hover')).toEqual(['hover:underline']);
    expect(requiredClasses('.group:hover .group-hover\\:block')).toEqual(['group', 'group-hover:block']);
    expect(requiredClasses('.\\[\\&_a\\]\\:underline a')).toEqual(['[&_a]:underline']);
    expect(requiredClasses(':where(.space-y-2>:not(:last-child))')).toEqual(['space-y-2']);
    expect(requiredClasses('.x:not(.first)')).toEqual(['x']);
    expect(requiredClasses('.x:has(.y)')).toEqual(['x']);
    expect(requiredClasses(':is(.a,.b) p')).toEqual([]);
    expect(requiredClasses('a[href=".pdf"]')).toEqual([]);
    expect(requiredClasses('.\\31 0')).toEqual(['10']);
  });

  it('reads the classes of HTML as React writes it, entities decoded', () => {
    const classes = classesIn('<div class="flex gap-1.5"><p class="[&amp;_a]:underline  hover:underline">x</p><svg class="w-1/2"></svg></div>');
    expect([...classes].sort()).toEqual(['[&_a]:underline', 'flex', 'gap-1.5', 'hover:underline', 'w-1/2']);
  });

  it('keeps the rules the markup can use, every rule that names no class, in their order and at-rules', () => {
    const css = stylesheetFor(table, classesIn('<div class="flex lg:hidden group"><span class="group-hover:block"></span></div>'));
    expect(css).toBe(
      '@layer theme,base,utilities;' +
        '@layer theme{:root,:host{--font-sans:Arial;--default-font:var(--font-sans)}}' +
        '@layer base{*,:after{box-sizing:border-box}html{font-family:var(--default-font)}a{color:inherit}}' +
        '@layer utilities{.flex{display:flex}.group:hover .group-hover\\:block{display:block}' +
        '@media (width>=64rem){.lg\\:hidden{display:none}}}' +
        // Every @property, used or not: registering one later would restyle the whole page (docs/decisions/0058).
        '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}' +
        '@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it('leaves the rest to a late stylesheet of class rules only, the theme written into them, nothing that names no class', () => {
    const late = lateStylesheet(cssRuleTable(CSS + '@layer properties{@supports (not (x:y)){*,:before{--tw-border-style:solid}}}'));
    expect(late).toContain('.text-navy-900{color:#0b1f3a}');
    expect(late).toContain('@media (width>=64rem){.lg\\:flex{display:flex}');
    expect(late).toContain('.border{border-style:var(--tw-border-style);border-width:1px}');
    // Tailwind's defaults for browsers without @property only: a Chromium applies no rule of them.
    expect(late).toContain('@layer properties{@supports (not (x:y)){*,:before{--tw-border-style:solid}}}');
    for (const classless of [':root', 'box-sizing', 'html{', 'a{color', '@property', '@keyframes', 'var(--color-navy-900)']) expect(late).not.toContain(classless);
    // With a page's own stylesheet, every rule of the whole one is there.
    const page = stylesheetFor(table, classesIn('<p class="flex"></p>'));
    for (const entry of table.entries.filter((rule) => rule.needs)) expect(late).toContain(entry.text.replace('var(--color-navy-900)', '#0b1f3a'));
    for (const entry of table.entries.filter((rule) => !rule.needs && !rule.vars)) expect(page).toContain(entry.text);
  });

  it('keeps the custom properties the kept rules or the markup use, and the @property of each', () => {
    const html = '<p class="text-navy-900 border" style="color:var(--color-red)">x</p>';
    const css = stylesheetFor(table, classesIn(html), html);
    expect(css).toContain(':root,:host{--color-navy-900:#0b1f3a;--font-sans:Arial;--default-font:var(--font-sans);--color-red:red}');
    expect(css).toContain('@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}');
  });

  it('leaves out a variant whose group is not on the page, and gives every rule to a page that uses them all', () => {
    expect(stylesheetFor(table, classesIn('<span class="group-hover:block"></span>'))).not.toContain('group-hover');
    const all = classesIn(
      '<i class="flex text-navy-900 border hidden gap-1.5 w-1/2 hover:underline group group-hover:block [&amp;_a]:underline space-y-2 not-first:mt-2 lg:flex lg:hidden"></i>',
    );
    expect(stylesheetFor(table, all, '<b style="color:var(--color-red)"></b>')).toBe(CSS);
  });

  it("gives a page's markup the same stylesheet as its classes, kept for markup with the same class attributes", () => {
    const product = '<main class="flex"><h1 class="text-navy-900">VH-15</h1><p class="border">A</p></main>';
    const other = '<main class="flex"><h1 class="text-navy-900">VX-7</h1><p class="border">B, longer</p></main>';
    const utf8 = (html: string) => new TextEncoder().encode(html);
    expect(pageStylesheet(table, utf8(product))).toBe(stylesheetFor(table, classesIn(product), product));
    expect(pageStylesheet(table, utf8(other))).toBe(pageStylesheet(table, utf8(product)));
    const styled = '<main class="flex" style="color:var(--color-red)"><p class="hidden">x</p></main>';
    expect(pageStylesheet(table, utf8(styled))).toBe(stylesheetFor(table, classesIn(styled), styled));
    expect(pageStylesheet(table, utf8(styled))).toContain('--color-red:red');
    expect(pageStylesheet(table, utf8(styled))).not.toContain('text-navy-900');
    // Markup cut inside a view of a larger buffer (as React's chunks are) is read from its own bytes only.
    const padded = utf8(`<p class="hidden">${product}`);
    const view = new Uint8Array(padded.buffer, utf8('<p class="hidden">').length);
    expect(pageStylesheet(table, view)).toBe(pageStylesheet(table, utf8(product)));
  });
});
