import { describe, expect, test } from 'vitest';
import type { PartOptions } from '../../src/wire/quotes.ts';
import { pricingOf } from '../catalogue/price-options.ts';
import { carriedOptions, finishNameOf } from './line-choices.ts';

const options = (partial: Partial<PartOptions> = {}): PartOptions => ({ units: 'mm', finish: null, colour: null, leadTime: 'standard', ...partial });
/** 透明树脂 (SLA, 3 days): 打磨, 喷漆 with colours, 透明抛光; 加急 and 经济. */
const sla = pricingOf('SLA', { name: '透明树脂', leadDays: 3 });
/** 白色树脂 shipping in one day: no 加急. */
const oneDay = pricingOf('SLA', { name: '白色树脂', leadDays: 1 });

describe('choices carried to a material as it is offered now', () => {
  test('keeps every choice the material still offers', () => {
    const painted = options({ units: 'inch', finish: 'painting', colour: '中国红', leadTime: 'express' });
    expect(carriedOptions(sla, painted)).toEqual({ options: painted, dropped: false });
  });

  test('puts back to the default what it no longer offers, and says so', () => {
    expect(carriedOptions(oneDay, options({ units: 'inch', finish: 'clear-polish', leadTime: 'express' }))).toEqual({ options: options({ units: 'inch' }), dropped: true });
  });

  test('drops all choices for a material without any (or not offered), and nothing for a line that had none', () => {
    expect(carriedOptions(null, options({ units: 'inch' }))).toEqual({ options: undefined, dropped: true });
    expect(carriedOptions(sla, undefined)).toEqual({ options: undefined, dropped: false });
  });

  test('names the chosen finish by the material\'s choices', () => {
    expect(finishNameOf(sla, options({ finish: 'painting', colour: '天蓝' }))).toBe('喷漆');
    expect(finishNameOf(sla, options())).toBeUndefined();
    expect(finishNameOf(oneDay, options({ finish: 'clear-polish' }))).toBeUndefined();
  });
});
