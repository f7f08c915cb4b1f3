import { ListSearchSchema } from '../list/query';
import { z } from 'zod';
import { can } from '../auth/policy';
import { CERTIFIED_ROLES, DISTRIBUTOR_ROLES, type Role } from '../auth/roles';
import { LOCALE_CODES } from '../locales';
import { oneLine } from '../validation';

import { DOWNLOAD_AUDIENCES, DOWNLOAD_CATEGORIES } from '../content/enums';

export { DOWNLOAD_AUDIENCES, DOWNLOAD_CATEGORIES };
export type DownloadAudience = (typeof DOWNLOAD_AUDIENCES)[number];
export type DownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];

/**
 * Audiences are nested: each one is a subset of the one before (public > any signed-in user > distributor and
 * certified roles > roles with service tool access > admin), so "at least" comparisons are meaningful.
 */
const RANK: Record<DownloadAudience, number> = { public: 0, customers: 1, distributors: 2, 'service-partners': 3, admin: 4 };

/** SPEC.md section 1 / DECISIONS.md: service manuals are internal, never for visitors, customers or plain distributors. */
export const SERVICE_MANUAL_MIN_AUDIENCE: DownloadAudience = 'service-partners';

export function minimumAudienceFor(category: DownloadCategory): DownloadAudience {
  return category === 'service-manual' ? SERVICE_MANUAL_MIN_AUDIENCE : 'public';
}

/** The audience that applies: the stored one, raised to the category's minimum (defence if a row breaks the rule). */
export function effectiveAudience(audience: DownloadAudience, category: DownloadCategory): DownloadAudience {
  const minimum = minimumAudienceFor(category);
  return RANK[audience] >= RANK[minimum] ? audience : minimum;
}

export function allowedAudiencesFor(category: DownloadCategory): DownloadAudience[] {
  const minimum = RANK[minimumAudienceFor(category)];
  return DOWNLOAD_AUDIENCES.filter((audience) => RANK[audience] >= minimum);
}

const PARTNER_ROLES: readonly Role[] = [...DISTRIBUTOR_ROLES, ...CERTIFIED_ROLES, 'admin'];

/** Whether someone (null: a signed-out visitor) may see and fetch a download meant for `audience`. Pure. */
export function audienceAdmits(role: Role | null, audience: DownloadAudience): boolean {
  switch (audience) {
    case 'public':
      return true;
    case 'customers':
      return role !== null;
    case 'distributors':
      return role !== null && PARTNER_ROLES.includes(role);
    case 'service-partners':
      return role !== null && can({ role }, 'portal:service-tools');
    case 'admin':
      return role === 'admin';
  }
}

export function audiencesVisibleTo(role: Role | null): DownloadAudience[] {
  return DOWNLOAD_AUDIENCES.filter((audience) => audienceAdmits(role, audience));
}

/** The message key carried by the zod issue (the server words it per language, the client per its namespace). */
export const SERVICE_MANUAL_AUDIENCE_ISSUE = 'downloads:serviceManualAudience';

const optionalTitle = oneLine(200).default('');
const titles = Object.fromEntries(
  LOCALE_CODES.map((code) => [`title_${code}`, code === 'EN' ? oneLine(200).min(1) : optionalTitle]),
) as Record<'title_EN', z.ZodString> & Record<`title_${Exclude<(typeof LOCALE_CODES)[number], 'EN'>}`, typeof optionalTitle>;

const DownloadFields = z.object({
  ...titles,
  category: z.enum(DOWNLOAD_CATEGORIES),
  audience: z.enum(DOWNLOAD_AUDIENCES),
  fileId: z.number().int().positive(),
  published: z.boolean().default(true),
  sort: z.number().int().min(0).max(1_000_000).default(0),
});

/** A service manual must have an audience of service partners or admin: enforced here, in the shared schema. */
const serviceManualRule = (data: { category: DownloadCategory; audience: DownloadAudience }, ctx: z.RefinementCtx) => {
  if (effectiveAudience(data.audience, data.category) !== data.audience) {
    ctx.addIssue({ code: 'custom', path: ['audience'], message: SERVICE_MANUAL_AUDIENCE_ISSUE });
  }
};

export const DownloadInputSchema = DownloadFields.superRefine(serviceManualRule);
export type DownloadInput = z.input<typeof DownloadInputSchema>;

export const DownloadUpdateSchema = DownloadFields.extend({ id: z.number().int().positive() }).superRefine(serviceManualRule);

/** The downloads a caller may see (grouped, not paged): a category and part of a title (`q`). */
export const PublicDownloadsQuerySchema = z.object({
  category: z.enum(DOWNLOAD_CATEGORIES).optional(),
  q: ListSearchSchema,
});
export type PublicDownloadsQuery = z.output<typeof PublicDownloadsQuerySchema>;
export const PublicDownloadsInputSchema = PublicDownloadsQuerySchema.prefault({});

/** The URL that serves a download to whoever its audience admits (and logs restricted fetches). */
export const downloadFileUrl = (id: number) => `/api/downloads/${id}/file`;

/** A download as the public, account and portal pages list it. */
export interface VisibleDownload {
  id: number;
  title: string;
  category: DownloadCategory;
  audience: DownloadAudience;
  fileName: string;
  contentType: string;
  size: number;
  /** The download endpoint: it checks the audience again and logs every fetch of a restricted file. */
  url: string;
}
