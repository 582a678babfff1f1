import { describe, expect, test } from 'vitest';
import type { PartOptions } from '../../wire/quotes.ts';
import { lineChoicesText } from './part-options-text.ts';

const options = (partial: Partial<PartOptions> = {}): PartOptions => ({ units: 'mm', finish: null, colour: null, leadTime: 'standard', ...partial });

describe("a priced line's choices in words", () => {
  test('says the units when inches, the finish by its answered name with its colour, the lead time and the working days', () => {
    expect(lineChoicesText({ options: options({ units: 'inch', finish: 'painting', colour: '中国红', leadTime: 'express' }), finishName: '喷漆', leadDays: 2 })).toBe('英寸 · 喷漆（中国红） · 加急 · 2 个工作日');
    expect(lineChoicesText({ options: options({ leadTime: 'economy' }), leadDays: 6 })).toBe('经济 · 6 个工作日');
  });

  test('calls a finish by its id when the backend names none, and leaves out days it does not give', () => {
    expect(lineChoicesText({ options: options({ finish: 'sanding' }) })).toBe('sanding · 标准');
  });

  test('is nothing for a line priced without choices, or with choices it cannot read', () => {
    expect(lineChoicesText({})).toBeNull();
    expect(lineChoicesText({ finishName: '喷漆', leadDays: 2 })).toBeNull();
    // A backend that is not ours may send anything.
    expect(lineChoicesText(JSON.parse('{"options": null}'))).toBeNull();
    expect(lineChoicesText(JSON.parse('{"options": {"units": "cm", "finish": null, "colour": null, "leadTime": "standard"}}'))).toBeNull();
    expect(lineChoicesText(JSON.parse('{"options": {"units": "mm", "finish": null, "colour": null, "leadTime": "express"}, "leadDays": "2"}'))).toBe('加急');
  });
});
