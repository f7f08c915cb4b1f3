import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The site's own colours (navy, volt) exist only in the shades client/theme.css defines; a class naming another shade
 * (`bg-navy-50`) makes no rule at all, so the element silently loses its colour. Every class in the client must name
 * a defined shade.
 */
const theme = readFileSync('src/client/theme.css', 'utf8');
const defined = new Set([...theme.matchAll(/--color-((?:navy|volt)-\d+):/g)].map((match) => match[1]!));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('theme colours', () => {
  it('reads the shades from the theme', () => {
    expect(defined.has('navy-900')).toBe(true);
    expect(defined.has('volt-500')).toBe(true);
  });

  it('every navy and volt class of the client names a shade the theme defines', () => {
    const unknown = sources('src/client').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/[\w:[\]-]*-((?:navy|volt)-\d+)\b/g)]
        .filter((match) => !defined.has(match[1]!))
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(unknown).toEqual([]);
  });
});
