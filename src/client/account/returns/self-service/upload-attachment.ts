import { UPLOAD_FIELD } from '../../../../shared/files/files.schema';
import { returnAttachmentsPath, type ReturnAttachment } from '../../../../shared/returns/self-service';
import { apiFetch } from '../../../lib/http';

/** POST /api/returns/{id}/attachments (multipart); the server's message (413 too large, 422 wrong type …) on failure. */
export async function uploadReturnAttachment(returnId: number, file: File, fallbackMessage: string): Promise<ReturnAttachment> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  let response: Response;
  try {
    response = await apiFetch(returnAttachmentsPath(returnId), { method: 'POST', body: form });
  } catch {
    throw new Error(fallbackMessage);
  }
  const body = (await response.json().catch(() => null)) as (ReturnAttachment & { message?: string }) | null;
  if (response.status === 201 && body) return body;
  throw new Error(body?.message || fallbackMessage);
}
