import { desc } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import type { HttpClient, TrpcAnswer } from '../../setup/http-client';
import type { TestApp } from '../../setup/test-app';

/** Helpers of admin-catalog.test.ts: calls that must succeed, texts in six columns, the newest audit entries. */

export type Row = Record<string, unknown> & { id: number };

export async function ok<T = Row>(call: Promise<{ status: number; json: TrpcAnswer }>): Promise<T> {
  const { status, json } = await call;
  expect(status, JSON.stringify(json.error)).toBe(200);
  return json.result!.data as T;
}

/** The field errors of a call that must answer 422. */
export async function refused(call: Promise<{ status: number; json: TrpcAnswer }>): Promise<{ message: string; fields: Record<string, string[]> }> {
  const { status, json } = await call;
  expect(status, JSON.stringify(json)).toBe(422);
  return { message: json.error!.message, fields: json.error!.data.fieldErrors ?? {} };
}

export const en = (base: string, text: string) => ({ [`${base}_EN`]: text });

export async function auditSince(test: TestApp, afterId: number) {
  const rows = await test.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(50);
  return rows.filter((row) => row.id > afterId).map((row) => ({ ...row, changes: JSON.parse(row.changes) as Record<string, unknown> }));
}

export async function lastAuditId(test: TestApp): Promise<number> {
  const [row] = await test.deps.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? 0;
}

/** A public JSON answer, read as a visitor (no session). */
export async function publicJson<T>(test: TestApp, path: string): Promise<T> {
  const response = await test.app.request(path, { headers: { Accept: 'application/json' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A public tRPC query, as a visitor. */
export async function publicQuery<T>(visitor: HttpClient, procedure: string, input: unknown): Promise<T> {
  return ok<T>(visitor.query(procedure, input));
}
