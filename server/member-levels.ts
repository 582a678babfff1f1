import type { MemberLevel } from '../src/api/schema.ts';

/** Growth a customer needs for each level, highest first; the level is derived, never stored. */
const levelThresholds: ReadonlyArray<readonly [MemberLevel, number]> = [
  ['钻石会员', 20000],
  ['黄金会员', 5000],
  ['白银会员', 1000],
  ['普通会员', 0],
];

export function memberLevelFor(growth: number): MemberLevel {
  return levelThresholds.find(([, minimum]) => growth >= minimum)?.[0] ?? '普通会员';
}
