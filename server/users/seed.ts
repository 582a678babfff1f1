/**
 * Shops, customers and coupons of the demo data. Every customer's password is `Demo1234`.
 * Coupon windows are in days relative to the seeding moment, so that each status
 * (可领取 / 未使用 / 已使用 / 已过期) still exists for `demo` whenever the data is reset.
 */

export const seedPassword = 'Demo1234';

const mebibyte = 1024 * 1024;

export const seedShops = [
  { id: 1, name: '星火创客工作室', storageSize: 356 * mebibyte, storageQuota: 2048 * mebibyte },
  { id: 2, name: '蓝鲸模型设计室', storageSize: 128 * mebibyte, storageQuota: 2048 * mebibyte },
  // Shops of their own for the browser tests that upload, so that their storage is theirs alone.
  { id: 3, name: '报价测试工作室', storageSize: 0, storageQuota: 2048 * mebibyte },
  { id: 4, name: '专业订单测试工作室', storageSize: 0, storageQuota: 2048 * mebibyte },
  // Nearly full: any upload above 512 KB exceeds the quota.
  { id: 5, name: '空间将满工作室', storageSize: 2048 * mebibyte - 512 * 1024, storageQuota: 2048 * mebibyte },
  // The browser test of 用户中心's file list uploads and deletes here, alone.
  { id: 6, name: '文件测试工作室', storageSize: 0, storageQuota: 2048 * mebibyte },
  // The member-benefit browser tests upload here.
  { id: 7, name: '会员测试工作室', storageSize: 0, storageQuota: 2048 * mebibyte },
  // The accessibility run and the quotation drafts whose files go missing upload here.
  { id: 8, name: '草稿测试工作室', storageSize: 0, storageQuota: 2048 * mebibyte },
  // The cost-model browser tests upload here (demo's shop keeps its figures for the user-center test).
  { id: 9, name: '计价测试工作室', storageSize: 0, storageQuota: 2048 * mebibyte },
] as const;

export interface SeedCustomer {
  id: number;
  shopId: number;
  username: string;
  nickname: string;
  phone: string | null;
  email: string | null;
  balance: number;
  usingFactoryId: number | null;
  factoryIds: readonly number[];
  qq: { openid: string; nickname: string } | null;
}

export const seedCustomers: readonly SeedCustomer[] = [
  {
    id: 1,
    shopId: 1,
    username: 'demo',
    nickname: '演示用户',
    phone: '13800138000',
    email: 'demo@example.com',
    balance: 128800,
    usingFactoryId: 1,
    factoryIds: [1, 2],
    qq: { openid: 'qq-openid-demo', nickname: '演示QQ用户' },
  },
  {
    id: 2,
    shopId: 1,
    username: 'newbie',
    nickname: '新用户',
    phone: null,
    email: null,
    balance: 0,
    usingFactoryId: null,
    // The shop's factories to choose from in 用户中心; none is chosen yet.
    factoryIds: [1, 2],
    qq: null,
  },
  {
    id: 3,
    shopId: 1,
    username: 'maker',
    nickname: '创客小王',
    phone: '13912345678',
    email: 'maker@example.com',
    balance: 56000,
    usingFactoryId: 3,
    factoryIds: [3, 1],
    qq: null,
  },
  {
    id: 4,
    shopId: 2,
    username: 'other',
    nickname: '蓝鲸设计',
    phone: '13700001111',
    email: 'other@example.com',
    balance: 20000,
    usingFactoryId: 2,
    factoryIds: [2],
    qq: null,
  },
  // One customer per browser test that changes data, so parallel tests never meet.
  e2eCustomer(5, 'e2e-profile', '测试资料', 1, [1, 2, 4]),
  e2eCustomer(6, 'e2e-password', '测试密码', 2, [2, 1]),
  e2eCustomer(7, 'e2e-coupon', '测试领券', 1, [1, 3]),
  e2eCustomer(8, 'e2e-bind', '测试绑定', 4, [4, 1]),
  // The quotation flow, professional orders and a full storage quota, each in a shop of its own.
  e2eCustomer(9, 'e2e-quote', '测试报价', 1, [1, 2], 3),
  e2eCustomer(10, 'e2e-pro', '测试专业订单', 1, [1, 3], 4),
  e2eCustomer(11, 'e2e-full', '测试空间', 1, [1, 2], 5),
  // A customer with a factory and nothing yet: no ledger, no coupons claimed (the empty states).
  { ...e2eCustomer(12, 'e2e-empty', '测试空账户', 1, [1]), balance: 0 },
  // Orders and payment: balances are the recharges of orders/seed-shop-orders.ts, orders are there too.
  { ...e2eCustomer(13, 'e2e-buy', '测试购买', 1, [1, 2]), phone: '13600000013', balance: 200_000 },
  { ...e2eCustomer(14, 'e2e-pay', '测试支付', 1, [1, 2]), phone: '13600000014', balance: 50_000 },
  { ...e2eCustomer(15, 'e2e-order', '测试订单', 1, [1, 2]), phone: '13600000015', balance: 100_000 },
  { ...e2eCustomer(16, 'e2e-poor', '测试余额不足', 1, [1, 2]), phone: '13600000016', balance: 500 },
  { ...e2eCustomer(17, 'e2e-footage', '测试素材', 1, [1, 2]), phone: '13600000017', balance: 0 },
  // Design service: balances are the recharges of design/seed.ts, package and design orders are there too.
  { ...e2eCustomer(18, 'e2e-design', '测试设计', 1, [1, 2]), balance: 500_000 },
  { ...e2eCustomer(19, 'e2e-package', '测试套餐', 1, [1, 2]), balance: 500_000 },
  // Suggestions: submits suggestions in the browser tests; has none seeded.
  { ...e2eCustomer(20, 'e2e-suggest', '测试反馈', 1, [1, 2]), balance: 0 },
  // Design service: more package orders than fit on a page (read only), and a package with no requests left.
  { ...e2eCustomer(21, 'e2e-design-pages', '测试套餐分页', 1, [1, 2]), balance: 0 },
  { ...e2eCustomer(22, 'e2e-design-used', '测试需求用完', 1, [1, 2]), balance: 0 },
  // A customer without a using factory or a phone, for the browser tests that choose a factory and buy a package.
  { ...e2eCustomer(23, 'e2e-newbie', '测试新客', 1, [1, 2]), usingFactoryId: null, phone: null, balance: 0 },
  // 用户中心's list of stored files: uploads, references and deletions of its own.
  { ...e2eCustomer(24, 'e2e-files', '测试文件', 1, [1, 2], 6), balance: 0 },
  // Member benefits: 973 growth from a paid order and a complete profile, and a ¥74 order to pay
  // that crosses 1,000 (白银会员); and a 黄金会员 with coupons of every scope in a shop of its own.
  { ...e2eCustomer(25, 'e2e-growth', '测试成长值', 1, [1, 2]), balance: 50_000 },
  { ...e2eCustomer(26, 'e2e-member', '测试会员', 1, [1, 2], 7), balance: 0 },
  // Procurement: a colleague of demo (opens demo's shared quotation), with paid orders to invoice and
  // print (one shipped with its tracking number) and no addresses, invoice titles or requests yet.
  // Its balance is the recharge of orders/seed-shop-orders.ts.
  { ...e2eCustomer(27, 'e2e-procure', '测试采购', 1, [1, 2]), balance: 100_000 },
  // Quotation documents: an owner who saves and shares, and a colleague of the same shop who opens
  // the link and turns it into a draft of their own; invoices: paid orders to request invoices for.
  { ...e2eCustomer(41, 'e2e-quote-doc', '测试报价单', 1, [1, 2]), balance: 0 },
  { ...e2eCustomer(42, 'e2e-quote-mate', '测试同事', 1, [1, 2]), balance: 0 },
  { ...e2eCustomer(43, 'e2e-invoice', '测试发票', 1, [1, 2]), phone: '13600000043', balance: 0 },
  // The accessibility run: a quotation draft with uploads for steps 2 and 3 (demo's data stays as seeded).
  { ...e2eCustomer(51, 'e2e-a11y', '测试无障碍', 1, [1, 2], 8), balance: 0 },
  // Quotation drafts whose files are deleted in 我的文件 or gone from the server.
  { ...e2eCustomer(52, 'e2e-draft-files', '测试草稿文件', 1, [1, 2], 8), balance: 0 },
  // Prices by how parts are made: quotes, saves and orders machined, printed and cast parts.
  { ...e2eCustomer(60, 'e2e-cost', '测试计价', 1, [1, 2], 9), balance: 0 },
  // A 2D drawing and call-outs per part: quotes, orders and saves lines that wait for the factory's confirmation.
  { ...e2eCustomer(61, 'e2e-callouts', '测试图纸要求', 1, [1, 2], 9), balance: 0 },
  // Assemblies as parts lists: uploads a STEP assembly, drops a part, orders the rest by the set.
  { ...e2eCustomer(62, 'e2e-assembly', '测试装配体', 1, [1, 2], 9), balance: 0 },
  // Small fixes across pages (e2e/small-trips.spec.ts): orders with call-outs, a saved quotation, an invoice, an unbound QQ login.
  { ...e2eCustomer(63, 'e2e-trips', '测试小修', 1, [1, 2], 9), balance: 0 },
  // Deadlines: places orders and lets them run out of time (the test hooks bring a deadline to now).
  { ...e2eCustomer(44, 'e2e-deadline', '测试期限', 1, [1, 2]), phone: '13600000044', balance: 0 },
  // What one customer may hold of the shared stock: submits carts the limits refuse (nothing is ever created).
  { ...e2eCustomer(70, 'e2e-limits', '测试限额', 1, [1, 2]), balance: 0 },
  // The factory console: orders parts the engineer prices in /factory/quote, pays them, is shipped them, reads 消息中心.
  { ...e2eCustomer(71, 'e2e-console', '测试工厂报价', 1, [1, 2]), phone: '13600000071', balance: 100_000 },
  // The console's 客服 desk (e2e/service-desk.spec.ts): a received order claimed and refunded, a reply, an invoice.
  { ...e2eCustomer(72, 'e2e-service', '测试客服', 1, [1, 2]), phone: '13600000072', balance: 50_000 },
];

function e2eCustomer(
  id: number,
  username: string,
  nickname: string,
  usingFactoryId: number,
  factoryIds: readonly number[],
  shopId = 1,
): SeedCustomer {
  return {
    id,
    shopId,
    username,
    nickname,
    phone: `136${String(id).padStart(8, '0')}`,
    email: `${username}@example.com`,
    // The sum of the small ledger seed-ledger.ts gives each of them.
    balance: 35000,
    usingFactoryId,
    factoryIds,
    qq: null,
  };
}

export interface SeedCoupon {
  id: number;
  shopId: number;
  title: string;
  kind: 'amount' | 'percent';
  value: number;
  threshold: number;
  /** Days from the seeding moment. */
  fromDay: number;
  toDay: number;
  rules: string;
  stock: number;
  /** Where it may be used (the server enforces it): an order kind (null: either) and processes (empty: any). */
  scope: { orderKind: 'customized' | 'consumable' | null; processIds: readonly number[] };
}

/** Stacks with the member discount: the level's discount comes off first, then the coupon's. */
const sharedRule = '每笔订单限用一张，可与会员折扣同时享受。';
const anyOrder = { orderKind: null, processIds: [] } as const;
const customised = { orderKind: 'customized', processIds: [] } as const;
const consumables = { orderKind: 'consumable', processIds: [] } as const;
/** SLA, SLS, MJF, FDM and SLM (catalogue/seed.ts): the 3D printing processes. */
const printing = { orderKind: 'customized', processIds: [1, 2, 3, 4, 5] } as const;
const cnc = { orderKind: 'customized', processIds: [6] } as const;

export const seedCoupons: readonly SeedCoupon[] = [
  { id: 1, shopId: 1, title: '全场满 100 减 20', kind: 'amount', value: 2000, threshold: 10000, fromDay: -10, toDay: 80, rules: `商品金额满 100 元可用。${sharedRule}`, stock: 1000, scope: anyOrder },
  { id: 2, shopId: 1, title: '3D 打印 9 折券', kind: 'percent', value: 10, threshold: 5000, fromDay: -5, toDay: 25, rules: `商品金额满 50 元可用。${sharedRule}`, stock: 500, scope: printing },
  { id: 3, shopId: 1, title: 'CNC 加工满 500 减 50', kind: 'amount', value: 5000, threshold: 50000, fromDay: -2, toDay: 58, rules: `商品金额满 500 元可用。${sharedRule}`, stock: 300, scope: cnc },
  { id: 4, shopId: 1, title: '耗材 8.8 折券', kind: 'percent', value: 12, threshold: 20000, fromDay: -1, toDay: 30, rules: `商品金额满 200 元可用。${sharedRule}`, stock: 200, scope: consumables },
  { id: 5, shopId: 1, title: '会员专享满 200 减 30', kind: 'amount', value: 3000, threshold: 20000, fromDay: -20, toDay: 40, rules: `商品金额满 200 元可用。${sharedRule}`, stock: 800, scope: anyOrder },
  { id: 6, shopId: 1, title: '无门槛 9.5 折券', kind: 'percent', value: 5, threshold: 0, fromDay: -15, toDay: 15, rules: `无门槛。${sharedRule}`, stock: 800, scope: anyOrder },
  { id: 7, shopId: 1, title: '定制立减 15 元', kind: 'amount', value: 1500, threshold: 0, fromDay: -60, toDay: 30, rules: `无门槛。${sharedRule}`, stock: 5000, scope: customised },
  { id: 8, shopId: 1, title: '双十一满 300 减 60', kind: 'amount', value: 6000, threshold: 30000, fromDay: -40, toDay: -25, rules: `商品金额满 300 元可用。${sharedRule}`, stock: 1000, scope: anyOrder },
  { id: 9, shopId: 1, title: '国庆满 100 减 15', kind: 'amount', value: 1500, threshold: 10000, fromDay: -70, toDay: -40, rules: `商品金额满 100 元可用。${sharedRule}`, stock: 1000, scope: anyOrder },
  { id: 10, shopId: 1, title: '夏日 8.5 折券', kind: 'percent', value: 15, threshold: 8000, fromDay: -100, toDay: -70, rules: `商品金额满 80 元可用。${sharedRule}`, stock: 1000, scope: anyOrder },
  { id: 11, shopId: 1, title: '双十二预热满 150 减 30', kind: 'amount', value: 3000, threshold: 15000, fromDay: 7, toDay: 37, rules: `活动开始后可领取。${sharedRule}`, stock: 1000, scope: anyOrder },
  { id: 12, shopId: 1, title: '春季上新满 50 减 10', kind: 'amount', value: 1000, threshold: 5000, fromDay: -30, toDay: -1, rules: `商品金额满 50 元可用。${sharedRule}`, stock: 1000, scope: anyOrder },
  { id: 13, shopId: 1, title: '限量体验券 50 元', kind: 'amount', value: 5000, threshold: 0, fromDay: -5, toDay: 25, rules: `限量 1 张，先到先得。${sharedRule}`, stock: 1, scope: anyOrder },
  { id: 14, shopId: 2, title: '蓝鲸专享满 100 减 10', kind: 'amount', value: 1000, threshold: 10000, fromDay: -5, toDay: 60, rules: `商品金额满 100 元可用。${sharedRule}`, stock: 100, scope: anyOrder },
  { id: 15, shopId: 3, title: '定制满 100 减 20', kind: 'amount', value: 2000, threshold: 10000, fromDay: -10, toDay: 80, rules: `商品金额满 100 元可用。${sharedRule}`, stock: 100, scope: customised },
  { id: 16, shopId: 3, title: '定制 9 折券', kind: 'percent', value: 10, threshold: 5000, fromDay: -10, toDay: 80, rules: `商品金额满 50 元可用。${sharedRule}`, stock: 100, scope: customised },
  { id: 17, shopId: 3, title: '无门槛 5 元券', kind: 'amount', value: 500, threshold: 0, fromDay: -10, toDay: 80, rules: `无门槛。${sharedRule}`, stock: 100, scope: anyOrder },
  { id: 18, shopId: 3, title: '旧版满 100 减 10', kind: 'amount', value: 1000, threshold: 10000, fromDay: -90, toDay: -30, rules: `商品金额满 100 元可用。${sharedRule}`, stock: 100, scope: anyOrder },
  { id: 19, shopId: 4, title: '定制满 500 减 50', kind: 'amount', value: 5000, threshold: 50000, fromDay: -10, toDay: 80, rules: `商品金额满 500 元可用。${sharedRule}`, stock: 100, scope: customised },
  // One piece, claimed by e2e-buy: nobody else sees it as claimable.
  { id: 21, shopId: 1, title: '满 100 减 10', kind: 'amount', value: 1000, threshold: 10000, fromDay: -10, toDay: 80, rules: `商品金额满 100 元可用。${sharedRule}`, stock: 1, scope: anyOrder },
  { id: 20, shopId: 5, title: '扩容礼包满 100 减 10', kind: 'amount', value: 1000, threshold: 10000, fromDay: -10, toDay: 80, rules: `商品金额满 100 元可用。${sharedRule}`, stock: 100, scope: anyOrder },
  { id: 22, shopId: 6, title: '文件工作室满 100 减 10', kind: 'amount', value: 1000, threshold: 10000, fromDay: -10, toDay: 80, rules: `商品金额满 100 元可用。${sharedRule}`, stock: 100, scope: anyOrder },
  // e2e-member's shop: one coupon of each scope claimed, one left to claim.
  { id: 23, shopId: 7, title: '3D 打印满 10 减 5', kind: 'amount', value: 500, threshold: 1000, fromDay: -10, toDay: 80, rules: `商品金额满 10 元可用。${sharedRule}`, stock: 100, scope: printing },
  { id: 24, shopId: 7, title: 'CNC 加工满 10 减 8', kind: 'amount', value: 800, threshold: 1000, fromDay: -10, toDay: 80, rules: `商品金额满 10 元可用。${sharedRule}`, stock: 100, scope: cnc },
  { id: 25, shopId: 7, title: '耗材满 20 减 3', kind: 'amount', value: 300, threshold: 2000, fromDay: -10, toDay: 80, rules: `商品金额满 20 元可用。${sharedRule}`, stock: 100, scope: consumables },
  { id: 26, shopId: 7, title: '全场满 50 减 5', kind: 'amount', value: 500, threshold: 5000, fromDay: -10, toDay: 80, rules: `商品金额满 50 元可用。${sharedRule}`, stock: 100, scope: anyOrder },
  { id: 27, shopId: 8, title: '草稿工作室满 100 减 10', kind: 'amount', value: 1000, threshold: 10000, fromDay: -10, toDay: 80, rules: `商品金额满 100 元可用。${sharedRule}`, stock: 100, scope: anyOrder },
  { id: 28, shopId: 9, title: '计价工作室满 200 减 15', kind: 'amount', value: 1500, threshold: 20000, fromDay: -10, toDay: 80, rules: `商品金额满 200 元可用。${sharedRule}`, stock: 100, scope: anyOrder },
];

export interface SeedClaim {
  customerId: number;
  couponId: number;
  claimedDay: number;
}

const claim = (customerId: number, couponId: number, claimedDay: number): SeedClaim => ({ customerId, couponId, claimedDay });

/**
 * Claimed coupons (expired once the template's window has closed). A claim an order used is
 * marked used by that order (orders/seed-shop-orders.ts). newbie has none; e2e-coupon leaves six
 * templates claimable (1, 2, 3, 4, 6 and 7).
 */
export const seedClaims: readonly SeedClaim[] = [
  claim(1, 5, -3),
  claim(1, 6, -10),
  claim(1, 7, -50),
  claim(1, 8, -35),
  claim(1, 9, -60),
  claim(1, 10, -90),
  claim(3, 13, -1),
  claim(5, 5, -4),
  claim(5, 8, -35),
  claim(5, 9, -60),
  claim(6, 6, -6),
  claim(6, 8, -35),
  claim(6, 10, -90),
  claim(7, 5, -2),
  claim(7, 8, -35),
  claim(7, 10, -80),
  claim(8, 6, -5),
  claim(8, 8, -35),
  claim(8, 12, -20),
  // e2e-quote: two coupons to choose from at submit (one with a threshold), one expired, one left to claim.
  claim(9, 15, -3),
  claim(9, 16, -3),
  claim(9, 18, -60),
  // e2e-buy's one coupon; e2e-order's 待付款 order used 会员专享满 200 减 30 (cancelling it gives it back).
  claim(13, 21, -1),
  claim(15, 5, -3),
  claim(26, 23, -2),
  claim(26, 24, -2),
  claim(26, 25, -2),
];
