import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { PartnerTier } from '../../../shared/partners/enums';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { companies, pricelists } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { tradeMessage } from './messages';

export interface TradeCompany {
  id: number;
  name: string;
  tier: PartnerTier;
  pricelistId: number | null;
  /** The currency of its price list; EUR without one. */
  currency: string;
}

/**
 * The company a portal write (or an admin's read of one company) is for: a member's own company, whatever they send;
 * an admin names one (`companyId`), since they have none. A member without a company, or an unknown id: 404.
 */
export async function targetCompany(deps: AppDeps, actor: Actor, companyId: number | undefined, locale: Locale): Promise<TradeCompany> {
  let id: number | null = actor.companyId;
  if (actor.role === 'admin') {
    if (companyId === undefined) throw new DomainError(422, tradeMessage(locale, 'chooseCompany'), { companyId: [tradeMessage(locale, 'chooseCompany')] });
    id = companyId;
  }
  if (id === null) throw notFound('Company');
  const [row] = await deps.db
    .select({ id: companies.id, name: companies.name, tier: companies.tier, pricelistId: companies.pricelistId, currency: pricelists.currency })
    .from(companies)
    .leftJoin(pricelists, eq(pricelists.id, companies.pricelistId))
    .where(and(eq(companies.id, id)));
  if (!row) throw notFound('Company');
  return { ...row, currency: row.currency ?? 'EUR' };
}
