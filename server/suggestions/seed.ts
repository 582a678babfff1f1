import type { DatabaseSync } from 'node:sqlite';
import type { SuggestionStatus, SuggestionType } from '../../src/wire/suggestions.ts';
import { addEvent, addReply, insertSuggestion, setStatus } from './store.ts';
import { gradientPng } from '../seed-suggestions.ts';
import type { UploadFolder } from '../core/upload-folder.ts';
import { hourMs } from '../core/durations.ts';

const staff = '客服小星';

const seedImages = [
  { storedName: 'seed-9001.png', name: '订单页截图.png', width: 320, height: 200, bytes: gradientPng(320, 200, [255, 122, 26], [255, 214, 170]) },
  { storedName: 'seed-9002.png', name: '报错提示.png', width: 240, height: 240, bytes: gradientPng(240, 240, [37, 99, 235], [186, 230, 253]) },
  { storedName: 'seed-9003.png', name: '零件表面.png', width: 280, height: 180, bytes: gradientPng(280, 180, [22, 163, 74], [220, 252, 231]) },
  { storedName: 'seed-9004.png', name: '草稿共享示意.png', width: 200, height: 160, bytes: gradientPng(200, 160, [124, 58, 237], [237, 233, 254]) },
] as const;

/** Stored names of the seeded images: a reseed keeps these files. */
export const seedSuggestionStoredNames: ReadonlySet<string> = new Set(seedImages.map((image) => image.storedName));

export function writeSeedSuggestionImages(uploads: UploadFolder): void {
  for (const image of seedImages) uploads.write(image.storedName, image.bytes);
}

interface SeedStep {
  hours: number;
  status?: SuggestionStatus;
  note?: string;
  reply?: { from: 'staff' | 'customer'; content: string };
}

interface SeedSuggestion {
  customerId: number;
  type: SuggestionType;
  title: string;
  content: string;
  contact: string | null;
  /** Hours before the seeding moment it was submitted. */
  ageHours: number;
  images: readonly number[];
  /** After submission, hours later each. */
  steps: readonly SeedStep[];
}

/**
 * demo has one suggestion in every status (and two answered ones, one with a follow-up); `other`
 * has one of its own, which demo must never see.
 */
const seedSuggestions: readonly SeedSuggestion[] = [
  {
    customerId: 1,
    type: '问题反馈',
    title: '上传 STEP 文件后预览一直转圈',
    content: '在报价第二步上传约 40 MB 的 STEP 文件，进度到 100% 后 3D 预览一直在加载，刷新后文件还在但仍然无法预览。浏览器是 Chrome 最新版。',
    contact: '13800138000',
    ageHours: 6,
    images: [1],
    steps: [],
  },
  {
    customerId: 1,
    type: '功能建议',
    title: '希望订单列表可以按材料筛选',
    content: '订单多了以后很难找到某种材料的历史订单，希望订单中心能按材料或工艺筛选，最好还能导出。',
    contact: 'demo@example.com',
    ageHours: 50,
    images: [],
    steps: [
      { hours: 3, status: '处理中', note: '客服已受理，正在评估' },
      { hours: 4, reply: { from: 'staff', content: '感谢您的建议！产品团队已将「按材料筛选订单」列入评估，有进展会在这里回复您。' } },
    ],
  },
  {
    customerId: 1,
    type: '投诉',
    title: '订单发货比承诺晚了三天',
    content: '订单承诺 5 天交付，实际第 8 天才发货，影响了我们的展会布置。希望给个说法，并改进交期预估。',
    contact: null,
    ageHours: 120,
    images: [0, 2],
    steps: [
      { hours: 2, status: '处理中', note: '客服已受理，正在与工厂核实' },
      { hours: 5, reply: { from: 'staff', content: '非常抱歉给您带来不便，我们正在与工厂核实延误原因。' } },
      { hours: 20, reply: { from: 'customer', content: '请尽快给出处理结果，谢谢。' } },
      { hours: 26, reply: { from: 'staff', content: '经核实，延误是由于后处理工序排期冲突。已为您的账户发放 50 元补偿券，并优化了交期预估。' } },
      { hours: 26, status: '已回复', note: '客服已回复' },
    ],
  },
  {
    customerId: 1,
    type: '其他',
    title: '发票抬头如何修改',
    content: '上个月的订单开票抬头写错了，请问如何修改或重开？',
    contact: '12345678',
    ageHours: 300,
    images: [],
    steps: [
      { hours: 1, status: '处理中', note: '客服已受理' },
      { hours: 2, reply: { from: 'staff', content: '您好，已开具的发票可在订单详情中申请重开，填写新的抬头后 3 个工作日内寄出。' } },
      { hours: 2, status: '已回复', note: '客服已回复' },
    ],
  },
  {
    customerId: 4,
    type: '功能建议',
    title: '蓝鲸设计室的私有建议',
    content: '希望支持团队成员共享报价草稿。',
    contact: 'other@example.com',
    ageHours: 30,
    images: [3],
    steps: [],
  },
];

/** Seeds the suggestions above, relative to the seeding moment `at` (their images must be written). */
export function insertSeedSuggestions(db: DatabaseSync, at: number): void {
  for (const s of seedSuggestions) {
    const created = at - s.ageHours * hourMs;
    const images = s.images.map((index) => {
      const image = seedImages[index];
      if (image === undefined) throw new Error(`seed suggestion image ${index} missing`);
      return { name: image.name, storedName: image.storedName, kind: 'png' as const, size: image.bytes.byteLength, width: image.width, height: image.height };
    });
    const id = insertSuggestion(db, { customerId: s.customerId, type: s.type, title: s.title, content: s.content, contact: s.contact, idempotencyKey: null, at: created, images });
    let updated = created;
    for (const step of s.steps) {
      const time = created + step.hours * hourMs;
      updated = time;
      if (step.reply) addReply(db, id, { ...step.reply, author: step.reply.from === 'staff' ? staff : '演示用户', at: time });
      if (step.status && step.note) {
        addEvent(db, id, step.status, step.note, time);
        setStatus(db, id, step.status, time);
      }
    }
    db.prepare('UPDATE suggestions SET updated_at = ? WHERE id = ?').run(updated, id);
  }
}
