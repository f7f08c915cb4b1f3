import type { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { localizedField } from '../../../shared/locales';
import { ChecksumRuleSchema } from '../../../shared/serials/admin.schema';
import { products, serialChecksums, serials } from '../../db/schema';
import { notFound } from '../../errors';
import { auditInsert } from '../logs/audit';
import { passesChecksum } from './admin-detail';
import type { Ctx } from '../../service-context';

/** How many failing serials a rule lists (the count covers all of them). */
const FAILING_SHOWN = 50;

export interface ChecksumRuleView {
  id: number;
  productId: number;
  product: string;
  pattern: string;
  algorithm: 'luhn' | 'mod11' | 'none';
  checked: number;
  failing: Array<{ id: number; number: string }>;
  failingCount: number;
}

/** /admin/serials/checksums: each product line's rule and the serials of that line that break it. */
export async function listChecksumRules(ctx: Ctx<'deps' | 'locale'>): Promise<ChecksumRuleView[]> {
  const { deps, locale } = ctx;
  const rules = await deps.db
    .select({ rule: serialChecksums, product: products })
    .from(serialChecksums)
    .innerJoin(products, eq(products.id, serialChecksums.productId))
    .orderBy(asc(products.modelCode));
  return Promise.all(
    rules.map(async ({ rule, product }) => {
      const numbers = await deps.db.select({ id: serials.id, number: serials.number }).from(serials).where(eq(serials.productId, rule.productId)).orderBy(asc(serials.numberKey));
      const failing = numbers.filter((row) => !passesChecksum(row.number, rule));
      return {
        id: rule.id,
        productId: rule.productId,
        product: `${product.modelCode} ${localizedField(product, 'name', locale)}`.trim(),
        pattern: rule.pattern,
        algorithm: rule.algorithm,
        checked: numbers.length,
        failing: failing.slice(0, FAILING_SHOWN),
        failingCount: failing.length,
      };
    }),
  );
}

/** Adds a line's rule, or replaces it (one rule per product line). */
export async function saveChecksumRule(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof ChecksumRuleSchema>) {
  const { deps, actor } = ctx;
  const [product] = await deps.db.select({ id: products.id }).from(products).where(eq(products.id, data.productId));
  if (!product) throw notFound('Product');
  const [saved] = await deps.db
    .insert(serialChecksums)
    .values(data)
    .onConflictDoUpdate({ target: serialChecksums.productId, set: { pattern: data.pattern, algorithm: data.algorithm } })
    .returning({ id: serialChecksums.id });
  await auditInsert(deps, actor, { section: 'serials', recordId: `checksum-${saved!.id}`, action: 'update', changes: { rule: [null, data] } });
  return { id: saved!.id };
}

export async function deleteChecksumRule(ctx: Ctx<'deps' | 'actor'>, { id }: { id: number }) {
  const { deps, actor } = ctx;
  const [row] = await deps.db.delete(serialChecksums).where(eq(serialChecksums.id, id)).returning();
  if (!row) throw notFound('Rule');
  await auditInsert(deps, actor, { section: 'serials', recordId: `checksum-${id}`, action: 'delete', changes: { rule: [{ productId: row.productId, pattern: row.pattern, algorithm: row.algorithm }, null] } });
  return { ok: true as const };
}
