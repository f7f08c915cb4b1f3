import { notFound } from '../errors';
import { lookupSource, searchLookup } from './lookups';
import type { FilterOption, ServerResource, WriteContext } from './types';

/**
 * The choices of one of a collection's relation filters, for its list's filter control: the server half's own
 * (`filterOptions`), else the first records of the filter's lookup source by name, within the reader's reach. A field
 * that is no relation filter of the collection is 404, like a record outside the reader's rows.
 */
export async function filterOptionsFor(ctx: WriteContext, resource: ServerResource, field: string): Promise<FilterOption[]> {
  const filter = resource.def.filters.find((f) => f.field === field);
  if (filter?.kind !== 'relation') throw notFound('Filter');
  const own = resource.filterOptions?.[field];
  if (own) return own(ctx);
  const source = lookupSource(filter.resource);
  if (!source) throw notFound('Filter');
  return searchLookup(ctx.deps, source, '', ctx.locale, ctx.actor);
}
