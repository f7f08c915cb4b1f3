import { and, eq, sql, type SQL } from 'drizzle-orm';
import { LOCALE_CODES, localizedField } from '../../../../shared/locales';
import { SERVICE_TOOL_ROLES } from '../../../../shared/service-tools/servicetools.schema';
import type { PortalServiceTool } from '../../../../shared/service-tools/servicetools.types';
import { portalServiceToolsResource } from '../../../../shared/service-tools/collections/portal-service-tools';
import type { ResourceId, ResourceRecord, ResourceRow } from '../../../../shared/collections/types';
import type { Actor } from '../../../auth/actor';
import { products, serviceTools } from '../../../db/schema';
import { notFound } from '../../../errors';
import { portalVersion, versionsOf } from '../tool-records';
import type { Ctx } from '../../../service-context';
import { qualified } from '../../../collections/qualified';
import { withoutStoredLanguages } from '../../../collections/reader-language';
import type { ServerResource } from '../../../collections/types';
import { latestVersionValues, serviceToolOrder, serviceToolSearch } from './tool-values';

const NOTHING = sql`0 = 1`;
const storedRoles = qualified(serviceTools.roles);
const productNames = LOCALE_CODES.map((code) => products[`name_${code}`]);

/** Some text element of the tool's stored roles (a JSON array) meets `condition` on `tool_role.value`. */
const someRole = (condition: SQL) => sql`EXISTS (SELECT 1 FROM json_each(${storedRoles}) AS tool_role WHERE tool_role.type = 'text' AND ${condition})`;

/**
 * Whether the tool's roles admit the reader: toolAdmits (shared/service-tools/servicetools.schema.ts) over the roles as
 * parseToolRoles reads them, written in SQL. An admin sees every tool; a role without service tool access none; a
 * service role the tools that name no known service role (none chosen: every service role) or name theirs. A stored
 * value that is not a JSON array names no role, as storedList reads it; the CASE checks it before json_each, which
 * would fail on it (CASE tries its branches in order).
 */
function rolesAdmit(actor: Actor | null): SQL | undefined {
  const role = actor?.role;
  if (role === 'admin') return undefined;
  if (!SERVICE_TOOL_ROLES.some((known) => known === role)) return NOTHING;
  const known = sql.join(
    SERVICE_TOOL_ROLES.map((name) => sql`${name}`),
    sql`, `,
  );
  return sql`(CASE WHEN NOT json_valid(${storedRoles}) THEN 1 WHEN json_type(${storedRoles}) <> 'array' THEN 1
    ELSE NOT ${someRole(sql`tool_role.value IN (${known})`)} OR ${someRole(sql`tool_role.value = ${role}`)} END)`;
}

/** The tools a reader may fetch: published, and their roles admit the reader. Unpublished ones are hidden from admins too. */
const fetchableBy = (actor: Actor | null) => and(eq(serviceTools.published, true), rolesAdmit(actor));

/** A page's rows with the product's name and the description in the reader's language (English where missing). */
async function inReadersLanguage(ctx: Ctx<'locale'>, rows: ResourceRow<ResourceId>[]): Promise<ResourceRow<ResourceId>[]> {
  return rows.map((row) =>
    withoutStoredLanguages(
      { ...row, product: localizedField(row, 'product', ctx.locale) || null, description: localizedField(row, 'description', ctx.locale) },
      ['product', 'description'],
    ),
  );
}

/**
 * The server half of /portal/servicetools: Voltara's tools, the same for every reader of a role (scope 'shared'; the
 * rule is `holds`, so a tool outside it is "not found" to `get` too). Tens of rows: the list reads the table in its
 * order (service_tools_sort_idx) with one json_each per tool for the roles; the product names and the latest version
 * are probed for the page's rows only.
 */
export const portalServiceToolsCollection = {
  def: portalServiceToolsResource,
  table: serviceTools,
  scope: 'shared',
  holds: fetchableBy,
  computed: {
    ...latestVersionValues,
    // The product's name in each language: `present` keeps the reader's.
    ...Object.fromEntries(
      LOCALE_CODES.map((code) => [
        `product_${code}`,
        sql<string | null>`(SELECT ${qualified(products[`name_${code}`])} FROM ${products} WHERE ${qualified(products.id)} = ${qualified(serviceTools.productId)})`,
      ]),
    ),
  },
  // A part of the name, of the product's model code or of its name in any language (the reader's may be any).
  search: (term) => serviceToolSearch(term, productNames),
  present: inReadersLanguage,
  ...serviceToolOrder,
} satisfies ServerResource;

/**
 * portal.servicetools.get: a tool the reader may fetch (the collection's row filter decided 404) with its product and
 * description in the reader's language and its versions, latest first, each with its release notes and the logged
 * download address.
 */
export async function portalServiceToolView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord): Promise<PortalServiceTool> {
  const { deps, locale } = ctx;
  const [row] = await deps.db
    .select({ tool: serviceTools, product: { name_DE: products.name_DE, name_EN: products.name_EN, name_ES: products.name_ES, name_FR: products.name_FR, name_NL: products.name_NL, name_PT: products.name_PT } })
    .from(serviceTools)
    .leftJoin(products, eq(products.id, serviceTools.productId))
    .where(eq(serviceTools.id, record.id));
  // Deleted between the row filter's read and this one.
  if (!row) throw notFound('Service tool');
  const versions = await versionsOf(deps, [record.id], locale);
  return {
    id: record.id,
    name: row.tool.name,
    kind: row.tool.kind,
    productName: row.product ? localizedField(row.product, 'name', locale) : '',
    description: localizedField(row.tool, 'description', locale),
    versions: (versions.get(record.id) ?? []).map(portalVersion),
  };
}
