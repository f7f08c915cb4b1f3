import { countryLabel } from '../../../shared/countries/country-names';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { FormDataInput } from '../../../shared/enquiries/form-data.schema';
import type { FormExpert, FormIndustrySector, FormProduct } from '../../../shared/enquiries/form-data.types';
import { INTL_LOCALE, localizedField } from '../../../shared/locales';
import { PAGES_AREA } from '../../cache';
import { applications, countries, experts, industrySectors, productApplications, productRelations, products } from '../../db/schema';
import type { Ctx } from '../../service-context';

/**
 * The lists the forms' pages show beside the countries and categories: the experts, the instruments a course or a
 * calibration is booked for, and the industry sectors. Each is cached with the rendered pages, so an admin save of an
 * expert, a product or a sector drops it (every cache bump bumps the pages' area).
 */

export function formExperts(ctx: Ctx<'deps'>, { locale }: FormDataInput): Promise<FormExpert[]> {
  const { deps } = ctx;
  return deps.cache.value(PAGES_AREA, `forms:experts:${locale}`, async () => {
    const rows = await deps.db
      .select({ expert: experts, country: countries.name })
      .from(experts)
      .leftJoin(countries, eq(countries.id, experts.countryId))
      .orderBy(asc(experts.sort), asc(experts.id));
    return rows.map(({ expert, country }) => ({
      id: expert.id,
      name: expert.name,
      jobTitle: localizedField(expert, 'job_title', locale),
      email: expert.email,
      phone: expert.phone,
      imageUrl: expert.imageUrl,
      country: country === null ? '' : countryLabel(country, locale),
    }));
  });
}

/** What another product lists as its accessory, part or probe is fitted to an instrument, not one itself. */
const FITTED_TO_ANOTHER = ['accessory', 'part', 'probe'] as const;

/**
 * The instruments a course or a calibration is booked for: published products that serve at least one published
 * industry and that no product lists as its accessory, part or probe (an electrode or a transit case also serves an
 * industry, but is neither calibrated nor taught: issue 30 item 12), by name in the visitor's collation, each with
 * its industries' slugs.
 */
export function formProducts(ctx: Ctx<'deps'>, { locale }: FormDataInput): Promise<FormProduct[]> {
  const { deps } = ctx;
  return deps.cache.value(PAGES_AREA, `forms:products:${locale}`, async () => {
    const links = await deps.db
      .select({ productId: productApplications.productId, slug: applications.slug })
      .from(productApplications)
      .innerJoin(applications, and(eq(applications.id, productApplications.targetId), eq(applications.published, true)));
    const slugsOf = new Map<number, string[]>();
    for (const link of links) slugsOf.set(link.productId, [...(slugsOf.get(link.productId) ?? []), link.slug]);
    if (slugsOf.size === 0) return [];
    const fitted = deps.db.select({ id: productRelations.relatedId }).from(productRelations).where(inArray(productRelations.kind, [...FITTED_TO_ANOTHER]));
    const rows = await deps.db
      .select()
      .from(products)
      .where(and(eq(products.published, true), inArray(products.id, [...slugsOf.keys()]), notInArray(products.id, fitted)));
    const collator = new Intl.Collator(INTL_LOCALE[locale], { sensitivity: 'base', numeric: true });
    return rows
      .map((row) => ({ id: row.id, name: localizedField(row, 'name', locale), modelCode: row.modelCode, applications: slugsOf.get(row.id) ?? [] }))
      .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  });
}

export function formIndustrySectors(ctx: Ctx<'deps'>, { locale }: FormDataInput): Promise<FormIndustrySector[]> {
  const { deps } = ctx;
  return deps.cache.value(PAGES_AREA, `forms:sectors:${locale}`, async () => {
    const rows = await deps.db.select().from(industrySectors).orderBy(asc(industrySectors.sort), asc(industrySectors.id));
    return rows.map((row) => ({ id: row.id, name: localizedField(row, 'name', locale) }));
  });
}
