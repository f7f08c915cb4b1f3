import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LOCALE_CODES, type Locale } from '../../../shared/locales';
import { AGREEMENT_PAGES_MAX, type AgreementPageSaveSchema } from '../../../shared/agreements/agreements.schema';
import type { AgreementPageDetail, PublishResult } from '../../../shared/agreements/agreements.types';
import type { AppDeps } from '../../deps';
import { agreementPages, agreements, agreementVersions } from '../../db/schema';
import { DomainError, notFound, validationError } from '../../errors';
import { auditIfChanged, auditInsert, diffRecords } from '../logs/audit';
import { sanitizeStoredHtml } from '../content/sanitize';
import type { z } from 'zod';
import { AGREEMENTS_AUDIT_SECTION } from './audit';
import { fill, serverTexts } from '../../texts';
import { notifyAgreementCompanies } from './notify';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';

/**
 * Versions and pages of an agreement (issue 12). A version is a draft while published_at is null: its pages are edited
 * freely. Publishing freezes it — every write below is guarded by "its version is still a draft" in the statement
 * itself, so an edit racing a publish is refused rather than slipped in — and mails the companies' senior users.
 * An agreement has at most one draft, started as a copy of the newest version's pages.
 */

const section = AGREEMENTS_AUDIT_SECTION;
const TEXT_COLUMNS = LOCALE_CODES.flatMap((code) => [`title_${code}`, `body_${code}`]);

type VersionRow = typeof agreementVersions.$inferSelect;

async function versionOrNotFound(deps: AppDeps, versionId: number): Promise<VersionRow> {
  return rowOr404(deps, agreementVersions, eq(agreementVersions.id, versionId), 'Version');
}

function assertDraft(version: VersionRow, locale: Locale): void {
  if (version.publishedAt) throw new DomainError(409, serverTexts(locale).agreements.published);
}

/** The version still a draft: the guard each page write carries in its own WHERE. */
const draftVersionIds = sql`(select id from agreement_versions where published_at is null)`;

/**
 * A new draft: the next version number, holding a copy of the newest version's pages. The insert only happens while
 * the agreement has no draft (checked in the statement); the copy only when that insert (and so its audit entry) was
 * written, into a draft without pages.
 */
export async function createAgreementDraft(ctx: Ctx<'deps' | 'actor' | 'locale'>, { agreementId }: { agreementId: number }): Promise<{ versionId: number }> {
  const { deps, actor, locale } = ctx;
  const [agreement] = await deps.db.select({ id: agreements.id }).from(agreements).where(eq(agreements.id, agreementId));
  if (!agreement) throw notFound('Agreement');
  const [source] = await deps.db
    .select({ id: agreementVersions.id })
    .from(agreementVersions)
    .where(eq(agreementVersions.agreementId, agreementId))
    .orderBy(sql`${agreementVersions.version} desc`)
    .limit(1);
  const draftId = sql`(select id from agreement_versions where agreement_id = ${agreementId} and published_at is null)`;
  const columns = sql.raw(TEXT_COLUMNS.map((column) => `"${column}"`).join(', '));
  const now = Date.now();
  const [created] = await deps.db.batch([
    deps.db.run(sql`
      INSERT INTO agreement_versions (agreement_id, version, notes, created_at)
      SELECT ${agreementId}, next.version, '', ${now}
      FROM (SELECT coalesce(max(version), 0) + 1 AS version FROM agreement_versions WHERE agreement_id = ${agreementId}) AS next
      WHERE NOT EXISTS (SELECT 1 FROM agreement_versions WHERE agreement_id = ${agreementId} AND published_at IS NULL)`),
    auditIfChanged(deps, actor, { section, recordId: draftId, action: 'create', changes: { agreementId, copiedFrom: source?.id ?? null } }),
    deps.db.run(sql`
      INSERT INTO agreement_pages (version_id, sort, ${columns})
      SELECT ${draftId}, sort, ${columns} FROM agreement_pages
      WHERE version_id = ${source?.id ?? 0}
        AND NOT EXISTS (SELECT 1 FROM agreement_pages WHERE version_id = ${draftId})
        AND changes() = 1 -- the audit entry above was written, so the version was
      ORDER BY sort, id`),
  ]);
  if (created.rowsAffected === 0) throw new DomainError(409, serverTexts(locale).agreements.draftExists);
  const [draft] = await deps.db
    .select({ id: agreementVersions.id })
    .from(agreementVersions)
    .where(and(eq(agreementVersions.agreementId, agreementId), isNull(agreementVersions.publishedAt)));
  return { versionId: draft!.id };
}

export async function updateDraftNotes(ctx: Ctx<'deps' | 'actor' | 'locale'>, { versionId, notes }: { versionId: number; notes: string }): Promise<{ ok: true }> {
  const { deps, actor, locale } = ctx;
  const version = await versionOrNotFound(deps, versionId);
  assertDraft(version, locale);
  const [updated] = await deps.db.batch([
    deps.db.update(agreementVersions).set({ notes }).where(and(eq(agreementVersions.id, versionId), isNull(agreementVersions.publishedAt))),
    auditIfChanged(deps, actor, { section, recordId: String(versionId), action: 'update', changes: { notes: [version.notes, notes] } }),
  ]);
  if (updated.rowsAffected === 0) throw new DomainError(409, serverTexts(locale).agreements.published);
  return { ok: true };
}

/** A draft no longer wanted: it and its pages go (a published version never does). */
export async function deleteAgreementDraft(ctx: Ctx<'deps' | 'actor' | 'locale'>, { versionId }: { versionId: number }): Promise<{ ok: true }> {
  const { deps, actor, locale } = ctx;
  const version = await versionOrNotFound(deps, versionId);
  assertDraft(version, locale);
  const [deleted] = await deps.db.batch([
    deps.db.delete(agreementVersions).where(and(eq(agreementVersions.id, versionId), isNull(agreementVersions.publishedAt))),
    auditIfChanged(deps, actor, { section, recordId: String(versionId), action: 'delete', changes: { agreementId: version.agreementId, version: version.version } }),
  ]);
  if (deleted.rowsAffected === 0) throw new DomainError(409, serverTexts(locale).agreements.published);
  return { ok: true };
}

/** A blank page at the end of a draft; the editor opens it. */
export async function addAgreementPage(ctx: Ctx<'deps' | 'actor' | 'locale'>, { versionId }: { versionId: number }): Promise<{ id: number }> {
  const { deps, actor, locale } = ctx;
  const version = await versionOrNotFound(deps, versionId);
  assertDraft(version, locale);
  const [counted] = await deps.db.select({ n: sql<number>`count(*)`, last: sql<number | null>`max(sort)` }).from(agreementPages).where(eq(agreementPages.versionId, versionId));
  if ((counted?.n ?? 0) >= AGREEMENT_PAGES_MAX) throw new DomainError(422, serverTexts(locale).agreements.tooManyPages);
  const sort = (counted?.last ?? 0) + 1;
  const [inserted] = await deps.db.batch([
    deps.db.run(sql`INSERT INTO agreement_pages (version_id, sort) SELECT ${versionId}, ${sort} WHERE ${versionId} IN ${draftVersionIds}`),
    auditIfChanged(deps, actor, { section: `${section}.pages`, recordId: sql`last_insert_rowid()`, action: 'create', changes: { versionId, sort } }),
  ]);
  if (inserted.rowsAffected === 0) throw new DomainError(409, serverTexts(locale).agreements.published);
  const [page] = await deps.db
    .select({ id: agreementPages.id })
    .from(agreementPages)
    .where(and(eq(agreementPages.versionId, versionId), eq(agreementPages.sort, sort)))
    .orderBy(sql`${agreementPages.id} desc`)
    .limit(1);
  return { id: page!.id };
}

async function pageWithVersion(deps: AppDeps, id: number) {
  const [row] = await deps.db
    .select({ page: agreementPages, version: agreementVersions, agreementName: agreements.name })
    .from(agreementPages)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementPages.versionId))
    .innerJoin(agreements, eq(agreements.id, agreementVersions.agreementId))
    .where(eq(agreementPages.id, id));
  if (!row) throw notFound('Page');
  return row;
}

export async function getAgreementPage(ctx: Ctx<'deps'>, { id }: { id: number }): Promise<AgreementPageDetail> {
  const { deps } = ctx;
  const { page, version, agreementName } = await pageWithVersion(deps, id);
  return {
    ...page,
    version: version.version,
    published: version.publishedAt !== null,
    agreementId: version.agreementId,
    agreementName,
  };
}

type PageSave = z.output<typeof AgreementPageSaveSchema>;

/** Saves a draft's page: each language's title, and its body as sanitised HTML (script, handlers and styles dropped). */
export async function saveAgreementPage(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: PageSave): Promise<AgreementPageDetail> {
  const { deps, actor, locale } = ctx;
  const { page, version } = await pageWithVersion(deps, input.id);
  assertDraft(version, locale);
  const texts: Record<string, string> = {};
  for (const code of LOCALE_CODES) {
    texts[`title_${code}`] = input[`title_${code}`];
    texts[`body_${code}`] = sanitizeStoredHtml(input[`body_${code}`]);
  }
  const before = Object.fromEntries(TEXT_COLUMNS.map((column) => [column, (page as Record<string, unknown>)[column]]));
  const changes = diffRecords(before, texts);
  if (Object.keys(changes).length > 0) {
    const [updated] = await deps.db.batch([
      deps.db
        .update(agreementPages)
        .set(texts)
        .where(and(eq(agreementPages.id, page.id), inArray(agreementPages.versionId, draftVersionIds))),
      auditInsert(deps, actor, { section: `${section}.pages`, recordId: String(page.id), action: 'update', changes }),
    ]);
    if (updated.rowsAffected === 0) throw new DomainError(409, serverTexts(locale).agreements.published);
  }
  return getAgreementPage(ctx, { id: page.id });
}

export async function deleteAgreementPage(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: number }): Promise<{ ok: true; versionId: number }> {
  const { deps, actor, locale } = ctx;
  const { page, version } = await pageWithVersion(deps, id);
  assertDraft(version, locale);
  const [deleted] = await deps.db.batch([
    deps.db.delete(agreementPages).where(and(eq(agreementPages.id, id), inArray(agreementPages.versionId, draftVersionIds))),
    auditIfChanged(deps, actor, { section: `${section}.pages`, recordId: String(id), action: 'delete', changes: { versionId: page.versionId, title_EN: page.title_EN } }),
  ]);
  if (deleted.rowsAffected === 0) throw new DomainError(409, serverTexts(locale).agreements.published);
  return { ok: true, versionId: page.versionId };
}

/** Moves a draft's page one place up or down; the pages are renumbered 1..n in one batch. */
export async function moveAgreementPage(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id, direction }: { id: number; direction: 'up' | 'down' }): Promise<{ ok: true }> {
  const { deps, actor, locale } = ctx;
  const { version } = await pageWithVersion(deps, id);
  assertDraft(version, locale);
  const pages = await deps.db
    .select({ id: agreementPages.id })
    .from(agreementPages)
    .where(eq(agreementPages.versionId, version.id))
    .orderBy(asc(agreementPages.sort), asc(agreementPages.id));
  const order = pages.map((page) => page.id);
  const at = order.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= order.length) return { ok: true };
  [order[at], order[to]] = [order[to]!, order[at]!];
  const [first, ...rest] = order.map((pageId, index) =>
    deps.db
      .update(agreementPages)
      .set({ sort: index + 1 })
      .where(and(eq(agreementPages.id, pageId), inArray(agreementPages.versionId, draftVersionIds))),
  );
  await deps.db.batch([
    first!,
    ...rest,
    auditInsert(deps, actor, { section: `${section}.pages`, recordId: String(id), action: 'update', changes: { sort: [at + 1, to + 1] } }),
  ]);
  return { ok: true };
}

/**
 * Publishes a draft: from now on its pages are frozen and it is the version companies must accept. Every page needs
 * its English title and text (the fallback of every language). The companies' senior users are then e-mailed.
 */
export async function publishAgreementVersion(ctx: Ctx<'deps' | 'actor' | 'locale'>, { versionId }: { versionId: number }): Promise<PublishResult> {
  const { deps, actor, locale } = ctx;
  const text = serverTexts(locale).agreements;
  const version = await versionOrNotFound(deps, versionId);
  assertDraft(version, locale);
  const pages = await deps.db
    .select({ title: agreementPages.title_EN, body: agreementPages.body_EN })
    .from(agreementPages)
    .where(eq(agreementPages.versionId, versionId))
    .orderBy(asc(agreementPages.sort), asc(agreementPages.id));
  if (pages.length === 0) throw validationError({ versionId: [text.noPages] });
  const incomplete = pages.findIndex((page) => !page.title.trim() || !page.body.trim());
  if (incomplete >= 0) throw validationError({ versionId: [fill(text.missingEnglish, { page: incomplete + 1 })] });
  const now = new Date();
  const [published] = await deps.db.batch([
    deps.db.update(agreementVersions).set({ publishedAt: now }).where(and(eq(agreementVersions.id, versionId), isNull(agreementVersions.publishedAt))),
    auditIfChanged(deps, actor, { section, recordId: String(versionId), action: 'update', changes: { publishedAt: [null, now.toISOString()], version: version.version } }),
  ]);
  if (published.rowsAffected === 0) throw new DomainError(409, text.published);
  const emailed = await notifyAgreementCompanies(deps, version.agreementId);
  return { versionId, version: version.version, emailed };
}
