import { describe, expect, it } from 'vitest';
import type { MaterialPricing } from '../../wire/catalogue.ts';
import type { DrawingFile } from '../../wire/files.ts';
import { QuoteRequest } from '../../wire/quotes.ts';
import { partOptionsOf } from './part-options.ts';
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
const pricing: MaterialPricing = {
  breaks: [{ minQuantity: 1, factorPercent: 100 }],
  leadTimes: [{ kind: 'standard', days: 2, adjustPercent: 0 }],
  finishes: [{ id: 'sanding', name: '打磨', percent: 15, perPart: 0, perCm2: 0, colours: [] }],
};
const cube = { volume: 1000, area: 600, bbox: { x: 10, y: 10, z: 10 }, triangles: 12 };

describe('the quote request of a draft', () => {
  const draft = { materialTypeId: 3, fileList: [file(11, cube), file(12, null)], quantities: { '11': 5 }, partOptions: {} };

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
    const inch = { ...draft, partOptions: { '11': { units: 'inch', finish: null, colour: null, leadTime: 'standard' } as const } };
    expect(quoteKeyOf(quoteRequestOf(draft, null, (id) => partOptionsOf(draft, id, pricing)))).not.toBe(quoteKeyOf(quoteRequestOf(inch, null, (id) => partOptionsOf(inch, id, pricing))));
  });

  it('sends each part\'s choices only for a material whose catalogue has them, as that material offers them', () => {
    const chosen = { ...draft, partOptions: { '11': { units: 'inch', finish: 'painting', colour: '红色', leadTime: 'express' } as const } };
    // A backend without `pricing`: the seed's request, whatever the draft holds.
    expect(quoteRequestOf(chosen, null, (id) => partOptionsOf(chosen, id, undefined)).items).toEqual([{ fileId: 11, quantity: 5 }, { fileId: 12, quantity: 1 }]);
    const request = quoteRequestOf(chosen, null, (id) => partOptionsOf(chosen, id, pricing));
    expect(request.items).toEqual([
      // No 喷漆 and no 加急 in this material: none and 标准.
      { fileId: 11, quantity: 5, options: { units: 'inch', finish: null, colour: null, leadTime: 'standard' } },
      { fileId: 12, quantity: 1, options: { units: 'mm', finish: null, colour: null, leadTime: 'standard' } },
    ]);
    expect(QuoteRequest.safeParse(request).success).toBe(true);
  });
});

describe('cm3Text', () => {
  it('shows mm³ as cm³ with two decimals', () => {
    expect(cm3Text(1000)).toBe('1.00');
    expect(cm3Text(4188.79)).toBe('4.19');
    expect(cm3Text(1_234_567)).toBe('1,234.57');
  });
});
