/**
 * 工艺与材料 on the platform home. Each process says how its parts are priced (the cost model of
 * its materials), its lowest rate per cm³ (of the part's material, of the stock block for CNC, of
 * the resin for casting) and its lowest minimum charge, per part or per file; the quotation
 * screens read live prices from the API, so these are the published "from" prices, not a price list.
 */
export interface ProcessCard {
  code: string;
  name: string;
  summary: string;
  materials: readonly string[];
  /** How a part is priced, in one sentence. */
  pricedBy: string;
  /** What the rate per cm³ is of: 材料 (the part), 坯料 (CNC's stock block), 树脂 (casting). */
  rateOf: '材料' | '坯料' | '树脂';
  /** Lowest price per cm³ among the listed materials, integer fen. */
  pricePerCm3FromFen: number;
  /** Lowest minimum charge, integer fen: per part or per file (one line of a quotation, at any quantity). */
  minimumFromFen: number;
  minimumPer: 'part' | 'line';
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
    pricedBy: '材料按体积，机时按摆放后的高度；悬垂面另计支撑与去支撑。',
    rateOf: '材料',
    pricePerCm3FromFen: 80,
    minimumFromFen: 1500,
    minimumPer: 'line',
    leadDays: { min: 1, max: 3 },
    icon: 'resin',
  },
  {
    code: 'sls',
    name: 'SLS 尼龙',
    summary: '无需支撑、强度高，适合功能件和复杂内腔结构。',
    materials: ['PA12 尼龙', 'PA12 玻纤增强', 'TPU 弹性体'],
    pricedBy: '材料按体积，机时按零件占用的粉床空间。',
    rateOf: '材料',
    pricePerCm3FromFen: 90,
    minimumFromFen: 3000,
    minimumPer: 'line',
    leadDays: { min: 3, max: 5 },
    icon: 'powder',
  },
  {
    code: 'mjf',
    name: 'MJF 尼龙',
    summary: '各向同性好、批次一致，适合小批量终端零件。',
    materials: ['HP PA12', 'HP PA11', 'PA12 玻璃微珠'],
    pricedBy: '材料按体积，机时按零件占用的粉床空间。',
    rateOf: '材料',
    pricePerCm3FromFen: 180,
    minimumFromFen: 3000,
    minimumPer: 'line',
    leadDays: { min: 3, max: 5 },
    icon: 'fusion',
  },
  {
    code: 'fdm',
    name: 'FDM 熔融沉积',
    summary: '成本最低、出件最快，适合概念验证和治具。',
    materials: ['PLA', 'ABS', 'PETG', 'PC'],
    pricedBy: '按外壳（壁与顶底层）加所选填充率的打印体积计材料与机时，悬垂面另计支撑。',
    rateOf: '材料',
    pricePerCm3FromFen: 50,
    minimumFromFen: 800,
    minimumPer: 'line',
    leadDays: { min: 1, max: 2 },
    icon: 'filament',
  },
  {
    code: 'slm',
    name: 'SLM 金属',
    summary: '致密金属直接成形，适合轻量化结构与随形冷却模具。',
    materials: ['316L 不锈钢', 'AlSi10Mg 铝合金', 'TC4 钛合金', '18Ni300 模具钢'],
    pricedBy: '材料按体积，机时按摆放后的高度；每件单独去支撑、去应力。',
    rateOf: '材料',
    pricePerCm3FromFen: 1800,
    minimumFromFen: 20000,
    minimumPer: 'part',
    leadDays: { min: 5, max: 8 },
    icon: 'metal',
  },
  {
    code: 'cnc',
    name: 'CNC 加工',
    summary: '金属与工程塑料精密切削，公差可达 ±0.02 mm。',
    materials: ['6061 铝合金', '7075 铝合金', '304 不锈钢', 'H59 黄铜', 'POM 赛钢'],
    pricedBy: '按坯料、切削去除量与精加工面积、装夹次数计价，装夹与编程由同一文件的数量分摊。',
    rateOf: '坯料',
    pricePerCm3FromFen: 8,
    minimumFromFen: 8000,
    minimumPer: 'line',
    leadDays: { min: 3, max: 7 },
    icon: 'mill',
  },
  {
    code: 'vacuum',
    name: '真空复模',
    summary: '硅胶模具小批量复制，10–50 件时单件成本最低。',
    materials: ['仿 ABS 聚氨酯', '仿 PP 聚氨酯', '透明 PU', '软胶（邵氏 A 40–90）'],
    pricedBy: '母版与硅胶模由数量分摊（一副模约浇注 20 件），每件另计树脂与浇注。',
    rateOf: '树脂',
    pricePerCm3FromFen: 15,
    minimumFromFen: 5000,
    minimumPer: 'line',
    leadDays: { min: 7, max: 10 },
    icon: 'mould',
  },
] as const satisfies readonly ProcessCard[];

export type ProcessCode = (typeof processes)[number]['code'];

export const processesSection = {
  id: 'processes',
  eyebrow: '工艺与材料',
  heading: `${processes.length} 种工艺，覆盖从手板到小批量`,
  intro: '按零件的制造方式计价：打印按材料和机时，CNC 按坯料、切削和装夹，真空复模按母版、硅胶模和树脂。上传模型即可看到每一项费用。',
  labels: {
    materials: '常用材料',
    priceFrom: '单价',
    perCm3: '/cm³ 起',
    minimum: { part: '起步价（每件）', line: '起步价（每个文件）' },
    lead: '常规交期',
    days: '天',
  },
  cta: {
    label: '查看全部材料与实时价格',
    text: '按工艺筛选材料，对比颜色、单价和交期，选好即可上传模型报价。',
    href: '/quotationorder/selectmaterialprocess',
  },
} as const;
