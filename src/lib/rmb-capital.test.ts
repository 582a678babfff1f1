import { describe, expect, it } from 'vitest';
import { rmbCapital } from './rmb-capital';

describe('amounts in Chinese capital numerals (大写)', () => {
  it.each([
    [0, '零元整'],
    [1, '壹分'],
    [10, '壹角整'],
    [15, '壹角伍分'],
    [100, '壹元整'],
    [101, '壹元零壹分'],
    [110, '壹元壹角整'],
    [1_000, '壹拾元整'],
    [10_500, '壹佰零伍元整'],
    [100_500, '壹仟零伍元整'],
    [105_000, '壹仟零伍拾元整'],
    [123_456, '壹仟贰佰叁拾肆元伍角陆分'],
    [1_000_000, '壹万元整'],
    [1_050_000, '壹万零伍佰元整'],
    [10_000_100, '壹拾万零壹元整'],
    [100_010_000, '壹佰万零壹佰元整'],
    [128_800, '壹仟贰佰捌拾捌元整'],
    [10_000_000_000, '壹亿元整'],
    [10_000_010_000, '壹亿零壹佰元整'],
    [10_100_000_000, '壹亿零壹佰万元整'],
    [12_345_678_912, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元壹角贰分'],
    [-5_000, '负伍拾元整'],
  ])('%d fen → %s', (fen, text) => {
    expect(rmbCapital(fen)).toBe(text);
  });

  it('refuses what is not a whole number of fen', () => {
    expect(() => rmbCapital(1.5)).toThrow(RangeError);
    expect(() => rmbCapital(Number.NaN)).toThrow(RangeError);
  });
});
