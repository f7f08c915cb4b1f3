import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flatten, loadNamespace } from './locale-files';
import { frenchSpacingFaults, NBSP, NNBSP } from '../setup/french-spacing';

/**
 * Issue 30 item 3: French sets a no-break space before ':' (U+00A0) and a narrow no-break space before ';', '?' and
 * '!' (U+202F), and a no-break space inside « guillemets » (U+00A0), so a line never breaks between a word and its
 * mark. A plain space, a space of the wrong kind or no space at all is refused in every locales/fr/*.json.
 */

describe('French spacing before : ; ? ! and inside « »', () => {
  it('refuses a plain space, no space and the wrong kind of space', () => {
    expect(frenchSpacingFaults('Adresse : rue')).toEqual([': after a plain space, not U+00A0']);
    expect(frenchSpacingFaults('Adresse: rue')).toEqual([': after no space ("e"), not U+00A0']);
    expect(frenchSpacingFaults('Supprimer ?')).toEqual(['? after a plain space, not U+202F']);
    expect(frenchSpacingFaults(`Supprimer${NBSP}?`)).toEqual(['? after U+00A0, not U+202F']);
    expect(frenchSpacingFaults('Attention!')).toHaveLength(1);
    expect(frenchSpacingFaults('un ; deux')).toHaveLength(1);
    expect(frenchSpacingFaults('« Nouvelle version »')).toHaveLength(2);
    expect(frenchSpacingFaults(`Adresse${NNBSP}: rue`)).toEqual([': after U+202F, not U+00A0']);
  });

  it('accepts the right spaces, addresses, times and entities', () => {
    expect(frenchSpacingFaults(`Adresse${NBSP}: rue${NNBSP}; suite${NNBSP}? oui${NNBSP}! «${NBSP}Titre${NBSP}»`)).toEqual([]);
    expect(frenchSpacingFaults('Une adresse https:// ou vide, à 10:30, /produits?lang=fr, A &amp; B')).toEqual([]);
    expect(frenchSpacingFaults(`Vraiment${NNBSP}?!`)).toEqual([]);
  });

  const namespaces = ['', 'server/'].flatMap((folder) =>
    readdirSync(`locales/fr/${folder}`)
      .filter((file) => file.endsWith('.json'))
      .map((file) => `${folder}${file.slice(0, -'.json'.length)}`),
  );

  it.each(namespaces)('locales/fr/%s.json spaces its marks the French way', (namespace) => {
    const faults = Object.entries(flatten(loadNamespace(namespace, 'fr'))).flatMap(([key, text]) =>
      frenchSpacingFaults(text).map((fault) => `${key}: ${fault} in "${text}"`),
    );
    expect(faults).toEqual([]);
  });
});
