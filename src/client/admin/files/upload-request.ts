import { UPLOAD_FIELD, UPLOAD_PATH, type UploadedFile } from '../../../shared/files/files.schema';
import { apiHeaders } from '../../lib/http';

export class UploadFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadFailed';
  }
}

/**
 * POST /api/admin/files with the XSRF header (lib/http.ts). XMLHttpRequest rather than fetch: only it reports upload
 * progress. The server's message (413 too large, 422 wrong type ...) becomes the error; '' when there was none.
 */
export function uploadFile(
  file: File,
  kind: 'image' | 'file',
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_PATH);
    apiHeaders().forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        // not JSON: handled below with the status alone
      }
      if (request.status === 201 && body) return resolve(body as UploadedFile);
      const message = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : '';
      reject(new UploadFailed(request.status, message));
    };
    request.onerror = () => reject(new UploadFailed(0, ''));
    request.onabort = () => reject(new UploadFailed(-1, ''));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    if (kind === 'image') form.append('kind', 'image');
    request.send(form);
  });
}
