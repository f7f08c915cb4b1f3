import { saveBlob } from '../../lib/save-file';

/** Saves `value` as a JSON file through the browser's download (the export never leaves the admin's machine otherwise). */
export function saveJson(fileName: string, value: unknown): void {
  saveBlob(fileName, new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
}
