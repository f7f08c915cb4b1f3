import { escapeLike } from '../../list';
import type { z } from 'zod';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { localizedField, toLocaleCode, type Locale } from '../../../shared/locales';
import { RegistrationSearchSchema, type RegistrationCandidate, type RegistrationSearchResult } from '../../../shared/serials/registration.schema';
import { serialKey } from '../../../shared/serials/serial-number';
import type { AppDeps } from '../../deps';
import { productOptions, products, serials } from '../../db/schema';
import { searchable, standingsOf } from './claim-policy';
import { limitSearch } from './claimant';
import { optionSummary, productSummary, type OptionSummary, type ProductSummary } from './product-columns';
import { selectInstruments } from './instrument-select';
import type { Ctx } from '../../service-context';

const MAX_CANDIDATES = 8;

type ProductRow = ProductSummary;
type OptionRow = OptionSummary;

const productOf = (row: ProductRow, locale: Locale) => ({ id: row.id, slug: row.slug, name: localizedField(row, 'name', locale), modelCode: row.modelCode, imageUrl: row.imageUrl });
const optionOf = (row: OptionRow, locale: Locale) => ({ id: row.id, name: localizedField(row, 'name', locale), modelCode: row.modelCode });

/**
 * The first step of product registration: a serial number finds its product (and the options that number exists
 * for: DEMO-3001 is one number on two options, so the customer is asked which); otherwise the words find products by
 * name or model code. Only serials the account could register, claim or already owns are found by number: one still in
 * stock or registered to someone else is answered exactly as a number that does not exist (docs/decisions/0030), so
 * walking numbers tells nothing. Throttled per account and per address.
 */
export async function searchForRegistration(ctx: Ctx<'deps' | 'actor' | 'locale' | 'scope'>, { query }: z.output<typeof RegistrationSearchSchema>): Promise<RegistrationSearchResult> {
  const { deps, actor, locale } = ctx;
  const ip = ctx.scope.ip;
  await limitSearch(deps, actor, ip);
  const key = serialKey(query);
  if (key) {
    const found = await selectInstruments(deps, {
      product: productSummary,
      option: optionSummary,
      number: serials.number,
      serial: { id: serials.id, status: serials.status, ownerId: serials.ownerId, companyId: serials.companyId, soldTo: serials.soldTo },
    })
      .where(eq(serials.numberKey, key))
      .limit(20);
    const standings = await standingsOf(deps, actor, found.map((row) => row.serial));
    const rows = found.filter((row) => searchable(standings.get(row.serial.id)));
    if (rows.length > 0) {
      const byProduct = new Map<number, RegistrationCandidate>();
      for (const row of rows) {
        const candidate = byProduct.get(row.product.id) ?? { product: productOf(row.product, locale), options: [], serial: row.number };
        if (row.option) candidate.options.push(optionOf(row.option, locale));
        byProduct.set(row.product.id, candidate);
      }
      return { by: 'serial', candidates: [...byProduct.values()] };
    }
  }
  return { by: 'name', candidates: await byName(deps, query, locale) };
}

async function byName(deps: AppDeps, query: string, locale: Locale): Promise<RegistrationCandidate[]> {
  const words = query.slice(0, 100).toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return [];
  const nameColumn = sql.raw(`"name_${toLocaleCode(locale)}"`);
  // LIKE patterns escape % and _ so a typed one matches itself.
  const pattern = (word: string) => `%${escapeLike(word)}%`;
  const matches = words.map((word) =>
    or(
      sql`lower(${products.name_EN}) LIKE ${pattern(word)} ESCAPE '\\'`,
      sql`lower(${nameColumn}) LIKE ${pattern(word)} ESCAPE '\\'`,
      sql`lower(${products.modelCode}) LIKE ${pattern(word)} ESCAPE '\\'`,
    ),
  );
  const found = await deps.db
    .select(productSummary)
    .from(products)
    .where(and(eq(products.published, true), ...matches))
    .orderBy(asc(products.sort), asc(products.id))
    .limit(MAX_CANDIDATES);
  if (found.length === 0) return [];
  const options = await deps.db
    .select(optionSummary)
    .from(productOptions)
    .where(and(inArray(productOptions.productId, found.map((p) => p.id)), eq(productOptions.published, true)))
    .orderBy(asc(productOptions.sort), asc(productOptions.id));
  return found.map((product) => ({
    product: productOf(product, locale),
    options: options.filter((o) => o.productId === product.id).map((o) => optionOf(o, locale)),
    serial: null,
  }));
}
