/** Reading what /me/amountFlow shows and exports, for e2e/wallet.spec.ts. */

/** `+¥1,000.00` / `−¥12.50` (as shown) → signed fen. */
export function fenOf(text: string): number {
  const match = /^([+\u2212-]?)¥([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const fen = Number((match[2] ?? '').replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] === '' || match[1] === '+' ? fen : -fen;
}

/** A local day (Asia/Shanghai, as the browser runs) `days` from now. */
export function shanghaiDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Minimal RFC 4180 reader: quoted fields may hold commas, quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (quoted) {
      if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else {
      field += char;
    }
  }
  return rows;
}
