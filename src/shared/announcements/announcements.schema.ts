import { z } from 'zod';
import { DISTRIBUTOR_ROLES } from '../auth/roles';
import { oneLine } from '../validation';

/**
 * Announcements (issue 12): what /portal/announcements and /admin/distributors/announcements may be asked. An
 * announcement is aimed by role, company and country (each empty: everybody) and shown within its publish window.
 */
export const ANNOUNCEMENT_TITLE_MAX = 200;
/** Sanitised HTML of one language. */
export const ANNOUNCEMENT_BODY_MAX = 20_000;

/** The roles an announcement can be aimed at: those that reach the portal (SPEC.md section 6), admins aside. */
export const ANNOUNCEMENT_ROLES = [...DISTRIBUTOR_ROLES, 'certified-junior', 'certified-junior-plus', 'certified-senior'] as const;
export type AnnouncementRole = (typeof ANNOUNCEMENT_ROLES)[number];

/** Where an announcement stands against its window at a moment. */
export const ANNOUNCEMENT_STATES = ['scheduled', 'live', 'expired'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const AnnouncementIdSchema = z.object({ id });

/**
 * Sending an announcement by e-mail (issue 27: saving never mails). `again` confirms a second send of one already
 * sent; without it the server refuses, so a double click or a stale dialog never mails anyone twice.
 */
export const AnnouncementSendSchema = z.object({ id, again: z.boolean().default(false) });

/** English is the fallback every reader may see: required; the other five may stay empty. */
const title = oneLine(ANNOUNCEMENT_TITLE_MAX).default('');
const titleEn = oneLine(ANNOUNCEMENT_TITLE_MAX).min(1);
const body = z.string().trim().max(ANNOUNCEMENT_BODY_MAX).default('');
const bodyEn = z.string().trim().min(1).max(ANNOUNCEMENT_BODY_MAX);

/** An instant on the wire: ISO 8601 with its offset ("2025-03-01T09:00:00.000Z"). */
const instant = z.iso.datetime({ offset: true });

/** Create and update input: six titles and bodies (English required), the audience and the window. */
export const AnnouncementInputSchema = z
  .object({
    title_DE: title,
    title_EN: titleEn,
    title_ES: title,
    title_FR: title,
    title_NL: title,
    title_PT: title,
    body_DE: body,
    body_EN: bodyEn,
    body_ES: body,
    body_FR: body,
    body_NL: body,
    body_PT: body,
    /** Empty: every portal role. */
    roles: z.array(z.enum(ANNOUNCEMENT_ROLES)).max(ANNOUNCEMENT_ROLES.length).default([]),
    companyId: id.nullable().default(null),
    countryId: id.nullable().default(null),
    publishFrom: instant,
    publishUntil: instant.nullable().default(null),
  })
  .refine((value) => value.publishUntil === null || Date.parse(value.publishUntil) > Date.parse(value.publishFrom), {
    path: ['publishUntil'],
    // "The publish until field is invalid.": the shared catalogue's wording (it has no "must be after" message).
    message: 'msg:invalid',
  });
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;
export type AnnouncementData = z.output<typeof AnnouncementInputSchema>;
/** The edit form: the same fields, with the announcement's id. */
export const AnnouncementUpdateSchema = AnnouncementInputSchema.safeExtend({ id });
export type AnnouncementUpdate = z.output<typeof AnnouncementUpdateSchema>;
