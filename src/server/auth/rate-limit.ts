import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyAttempts } from '../errors';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** DECISIONS.md: 5 sign-in attempts a minute per e-mail and address; the same for two-factor codes. */
export const RULES = {
  signIn: { limit: 5, windowSeconds: 60 },
  twoFactor: { limit: 5, windowSeconds: 60 },
  confirmPassword: { limit: 5, windowSeconds: 60 },
  forgotPassword: { limit: 5, windowSeconds: 60 },
  register: { limit: 10, windowSeconds: 60 },
  newsletter: { limit: 10, windowSeconds: 60 },
  /** Public forms: a person sends a few; more is a robot or a mistake. */
  enquiry: { limit: 5, windowSeconds: 600 },
} as const satisfies Record<string, RateRule>;

/**
 * Fixed-window counters in the database so every instance shares them. One atomic upsert per attempt: it starts a
 * new window when the old one has passed, otherwise adds one, and returns the count.
 */
export function createRateLimiter(db: Database, now: () => number = Date.now) {
  async function count(key: string, rule: RateRule): Promise<{ count: number; resetAt: number; at: number }> {
    const at = now();
    const resetAt = at + rule.windowSeconds * 1000;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.resetAt} <= ${at} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${at} THEN ${resetAt} ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    return { count: row?.count ?? 1, resetAt: row?.resetAt ?? resetAt, at };
  }

  return {
    /** Counts an attempt; throws 429 (with Retry-After) when the window already holds `limit` attempts. */
    async hit(key: string, rule: RateRule): Promise<void> {
      const row = await count(key, rule);
      if (row.count > rule.limit) throw tooManyAttempts(Math.max(1, Math.ceil((row.resetAt - row.at) / 1000)));
    },
    /** True the first time `key` is claimed within `seconds` (e.g. a one-time code already used), false after. */
    async claimOnce(key: string, seconds: number): Promise<boolean> {
      return (await count(key, { limit: 1, windowSeconds: seconds })).count === 1;
    },
    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
