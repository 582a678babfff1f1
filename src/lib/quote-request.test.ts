import { describe, expect, it } from 'vitest';
import type { DrawingFile } from '../wire/files.ts';
import { QuoteRequest } from '../wire/quotes.ts';
import { cm3Text, quantityOf, quoteKeyOf, quoteRequestOf } from './quote-request.ts';

const file = (id: number, geometry: DrawingFile['geometry']): DrawingFile => ({
  id,
  name: `part-${id}`,
  size: 100,
  format: geometry ? 'stl' : 'step',
  geometry,
  warnings: [],
  createdAt: '2026-11-21T02:00:00.000Z',
});
const cube = { volume: 1000, area: 600, bbox: { x: 10, y: 10, z: 10 }, triangles: 12 };

describe('the quote request of a draft', () => {
  const draft = { materialTypeId: 3, fileList: [file(11, cube), file(12, null)], quantities: { '11': 5 } };

  it('prices every uploaded file, one part unless the customer set a quantity', () => {
    expect(quantityOf(draft, 11)).toBe(5);
    expect(quantityOf(draft, 12)).toBe(1);
    const request = quoteRequestOf(draft, 16);
    expect(request).toEqual({ materialId: 3, items: [{ fileId: 11, quantity: 5 }, { fileId: 12, quantity: 1 }], couponId: 16 });
    expect(QuoteRequest.safeParse(request).success).toBe(true);
  });

  it('has one key per distinct request', () => {
    const base = quoteRequestOf(draft, null);
    expect(quoteKeyOf(base)).toBe(quoteKeyOf(quoteRequestOf({ ...draft }, null)));
    expect(quoteKeyOf(base)).not.toBe(quoteKeyOf(quoteRequestOf(draft, 16)));
    expect(quoteKeyOf(base)).not.toBe(quoteKeyOf(quoteRequestOf({ ...draft, quantities: { '11': 6 } }, null)));
  });
});

describe('cm3Text', () => {
  it('shows mm³ as cm³ with two decimals', () => {
    expect(cm3Text(1000)).toBe('1.00');
    expect(cm3Text(4188.79)).toBe('4.19');
    expect(cm3Text(1_234_567)).toBe('1,234.57');
  });
});
