/**
 * The one way the app hands a file it holds to the browser's download (a GDPR export, a portal price list or sales
 * CSV, the account's own data): a temporary link clicked, then the object URL revoked.
 */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
