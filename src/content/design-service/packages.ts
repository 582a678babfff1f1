import type { DesignPackage } from '../../wire/design-packages.ts';
import { shortText } from '../../lib/format/short-text.ts';

/**
 * 设计套餐 — the one source of the packages: the marketing pages render it at build time and the
 * reference server seeds its `design_packages` table from it, so the price a visitor reads on
 * /mydesign/solution is the price the API charges. Plain TS with relative imports only (the
 * server runs it directly with Node). Cheapest first, ids stable: orders refer to them.
 */
export const designPackages: readonly DesignPackage[] = [
  {
    id: 1,
    name: '基础建模',
    price: 39900,
    summary: '已有草图、照片或旧零件，只需要一份可直接打印的三维模型。',
    scope: [
      '按草图、照片或实物测绘建立三维模型',
      '单个零件，结构不超过 20 个特征',
      '按所选工艺检查壁厚与最小细节',
      '交付 STEP 与 STL 源文件',
    ],
    requests: 1,
    revisions: 2,
    deliveryDays: 3,
    recommended: false,
  },
  {
    id: 2,
    name: '标准设计',
    price: 129900,
    summary: '小型产品或装配件的结构与外观设计，适合手板验证和众筹样机。',
    scope: [
      '外观造型与内部结构设计，最多 5 个零件的装配',
      '卡扣、螺柱、拔模与公差按工艺设计',
      '2 张渲染效果图，便于评审与宣传',
      '面向 3D 打印或 CNC 的可制造性评审',
      '交付 STEP、STL 与二维尺寸图',
    ],
    requests: 3,
    revisions: 3,
    deliveryDays: 5,
    recommended: true,
  },
  {
    id: 3,
    name: '产品开发',
    price: 389900,
    summary: '从概念到小批量试产的完整开发，适合新产品立项的硬件团队。',
    scope: [
      '概念方案 3 选 1，工业设计与结构设计一体完成',
      '最多 15 个零件的装配、运动与干涉检查',
      '材料与工艺选型，兼顾小批量与开模量产',
      '6 张渲染效果图与爆炸图',
      '一次手板验证后的设计优化',
      '交付全套三维源文件、二维工程图与 BOM',
    ],
    requests: 6,
    revisions: 5,
    deliveryDays: 10,
    recommended: false,
  },
  {
    id: 4,
    name: '企业年度',
    price: 1680000,
    summary: '持续有设计需求的工厂与品牌：全年专属工程师，按需提交设计需求。',
    scope: [
      '全年 30 次设计需求，建模、结构、外观均可',
      '专属设计工程师与项目经理对接',
      '需求当天响应，紧急需求优先排期',
      '设计规范与零件库沉淀，团队共享',
      '每季度一次设计复盘与成本优化建议',
    ],
    requests: 30,
    revisions: 5,
    deliveryDays: 3,
    recommended: false,
  },
];

/** The cheapest package and the fastest first delivery: the figures the marketing copy quotes. */
export const cheapestPackage = designPackages.reduce((low, pack) => (pack.price < low.price ? pack : low));
export const fastestDeliveryDays = Math.min(...designPackages.map((pack) => pack.deliveryDays));
/** `¥399`: whole yuan as the copy writes prices. */
export const packagePriceText = (fen: number) => `¥${shortText(fen / 100, 2)}`;
