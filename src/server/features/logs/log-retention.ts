import type { z } from 'zod';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import {
  LOG_RETENTION_DEFAULTS,
  LogRetentionSchema,
  RETENTION_LOGS,
  type LogRetention,
  type RetentionLog,
} from '../../../shared/logs/retention.schema';
import type { AppDeps } from '../../deps';
import { auditLog, downloadLog, gdprLog, outbox, siteSettings, websiteLog } from '../../db/schema';
import { auditInsert, diffRecords } from './audit';
import type { StopJob } from '../../jobs/hourly';
import type { Ctx } from '../../service-context';

/**
 * The retention setting is one site_settings row of its own (JSON {website_log: days, ...}); the public settings of
 * site-settings.ts never read it. A key missing or invalid in the row has its default.
 */
export const LOG_RETENTION_KEY = 'logRetention';
/** The audit section of retention changes. */
export const LOGS_SECTION = 'logs';
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Rows deleted per statement: a purge of a large backlog never holds the write lock for long. */
const PURGE_CHUNK = 5000;

export async function readLogRetention(ctx: Ctx<'deps'>): Promise<LogRetention> {
  const { deps } = ctx;
  const [row] = await deps.db.select().from(siteSettings).where(eq(siteSettings.key, LOG_RETENTION_KEY));
  const retention: LogRetention = { ...LOG_RETENTION_DEFAULTS };
  if (!row) return retention;
  let stored: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(row.value);
    if (typeof value === 'object' && value !== null) stored = value as Record<string, unknown>;
  } catch {
    deps.logger.warn({ key: LOG_RETENTION_KEY }, 'invalid log retention setting ignored, defaults used');
  }
  for (const log of RETENTION_LOGS) {
    const parsed = LogRetentionSchema.shape[log].safeParse(stored[log]);
    if (parsed.success) retention[log] = parsed.data;
  }
  return retention;
}

/** Saves the days per log (each validated), with its audit entry in the same batch. Returns the setting after. */
export async function updateLogRetention(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof LogRetentionSchema>): Promise<LogRetention> {
  const { deps, actor } = ctx;
  const before = await readLogRetention(ctx);
  const changes = diffRecords(before, data);
  if (Object.keys(changes).length === 0) return before;
  const value = JSON.stringify(data);
  await deps.db.batch([
    deps.db
      .insert(siteSettings)
      .values({ key: LOG_RETENTION_KEY, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value` } }),
    auditInsert(deps, actor, { section: LOGS_SECTION, recordId: 'retention', action: 'update', changes }),
  ]);
  return data;
}

interface PurgeTarget {
  table: SQLiteTable;
  id: SQLiteColumn;
  createdAt: SQLiteColumn;
}

const TARGETS: Record<RetentionLog, PurgeTarget> = {
  website_log: { table: websiteLog, id: websiteLog.id, createdAt: websiteLog.createdAt },
  outbox: { table: outbox, id: outbox.id, createdAt: outbox.createdAt },
  download_log: { table: downloadLog, id: downloadLog.id, createdAt: downloadLog.createdAt },
  audit_log: { table: auditLog, id: auditLog.id, createdAt: auditLog.createdAt },
  gdpr_log: { table: gdprLog, id: gdprLog.id, createdAt: gdprLog.createdAt },
};

async function purgeTable(deps: AppDeps, target: PurgeTarget, cutoff: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const older = deps.db.select({ id: target.id }).from(target.table).where(lt(target.createdAt, cutoff)).limit(PURGE_CHUNK);
    const result = await deps.db.delete(target.table).where(inArray(target.id, older));
    deleted += result.rowsAffected;
    if (result.rowsAffected < PURGE_CHUNK) return deleted;
  }
}

/**
 * Deletes the rows each log keeps no longer (created more than its days before `now`). Safe to run on several
 * instances at once: a DELETE by age is idempotent, the second run finds nothing left. Returns the rows deleted.
 */
export async function purgeLogs(deps: AppDeps, now: Date = new Date()): Promise<Record<RetentionLog, number>> {
  const retention = await readLogRetention({ deps });
  const deleted = {} as Record<RetentionLog, number>;
  for (const log of RETENTION_LOGS) {
    deleted[log] = await purgeTable(deps, TARGETS[log], new Date(now.getTime() - retention[log] * DAY_MS));
  }
  return deleted;
}

/**
 * Purges at start and then every hour. The timer is unref'd (it never keeps the process alive) and a failed run is
 * logged and retried at the next tick. Returns a function that stops the timer and waits for a purge under way.
 */
export function startLogRetention(deps: AppDeps, intervalMs = HOUR_MS): StopJob {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = purgeLogs(deps)
      .then(
        (deleted) => {
          if (Object.values(deleted).some((n) => n > 0)) deps.logger.info({ deleted }, 'old log rows purged');
        },
        (error: unknown) => deps.logger.error({ err: error }, 'log purge failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
