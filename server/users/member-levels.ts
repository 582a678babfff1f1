import type { MemberLevel, MemberLevelInfo, Membership } from '../../src/wire/members.ts';
import { discountFold, shortYuan } from '../../src/lib/format/coupon-figures.ts';
import type { LevelBenefits } from '../../src/lib/pricing/order-totals.ts';
import { SHIPPING_FEE } from '../../src/lib/files/quotation-rules.ts';

interface LevelRow extends LevelBenefits {
  name: MemberLevel;
  minGrowth: number;
}

/**
 * The one table of member levels: the pricing (src/lib/pricing/order-totals.ts, through levelBenefits) applies
 * each level's discount and free-shipping threshold, and /membercenter lists exactly these,
 * worded from the same numbers. The level is derived from growth, never stored.
 */
export const memberLevelTable: readonly LevelRow[] = [
  { name: '普通会员', minGrowth: 0, quoteDiscountPercent: 0, freeShippingFrom: 19_900 },
  { name: '白银会员', minGrowth: 1_000, quoteDiscountPercent: 2, freeShippingFrom: 9_900 },
  { name: '黄金会员', minGrowth: 5_000, quoteDiscountPercent: 5, freeShippingFrom: 4_900 },
  { name: '钻石会员', minGrowth: 20_000, quoteDiscountPercent: 10, freeShippingFrom: 0 },
];

/** How growth is earned: the growth code (ledger/growth-store.ts) applies exactly these. */
export const growthRule = {
  /** Growth per whole yuan paid for an order; a refund takes back what its payment gave. */
  perYuanPaid: 1,
  firstQqBinding: 50,
  /** Once, the first time both a phone number and an e-mail address are in the profile. */
  profileComplete: 30,
} as const;

/** The row of the level `growth` reaches. */
function levelRowFor(growth: number): LevelRow {
  const row = memberLevelTable.findLast((level) => growth >= level.minGrowth) ?? memberLevelTable[0];
  if (row === undefined) throw new Error('member levels: empty table');
  return row;
}

export function memberLevelFor(growth: number): MemberLevel {
  return levelRowFor(growth).name;
}

/** What the pricing applies for a customer with `growth`. */
export function levelBenefits(growth: number): LevelBenefits {
  const { quoteDiscountPercent, freeShippingFrom } = levelRowFor(growth);
  return { quoteDiscountPercent, freeShippingFrom };
}

/** A level's benefits in words, from its numbers. */
function benefitTexts(level: LevelRow): string[] {
  return [
    level.quoteDiscountPercent > 0 ? `定制订单商品金额 ${discountFold(level.quoteDiscountPercent)} 折` : '定制订单按标准价',
    level.freeShippingFrom === 0 ? '定制与耗材订单全部包邮' : `定制与耗材订单满 ${shortYuan(level.freeShippingFrom)} 元包邮（不满收运费 ${shortYuan(SHIPPING_FEE)} 元）`,
  ];
}

/** How growth is earned, in words, from growthRule. */
export const growthRuleTexts: readonly string[] = [
  `订单每支付 1 元得 ${growthRule.perYuanPaid} 成长值（按实付金额，不足 1 元不计），订单退款时扣回`,
  `首次绑定 QQ +${growthRule.firstQqBinding} 成长值`,
  `首次在用户中心填好手机号与邮箱 +${growthRule.profileComplete} 成长值`,
  '成长值达到下一等级门槛时自动升级，新等级的折扣与包邮门槛从下一笔订单起生效',
];

export function levelInfos(): MemberLevelInfo[] {
  return memberLevelTable.map((level) => ({ ...level, benefits: benefitTexts(level) }));
}

/** The customer's level, the next one and the growth it starts at (both null at the top). */
export function membershipFor(growth: number): Membership {
  const index = memberLevelTable.findLastIndex((level) => growth >= level.minGrowth);
  const next = memberLevelTable[index + 1] ?? null;
  return {
    growth,
    level: memberLevelFor(growth),
    nextLevel: next?.name ?? null,
    nextLevelGrowth: next?.minGrowth ?? null,
    levels: levelInfos(),
    growthRules: [...growthRuleTexts],
  };
}
