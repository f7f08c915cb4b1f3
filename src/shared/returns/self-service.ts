import { z } from 'zod';
import type { FormLabels } from '../field-labels';
import { MEGABYTE } from '../files/upload-rules';
import { msg, oneLine } from '../validation';
import { CARRIERS, type ReturnStatus } from './enums';
import { RETURN_FORM_LABELS } from './form-labels';

/**
 * What the owner of a return (the customer who booked it, or the partner company that booked it for an end customer)
 * may still do themselves (issue 30 item 14): cancel it, give the carrier's tracking number, attach photos or a fault
 * report. All of it only while the parcel has not reached the repair centre: once it is received, the repair centre
 * owns the return and changes go through Voltara.
 */
export const OWNER_EDITABLE_STATUSES: readonly ReturnStatus[] = ['submitted'];

export const ownerMayChange = (status: ReturnStatus) => OWNER_EDITABLE_STATUSES.includes(status);

/** Up to five files per return, each a photo (JPEG, PNG, WebP) or a PDF of at most 10 MB (the project's image limit). */
export const RETURN_ATTACHMENT_MAX_FILES = 5;
export const RETURN_ATTACHMENT_MAX_MEGABYTES = 10;
export const RETURN_ATTACHMENT_MAX_BYTES = RETURN_ATTACHMENT_MAX_MEGABYTES * MEGABYTE;
export const RETURN_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** The file input's `accept`: a hint only, the server decides on the bytes. */
export const RETURN_ATTACHMENT_ACCEPT = RETURN_ATTACHMENT_TYPES.join(',');

/** POST (multipart, field `file`) and GET `…/{attachmentId}` (`?size=thumb` for an image's small web copy). */
export const returnAttachmentsPath = (returnId: number) => `/api/returns/${returnId}/attachments`;
export const returnAttachmentPath = (returnId: number, attachmentId: number) => `${returnAttachmentsPath(returnId)}/${attachmentId}`;

const id = () => z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** One return by id: its page or Details dialog (account.returns.get, portal.returns.get); any id past the safe range is 422. */
export const ReturnIdSchema = z.object({ id: id() });

export const ReturnCancelSchema = z.object({ id: id() });

/**
 * Carriers' tracking numbers are letters and digits, sometimes grouped with spaces or hyphens ("1Z 999 AA1 01 2345
 * 6784", "JD014600003280000000", "AB123456789GB"): 4 to 40 of those, starting and ending with a letter or digit.
 * Empty removes it.
 */
const TRACKING_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{2,38})[A-Za-z0-9]$/;

export const ReturnTrackingSchema = z
  .object({
    id: id(),
    trackingNumber: oneLine(40)
      .transform((value) => value.replace(/\s+/g, ' ').toUpperCase())
      .refine((value) => value === '' || TRACKING_PATTERN.test(value), { message: msg('characters') }),
    carrier: z.enum(CARRIERS),
    carrierOther: oneLine(100).default(''),
  })
  .superRefine((value, context) => {
    if (value.carrier === 'other' && !value.carrierOther) context.addIssue({ code: 'custom', path: ['carrierOther'], message: msg('required') });
  });

export const ReturnAttachmentRemoveSchema = z.object({ id: id(), attachmentId: id() });

/** The tracking form's fields named as the form shows them (the returns form's carrier fields, plus the number). */
export const RETURN_TRACKING_LABELS: FormLabels = {
  fields: { ...RETURN_FORM_LABELS.fields, trackingNumber: 'returns:fields.trackingNumber' },
};

/** One attached file as the owner and the back office see it. */
export interface ReturnAttachment {
  id: number;
  name: string;
  contentType: string;
  size: number;
  createdAt: string;
  url: string;
  /** A small web copy of an image (null for a PDF or an image too small to need one: then `url` is shown). */
  thumbnailUrl: string | null;
}

/** What the owner's detail (and the back office's) shows of these. */
export interface ReturnSelfServiceFacts {
  trackingNumber: string;
  attachments: ReturnAttachment[];
}
