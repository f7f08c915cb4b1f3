import { z } from 'zod';
import { ListSearchSchema } from '../list/query';

/**
 * Where a text field's suggestions come from (`{ kind: 'text', suggest }`): each name is answered by one suggester of
 * server/collections/suggestions.ts. A suggestion only helps typing; the box keeps free text and the collection's own
 * rules still judge what is saved.
 */
export const SUGGESTION_SOURCES = [
  /** The catalogue's model codes, products' and options' (a stock level's, a sale's). */
  'catalogueModels',
] as const;
export type SuggestionSource = (typeof SUGGESTION_SOURCES)[number];

/** One suggestion: the text that goes into the box, and what tells it apart (a model code's product name). */
export interface Suggestion {
  value: string;
  label: string;
}

/** The most suggestions one answer holds. */
export const SUGGESTION_LIMIT = 20;

/** A collection's `suggest` procedure: the text field asked for (its name in the definition) and what is typed. */
export const SuggestInputSchema = z.object({ field: z.string().max(64), search: ListSearchSchema });
