import type { MemberLevel, MemberLevelInfo, Membership } from '../../wire/members.ts';

/** Where a customer stands: growth still needed for the next level, or the top reached. */
export type MemberProgress =
  | { kind: 'next'; nextLevel: MemberLevel; remaining: number; percent: number }
  | { kind: 'top'; percent: 100 };

/**
 * Progress from the start of the current level to the next one, in whole percent rounded
 * down, so the bar never reads 100 % before the level is reached.
 */
export function memberProgress(membership: Pick<Membership, 'growth' | 'level' | 'nextLevel' | 'nextLevelGrowth' | 'levels'>): MemberProgress {
  const { growth, level, nextLevel, nextLevelGrowth, levels } = membership;
  if (nextLevel === null || nextLevelGrowth === null) return { kind: 'top', percent: 100 };
  const start = levels.find((info) => info.name === level)?.minGrowth ?? 0;
  const remaining = Math.max(0, nextLevelGrowth - growth);
  const span = nextLevelGrowth - start;
  const share = span > 0 ? (growth - start) / span : 1;
  const percent = Math.min(100, Math.max(0, Math.floor(share * 100)));
  return { kind: 'next', nextLevel, remaining, percent };
}

/** The level `growth` reaches by the table the API sent (the lowest level below every threshold). */
export function levelForGrowth(growth: number, levels: ReadonlyArray<Pick<MemberLevelInfo, 'name' | 'minGrowth'>>): MemberLevel | null {
  return levels.findLast((level) => growth >= level.minGrowth)?.name ?? levels[0]?.name ?? null;
}
