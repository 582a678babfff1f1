/**
 * `attachment` with the real (often Chinese) name as RFC 5987 `filename*`, and a plain ASCII
 * `filename` for clients that read only that: `fallback` when given, else the name with every
 * character outside printable ASCII (and `"`, `\`, `%`) replaced by `_`.
 */
export function contentDisposition(name: string, fallback?: string): string {
  const ascii = fallback ?? name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
