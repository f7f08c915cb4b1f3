import { asc, eq } from 'drizzle-orm';
import { localizedField } from '../../../shared/locales';
import type { AdminSerialRow } from '../../../shared/serials/admin.schema';
import { serialKey } from '../../../shared/serials/serial-number';
import { companies, productOptions, serials, users } from '../../db/schema';
import { productSummary } from './product-columns';
import { selectSoldInstruments } from './instrument-select';
import type { Ctx } from '../../service-context';

/** Most instruments one number can name: the same number on a few product lines, never more. */
const LOOKUP_LIMIT = 20;

/**
 * /admin/serials/search: the instruments with exactly this number in any spelling ("vh15 2403" finds VH15-2403; the
 * same number may exist on two product lines), one probe of the number key's unique index. The list of every serial is
 * the adminSerials collection (features/serials/collections/admin-serials.ts).
 */
export async function lookupSerial(ctx: Ctx<'deps' | 'locale'>, { number: raw }: { number: string }): Promise<AdminSerialRow[]> {
  const { deps, locale } = ctx;
  const key = serialKey(raw.slice(0, 200));
  if (!key) return [];
  const found = await selectSoldInstruments(deps, {
    id: serials.id,
    number: serials.number,
    status: serials.status,
    buildDate: serials.buildDate,
    nextDueOn: serials.nextDueOn,
    product: productSummary,
    optionCode: productOptions.modelCode,
    company: companies.name,
    owner: users.email,
  })
    .where(eq(serials.numberKey, key))
    .orderBy(asc(serials.id))
    .limit(LOOKUP_LIMIT);
  return found.map((row) => ({
    id: row.id,
    number: row.number,
    product: localizedField(row.product, 'name', locale),
    modelCode: row.optionCode || row.product.modelCode,
    status: row.status,
    buildDate: row.buildDate,
    company: row.company ?? '',
    owner: row.owner ?? '',
    nextDueOn: row.nextDueOn,
  }));
}
