import type { MemberLevel, MemberLevelInfo, Membership } from '../src/api/schema.ts';

/** Every level from the lowest, with the growth it starts at; the level is derived, never stored. */
export const memberLevels: readonly MemberLevelInfo[] = [
  {
    name: '普通会员',
    minGrowth: 0,
    benefits: ['定制订单按标准价报价', '耗材订单满 199 元免运费', '在线客服（每天 9:00–21:00）', '新客首单立减 15 元券'],
  },
  {
    name: '白银会员',
    minGrowth: 1000,
    benefits: ['定制订单报价 98 折', '耗材订单满 99 元免运费', '每月领取 1 张满 200 减 30 券', '生日券 20 元'],
  },
  {
    name: '黄金会员',
    minGrowth: 5000,
    benefits: ['定制订单报价 95 折', '耗材订单满 49 元免运费', '专属客服（工作日 1 小时内响应）', '优先排产', '生日券 50 元'],
  },
  {
    name: '钻石会员',
    minGrowth: 20000,
    benefits: ['定制订单报价 9 折', '耗材订单全场免运费', '一对一客户经理', '加急优先排产，交期最多缩短 2 天', '生日券 100 元'],
  },
];

/** How growth is earned, as the member center shows it. */
export const growthRules: readonly string[] = [
  '每消费 1 元得 1 成长值（退款时相应扣回）',
  '完成订单评价 +20 成长值（每笔订单一次）',
  '首次绑定 QQ +50 成长值',
  '完善手机号与邮箱 +30 成长值（一次）',
  '会员等级随成长值自动升级，成长值长期有效',
];

export function memberLevelFor(growth: number): MemberLevel {
  return memberLevels.findLast((level) => growth >= level.minGrowth)?.name ?? '普通会员';
}

/** The customer's level, the next one and the growth it starts at (both null at the top). */
export function membershipFor(growth: number): Membership {
  const index = memberLevels.findLastIndex((level) => growth >= level.minGrowth);
  const next = memberLevels[index + 1] ?? null;
  return {
    growth,
    level: memberLevels[index]?.name ?? '普通会员',
    nextLevel: next?.name ?? null,
    nextLevelGrowth: next?.minGrowth ?? null,
    levels: memberLevels.map((level) => ({ ...level, benefits: [...level.benefits] })),
    growthRules: [...growthRules],
  };
}
