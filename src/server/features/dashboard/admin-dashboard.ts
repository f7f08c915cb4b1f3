import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { companies, countries, users } from '../../db/schema';
import { latestAudit } from '../logs/audit';
import type { Ctx } from '../../service-context';

export const RECENT_ACTIVITY = 10;

/** Counts for the admin dashboard: users by role, countries (EU and total), companies. */
export async function dashboardCounts(deps: AppDeps) {
  const byRole = await deps.db
    .select({ role: users.role, count: sql<number>`count(*)` })
    .from(users)
    .groupBy(users.role);
  const [countryCounts] = await deps.db
    .select({ total: sql<number>`count(*)`, eu: sql<number>`coalesce(sum(${countries.isEu}), 0)` })
    .from(countries);
  const [companyCount] = await deps.db.select({ total: sql<number>`count(*)` }).from(companies);
  return {
    usersByRole: Object.fromEntries(byRole.map((row) => [row.role, Number(row.count)])) as Record<string, number>,
    countries: { total: Number(countryCounts?.total ?? 0), eu: Number(countryCounts?.eu ?? 0) },
    companies: Number(companyCount?.total ?? 0),
  };
}

/** The dashboard of issue 4: the counts and the latest audit entries ("recent activity"). */
export async function adminDashboard(ctx: Ctx<'deps'>) {
  const { deps } = ctx;
  const [counts, recentActivity] = await Promise.all([dashboardCounts(deps), latestAudit(deps, RECENT_ACTIVITY)]);
  return { ...counts, recentActivity };
}
