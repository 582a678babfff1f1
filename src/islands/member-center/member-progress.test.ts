import { describe, expect, it } from 'vitest';
import type { MemberLevelInfo } from '../../wire/members.ts';
import { memberProgress } from './member-progress.ts';

const levels: MemberLevelInfo[] = [
  { name: '普通会员', minGrowth: 0, quoteDiscountPercent: 0, freeShippingFrom: 0, benefits: [] },
  { name: '白银会员', minGrowth: 1000, quoteDiscountPercent: 0, freeShippingFrom: 0, benefits: [] },
  { name: '黄金会员', minGrowth: 5000, quoteDiscountPercent: 0, freeShippingFrom: 0, benefits: [] },
  { name: '钻石会员', minGrowth: 20000, quoteDiscountPercent: 0, freeShippingFrom: 0, benefits: [] },
];

describe('memberProgress', () => {
  it('counts the growth still needed and the share of the way from the current level', () => {
    const progress = memberProgress({ growth: 1260, level: '白银会员', nextLevel: '黄金会员', nextLevelGrowth: 5000, levels });
    expect(progress).toEqual({ kind: 'next', nextLevel: '黄金会员', remaining: 3740, percent: 6 });
  });

  it('starts at 0 % on the first day of a level', () => {
    const progress = memberProgress({ growth: 0, level: '普通会员', nextLevel: '白银会员', nextLevelGrowth: 1000, levels });
    expect(progress).toEqual({ kind: 'next', nextLevel: '白银会员', remaining: 1000, percent: 0 });
  });

  it('rounds down, so one point short never reads 100 %', () => {
    const progress = memberProgress({ growth: 19999, level: '黄金会员', nextLevel: '钻石会员', nextLevelGrowth: 20000, levels });
    expect(progress).toMatchObject({ remaining: 1, percent: 99 });
  });

  it('says the top level is reached when there is no next level', () => {
    expect(memberProgress({ growth: 25000, level: '钻石会员', nextLevel: null, nextLevelGrowth: null, levels })).toEqual({ kind: 'top', percent: 100 });
  });

  it('never shows negative growth still needed when the answer lags behind', () => {
    const progress = memberProgress({ growth: 5200, level: '白银会员', nextLevel: '黄金会员', nextLevelGrowth: 5000, levels });
    expect(progress).toMatchObject({ remaining: 0, percent: 100 });
  });
});
