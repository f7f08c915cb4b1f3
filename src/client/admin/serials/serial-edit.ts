import type { AdminSerialDetail } from '../../../shared/serials/admin-detail.types';
import type { SerialStatus } from '../../../shared/serials/enums';

/**
 * The instrument's editable facts (shared/serials/admin.schema.ts SerialUpdateSchema): status, the company it was
 * sold through, when and to whom, and the next due date. Ownership changes through registration only.
 */
export interface SerialEditDraft {
  status: SerialStatus;
  companyId: number | null;
  soldOn: string;
  soldTo: string;
  nextDueOn: string;
}

export function serialEditDraft(serial: AdminSerialDetail): SerialEditDraft {
  return {
    status: serial.status,
    companyId: serial.company?.id ?? null,
    soldOn: serial.soldOn ?? '',
    soldTo: serial.soldTo,
    nextDueOn: serial.nextDueOn ?? '',
  };
}

/** An emptied date is sent as null (no date), never as an empty string the server would refuse. */
export function serialUpdateInput(id: number, draft: SerialEditDraft) {
  return {
    id,
    status: draft.status,
    companyId: draft.companyId,
    soldOn: draft.soldOn.trim() || null,
    soldTo: draft.soldTo.trim(),
    nextDueOn: draft.nextDueOn.trim() || null,
  };
}

export const isDirty = (draft: SerialEditDraft, serial: AdminSerialDetail) => JSON.stringify(draft) !== JSON.stringify(serialEditDraft(serial));
