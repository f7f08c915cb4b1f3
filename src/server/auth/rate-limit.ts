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
  /**
   * Returns booked (each mails its confirmation to the address typed on the form): a customer or a partner books a few
   * in a sitting; more is someone using the form to send mail to strangers. Counted per account and per recipient.
   */
  returnBooking: { limit: 6, windowSeconds: 600 },
  /** /verify by certificate number and serial: a person checks a few certificates; more is someone walking numbers. */
  certificateLookup: { limit: 10, windowSeconds: 600 },
} as const satisfies Record<string, RateRule>;

/**
 * Fixed-window counters in the database so every instance shares them. One atomic upsert per attempt: it starts a
 * new window when the old one has passed, otherwise adds one, and returns the count.
 */
export function createRateLimiter(db: Database, now: () => number = Date.now) {
  /** Adds one to each key's window in one statement (one write instead of one per key); the counts by key. */
  async function countAll(keys: readonly string[], rule: RateRule): Promise<{ counts: Map<string, { count: number; resetAt: number }>; at: number }> {
    const at = now();
    const resetAt = at + rule.windowSeconds * 1000;
    const rows = await db
      .insert(rateLimits)
      .values(keys.map((key) => ({ key, count: 1, resetAt })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.resetAt} <= ${at} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${at} THEN ${resetAt} ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
    return { counts: new Map(rows.map((row) => [row.key, row])), at };
  }

  async function count(key: string, rule: RateRule): Promise<{ count: number; resetAt: number; at: number }> {
    const { counts, at } = await countAll([key], rule);
    const row = counts.get(key);
    return { count: row?.count ?? 1, resetAt: row?.resetAt ?? at + rule.windowSeconds * 1000, at };
  }

  /** Throws 429 (with Retry-After) when a window already held `limit` attempts: the longest wait of those over. */
  async function hitAll(keys: readonly string[], rule: RateRule): Promise<void> {
    const distinct = [...new Set(keys)];
    if (distinct.length === 0) return;
    const { counts, at } = await countAll(distinct, rule);
    const waits = distinct.flatMap((key) => {
      const row = counts.get(key);
      return row && row.count > rule.limit ? [row.resetAt - at] : [];
    });
    if (waits.length > 0) throw tooManyAttempts(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
  }

  return {
    /** Counts an attempt; throws 429 (with Retry-After) when the window already holds `limit` attempts. */
    async hit(key: string, rule: RateRule): Promise<void> {
      await hitAll([key], rule);
    },
    /** `hit` for several keys of one rule at once (an address and an e-mail): every key is counted, in one write. */
    hitAll,
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
