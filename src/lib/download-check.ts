/** Hex SHA-256 of some bytes (Web Crypto), to compare a download with the digest the server lists. */
export async function sha256Hex(data: Blob | ArrayBuffer): Promise<string> {
  const bytes = data instanceof Blob ? await data.arrayBuffer() : data;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Percent of a transfer done, 0–100 whole; null when the total is not known. */
export function percentOf(loaded: number, total: number): number | null {
  if (!(total > 0)) return null;
  return Math.min(100, Math.floor((loaded / total) * 100));
}
