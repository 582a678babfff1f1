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
    // The largest order the shop accepts (ORDER_GOODS_MAX_FEN) and beyond, up to the largest whole number JavaScript holds.
    [1_000_000_000, '壹仟万元整'],
    [102_000_000_000_000, '壹万亿零贰佰亿元整'],
    [100_000_000_000_000, '壹万亿元整'],
    [Number.MAX_SAFE_INTEGER, '玖拾万亿零柒佰壹拾玖亿玖仟贰佰伍拾肆万柒仟肆佰零玖元玖角壹分'],
  ])('%d fen → %s', (fen, text) => {
    expect(rmbCapital(fen)).toBe(text);
  });

  it('refuses what is not a whole number of fen, and nothing else', () => {
    expect(() => rmbCapital(1.5)).toThrow(RangeError);
    expect(() => rmbCapital(Number.NaN)).toThrow(RangeError);
    expect(() => rmbCapital(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
    for (let fen = 1; fen < Number.MAX_SAFE_INTEGER / 7; fen = fen * 7 + 3) expect(rmbCapital(fen)).toMatch(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/);
  });
});
