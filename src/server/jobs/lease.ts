import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobLeases } from '../db/schema';

/** This process's name as a lease holder. */
export const INSTANCE_ID: string = randomUUID();

/**
 * Takes the named lease for `ttlMs` when it is free or has expired, by one conditional write: of several instances
 * ticking at once, exactly one gets it. Returns whether this holder has it now. A holder that stops without
 * releasing blocks the job for `ttlMs` at most.
 */
export async function takeLease(db: Database, name: string, ttlMs: number, holder = INSTANCE_ID, now = new Date()): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(jobLeases).values({ name, holder: '', expiresAt: new Date(0) }).onConflictDoNothing();
  const taken = await db
    .update(jobLeases)
    .set({ holder, expiresAt })
    .where(and(eq(jobLeases.name, name), sql`(${lt(jobLeases.expiresAt, now)} OR ${jobLeases.holder} = ${holder})`))
    .returning({ holder: jobLeases.holder });
  return taken.length === 1;
}

export async function releaseLease(db: Database, name: string, holder = INSTANCE_ID): Promise<void> {
  await db.update(jobLeases).set({ expiresAt: new Date(0) }).where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}

/** Runs `work` under the lease, if this holder gets it; returns undefined when another instance has it. */
export async function withLease<T>(db: Database, name: string, ttlMs: number, work: () => Promise<T>, holder = INSTANCE_ID): Promise<T | undefined> {
  if (!(await takeLease(db, name, ttlMs, holder))) return undefined;
  try {
    return await work();
  } finally {
    await releaseLease(db, name, holder);
  }
}
