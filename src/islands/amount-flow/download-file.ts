/**
 * Saves text as a file through a temporary object URL and `<a download>` (the pages' CSP
 * allows blob: for this); nothing is sent anywhere.
 */
export function downloadFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
