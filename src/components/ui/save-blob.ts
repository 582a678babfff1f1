/**
 * Saves a Blob under a file name through a temporary object URL and `<a download>` (the
 * pages' CSP allows blob: for this): a CSV built in the page, or bytes fetched with the bearer
 * header, which a plain link could not send.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a while later is safe.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
