import type { DownloadFile } from '../../../shared/trade/trade.schema';
import { saveBlob } from '../../lib/save-file';

/** Hands a file the server made to the browser's download (CSV as text, PDF from base64). */
export function saveDownload(file: DownloadFile): void {
  const data = file.encoding === 'base64' ? Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0)) : file.content;
  saveBlob(file.filename, new Blob([data], { type: file.mime }));
}
