import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { frenchSpacingFaults } from '../setup/french-spacing';

/**
 * Issue 30 item 3, beside the locale files: texts the server's and shared code still write per language as
 * `{ en: …, fr: …, … }` (the formatting tables: month and day names, number words). The server's own messages, mails and
 * PDF wording live in locales/<lang>/server/ since decision 0082 and are checked with the other locale files. Every
 * text under a `fr` key, however deep (a string, a template's fixed parts, an object or array of them), spaces its
 * marks the French way, as tests/setup/french-spacing.ts says.
 */

const ROOTS = ['src/server', 'src/shared'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The fixed texts of an expression: literals, a template's parts, and those inside objects, arrays and conditionals. */
function textsOf(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isObjectLiteralExpression(node)) return node.properties.flatMap((property) => (ts.isPropertyAssignment(property) ? textsOf(property.initializer) : []));
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(textsOf);
  if (ts.isConditionalExpression(node)) return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return textsOf(node.expression);
  return [];
}

const isFrenchKey = (name: ts.PropertyName) => (ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text === 'fr';

/** Each French text of a file with its line, for the message. */
function frenchTexts(path: string): Array<{ line: number; text: string }> {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && isFrenchKey(node.name)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      for (const text of textsOf(node.initializer)) found.push({ line, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = ROOTS.flatMap(sourceFiles);
const withFrench = files.filter((path) => frenchTexts(path).length > 0);

describe('French spacing in the server and shared message tables', () => {
  it('finds the tables (a walk that finds none would pass for nothing)', () => {
    expect(withFrench.length).toBeGreaterThanOrEqual(4);
    expect(withFrench).toContain(join('src/shared/format/plain-days.ts'));
  });

  it.each(withFrench)('%s', (path) => {
    const faults = frenchTexts(path).flatMap(({ line, text }) => frenchSpacingFaults(text).map((fault) => `line ${line}: ${fault} in "${text}"`));
    expect(faults).toEqual([]);
  });
});
