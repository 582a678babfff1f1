import { describe, expect, it } from 'vitest';
import type { StaffConsumable } from '~/wire/staff-catalogue';
import { consumableChangeOf, materialSettingsOf, parseStockDelta, parseYuan, yuanText } from './catalogue-form';

const item: StaffConsumable = { id: 14, name: '碳纤维 PA 线材', category: 'filament', spec: '1 kg', unit: '卷', price: 29_900, stock: 5, reserved: 1, onSale: true, images: ['/x.svg'] };

describe('the catalogue forms', () => {
  it('reads yuan as whole fen and shows fen as yuan', () => {
    expect(parseYuan('0.8', '单价', { min: 1, max: 100_000 })).toEqual({ ok: true, value: 80 });
    expect(parseYuan(' ¥1,000.00 ', '单价', { min: 1, max: 100_000 })).toEqual({ ok: true, value: 100_000 });
    expect(parseYuan('0', '最低价', { min: 0, max: 100 })).toEqual({ ok: true, value: 0 });
    expect(yuanText(80)).toBe('0.80');
    expect(yuanText(1500)).toBe('15.00');
  });

  it('refuses an empty, three-decimal, zero or too high amount with a sentence naming the field', () => {
    expect(parseYuan('', '单价', { min: 1, max: 100 })).toEqual({ ok: false, error: '请填写单价' });
    expect(parseYuan('0.805', '单价', { min: 1, max: 100_000 })).toEqual({ ok: false, error: '单价应为金额（元），最多两位小数' });
    expect(parseYuan('-1', '最低价', { min: 0, max: 100 })).toEqual({ ok: false, error: '最低价应为金额（元），最多两位小数' });
    expect(parseYuan('0.00', '单价', { min: 1, max: 100 })).toEqual({ ok: false, error: '单价必须大于 0' });
    expect(parseYuan('1000.01', '单价', { min: 1, max: 100_000 })).toEqual({ ok: false, error: '单价最高 ¥1,000.00' });
  });

  it('makes a material’s settings or says each field’s problem', () => {
    expect(materialSettingsOf({ price: '1', minPrice: '20', leadDays: '3', onSale: false })).toEqual({ ok: true, settings: { pricePerCm3: 100, minPrice: 2000, leadDays: 3, onSale: false } });
    expect(materialSettingsOf({ price: 'x', minPrice: '20', leadDays: '61', onSale: true })).toEqual({ ok: false, errors: { price: '单价应为金额（元），最多两位小数', leadDays: '交期应为 1–60 个工作日的整数' } });
  });

  it('reads a stock adjustment either way, never below what is left to sell', () => {
    expect(parseStockDelta('+20', 5)).toEqual({ ok: true, value: 20 });
    expect(parseStockDelta(' -5 ', 5)).toEqual({ ok: true, value: -5 });
    expect(parseStockDelta('', 5)).toEqual({ ok: true, value: undefined });
    expect(parseStockDelta('-6', 5)).toEqual({ ok: false, error: '当前可售库存只有 5，不能减少这么多' });
    expect(parseStockDelta('0', 5).ok).toBe(false);
    expect(parseStockDelta('1.5', 5).ok).toBe(false);
  });

  it('sends only what changed, the price only for a 管理员', () => {
    expect(consumableChangeOf(item, { price: '299.00', stockDelta: '+3', onSale: true }, true)).toEqual({ ok: true, change: { stockDelta: 3 } });
    expect(consumableChangeOf(item, { price: '199', stockDelta: '', onSale: false }, true)).toEqual({ ok: true, change: { price: 19_900, onSale: false } });
    expect(consumableChangeOf(item, { price: '1', stockDelta: '', onSale: false }, false)).toEqual({ ok: true, change: { onSale: false } });
    expect(consumableChangeOf(item, { price: '299', stockDelta: '', onSale: true }, true)).toEqual({ ok: false, errors: { form: '没有修改任何内容' } });
  });
});
