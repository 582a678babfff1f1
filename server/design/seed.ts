/**
 * The design service in the demo data. demo has a cancelled, a paid and an unpaid
 * package order, and design requests in every status made with the paid one (deliveries, a used
 * revision, timelines), two requests still left. e2e-design has one paid package with requests
 * left and a 已完成, a 设计中 and a 待确认 request; e2e-package has only its balance.
 * e2e-design-pages has twelve package orders (more than a page); e2e-design-used a 基础建模 whose
 * one request is used and a 标准设计 with one of three left.
 *
 * Package orders were paid online, so they need no ledger entry; the e2e customers' balances are
 * one recharge each. demo's package orders are older than its five newest shop orders, so the
 * personal center's recent orders stay as the order seed made them. Nothing is created on the seeding
 * day, so numbers of new orders and requests start at -0001. Delivered files are generated STL
 * parts written to the upload folder under fixed names, like the seeded drawings.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { DesignStatus } from '../../src/wire/design-requests.ts';
import type { OrderStatus } from '../../src/wire/order-status.ts';
import { designPackages } from '../../src/content/design-service/packages.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import { syncDesignPackages } from '../core/migrations/004-design.ts';
import { deliveryMesh, deliveryNote, insertDelivery, meshDelivery } from './deliveries.ts';
import { revisionEventNote } from './design-order-store.ts';
import { orderNumber } from '../orders/numbers.ts';
import { seedCustomers } from '../users/seed.ts';
import type { UploadFolder } from '../core/upload-folder.ts';
import type { PaidOrder } from '../ledger/seed-growth.ts';
import { dayMs, hourMs } from '../core/durations.ts';

const DEMO = 1;
const DESIGN = 18; // e2e-design
const PACKAGE = 19; // e2e-package
const PAGES = 21; // e2e-design-pages
const USED = 22; // e2e-design-used
const FILES = 24; // e2e-files

interface SeedPackageOrder {
  customerId: number;
  packageId: number;
  /** The TC number's sequence (the date is the day it was placed). */
  sequence: number;
  daysAgo: number;
  /** Hours after creation it was paid online or cancelled; absent: still 待付款. */
  end?: readonly ['paid' | 'cancelled', hoursLater: number];
}

export const seedPackageOrders: readonly SeedPackageOrder[] = [
  { customerId: DEMO, packageId: 1, sequence: 160, daysAgo: 40, end: ['cancelled', 2] },
  { customerId: DEMO, packageId: 3, sequence: 161, daysAgo: 30, end: ['paid', 1] },
  { customerId: DEMO, packageId: 2, sequence: 162, daysAgo: 11 },
  { customerId: DESIGN, packageId: 3, sequence: 181, daysAgo: 15, end: ['paid', 1] },
  // Twelve: the two oldest (one still 待付款) are on the second page of ten.
  { customerId: PAGES, packageId: 2, sequence: 211, daysAgo: 150 },
  { customerId: PAGES, packageId: 1, sequence: 212, daysAgo: 140, end: ['paid', 1] },
  { customerId: PAGES, packageId: 1, sequence: 213, daysAgo: 120, end: ['paid', 2] },
  { customerId: PAGES, packageId: 1, sequence: 214, daysAgo: 100, end: ['cancelled', 3] },
  { customerId: PAGES, packageId: 1, sequence: 215, daysAgo: 90, end: ['paid', 1] },
  { customerId: PAGES, packageId: 2, sequence: 216, daysAgo: 75, end: ['paid', 1] },
  { customerId: PAGES, packageId: 1, sequence: 217, daysAgo: 60, end: ['paid', 4] },
  { customerId: PAGES, packageId: 1, sequence: 218, daysAgo: 45, end: ['cancelled', 1] },
  { customerId: PAGES, packageId: 1, sequence: 219, daysAgo: 30, end: ['paid', 1] },
  { customerId: PAGES, packageId: 2, sequence: 220, daysAgo: 20, end: ['paid', 2] },
  { customerId: PAGES, packageId: 1, sequence: 221, daysAgo: 10, end: ['paid', 1] },
  { customerId: PAGES, packageId: 1, sequence: 222, daysAgo: 5, end: ['paid', 1] },
  // 基础建模's one request used; 标准设计 with one of three left.
  { customerId: USED, packageId: 1, sequence: 231, daysAgo: 50, end: ['paid', 1] },
  { customerId: USED, packageId: 2, sequence: 232, daysAgo: 20, end: ['paid', 2] },
  // 标准设计 with all three requests left, for the reference files the design request form uploads.
  { customerId: FILES, packageId: 2, sequence: 241, daysAgo: 3, end: ['paid', 1] },
];

type Step = readonly ['accept' | 'deliver' | 'confirm', hoursLater: number] | readonly ['revise', hoursLater: number, note: string];

interface SeedDesignOrder {
  customerId: number;
  /** The sequence of the (paid) package order it was made with. */
  packageSequence: number;
  /** The SJ number's sequence. */
  sequence: number;
  daysAgo: number;
  title: string;
  brief: string;
  /** Seeded drawings of shop 1 given as reference files. */
  fileIds: readonly number[];
  steps: readonly Step[];
}

/** Oldest first within each customer. */
export const seedDesignOrders: readonly SeedDesignOrder[] = [
  {
    customerId: DEMO, packageSequence: 161, sequence: 161, daysAgo: 28, title: '智能音箱外壳造型设计',
    brief: '圆柱形智能音箱外壳，直径 110 mm、高 180 mm 以内，顶部需要出音网孔与 4 个触摸按键位，底部留电源接口与防滑垫槽，外观简洁圆润。',
    fileIds: [1],
    steps: [['accept', 4], ['deliver', 72], ['revise', 80, '顶部网孔改为环形排布，整体高度降低 5 mm'], ['deliver', 130], ['confirm', 150]],
  },
  {
    customerId: DEMO, packageSequence: 161, sequence: 162, daysAgo: 20, title: '桌面显示器支架结构优化',
    brief: '现有 L 型支架在 27 寸显示器下晃动明显，希望在不改变安装孔位的前提下加强结构，并控制打印用料，适合 PETG 材料 FDM 打印。',
    fileIds: [2, 5],
    steps: [['accept', 3], ['deliver', 60], ['revise', 70, '底座加宽到 180 mm，提高稳定性，线槽移到背面'], ['deliver', 200]],
  },
  {
    customerId: DEMO, packageSequence: 161, sequence: 163, daysAgo: 12, title: '户外传感器防水外壳',
    brief: '温湿度传感器户外外壳，防护等级 IP65，需要透气防水膜安装位、壁挂耳与电缆防水接头开孔，内部 PCB 尺寸 60 × 40 mm。',
    fileIds: [3],
    steps: [['accept', 6]],
  },
  {
    customerId: DEMO, packageSequence: 161, sequence: 164, daysAgo: 3, title: '无人机电池仓卡扣',
    brief: '为 4S 2200 mAh 电池设计快拆电池仓与卡扣，单手可拆装，卡扣需承受 3 m 高度跌落，材料倾向尼龙 SLS。',
    fileIds: [],
    steps: [],
  },
  {
    customerId: DESIGN, packageSequence: 181, sequence: 181, daysAgo: 14, title: '蓝牙耳机充电盒外壳',
    brief: '椭圆形耳机充电盒，上下盖磁吸开合，内部放两只耳机与 400 mAh 电池，表面需要一颗指示灯透光孔。',
    fileIds: [],
    steps: [['accept', 2], ['deliver', 50], ['confirm', 70]],
  },
  {
    customerId: DESIGN, packageSequence: 181, sequence: 182, daysAgo: 6, title: '机械键盘外壳',
    brief: '75% 配列机械键盘外壳，Gasket 结构，底部 6° 倾角，需要 Type-C 开口与两处配重块安装位。',
    fileIds: [],
    steps: [['accept', 5]],
  },
  {
    customerId: DESIGN, packageSequence: 181, sequence: 183, daysAgo: 4, title: '智能门锁面板',
    brief: '室外门锁前面板，包含指纹模块、数字键盘背光区与机械钥匙孔盖板，需要考虑雨水导流。',
    fileIds: [],
    steps: [['accept', 3], ['deliver', 48]],
  },
  {
    customerId: USED, packageSequence: 231, sequence: 231, daysAgo: 48, title: '手机支架底座',
    brief: '桌面手机支架底座，可放 6.7 寸手机横竖两用，底部配重槽放 2 枚硬币，整体高度不超过 120 mm。',
    fileIds: [],
    steps: [['accept', 3], ['deliver', 40], ['confirm', 60]],
  },
  {
    customerId: USED, packageSequence: 232, sequence: 232, daysAgo: 18, title: '便携风扇外壳',
    brief: '手持小风扇外壳，内置 18650 电池一节，正面格栅防夹手，侧面 Type-C 充电口与一颗按键。',
    fileIds: [],
    steps: [['accept', 5]],
  },
  {
    customerId: USED, packageSequence: 232, sequence: 233, daysAgo: 8, title: '宠物喂食器料斗',
    brief: '自动喂食器料斗，容量约 2 L，出料口直径 30 mm，料斗可拆洗，顶盖带卡扣防止宠物打开。',
    fileIds: [],
    steps: [],
  },
];

/** One recharge each: what the design browser tests' customers start with (seedCustomers gives the same). */
export const seedDesignLedger: ReadonlyArray<{ customerId: number; daysAgo: number; amount: number; remark: string }> = [
  { customerId: DESIGN, daysAgo: 40, amount: 500_000, remark: '在线充值（支付宝）' },
  { customerId: PACKAGE, daysAgo: 20, amount: 500_000, remark: '在线充值（微信支付）' },
];

interface SeedDeliveredFile {
  sequence: number;
  version: number;
  name: string;
  storedName: string;
  bytes: Uint8Array;
}

/** Every delivered file of the requests above, built once: the bytes are the same on every seeding. */
const deliveredFiles: readonly SeedDeliveredFile[] = seedDesignOrders.flatMap((order) => {
  const versions = order.steps.filter(([step]) => step === 'deliver').map((_, index) => index + 1);
  return versions.map((version) => ({ sequence: order.sequence, version, name: `${order.title}-v${version}.stl`, bytes: deliveryMesh(version) }));
}).map((file, index) => ({ ...file, storedName: `seed-${601 + index}.stl` }));

/** Stored names of the delivered files (the upload folder keeps these when it is cleaned). */
export const seedDesignStoredNames: ReadonlySet<string> = new Set(deliveredFiles.map((file) => file.storedName));

/** Bytes the delivered files take in shop 1. */
export const seedDesignFileBytes = deliveredFiles.reduce((sum, file) => sum + file.bytes.byteLength, 0);

/** Writes the delivered files' bytes to the upload folder (before their rows are inserted). */
export function writeSeedDesignFiles(uploads: UploadFolder): void {
  for (const file of deliveredFiles) uploads.write(file.storedName, file.bytes);
}

function needed<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed design: ${what}`);
  return value;
}

/** When a package order was placed and ended, its status and number: what its row says and the growth its payment earned. */
function placed(spec: SeedPackageOrder, at: number) {
  const pack = needed(designPackages.find((p) => p.id === spec.packageId), `package ${spec.packageId}`);
  const createdAt = at - spec.daysAgo * dayMs;
  const endAt = spec.end === undefined ? null : createdAt + spec.end[1] * hourMs;
  const status: OrderStatus = spec.end === undefined ? '待付款' : spec.end[0] === 'paid' ? '已完成' : '已取消';
  const paidAt = spec.end?.[0] === 'paid' ? endAt : null;
  return { pack, createdAt, endAt, status, paidAt, orderNo: orderNumber('TC', createdAt, spec.sequence) };
}

/**
 * The package orders that were paid, as the growth they earned needs them: the shop orders are
 * priced at the level their customer held when each was placed (orders/seed-shop-orders.ts), and
 * are seeded before these.
 */
export function seedPaidPackageOrders(at: number): PaidOrder[] {
  return seedPackageOrders.flatMap((spec) => {
    const { pack, status, paidAt, endAt, createdAt, orderNo } = placed(spec, at);
    return paidAt === null ? [] : [{ customerId: spec.customerId, orderNo, status, payable: pack.price, paidAt, updatedAt: endAt ?? createdAt }];
  });
}

function insertPackageOrders(db: DatabaseSync, at: number): Map<number, number> {
  const order = db.prepare(
    `INSERT INTO orders (order_no, customer_id, shop_id, factory_id, kind, source, status, goods, discount, shipping, payable,
       address, remarks, idempotency_key, created_at, updated_at, paid_at, payment_method, package_id)
     VALUES (?, ?, 1, 1, 'package', NULL, ?, ?, 0, 0, ?, ?, '', ?, ?, ?, ?, ?, ?)`,
  );
  const item = db.prepare(
    `INSERT INTO order_items (order_id, position, file_id, drawing_id, consumable_id, name, volume, unit_price, quantity, subtotal, manual)
     VALUES (?, 1, NULL, NULL, NULL, ?, NULL, ?, 1, ?, 0)`,
  );
  const event = db.prepare('INSERT INTO order_events (order_id, status, note, at) VALUES (?, ?, ?, ?)');
  const ids = new Map<number, number>();
  for (const spec of seedPackageOrders) {
    const customer = needed(seedCustomers.find((c) => c.id === spec.customerId), `customer ${spec.customerId}`);
    const { pack, createdAt, endAt, status, paidAt, orderNo } = placed(spec, at);
    const address = { name: customer.nickname, phone: customer.phone ?? '', region: '线上服务', detail: '设计文件在「我的设计订单」中在线交付' };
    const id = Number(
      order.run(orderNo, spec.customerId, status, pack.price, pack.price, JSON.stringify(address), `seed-package-order-${orderNo}`, createdAt,
        endAt ?? createdAt, paidAt, paidAt === null ? null : 'online', pack.id).lastInsertRowid,
    );
    item.run(id, pack.name, pack.price, pack.price);
    event.run(id, '待付款', `已选购设计套餐「${pack.name}」，等待付款`, createdAt);
    // The timeline calls a paid package 生效中, as every page does (served-status.ts).
    if (endAt !== null) event.run(id, status === '已完成' ? '生效中' : status, status === '已完成' ? `在线支付 ${formatFen(pack.price)}` : '订单已取消', endAt);
    ids.set(spec.sequence, id);
  }
  return ids;
}

/** Inserts the package orders, the requests with their files, deliveries and timelines, and the recharges. */
export function insertSeedDesign(db: DatabaseSync, at: number): void {
  // A reseed emptied every table, the mirrored packages too.
  syncDesignPackages(db);
  const packageOrderIds = insertPackageOrders(db, at);
  const request = db.prepare(
    `INSERT INTO design_orders (request_no, customer_id, package_order_id, title, brief, status, revisions, revisions_used, idempotency_key, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const file = db.prepare('INSERT INTO design_order_files (design_order_id, position, file_id) VALUES (?, ?, ?)');
  const event = db.prepare('INSERT INTO design_order_events (design_order_id, status, note, at) VALUES (?, ?, ?, ?)');
  for (const spec of seedDesignOrders) {
    const packageSpec = needed(seedPackageOrders.find((p) => p.sequence === spec.packageSequence), `package order ${spec.packageSequence}`);
    const pack = needed(designPackages.find((p) => p.id === packageSpec.packageId), `package ${packageSpec.packageId}`);
    const createdAt = at - spec.daysAgo * dayMs;
    const time = (hours: number) => createdAt + hours * hourMs;
    let status: DesignStatus = '待接单';
    let used = 0;
    for (const [step] of spec.steps) {
      if (step === 'revise') used += 1;
      status = step === 'accept' || step === 'revise' ? '设计中' : step === 'deliver' ? '待确认' : '已完成';
    }
    const requestNo = orderNumber('SJ', createdAt, spec.sequence);
    const updatedAt = time(spec.steps.at(-1)?.[1] ?? 0);
    const id = Number(
      request.run(requestNo, spec.customerId, needed(packageOrderIds.get(spec.packageSequence), 'package order id'), spec.title, spec.brief, status,
        pack.revisions, used, `seed-design-order-${requestNo}`, createdAt, updatedAt).lastInsertRowid,
    );
    spec.fileIds.forEach((fileId, index) => file.run(id, index + 1, fileId));
    event.run(id, '待接单', `设计需求已提交（使用「${pack.name}」），等待设计师接单`, createdAt);
    let version = 0;
    let revisions = 0;
    for (const step of spec.steps) {
      const stepAt = time(step[1]);
      if (step[0] === 'accept') event.run(id, '设计中', '设计师已接单，开始设计', stepAt);
      if (step[0] === 'revise') event.run(id, '设计中', revisionEventNote((revisions += 1), pack.revisions, step[2]), stepAt);
      if (step[0] === 'confirm') event.run(id, '已完成', '已确认设计稿，设计需求完成', stepAt);
      if (step[0] === 'deliver') {
        version += 1;
        const delivered = needed(deliveredFiles.find((f) => f.sequence === spec.sequence && f.version === version), `delivery ${requestNo} v${version}`);
        insertDelivery(db, { id, shopId: 1, customerId: spec.customerId }, version, deliveryNote(version), stepAt, [meshDelivery(delivered.name, delivered.bytes, delivered.storedName)]);
        event.run(id, '待确认', deliveryNote(version), stepAt);
      }
    }
  }

  const flow = db.prepare("INSERT INTO amount_flows (customer_id, created_at, type, amount, order_no, remark) VALUES (?, ?, 'recharge', ?, NULL, ?)");
  for (const f of seedDesignLedger) flow.run(f.customerId, at - f.daysAgo * dayMs, f.amount, f.remark);
}
