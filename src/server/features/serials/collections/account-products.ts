import { eq, or, sql, type SQL } from 'drizzle-orm';
import { accountProductsResource } from '../../../../shared/serials/collections/account-products';
import { DUE_SOON_DAYS } from '../../../../shared/serials/enums';
import type { MyInstrumentDetail } from '../../../../shared/serials/instruments.types';
import type { Actor } from '../../../auth/actor';
import { certificates, productOptions, products, serials } from '../../../db/schema';
import { likeContaining, likePrefix } from '../../../list';
import { getMyInstrument } from '../my-instruments';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

const option = (column: SQL) => sql`(select ${column} from ${productOptions} where ${productOptions.id} = ${qualified(serials.optionId)})`;
const product = (column: SQL) => sql`(select ${column} from ${products} where ${products.id} = ${qualified(serials.productId)})`;

/** The option's model code and picture where it has them, else the product's. */
const modelCodeOf = sql<string>`coalesce(nullif(${option(sql`${productOptions.modelCode}`)}, ''), ${product(sql`${products.modelCode}`)})`;
const imageOf = sql<string>`coalesce(nullif(${option(sql`${productOptions.imageUrl}`)}, ''), ${product(sql`${products.imageUrl}`)})`;

/** The purchase date given at registration, else the registration's day, else (older rows) the build date. */
const dateOf = sql<string>`coalesce(${qualified(serials.purchaseDate)}, strftime('%Y-%m-%d', ${qualified(serials.registeredAt)} / 1000, 'unixepoch'), ${qualified(serials.buildDate)})`;

/** The owner's latest certificate of the instrument that is neither revoked nor superseded (an earlier owner's is not theirs). */
const latestCertificate = (column: SQL) => sql`(select ${column} from ${certificates}
  where ${certificates.serialId} = ${qualified(serials.id)} and ${certificates.holderId} = ${qualified(serials.ownerId)}
    and ${certificates.revokedAt} is null and ${certificates.supersededById} is null
  order by ${certificates.issuedOn} desc, ${certificates.id} desc limit 1)`;

/** shared/serials/due.ts dueState in SQL, against today's UTC date. */
const dueOf = sql<string>`(case
  when ${qualified(serials.nextDueOn)} is null then 'unknown'
  when ${qualified(serials.nextDueOn)} < date('now') then 'overdue'
  when ${qualified(serials.nextDueOn)} <= date('now', ${`+${DUE_SOON_DAYS} days`}) then 'due'
  else 'ok'
end)`;

/** A serial number by its start, or a model code or (English) product name containing the term. */
function searchCondition(term: string): SQL {
  const start = likePrefix(term.toUpperCase());
  const within = likeContaining(term);
  return or(
    sql`upper(${qualified(serials.number)}) like ${start} escape '\\'`,
    sql`lower(${modelCodeOf}) like ${within} escape '\\'`,
    sql`lower(${product(sql`${products.name_EN}`)}) like ${within} escape '\\'`,
  )!;
}

/**
 * The server half of /account/products: the serials registered to the signed-in account (serials.ownerId), their own
 * whatever their role. As with the account's returns, an admin's account lists the admin's own instruments, not every
 * customer's (the back office's serials are where Voltara follows those).
 */
export const accountProductsCollection = {
  def: accountProductsResource,
  table: serials,
  scope: 'owner',
  scopeKey: 'ownerId',
  holds: (actor: Actor | null) => (actor ? eq(serials.ownerId, actor.id) : undefined),
  relations: { productId: 'products' },
  computed: {
    modelCode: modelCodeOf,
    imageUrl: imageOf,
    date: dateOf,
    certificateId: latestCertificate(sql`${certificates.id}`),
    certificateNumber: latestCertificate(sql`${certificates.number}`),
    due: dueOf,
  },
  search: searchCondition,
} satisfies ServerResource;

/** account.products.get: the instrument's page (certificates, services, returns), reached through the collection's get. */
export function instrumentPage(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: { id: number }): Promise<MyInstrumentDetail> {
  return getMyInstrument(ctx.deps, ctx.actor, record.id, ctx.locale);
}
