/**
 * The wire shapes of the shop-platform API, written once.
 *
 * The reference server validates request bodies and queries with these schemas and builds
 * `/api/openapi.json` from them; the browser client imports only their inferred types
 * (`import type`), so zod never reaches a page bundle.
 *
 * Money is always an integer number of fen. Times are ISO 8601 strings in UTC.
 * Relative imports only (no `~/` alias): Node runs this file directly for the server.
 */
import { z } from 'zod';

const fen = z.number().int();
const isoTime = z.string();

/** `{ "message": "…" }`: the body of every non-2xx answer. */
export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const LoginRequest = z.object({
  username: z.string().trim().min(1, '请输入用户名').max(64, '用户名最多 64 个字符'),
  password: z.string().min(1, '请输入密码').max(128, '密码最多 128 个字符'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** Authorization page to navigate to (QQ login and QQ binding). */
export const RedirectUrlResponse = z.object({ url: z.string() });
export type RedirectUrlResponse = z.infer<typeof RedirectUrlResponse>;

/** Query of both QQ callbacks: the code and the state the authorization page returned. */
export const OAuthCallbackQuery = z.object({
  code: z.string().min(1, '缺少授权码').max(200),
  state: z.string().min(1, '缺少 state 参数').max(200),
});
export type OAuthCallbackQuery = z.infer<typeof OAuthCallbackQuery>;

export const QqBindingStatus = z.object({
  bound: z.boolean(),
  nickname: z.string().optional(),
});
export type QqBindingStatus = z.infer<typeof QqBindingStatus>;

export const Shop = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Bytes used by this shop's uploads. */
  storageSize: z.number().int().nonnegative(),
  /** Bytes this shop may use. */
  storageQuota: z.number().int().positive(),
});
export type Shop = z.infer<typeof Shop>;

export const FactoryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
});
export type FactoryRef = z.infer<typeof FactoryRef>;

export const MemberLevel = z.enum(['普通会员', '白银会员', '黄金会员', '钻石会员']);
export type MemberLevel = z.infer<typeof MemberLevel>;

export const Customer = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Account balance in fen. */
  balance: fen,
  memberLevel: MemberLevel,
  growth: z.number().int().nonnegative(),
  shop: Shop,
  usingFactory: FactoryRef.nullable(),
  qqBound: z.boolean(),
});
export type Customer = z.infer<typeof Customer>;

/** GET /api/shop-platform/users/me/session */
export const SessionInfo = z.object({ customer: Customer });
export type SessionInfo = z.infer<typeof SessionInfo>;

const passwordRule = z
  .string()
  .min(8, '密码至少 8 个字符')
  .max(64, '密码最多 64 个字符')
  .regex(/[A-Za-z]/, '密码需包含字母')
  .regex(/\d/, '密码需包含数字');

/**
 * The seed's password change (password, confirmPassword) with the current password beside them:
 * a token alone must not be enough to take over an account. A seed-only backend ignores the extra
 * field; the reference API requires and checks it.
 */
export const PasswordChangeRequest = z
  .object({
    currentPassword: z.string().min(1, '请输入当前密码').max(128, '当前密码最多 128 个字符'),
    password: passwordRule,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: '两次输入的密码不一致',
    path: ['confirmPassword'],
  })
  .refine((v) => v.password !== v.currentPassword, {
    message: '新密码不能与当前密码相同',
    path: ['password'],
  });
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

export const ProfileUpdateRequest = z.object({
  nickname: z.string().trim().min(1, '请输入昵称').max(32, '昵称最多 32 个字符'),
  phone: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/, '请输入正确的手机号')
    .nullable(),
  email: z.string().trim().max(254, '邮箱最多 254 个字符').pipe(z.email('请输入正确的邮箱')).nullable(),
});
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequest>;

export const UsingFactoryRequest = z.object({
  factoryId: z.number().int().positive('请选择工厂'),
});
export type UsingFactoryRequest = z.infer<typeof UsingFactoryRequest>;

/**
 * 可领取 claimable, 未使用 unused, 已使用 used, 已过期 expired (per customer).
 */
export const CouponStatus = z.enum(['claimable', 'unused', 'used', 'expired']);
export type CouponStatus = z.infer<typeof CouponStatus>;

/**
 * `amount` (满减): `value` fen off when the goods total reaches `threshold`.
 * `percent` (折扣): `value` percent off (12 = 12% off, shown as 8.8折), from `threshold`.
 */
export const CouponKind = z.enum(['amount', 'percent']);
export type CouponKind = z.infer<typeof CouponKind>;

/**
 * Where a coupon may be used, which the server enforces: 定制订单 or 耗材订单 (null: either), and
 * on customised orders only the materials of these processes (empty: any process).
 */
export const CouponScope = z.object({
  orderKind: z.enum(['customized', 'consumable']).nullable(),
  processes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CouponScope = z.infer<typeof CouponScope>;

export const Coupon = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: CouponKind,
  value: z.number().int().positive(),
  /** Goods total in fen the order must reach; 0 = no threshold. */
  threshold: fen.nonnegative(),
  validFrom: isoTime,
  validTo: isoTime,
  rules: z.string(),
  status: CouponStatus,
  /** The reference API always says it; a backend that does not leaves the scope to its own checks. */
  scope: CouponScope.optional(),
});
export type Coupon = z.infer<typeof Coupon>;

/** Query of every list endpoint: 1-based page, page size up to 100. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page 最小为 1').default(1),
  size: z.coerce.number().int().min(1, 'size 最小为 1').max(100, 'size 最大为 100').default(10),
});

export const CouponListQuery = PageQuery.extend({
  status: CouponStatus.default('claimable'),
});
export type CouponListQuery = z.infer<typeof CouponListQuery>;

/** `{ records, total }`: the answer of every list endpoint. */
export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: z.number().int().nonnegative() });
export interface Page<T> {
  records: T[];
  total: number;
}

export const CouponPage = pageOf(Coupon);
export type CouponPage = z.infer<typeof CouponPage>;

/** GET /api/shop-coupon/counts: how many of the customer's coupons are in each tab. */
export const CouponCounts = z.object({
  claimable: z.number().int().nonnegative(),
  unused: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  expired: z.number().int().nonnegative(),
});
export type CouponCounts = z.infer<typeof CouponCounts>;

/** 充值 recharge, 支付 payment, 退款 refund, 优惠 discount. */
export const AmountFlowType = z.enum(['recharge', 'payment', 'refund', 'discount']);
export type AmountFlowType = z.infer<typeof AmountFlowType>;

/** One balance-ledger entry (余额流水). */
export const AmountFlowEntry = z.object({
  id: z.number().int(),
  time: isoTime,
  type: AmountFlowType,
  /** Signed fen: income positive, spending negative. */
  amount: fen,
  /** Balance in fen right after this entry: the running sum of every entry up to it. */
  balanceAfter: fen,
  orderNo: z.string().nullable(),
  remark: z.string(),
});
export type AmountFlowEntry = z.infer<typeof AmountFlowEntry>;

/**
 * GET /api/shop-amount-flow. `from` (inclusive) and `to` (exclusive) are ISO instants: the
 * browser turns the customer's local dates into them, so day boundaries follow local time.
 */
export const AmountFlowQuery = PageQuery.extend({
  type: AmountFlowType.optional(),
  from: z.iso.datetime({ offset: true, error: '开始时间格式不正确' }).optional(),
  to: z.iso.datetime({ offset: true, error: '结束时间格式不正确' }).optional(),
});
export type AmountFlowQuery = z.infer<typeof AmountFlowQuery>;

export const AmountFlowPage = pageOf(AmountFlowEntry).extend({
  /** Current balance in fen. */
  balance: fen,
  /** Sum of positive amounts over the whole filtered range (all pages), fen. */
  income: fen.nonnegative(),
  /** Sum of negative amounts over the whole filtered range as a positive number of fen. */
  spending: fen.nonnegative(),
});
export type AmountFlowPage = z.infer<typeof AmountFlowPage>;

/**
 * One level of the reference API's level table: what its pricing applies (a customised order's
 * discount and the free-shipping threshold) and the same in words. Nothing is listed that the
 * pricing or the growth rules do not do.
 */
export const MemberLevelInfo = z.object({
  name: MemberLevel,
  /** Growth value from which this level applies. */
  minGrowth: z.number().int().nonnegative(),
  /** Percent off the goods of a customised order: 2 is 9.8 折. */
  quoteDiscountPercent: z.number().int().min(0).max(99),
  /** Fen: shipping is free once goods after discounts reach it; 0 = always free. */
  freeShippingFrom: fen.nonnegative(),
  benefits: z.array(z.string()),
});
export type MemberLevelInfo = z.infer<typeof MemberLevelInfo>;

/** GET /api/shop-member: the customer's level, progress and every level's benefits. */
export const Membership = z.object({
  growth: z.number().int().nonnegative(),
  level: MemberLevel,
  nextLevel: MemberLevel.nullable(),
  /** Growth value the next level starts at; null at the top level. */
  nextLevelGrowth: z.number().int().nullable(),
  levels: z.array(MemberLevelInfo),
  /** How growth is earned, one rule per line. */
  growthRules: z.array(z.string()),
});
export type Membership = z.infer<typeof Membership>;

/** 支付 (paid an order), 退款 (growth of a refunded payment taken back), 绑定QQ, 完善资料. */
export const GrowthKind = z.enum(['payment', 'refund', 'qqBinding', 'profile']);
export type GrowthKind = z.infer<typeof GrowthKind>;

/** One change of the growth value, as the member center's history shows it. */
export const GrowthEntry = z.object({
  id: z.number().int(),
  time: isoTime,
  kind: GrowthKind,
  /** Signed: what this change added (or took back). */
  delta: z.number().int(),
  /** Growth right after it: the running sum of every change up to it. */
  growthAfter: z.number().int().nonnegative(),
  /** The level that growth gives; it differs from the entry before when a threshold was crossed. */
  levelAfter: MemberLevel,
  orderNo: z.string().nullable(),
  remark: z.string(),
});
export type GrowthEntry = z.infer<typeof GrowthEntry>;

/** GET /api/shop-member/growth: the customer's growth history, newest first. */
export const GrowthPage = pageOf(GrowthEntry);
export type GrowthPage = z.infer<typeof GrowthPage>;

/** A factory the customer may use: what it offers and how fast. */
export const Factory = FactoryRef.extend({
  intro: z.string(),
  processes: z.array(z.string()),
  leadDaysMin: z.number().int().positive(),
  leadDaysMax: z.number().int().positive(),
});
export type Factory = z.infer<typeof Factory>;

/** GET /api/shop-factory: the factories this customer may switch to. */
export const FactoryPage = pageOf(Factory);
export type FactoryPage = z.infer<typeof FactoryPage>;
