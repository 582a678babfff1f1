/**
 * The professional orders of the demo data: demo has one the engineer has quoted (待付款) and a
 * newer one waiting for a quote (待报价) whose first drawing has a second version. The drawings
 * are real binary STL files written to the upload folder and counted in the shop's storage.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Address } from '../../src/wire/address.ts';
import type { OrderStatus } from '../../src/wire/order-status.ts';
import { measureForQuote } from '../../src/lib/geometry/quote-figures.ts';
import { measuredOf } from '../files/measurement.ts';
import { orderNumber, shopDay } from './numbers.ts';
import { binaryStl, box, bracket } from '../seed-meshes.ts';
import type { UploadFolder } from '../core/upload-folder.ts';
import { dayMs } from '../core/durations.ts';

interface SeedFile {
  id: number;
  name: string;
  bytes: Uint8Array;
  /** Days before the seeding moment it was uploaded. */
  daysAgo: number;
}

/** Built once: the bytes are the same on every seeding. */
const seedFiles: readonly SeedFile[] = [
  { id: 1, name: '外壳.stl', bytes: binaryStl(box(60, 40, 20)), daysAgo: 6 },
  { id: 2, name: 'L型支架.stl', bytes: binaryStl(bracket(40, 30, 5, 20)), daysAgo: 6 },
  { id: 3, name: '散热盖板.stl', bytes: binaryStl(box(80, 60, 3)), daysAgo: 2 },
  { id: 4, name: '散热盖板-加厚.stl', bytes: binaryStl(box(80, 60, 4)), daysAgo: 1 },
  { id: 5, name: '安装支架.stl', bytes: binaryStl(bracket(60, 40, 6, 25)), daysAgo: 2 },
];

const storedNameOf = (file: SeedFile) => `seed-${file.id}.stl`;

/** The stored names of the seeded drawings (the folder keeps these when it is cleaned). */
export const seedStoredNames: ReadonlySet<string> = new Set(seedFiles.map(storedNameOf));

/** Bytes the seeded drawings take in demo's shop. */
export const seedFileBytes = seedFiles.reduce((sum, file) => sum + file.bytes.byteLength, 0);

/** Writes the seeded drawings' bytes to the upload folder (before their rows are inserted). */
export function writeSeedFiles(uploads: UploadFolder): void {
  for (const file of seedFiles) uploads.write(storedNameOf(file), file.bytes);
}

interface SeedDrawing {
  id: number;
  name: string;
  /** Files of its versions, oldest first. */
  fileIds: readonly number[];
  /** Per part, set once the engineer has quoted; null while waiting. */
  unitPrice: number | null;
}

interface SeedProfessionalOrder {
  id: number;
  daysAgo: number;
  status: OrderStatus;
  requirements: string;
  quantity: number;
  /** Days after the seeding moment the customer wants the parts. */
  expectedInDays: number;
  drawings: readonly SeedDrawing[];
  /** Notable moments after creation: days before the seeding moment, status and note. */
  later: ReadonlyArray<{ daysAgo: number; status: OrderStatus; note: string }>;
}

const demoAddress: Address = { name: '演示用户', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园南区高新南七道 18 号 501 室' };

const seedProfessionalOrders: readonly SeedProfessionalOrder[] = [
  {
    id: 1,
    daysAgo: 6,
    status: '待付款',
    requirements: '外壳与支架的装配验证样件：外壳喷砂后喷哑光黑漆，支架需承受 2 kg 负载，请推荐材料并报价。',
    quantity: 5,
    expectedInDays: 8,
    drawings: [
      { id: 1, name: '外壳.stl', fileIds: [1], unitPrice: 6800 },
      { id: 2, name: 'L型支架.stl', fileIds: [2], unitPrice: 2500 },
    ],
    later: [{ daysAgo: 5, status: '待付款', note: '工程师已完成报价，请确认后付款' }],
  },
  {
    id: 2,
    daysAgo: 2,
    status: '待报价',
    requirements: '散热盖板小批量试产，建议 6061 铝合金 CNC 加工，表面阳极氧化黑色；安装支架与盖板配套。',
    quantity: 20,
    expectedInDays: 20,
    drawings: [
      { id: 3, name: '散热盖板.stl', fileIds: [3, 4], unitPrice: null },
      { id: 4, name: '安装支架.stl', fileIds: [5], unitPrice: null },
    ],
    later: [{ daysAgo: 1, status: '待报价', note: '上传了「散热盖板.stl」的第 2 版' }],
  },
];

/** Inserts demo's drawings and professional orders; their bytes must already be written. */
export function insertSeedOrders(db: DatabaseSync, at: number): void {
  const time = (daysAgo: number) => at - daysAgo * dayMs;
  const file = db.prepare(
    `INSERT INTO design_files (id, shop_id, customer_id, draft_id, name, size, format, geometry, warnings, sha256, stored_name, created_at)
     VALUES (?, 1, 1, NULL, ?, ?, 'stl', ?, ?, ?, ?, ?)`,
  );
  for (const f of seedFiles) {
    const { geometry, warnings } = measuredOf(measureForQuote(f.name, f.bytes).result);
    const sha256 = createHash('sha256').update(f.bytes).digest('hex');
    file.run(f.id, f.name, f.bytes.byteLength, JSON.stringify(geometry), JSON.stringify(warnings), sha256, storedNameOf(f), time(f.daysAgo));
  }
  db.prepare('UPDATE shops SET storage_size = storage_size + ? WHERE id = 1').run(seedFileBytes);

  const order = db.prepare(
    `INSERT INTO orders (id, order_no, customer_id, shop_id, factory_id, kind, source, status, goods, discount, shipping, payable,
       address, remarks, requirements, quantity, expected_date, idempotency_key, created_at, updated_at)
     VALUES (?, ?, 1, 1, 1, 'customized', 'professional', ?, ?, 0, 0, ?, ?, '', ?, ?, ?, ?, ?, ?)`,
  );
  const drawing = db.prepare('INSERT INTO order_drawings (id, order_id, name, created_at) VALUES (?, ?, ?, ?)');
  const version = db.prepare('INSERT INTO drawing_versions (drawing_id, version, file_id) VALUES (?, ?, ?)');
  const item = db.prepare(
    `INSERT INTO order_items (order_id, position, file_id, drawing_id, name, volume, unit_price, quantity, subtotal, manual)
     VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
  );
  const event = db.prepare('INSERT INTO order_events (order_id, status, note, at) VALUES (?, ?, ?, ?)');
  for (const o of seedProfessionalOrders) {
    const createdAt = time(o.daysAgo);
    const goods = o.drawings.reduce((sum, d) => sum + (d.unitPrice ?? 0) * o.quantity, 0);
    const updatedAt = Math.max(createdAt, ...o.later.map((l) => time(l.daysAgo)));
    order.run(
      o.id,
      orderNumber('DZ', createdAt, 1),
      o.status,
      goods,
      goods,
      JSON.stringify(demoAddress),
      o.requirements,
      o.quantity,
      shopDay(at + o.expectedInDays * dayMs),
      `seed-professional-${o.id}`,
      createdAt,
      updatedAt,
    );
    o.drawings.forEach((d, index) => {
      drawing.run(d.id, o.id, d.name, createdAt);
      d.fileIds.forEach((fileId, v) => version.run(d.id, v + 1, fileId));
      const newest = d.fileIds.at(-1) ?? null;
      const unitPrice = d.unitPrice ?? 0;
      item.run(o.id, index + 1, newest, d.id, d.name, unitPrice, o.quantity, unitPrice * o.quantity, d.unitPrice === null ? 1 : 0);
    });
    event.run(o.id, '待报价', '专业订单已提交，等待工程师报价', createdAt);
    for (const l of o.later) event.run(o.id, l.status, l.note, time(l.daysAgo));
  }
}
