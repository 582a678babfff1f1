/**
 * 工艺与材料 on the platform home. Prices are integer fen per cm³ (the lowest material price of
 * the process) and the minimum charge per part; the quotation screens read live prices from the
 * API, so these are the published "from" prices, not a price list.
 */
export interface ProcessCard {
  code: string;
  name: string;
  summary: string;
  materials: readonly string[];
  /** Lowest price per cm³ among the listed materials, integer fen. */
  pricePerCm3FromFen: number;
  /** Lowest charge for one part, integer fen. */
  minPricePerPartFen: number;
  leadDays: { min: number; max: number };
  /** Which small drawing the card shows. */
  icon: 'resin' | 'powder' | 'fusion' | 'filament' | 'metal' | 'mill' | 'mould';
}

export const processes = [
  {
    code: 'sla',
    name: 'SLA 光敏树脂',
    summary: '表面细腻、细节清晰，适合外观手板与装配验证。',
    materials: ['白色树脂', '高韧性树脂', '透明树脂', '耐高温树脂'],
    pricePerCm3FromFen: 80,
    minPricePerPartFen: 1500,
    leadDays: { min: 1, max: 3 },
    icon: 'resin',
  },
  {
    code: 'sls',
    name: 'SLS 尼龙',
    summary: '无需支撑、强度高，适合功能件和复杂内腔结构。',
    materials: ['PA12 尼龙', 'PA12 玻纤增强', 'TPU 弹性体'],
    pricePerCm3FromFen: 220,
    minPricePerPartFen: 3000,
    leadDays: { min: 3, max: 5 },
    icon: 'powder',
  },
  {
    code: 'mjf',
    name: 'MJF 尼龙',
    summary: '各向同性好、批次一致，适合小批量终端零件。',
    materials: ['HP PA12', 'HP PA11', 'PA12 玻璃微珠'],
    pricePerCm3FromFen: 180,
    minPricePerPartFen: 3000,
    leadDays: { min: 3, max: 5 },
    icon: 'fusion',
  },
  {
    code: 'fdm',
    name: 'FDM 熔融沉积',
    summary: '成本最低、出件最快，适合概念验证和治具。',
    materials: ['PLA', 'ABS', 'PETG', 'PC'],
    pricePerCm3FromFen: 50,
    minPricePerPartFen: 800,
    leadDays: { min: 1, max: 2 },
    icon: 'filament',
  },
  {
    code: 'slm',
    name: 'SLM 金属',
    summary: '致密金属直接成形，适合轻量化结构与随形冷却模具。',
    materials: ['316L 不锈钢', 'AlSi10Mg 铝合金', 'TC4 钛合金', '18Ni300 模具钢'],
    pricePerCm3FromFen: 1800,
    minPricePerPartFen: 20000,
    leadDays: { min: 5, max: 8 },
    icon: 'metal',
  },
  {
    code: 'cnc',
    name: 'CNC 加工',
    summary: '金属与工程塑料精密切削，公差可达 ±0.02 mm。',
    materials: ['6061 铝合金', '7075 铝合金', '304 不锈钢', 'H59 黄铜', 'POM 赛钢'],
    pricePerCm3FromFen: 350,
    minPricePerPartFen: 8000,
    leadDays: { min: 3, max: 7 },
    icon: 'mill',
  },
  {
    code: 'vacuum',
    name: '真空复模',
    summary: '硅胶模具小批量复制，10–50 件时单件成本最低。',
    materials: ['仿 ABS 聚氨酯', '仿 PP 聚氨酯', '透明 PU', '软胶（邵氏 A 40–90）'],
    pricePerCm3FromFen: 120,
    minPricePerPartFen: 5000,
    leadDays: { min: 7, max: 10 },
    icon: 'mould',
  },
] as const satisfies readonly ProcessCard[];

export type ProcessCode = (typeof processes)[number]['code'];

export const processesSection = {
  id: 'processes',
  eyebrow: '工艺与材料',
  heading: `${processes.length} 种工艺，覆盖从手板到小批量`,
  intro: '价格按零件体积计算，并不低于单件起步价。选好工艺后上传模型，即可看到逐项明细。',
  labels: {
    materials: '常用材料',
    priceFrom: '单价',
    perCm3: '/cm³ 起',
    minPrice: '单件起步价',
    lead: '常规交期',
    days: '天',
  },
  cta: {
    label: '查看全部材料与实时价格',
    text: '按工艺筛选材料，对比颜色、单价和交期，选好即可上传模型报价。',
    href: '/quotationorder/selectmaterialprocess',
  },
} as const;
