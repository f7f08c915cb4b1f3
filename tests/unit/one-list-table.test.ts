import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29 item 2: every list of every face is the kit's DataTable (a table on a desktop, cards on a phone). Only
 * tables that are not lists keep their own markup: specification, comparison and reference tables and the opening
 * hours on public pages, which must not pull in the list kit.
 */
const CLIENT = join(__dirname, '../../src/client');
const NOT_LISTS = new Set([
  'components/list/DataTable.tsx',
  'public/catalog/OptionsSection.tsx',
  'public/catalog/SpecTable.tsx',
  'public/forms/contact/ContactAside.tsx',
  'public/resources/DielectricStrengthPage.tsx',
  'public/resources/ReferenceTable.tsx',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(CLIENT).map((path) => ({ name: relative(CLIENT, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));

describe('one list table', () => {
  it('draws <table> markup only in DataTable and in the public pages’ tables that are not lists', () => {
    const raw = files.filter((file) => /<table\b/.test(file.text) && !NOT_LISTS.has(file.name)).map((file) => file.name);
    expect(raw).toEqual([]);
  });

  it('has no other table stack left', () => {
    const stacks = /\b(CardTable|CardRow|CardCell|LogTable|StackedTable|StackedRow|StackedCell)\b|stacked-table/;
    expect(files.filter((file) => stacks.test(file.text)).map((file) => file.name)).toEqual([]);
  });

  it('keeps the list kit out of the public pages', () => {
    const publicFiles = files.filter((file) => file.name.startsWith('public/'));
    expect(publicFiles.filter((file) => /components\/list\/DataTable/.test(file.text)).map((file) => file.name)).toEqual([]);
  });
});
