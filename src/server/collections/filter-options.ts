import { notFound } from '../errors';
import { lookupSource, searchLookup } from './lookups';
import type { FilterOption, OfferedValue, ServerResource } from './types';
import type { Ctx } from '../service-context';

/**
 * The choices of one of a collection's relation filters, for its list's filter control: the server half's own
 * (`filterOptions`), else the first records of the filter's lookup source by name, within the reader's reach. A field
 * that is no relation filter of the collection is 404, like a record outside the reader's rows.
 */
export async function filterOptionsFor(ctx: Ctx<'deps' | 'actor' | 'locale'>, resource: ServerResource, field: string): Promise<FilterOption[]> {
  const filter = resource.def.filters.find((f) => f.field === field);
  if (filter?.kind !== 'relation') throw notFound('Filter');
  const own = resource.filterOptions?.[field];
  if (own) return own(ctx);
  const source = lookupSource(filter.resource);
  if (!source) throw notFound('Filter');
  return searchLookup(ctx.deps, source, '', ctx.locale, ctx.actor);
}

/**
 * The choices of one of a collection's 'offered' filters (the server half's `offeredValues`); a field that is no such
 * filter, or one the server half offers nothing for, is 404.
 */
export async function offeredValuesFor(ctx: Ctx<'deps' | 'actor' | 'locale'>, resource: ServerResource, field: string): Promise<OfferedValue[]> {
  const filter = resource.def.filters.find((f) => f.field === field);
  const offered = filter?.kind === 'offered' ? resource.offeredValues?.[field] : undefined;
  if (!offered) throw notFound('Filter');
  return offered(ctx);
}
