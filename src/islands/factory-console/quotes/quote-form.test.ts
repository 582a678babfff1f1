import { describe, expect, it } from 'vitest';
import { confirmRequestOf, enteredGoods, parseLeadDays, parseUnitPrice, reasonProblem } from './quote-form';

describe('the engineer’s quote form', () => {
  it('reads a unit price in yuan as whole fen', () => {
    expect(parseUnitPrice('128')).toEqual({ ok: true, fen: 12_800 });
    expect(parseUnitPrice(' ¥1,280.5 ')).toEqual({ ok: true, fen: 128_050 });
    expect(parseUnitPrice('0.01')).toEqual({ ok: true, fen: 1 });
  });

  it('refuses an empty, malformed, three-decimal or zero price with a sentence', () => {
    expect(parseUnitPrice('')).toEqual({ ok: false, error: '请填写单价' });
    expect(parseUnitPrice('12.345')).toEqual({ ok: false, error: '单价应为金额，最多两位小数' });
    expect(parseUnitPrice('-5')).toEqual({ ok: false, error: '单价应为金额，最多两位小数' });
    expect(parseUnitPrice('0.00')).toEqual({ ok: false, error: '单价必须大于 0' });
  });

  it('reads lead days from 1 to 90', () => {
    expect(parseLeadDays('5')).toEqual({ ok: true, days: 5 });
    expect(parseLeadDays('0').ok).toBe(false);
    expect(parseLeadDays('91').ok).toBe(false);
    expect(parseLeadDays('2.5').ok).toBe(false);
    expect(parseLeadDays('')).toEqual({ ok: false, error: '请填写交期' });
  });

  it('sums the goods as typed, or says nothing while a price is unreadable', () => {
    expect(enteredGoods([{ position: 1, quantity: 3, price: '10.50', leadDays: '5' }, { position: 2, quantity: 1, price: '2', leadDays: '5' }])).toBe(3_350);
    expect(enteredGoods([{ position: 1, quantity: 3, price: 'x', leadDays: '5' }])).toBeNull();
  });

  it('builds the request only when every line is priced, else names each line’s problem', () => {
    expect(confirmRequestOf([{ position: 1, quantity: 2, price: '99.9', leadDays: '7' }], '  含阳极氧化 ')).toEqual({
      ok: true,
      request: { lines: [{ position: 1, unitPrice: 9_990, leadDays: 7 }], note: '含阳极氧化' },
    });
    const refused = confirmRequestOf([{ position: 1, quantity: 1, price: '', leadDays: '7' }, { position: 2, quantity: 1, price: '5', leadDays: '100' }], 'x'.repeat(201));
    expect(refused).toEqual({ ok: false, lines: { 1: { price: '请填写单价' }, 2: { leadDays: '交期应为 1–90 个工作日的整数' } }, note: '说明最多 200 个字' });
  });

  it('asks for a decline reason of at most 200 characters', () => {
    expect(reasonProblem('  ')).toBe('请填写不予报价的原因');
    expect(reasonProblem('x'.repeat(201))).toBe('原因最多 200 个字');
    expect(reasonProblem('图纸缺少关键尺寸')).toBeNull();
  });
});
