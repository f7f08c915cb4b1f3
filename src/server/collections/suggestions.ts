import type { Locale } from '../../shared/locales';
import type { FieldDef, ResourceDef } from '../../shared/collections/types';
import { SUGGESTION_LIMIT, type Suggestion, type SuggestionSource } from '../../shared/collections/suggestions';
import type { Actor } from '../auth/actor';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { searchCatalogue } from '../features/trade/catalogue';
import type { Ctx } from '../service-context';

/** Answers one suggestion source for what is typed, in the reader's language, seeing only what the actor may see. */
type Suggester = (deps: AppDeps, term: string, locale: Locale, actor: Actor) => Promise<Suggestion[]>;

/** One suggester per source name (shared/collections/suggestions.ts); a new name does not compile until it has one. */
const SUGGESTERS: Readonly<Record<SuggestionSource, Suggester>> = {
  // Any spelling of a code's start, or a product name from three letters on (stock levels, the sale form's model
  // code). The catalogue is shared by every company, so there is no row filter.
  catalogueModels: async (deps, term, locale) =>
    (await searchCatalogue(deps, term, locale)).map((model) => ({ value: model.modelCode, label: model.name })),
};

/** The source of a text field of the definition (children's fields too), when it offers suggestions. */
export function suggestionSourceOf(fields: readonly FieldDef[], name: string): SuggestionSource | undefined {
  for (const field of fields) {
    if (field.kind === 'text' && field.name === name && field.suggest) return field.suggest;
    if (field.kind === 'children') {
      const nested = suggestionSourceOf(field.fields, name);
      if (nested) return nested;
    }
  }
  return undefined;
}

/**
 * A collection's `suggest` procedure: the values its text field offers for what is typed. A field without
 * suggestions (or no such field) has none to give: 404, as an unknown record.
 */
export async function suggestFor(
  ctx: Ctx<'deps' | 'actor' | 'locale'>,
  def: ResourceDef,
  input: { field: string; search: string },
): Promise<Suggestion[]> {
  const { deps, actor, locale } = ctx;
  const source = suggestionSourceOf(def.fields, input.field);
  if (!source) throw notFound('Field');
  if (input.search === '') return [];
  return (await SUGGESTERS[source](deps, input.search, locale, actor)).slice(0, SUGGESTION_LIMIT);
}
