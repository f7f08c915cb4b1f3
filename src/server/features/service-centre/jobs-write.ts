import { and, eq } from 'drizzle-orm';
import { isoDay } from '../../../shared/format/iso-days';
import type { Locale } from '../../../shared/locales';
import type { ServiceJobStatus } from '../../../shared/partners/enums';
import { SERVICE_JOB_NEXT, type ServiceJobMove } from '../../../shared/service-centre/services.schema';
import type { ServiceJobOpened } from '../../../shared/service-centre/services.types';
import type { z } from 'zod';
import type { ServiceJobOpenSchema } from '../../../shared/service-centre/services.schema';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { serviceJobs } from '../../db/schema';
import { DomainError, validationError } from '../../errors';
import { writeCompany } from '../companies/company';
import { auditInsert } from '../logs/audit';
import { guarded, isGuardFailure } from './guard';
import { findServiceSerials, jobScope } from './jobs-read';
import type { Ctx } from '../../service-context';
import { fill, serverTexts } from '../../texts';
import { rowOr404 } from '../../db/one-row';

/** The audit log's section for service jobs and partner audits. */
export const SERVICE_JOBS_SECTION = 'portal/service-jobs';

/**
 * Opens a job for an instrument a customer brought: any Voltara serial, found by its number in any spelling. A number
 * built as several models needs the chosen serial's id; an unknown number is a field error, not a job.
 */
export async function openServiceJob(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: z.output<typeof ServiceJobOpenSchema>): Promise<ServiceJobOpened> {
  const { deps, actor, locale } = ctx;
  const text = serverTexts(locale).serviceCentre;
  const { id: companyId } = await writeCompany(deps, actor, input.companyId, () => validationError({ companyId: [text.noCompany] }));
  if (input.receivedOn > isoDay()) throw validationError({ receivedOn: [text.receivedFuture] });
  const matches = await findServiceSerials({ deps, locale }, { number: input.serialNumber });
  if (matches.length === 0) throw validationError({ serialNumber: [fill(text.unknownSerial, { number: input.serialNumber })] });
  const chosen = input.serialId === undefined ? (matches.length === 1 ? matches[0] : undefined) : matches.find((match) => match.id === input.serialId);
  if (!chosen) throw validationError({ serialId: [text.chooseModel] });
  const [[job]] = await deps.db.batch([
    deps.db
      .insert(serviceJobs)
      .values({
        companyId,
        serialId: chosen.id,
        kind: input.kind,
        status: 'received',
        customerName: input.customerName,
        notes: input.notes,
        receivedOn: input.receivedOn,
        createdBy: actor.id,
      })
      .returning({ id: serviceJobs.id }),
    auditInsert(deps, actor, {
      section: SERVICE_JOBS_SECTION,
      recordId: String(chosen.id),
      action: 'create',
      changes: { job: [null, { serial: chosen.number, kind: input.kind, customer: input.customerName, companyId }] },
    }),
  ]);
  return { id: job!.id };
}

/** The refusal of a move the job's status does not allow, in words: "received cannot be completed; next: …". */
export function moveRefused(from: ServiceJobStatus, to: ServiceJobStatus, locale: Locale): DomainError {
  const text = serverTexts(locale).serviceCentre;
  if (from === 'completed' && to === 'completed') return new DomainError(409, text.alreadyCompleted);
  const next = SERVICE_JOB_NEXT[from];
  if (next.length === 0) return new DomainError(409, fill(text.closed, { status: text.status[from] }));
  return new DomainError(409, fill(text.moveRefused, { from: text.status[from], to: text.status[to], allowed: next.map((status) => text.status[status]).join(' / ') || text.nothing }));
}

/** A job one of the actor's company's (or, for an admin, any), or 404. */
export async function scopedJob(deps: AppDeps, actor: Actor, id: number) {
  return rowOr404(deps, serviceJobs, and(eq(serviceJobs.id, id), jobScope(actor)), 'Service job');
}

/**
 * Starts or cancels a job. The order is received → in progress → completed; cancelled from either open status. The
 * update only touches the job while it still has the status read, so two people moving it at once cannot both win.
 */
export async function moveServiceJob(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id, status: to }: { id: number; status: ServiceJobMove }): Promise<{ id: number; status: ServiceJobStatus }> {
  const { deps, actor, locale } = ctx;
  const job = await scopedJob(deps, actor, id);
  if (!SERVICE_JOB_NEXT[job.status].includes(to)) throw moveRefused(job.status, to, locale);
  try {
    await deps.db.batch([
      deps.db
        .update(serviceJobs)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(serviceJobs.id, id), eq(serviceJobs.status, job.status))),
      // Fails (and rolls the batch back) when the update above found the job already moved by someone else.
      auditInsert(deps, actor, { section: SERVICE_JOBS_SECTION, recordId: guarded(String(id)), action: 'update', changes: { status: [job.status, to] } }),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    const [now] = await deps.db.select({ status: serviceJobs.status }).from(serviceJobs).where(eq(serviceJobs.id, id));
    throw moveRefused(now?.status ?? job.status, to, locale);
  }
  return { id, status: to };
}
