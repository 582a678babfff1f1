import { describe, expect, test } from 'vitest';
import { parseRechargeYuan } from './recharge-amount.ts';

describe('parseRechargeYuan', () => {
  test.each([
    ['10', 1_000],
    ['10.00', 1_000],
    ['88.8', 8_880],
    ['¥1,234.56', 123_456],
    [' 50000 ', 5_000_000],
  ])('reads %s as %i fen', (text, fen) => {
    expect(parseRechargeYuan(text)).toEqual({ ok: true, fen });
  });

  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'format'],
    ['10.001', 'format'],
    ['-20', 'format'],
    ['1e3', 'format'],
    ['9.99', 'min'],
    ['0', 'min'],
    ['50000.01', 'max'],
    ['999999999', 'max'],
  ])('refuses %j: %s', (text, problem) => {
    expect(parseRechargeYuan(text)).toEqual({ ok: false, problem });
  });
});
