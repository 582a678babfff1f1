const DRAWINGS_PATH = /^\/professionalorder\/designdrawings\/([^/]+)\/?$/;

/** The order id in /professionalorder/designdrawings/{id}, or null for any other path. */
export function drawingOrderId(path: string): string | null {
  const match = DRAWINGS_PATH.exec(path);
  if (!match?.[1]) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return id === '_' || id.trim() === '' ? null : id;
}
