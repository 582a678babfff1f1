import { describe, expect, it } from 'vitest';
import { QuoteItem } from '../../../wire/quotes.ts';
import { parseQuantity, stepQuantity } from './quote-quantity.ts';

describe('parseQuantity', () => {
  it('reads whole numbers from 1 to 10000, spaces around ignored', () => {
    expect(parseQuantity('1')).toEqual({ ok: true, quantity: 1 });
    expect(parseQuantity(' 250 ')).toEqual({ ok: true, quantity: 250 });
    expect(parseQuantity('10000')).toEqual({ ok: true, quantity: 10000 });
    expect(parseQuantity('007')).toEqual({ ok: true, quantity: 7 });
  });

  it('asks for a number when the field is empty', () => {
    expect(parseQuantity('  ')).toEqual({ ok: false, error: '请输入数量' });
  });

  it('refuses fractions, signs, exponents and other text', () => {
    for (const text of ['1.5', '-3', '+3', '1e3', '三', '12a', '１２']) {
      expect(parseQuantity(text), text).toEqual({ ok: false, error: '数量须为整数' });
    }
  });

  it('refuses 0 and more than 10000 with the messages the server uses', () => {
    expect(parseQuantity('0')).toEqual({ ok: false, error: '数量至少为 1' });
    expect(parseQuantity('10001')).toEqual({ ok: false, error: '数量最多 10000' });
    expect(QuoteItem.safeParse({ fileId: 1, quantity: 0 }).error?.issues[0]?.message).toBe('数量至少为 1');
    expect(QuoteItem.safeParse({ fileId: 1, quantity: 10001 }).error?.issues[0]?.message).toBe('数量最多 10000');
  });

  it('accepts exactly what the server accepts', () => {
    for (const text of ['0', '1', '9999', '10000', '10001', '99999999999999999999']) {
      const mine = parseQuantity(text);
      expect(mine.ok, text).toBe(QuoteItem.safeParse({ fileId: 1, quantity: Number(text) }).success);
    }
  });
});

describe('stepQuantity', () => {
  it('moves by one within 1 and 10000', () => {
    expect(stepQuantity(4, 1)).toBe(5);
    expect(stepQuantity(4, -1)).toBe(3);
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(10000, 1)).toBe(10000);
  });
});
