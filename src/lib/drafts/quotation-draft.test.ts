import { describe, expect, it } from 'vitest';
import type { MaterialPricing } from '../../wire/catalogue.ts';
import { partOptionsOf } from '../pricing/part-options.ts';
import { newQuotationDraft, parseQuotationDraft } from './quotation-draft.ts';

const pricing: MaterialPricing = {
  breaks: [{ minQuantity: 1, factorPercent: 100 }],
  leadTimes: [
    { kind: 'standard', days: 3, adjustPercent: 0 },
    { kind: 'express', days: 2, adjustPercent: 40 },
  ],
  finishes: [{ id: 'painting', name: '喷漆', percent: 0, perPart: 1000, perCm2: 8, colours: ['哑光黑', '中国红'] }],
};
const defaults = { units: 'mm', finish: null, colour: null, leadTime: 'standard' };

describe('the stored choices of each part', () => {
  it('are kept over a reload; an unreadable one reads as the defaults', () => {
    const stored = {
      ...newQuotationDraft('d-1', 9),
      partOptions: {
        '11': { units: 'inch', finish: 'painting', colour: '中国红', leadTime: 'express' },
        '12': { units: 'cm', finish: null, colour: null, leadTime: 'standard' },
        '13': { units: 'mm', finish: 3, colour: null, leadTime: 'standard' },
        '14': { units: 'inch', finish: null, colour: null, leadTime: 'tomorrow' },
        '15': 'inch',
      },
    };
    const draft = parseQuotationDraft(JSON.stringify(stored));
    if (!draft) throw new Error('the draft should read');
    expect(partOptionsOf(draft, 11, pricing)).toEqual({ units: 'inch', finish: 'painting', colour: '中国红', leadTime: 'express' });
    for (const id of [12, 13, 14, 15, 16]) expect(partOptionsOf(draft, id, pricing)).toEqual(defaults);
    // A material without choices (a backend without `pricing`): none are sent.
    expect(partOptionsOf(draft, 11, undefined)).toBeUndefined();
  });

  it('are none in a draft stored before they existed, or stored as something else', () => {
    const { partOptions: _none, ...older } = newQuotationDraft('d-2', 9);
    expect(parseQuotationDraft(JSON.stringify(older))?.partOptions).toEqual({});
    expect(parseQuotationDraft(JSON.stringify({ ...older, partOptions: ['inch'] }))?.partOptions).toEqual({});
  });
});
