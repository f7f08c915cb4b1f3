import { z } from 'zod';
import { LOCALE_CODES, type LocaleCode } from '../locales';
import { rolesFor } from '../auth/policy';
import type { Role } from '../auth/roles';
import { SERVICE_TOOL_KINDS } from '../partners/enums';
import { oneLine } from '../validation';

/**
 * Service tools (issue 12): service software, firmware and manuals with their versions, for the roles with service
 * tool access. A tool's roles narrow it further (none chosen: every service role); admins always see every tool.
 */

/** The roles a tool may be limited to: those with /portal/servicetools, less admin (who sees every tool anyway). */
export const SERVICE_TOOL_ROLES = rolesFor('portal:service-tools').filter((role): role is Exclude<Role, 'admin'> => role !== 'admin');
export type ServiceToolRole = (typeof SERVICE_TOOL_ROLES)[number];

/** Whether a tool limited to `roles` (empty: every service role) is for `role`. Admins: always. Pure. */
export function toolAdmits(roles: readonly string[], role: Role): boolean {
  if (role === 'admin') return true;
  if (!(SERVICE_TOOL_ROLES as readonly string[]).includes(role)) return false;
  return roles.length === 0 || roles.includes(role);
}

export const SERVICE_TOOL_TEXT_MAX = { name: 160, description: 4000, version: 40, notes: 4000 } as const;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const isoDay = z.iso.date();

export const ServiceToolIdSchema = z.object({ id });

/** A text in each language, English the fallback the portal shows where one is missing. */
const texts = <Base extends string>(base: Base, max: number) =>
  Object.fromEntries(LOCALE_CODES.map((code) => [`${base}_${code}`, z.string().trim().max(max).default('')])) as Record<`${Base}_${LocaleCode}`, z.ZodDefault<z.ZodString>>;

const toolFields = {
  name: oneLine(SERVICE_TOOL_TEXT_MAX.name).min(1),
  kind: z.enum(SERVICE_TOOL_KINDS),
  productId: id.nullable().default(null),
  ...texts('description', SERVICE_TOOL_TEXT_MAX.description),
  roles: z
    .array(z.enum(SERVICE_TOOL_ROLES as unknown as [ServiceToolRole, ...ServiceToolRole[]]))
    .max(SERVICE_TOOL_ROLES.length)
    .default([])
    .transform((roles) => SERVICE_TOOL_ROLES.filter((role) => roles.includes(role))),
  published: z.boolean().default(true),
  sort: z.number().int().min(0).max(1_000_000).default(0),
};

export const ServiceToolCreateSchema = z.object(toolFields);
export type ServiceToolCreateInput = z.input<typeof ServiceToolCreateSchema>;
export const ServiceToolUpdateSchema = z.object({ id, ...toolFields });

const versionFields = {
  version: z
    .string()
    .trim()
    .min(1)
    .max(SERVICE_TOOL_TEXT_MAX.version)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N}._+\- ]*$/u),
  fileId: id,
  releasedOn: isoDay,
  ...texts('release_notes', SERVICE_TOOL_TEXT_MAX.notes),
};

export const ServiceToolVersionCreateSchema = z.object({ toolId: id, ...versionFields });
export const ServiceToolVersionUpdateSchema = z.object({ id, ...versionFields });
