import { and, desc, eq, gte, ne, type SQL } from 'drizzle-orm';
import { localizedField } from '../../../shared/locales';
import type { ClaimRow, MyClaim } from '../../../shared/serials/claims.schema';
import type { AppDeps } from '../../deps';
import { companies, products, serialClaims, serials } from '../../db/schema';
import { notFound } from '../../errors';
import type { Ctx } from '../../service-context';

/** How far back the account's list shows claims that were refused (a confirmed one is simply one of its products). */
const REFUSED_SHOWN_DAYS = 90;
const LIST_LIMIT = 200;

/** The account's claims that wait, and those refused lately: the instrument, never who sold or decided. */
export async function listMyClaims(ctx: Ctx<'deps' | 'actor' | 'locale'>): Promise<MyClaim[]> {
  const { deps, actor, locale } = ctx;
  const since = new Date(Date.now() - REFUSED_SHOWN_DAYS * 86_400_000);
  const rows = await deps.db
    .select({ claim: serialClaims, number: serials.number, product: products })
    .from(serialClaims)
    .innerJoin(serials, eq(serials.id, serialClaims.serialId))
    .innerJoin(products, eq(products.id, serials.productId))
    .where(and(eq(serialClaims.userId, actor.id), ne(serialClaims.status, 'confirmed'), gte(serialClaims.createdAt, since)))
    .orderBy(desc(serialClaims.createdAt), desc(serialClaims.id))
    .limit(LIST_LIMIT);
  return rows.map(({ claim, number, product }) => ({
    id: claim.id,
    status: claim.status,
    number,
    model: product.modelCode,
    productName: localizedField(product, 'name', locale),
    createdAt: claim.createdAt.toISOString(),
    decidedAt: claim.decidedAt?.toISOString() ?? null,
    reason: claim.status === 'refused' ? claim.reason : '',
  }));
}

/** Claims as the deciders see them, filtered by `where`. */
async function claimRows(deps: AppDeps, where: SQL | undefined): Promise<ClaimRow[]> {
  const rows = await deps.db
    .select({ claim: serialClaims, number: serials.number, model: products.modelCode, company: companies.name })
    .from(serialClaims)
    .innerJoin(serials, eq(serials.id, serialClaims.serialId))
    .innerJoin(products, eq(products.id, serials.productId))
    .leftJoin(companies, eq(companies.id, serialClaims.companyId))
    .where(where)
    .orderBy(desc(serialClaims.createdAt), desc(serialClaims.id))
    .limit(LIST_LIMIT);
  return rows.map(({ claim, number, model, company }) => ({
    id: claim.id,
    status: claim.status,
    serial: { id: claim.serialId, number, model },
    endCustomer: claim.endCustomer,
    soldBy: company,
    claimant: { name: claim.claimantName, email: claim.claimantEmail, company: claim.claimantCompany, address: claim.claimantAddress },
    purchaseDate: claim.purchaseDate,
    createdAt: claim.createdAt.toISOString(),
    decidedAt: claim.decidedAt?.toISOString() ?? null,
    reason: claim.reason,
  }));
}

/**
 * /portal/serials: one claim as its decision dialog shows it (docs/decisions/0078), once the portal's claims collection
 * found it within the reader's row filter (another company's claim is a 404 before this runs).
 */
export async function claimForDecision(ctx: Ctx<'deps'>, { id }: { id: number }): Promise<ClaimRow> {
  const { deps } = ctx;
  const [row] = await claimRows(deps, eq(serialClaims.id, id));
  if (!row) throw notFound('Claim');
  return row;
}

/** /admin/serials/{id}: every claim ever made on one instrument. */
export async function claimsOfSerial(ctx: Ctx<'deps'>, { serialId }: { serialId: number }): Promise<ClaimRow[]> {
  const { deps } = ctx;
  return claimRows(deps, eq(serialClaims.serialId, serialId));
}
