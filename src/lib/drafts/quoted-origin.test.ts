import { describe, expect, it } from 'vitest';
import type { DrawingFile } from '../../wire/files.ts';
import type { QuotationDraft as QuotationDraftAnswer } from '../../wire/quote-docs.ts';
import { draftFromQuotation } from './quote-doc-draft.ts';
import { asksAsQuoted, readQuotedOrigin } from './quoted-origin.ts';

const file = (id: number): DrawingFile => ({ id, name: `${id}.stl`, size: 100, format: 'stl', geometry: null, warnings: [], createdAt: '2026-11-01T02:00:00.000Z' });

const answer = (overrides: Partial<QuotationDraftAnswer> = {}): QuotationDraftAnswer => ({
  quoteNo: 'BJ20261101-0001',
  draftId: 'draft-origin-0001',
  expired: true,
  materialId: 1,
  colour: null,
  remarks: '',
  items: [
    { file: file(7), quantity: 10 },
    { file: file(8), quantity: 2 },
  ],
  copied: false,
  storageSize: 0,
  quote: null,
  unpriced: null,
  quoted: { goods: 12_000, payable: 11_400, validUntil: '2026-11-16T02:00:00.000Z' },
  ...overrides,
});

let ids = 0;
const originOf = (made: QuotationDraftAnswer) => readQuotedOrigin(JSON.parse(JSON.stringify(draftFromQuotation(1, made, () => `item-${(ids += 1)}`))).fromQuotation);

describe('the saved quotation a draft came from', () => {
  it('keeps its number, date, goods, material and parts, and reads back only what it wrote', () => {
    const origin = originOf(answer());
    expect(origin).toEqual({ quoteNo: 'BJ20261101-0001', expired: true, validUntil: '2026-11-16T02:00:00.000Z', goods: 12_000, payable: 11_400, materialId: 1, quantities: { '7': 10, '8': 2 } });
    expect(readQuotedOrigin(JSON.parse(JSON.stringify(origin)))).toEqual(origin);
    expect(readQuotedOrigin({ ...origin, goods: '12000' })).toBeNull();
    expect(readQuotedOrigin({ ...origin, quantities: { '7': 0 } })).toBeNull();
    expect(readQuotedOrigin('BJ')).toBeNull();
  });

  it('is not kept from a backend that sends no figures', () => {
    const { quoted: _none, ...withoutFigures } = answer();
    expect(originOf(withoutFigures)).toBeNull();
    expect(draftFromQuotation(1, withoutFigures, () => 'item').fromQuotation).toBeUndefined();
  });

  it('tells whether the draft still asks what the quotation priced', () => {
    const origin = originOf(answer());
    if (origin === null) throw new Error('no origin');
    const draft = { materialTypeId: 1, fileList: [{ id: 7 }, { id: 8 }], quantities: { '7': 10, '8': 2 } };
    expect(asksAsQuoted(origin, draft)).toBe(true);
    expect(asksAsQuoted(origin, { ...draft, quantities: { '7': 11, '8': 2 } })).toBe(false);
    expect(asksAsQuoted(origin, { ...draft, fileList: [{ id: 7 }] })).toBe(false);
    expect(asksAsQuoted(origin, { ...draft, materialTypeId: 2 })).toBe(false);
  });
});
