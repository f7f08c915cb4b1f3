import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { addDays } from '../../../../shared/certificates/states';
import { isoDay } from '../../../../shared/format/iso-days';
import { PARTNER_TIERS, type PartnerTier } from '../../../../shared/partners/enums';
import { modelKeyOf } from '../../../../shared/trade/trade.schema';
import type { AppDeps } from '../../../deps';
import { customerKeyOf } from '../../../features/trade/fold';
import { companies, pricelists, productOptions, products, serials, stockLevels, type pricelistPrices, type sales } from '../../schema';

/**
 * Issue 12 demo data for the portal's trade (DECISIONS.md "Demo data for the service lifecycle and the portal"): each
 * demo company gets its own price list (every catalogue product and option priced at the three tiers with quantity
 * breaks, the VH-15 included) and its tier, sales to end customers over the past 18 months (its own serials and
 * parts), and stock levels of about ten model codes, two of them under their threshold. Every other seeded price list
 * (the settings' UK, European, Americas and service partners' lists) is filled the same way (issue 27 item 7), so a
 * newly approved partner given any of them has a working lookup. Deterministic; a few batches.
 */

interface DemoCompany {
  name: string;
  listName: string;
  currency: 'EUR' | 'GBP';
  tier: PartnerTier;
  /** Scales the list's prices: the two companies' lists differ. */
  factor: number;
  customers: readonly string[];
}

const DEMO: readonly DemoCompany[] = [
  {
    name: 'Nordhavn Inspection ApS',
    listName: 'Nordhavn Inspection ApS 2025',
    currency: 'EUR',
    tier: 'gold',
    factor: 1,
    customers: ['Øresund Pipeline Services A/S', 'Aarhus Tank Coating ApS', 'Fyn Offshore Maintenance', 'Nordic Marine Coatings AB', 'Esbjerg Wind Structures', 'Københavns Forsyning'],
  },
  {
    name: 'Iberia Ensayos SL',
    listName: 'Iberia Ensayos SL 2025',
    currency: 'EUR',
    tier: 'silver',
    factor: 1.08,
    customers: ['Revestimientos del Ebro SA', 'Oleoductos Cantábricos SL', 'Tanques Andaluces SA', 'Navantia Mantenimiento Sur', 'Aguas de Levante SA', 'Pinturas Industriales Galicia'],
  },
];

/** Tier discounts on the list price (bronze pays the list) and the quantity breaks with their extra discount. */
const TIER_FACTOR: Record<PartnerTier, number> = { bronze: 1, silver: 0.93, gold: 0.86 };
const INSTRUMENT_BREAKS = [
  [1, 1],
  [3, 0.96],
  [10, 0.92],
] as const;
const PART_BREAKS = [
  [1, 1],
  [10, 0.9],
] as const;

/** A deterministic list price in minor units: instruments in the thousands, parts and accessories in the tens. */
function listPrice(productId: number, isPart: boolean, optionBump: number): number {
  const spread = (productId * 7919) % 97;
  const major = isPart ? 25 + spread * 3 : 1450 + spread * 45 + optionBump;
  return major * 100;
}

const round = (minor: number) => Math.round(minor / 100) * 100;

/**
 * The settings' price lists against the list price in EUR: the currency's rough exchange rate; a list no longer
 * active carries last year's prices, a little lower.
 */
const CURRENCY_FACTOR: Record<(typeof pricelists.$inferSelect)['currency'], number> = { EUR: 1, GBP: 0.86, USD: 1.1 };
const INACTIVE_FACTOR = 0.96;

/** One priced line of the catalogue: a product or one of its options. */
interface PricedItem {
  productId: number;
  modelCode: string;
  description: string;
  part: boolean;
  bump: number;
}

/** Every item at the three tiers with its quantity breaks; `factor` scales the list price. */
function priceRows(pricelistId: number, items: readonly PricedItem[], factor: number): Array<typeof pricelistPrices.$inferInsert> {
  return items.flatMap((item) => {
    const base = listPrice(item.productId, item.part, item.bump) * factor;
    return PARTNER_TIERS.flatMap((tier) =>
      (item.part ? PART_BREAKS : INSTRUMENT_BREAKS).map(([minQuantity, discount]) => ({
        pricelistId,
        productId: item.productId,
        modelCode: item.modelCode,
        modelKey: modelKeyOf(item.modelCode),
        description: item.description,
        tier,
        minQuantity,
        unitPrice: round(base * TIER_FACTOR[tier] * discount),
      })),
    );
  });
}

/** snake_case of a camelCase property: the column names of the tables below. */
const columnOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Many rows in one statement with one parameter: the rows as a JSON array, spread by json_each. Drizzle binds each
 * value of a multi-row insert separately, which costs about 0.25 ms a row; this keeps the seed well under budget.
 * Only for the seed's own plain values (numbers and strings, every row with the same keys).
 */
function insertFromJson(deps: AppDeps, table: 'pricelist_prices' | 'sales', rows: ReadonlyArray<Record<string, unknown>>) {
  const keys = Object.keys(rows[0] ?? {});
  const columns = keys.map(columnOf).join(', ');
  const values = keys.map((key) => `json_extract(value, '$.${key}')`).join(', ');
  const normalised = rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key] ?? null])));
  return deps.db.run(sql`${sql.raw(`insert into ${table} (${columns}) select ${values} from json_each(`)}${JSON.stringify(normalised)}${sql.raw(')')}`);
}

export async function seedTrade(deps: AppDeps): Promise<void> {
  const { db } = deps;
  const today = isoDay();
  const companyRows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.name, DEMO.map((demo) => demo.name)));
  if (companyRows.length === 0) return;
  const catalogue = await db
    .select({ id: products.id, modelCode: products.modelCode, name: products.name_EN })
    .from(products)
    .where(ne(products.modelCode, ''))
    .orderBy(asc(products.id));
  const options = await db
    .select({ productId: productOptions.productId, modelCode: productOptions.modelCode, name: productOptions.name_EN })
    .from(productOptions)
    .where(ne(productOptions.modelCode, ''))
    .orderBy(asc(productOptions.id));
  const withOptions = new Set(options.map((option) => option.productId));
  // Accessories have a Voltara accessory number (VA-…) and no options: they are sold as parts, by the ten.
  const isPart = (product: { id: number; modelCode: string }) => product.modelCode.startsWith('VA-') && !withOptions.has(product.id);
  const items: PricedItem[] = [
    ...catalogue.map((product) => ({ productId: product.id, modelCode: product.modelCode, description: product.name, part: isPart(product), bump: 0 })),
    ...options.map((option, index) => {
      const product = catalogue.find((row) => row.id === option.productId);
      return { productId: option.productId, modelCode: option.modelCode, description: `${product?.name ?? ''} – ${option.name}`.trim(), part: false, bump: 350 + (index % 2) * 150 };
    }),
  ];

  const writes: BatchItem<'sqlite'>[] = [];
  for (const demo of DEMO) {
    const company = companyRows.find((row) => row.name === demo.name);
    if (!company) continue;
    const [list] = await db
      .insert(pricelists)
      .values({ name: demo.listName, currency: demo.currency, validFrom: new Date('2025-01-01T00:00:00Z'), active: true })
      .returning({ id: pricelists.id });
    const pricelistId = list!.id;
    writes.push(db.update(companies).set({ pricelistId, tier: demo.tier }).where(eq(companies.id, company.id)));

    const prices = priceRows(pricelistId, items, demo.factor);
    // What the company sells at: its own buying price (its tier, one unit) with its margin.
    const unitPriceOf = new Map(prices.filter((row) => row.tier === demo.tier && row.minQuantity === 1).map((row) => [row.modelCode, round(row.unitPrice * 1.35)]));
    writes.push(insertFromJson(deps, 'pricelist_prices', prices));

    // Sales of the company's own serials sold within the last 18 months (their recorded end customer), plus parts.
    const since = addDays(today, -548);
    const sold = await db
      .select({ id: serials.id, number: serials.number, productId: serials.productId, soldOn: serials.soldOn, soldTo: serials.soldTo, code: products.modelCode })
      .from(serials)
      .innerJoin(products, eq(products.id, serials.productId))
      .where(and(eq(serials.companyId, company.id), isNotNull(serials.soldOn)))
      .orderBy(asc(serials.id));
    const saleRows: Array<typeof sales.$inferInsert> = [];
    for (const serial of sold) {
      if (!serial.soldOn || serial.soldOn < since || serial.soldOn > today) continue;
      const customerName = serial.soldTo || demo.customers[serial.id % demo.customers.length]!;
      saleRows.push({
        companyId: company.id,
        serialId: serial.id,
        serialNumber: serial.number,
        productId: serial.productId,
        modelCode: serial.code,
        customerName,
        customerKey: customerKeyOf(customerName),
        soldOn: serial.soldOn,
        quantity: 1,
        unitPrice: unitPriceOf.get(serial.code) ?? 0,
        currency: demo.currency,
        reference: `INV-${serial.soldOn.slice(0, 4)}-${String(serial.id).padStart(5, '0')}`,
      });
    }
    const parts = items.filter((item) => item.part);
    for (let n = 0; n < 48 && parts.length > 0; n++) {
      const part = parts[(n * 5 + company.id) % parts.length]!;
      const customerName = demo.customers[n % demo.customers.length]!;
      const soldOn = addDays(today, -((n * 11 + company.id * 3) % 540) - 1);
      saleRows.push({
        companyId: company.id,
        serialId: null,
        serialNumber: '',
        productId: part.productId,
        modelCode: part.modelCode,
        customerName,
        customerKey: customerKeyOf(customerName),
        soldOn,
        quantity: 1 + ((n * 7) % 12),
        unitPrice: unitPriceOf.get(part.modelCode) ?? 0,
        currency: demo.currency,
        reference: `INV-${soldOn.slice(0, 4)}-P${String(n + 1).padStart(3, '0')}`,
      });
    }
    writes.push(insertFromJson(deps, 'sales', saleRows));

    // Ten model codes on the shelf: the VH-15 and its options first, then others; two are under their threshold.
    const stocked = [...items.filter((item) => item.modelCode.startsWith('VH-15')), ...items.filter((item) => !item.modelCode.startsWith('VH-15'))]
      .filter((item, index, all) => all.findIndex((other) => other.modelCode === item.modelCode) === index)
      .filter((_, index) => index < 3 || index % 4 === company.id % 4)
      .slice(0, 10);
    writes.push(
      db.insert(stockLevels).values(
        stocked.map((item, index) => {
          const threshold = item.part ? 20 : 2 + (index % 3);
          const low = index === 1 || index === 6;
          return { companyId: company.id, productId: item.productId, modelCode: item.modelCode, threshold, quantity: low ? Math.max(0, threshold - 1 - (index % 2)) : threshold + 3 + ((index * 7) % 11) };
        }),
      ),
    );
  }
  // The settings' lists (seeded before the companies' own): every one priced, whichever a new partner is given.
  const demoLists = DEMO.map((demo) => demo.listName);
  const otherLists = await db.select().from(pricelists).where(notInArray(pricelists.name, demoLists)).orderBy(asc(pricelists.id));
  for (const list of otherLists) {
    const factor = CURRENCY_FACTOR[list.currency] * (list.active ? 1 : INACTIVE_FACTOR);
    writes.push(insertFromJson(deps, 'pricelist_prices', priceRows(list.id, items, factor)));
  }
  if (writes.length > 0) await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
}
