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

/**
 * Whether downloaded bytes are the listed file: by SHA-256 where Web Crypto exists, and by
 * length alone where it does not (a site served over plain http from another host has no
 * `crypto.subtle`; refusing every download there would be worse than a weaker check).
 */
export async function downloadMatches(blob: Blob, expected: { size: number; sha256: string }): Promise<boolean> {
  if (blob.size !== expected.size) return false;
  if (typeof crypto === 'undefined' || crypto.subtle === undefined) return true;
  return (await sha256Hex(blob)) === expected.sha256;
}
