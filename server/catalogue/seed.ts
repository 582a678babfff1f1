/**
 * The manufacturing catalogue of the demo data: processes, materials and factories.
 * Ids are fixed so they stay the same after every reseed (browser tests and bookmarks rely on
 * them). `pricePerCm3` is fen per cm³ as each material's cost model uses it (price-options.ts): of
 * the part for printing and casting (the resin), of the stock block for CNC; `minPrice` fen per
 * part (SLM) or per line (every other process).
 */
import { partnerFactories } from '../../src/content/home/factories.ts';
import type { ProcessCode } from '../../src/content/home/processes.ts';

export interface SeedProcess {
  id: number;
  code: string;
  name: string;
  description: string;
}

export const seedProcesses: readonly SeedProcess[] = [
  { id: 1, code: 'SLA', name: 'SLA 光敏树脂', description: '激光固化树脂，精度高、表面光滑，适合外观手板与精细模型。' },
  { id: 2, code: 'SLS', name: 'SLS 尼龙', description: '激光烧结尼龙粉末，无需支撑，强度好，适合功能件与小批量。' },
  { id: 3, code: 'MJF', name: 'MJF 尼龙', description: '多射流熔融，细节清晰、性能均匀，适合批量功能件。' },
  { id: 4, code: 'FDM', name: 'FDM 熔融沉积', description: '熔融挤出成型，成本低、尺寸大，适合概念验证与工装夹具。' },
  { id: 5, code: 'SLM', name: 'SLM 金属', description: '激光选区熔化金属粉末，致密度高，适合复杂金属结构件。' },
  { id: 6, code: 'CNC', name: 'CNC 加工', description: '数控铣削与车削，适合铝合金、钢材与工程塑料的高精度零件。' },
  { id: 7, code: 'VC', name: '真空复模', description: '硅胶模具浇注聚氨酯，适合 10–50 件的小批量复制。' },
];

export interface SeedMaterial {
  id: number;
  processId: number;
  name: string;
  colours: readonly string[];
  pricePerCm3: number;
  minPrice: number;
  density: number;
  leadDays: number;
}

const material = (
  id: number,
  processId: number,
  name: string,
  colours: readonly string[],
  pricePerCm3: number,
  minPrice: number,
  density: number,
  leadDays: number,
): SeedMaterial => ({ id, processId, name, colours, pricePerCm3, minPrice, density, leadDays });

/**
 * Per process, the cheapest price per cm³, the lowest minimum price and the range of lead days
 * are the "from" figures the platform home publishes (src/content/home/processes.ts; a test
 * keeps the two in step), and every material the home names is here.
 */
export const seedMaterials: readonly SeedMaterial[] = [
  material(1, 1, '白色树脂', ['白色'], 80, 1500, 1.12, 1),
  material(2, 1, '灰色树脂', ['灰色'], 90, 1500, 1.13, 1),
  material(3, 1, '高韧性树脂', ['白色', '浅黄色'], 110, 2000, 1.15, 2),
  material(4, 1, '透明树脂', ['透明'], 150, 2500, 1.18, 3),
  material(5, 1, '耐高温树脂', ['橙色'], 260, 3500, 1.2, 3),
  material(6, 2, 'PA12 尼龙', ['白色', '黑色'], 90, 3000, 0.95, 3),
  material(7, 2, 'PA12 玻纤增强', ['灰白色'], 120, 4000, 1.22, 4),
  material(8, 2, 'TPU 弹性体', ['白色', '黑色'], 220, 5000, 1.11, 5),
  material(9, 3, 'HP PA12', ['灰色', '黑色'], 180, 3000, 1.01, 3),
  material(10, 3, 'HP PA11', ['灰色', '黑色'], 210, 3500, 1.05, 4),
  material(11, 3, 'PA12 玻璃微珠', ['灰色'], 240, 4000, 1.3, 5),
  material(12, 4, 'PLA', ['白色', '黑色', '红色', '蓝色', '灰色'], 50, 800, 1.24, 1),
  material(13, 4, 'ABS', ['白色', '黑色', '灰色'], 60, 1000, 1.04, 2),
  material(14, 4, 'PETG', ['透明', '白色', '黑色'], 65, 1000, 1.27, 2),
  material(15, 4, 'PC', ['透明', '黑色'], 90, 1500, 1.2, 2),
  material(16, 5, 'AlSi10Mg 铝合金', ['金属原色'], 1800, 20000, 2.67, 5),
  material(17, 5, '316L 不锈钢', ['金属原色'], 2800, 30000, 7.98, 6),
  material(18, 5, '18Ni300 模具钢', ['金属原色'], 3200, 35000, 8.0, 7),
  material(19, 5, 'TC4 钛合金', ['金属原色'], 4800, 50000, 4.43, 8),
  material(20, 6, 'POM 赛钢', ['白色', '黑色'], 8, 8000, 1.41, 3),
  material(21, 6, '6061 铝合金', ['本色', '阳极氧化黑色', '阳极氧化银色'], 12, 12000, 2.7, 4),
  material(22, 6, '7075 铝合金', ['本色', '阳极氧化黑色'], 20, 16000, 2.81, 5),
  material(23, 6, 'H59 黄铜', ['本色'], 50, 25000, 8.5, 6),
  material(24, 6, '304 不锈钢', ['本色', '拉丝'], 20, 30000, 7.93, 7),
  material(25, 7, '仿 ABS 聚氨酯', ['白色', '黑色', '可调色'], 15, 5000, 1.1, 7),
  material(26, 7, '仿 PP 聚氨酯', ['白色', '黑色'], 16, 5000, 1.05, 8),
  material(27, 7, '透明 PU', ['透明'], 25, 6000, 1.05, 10),
  material(28, 7, '软胶（邵氏 A 40–90）', ['黑色', '可调色'], 22, 6000, 1.05, 9),
];

export interface SeedFactory {
  id: number;
  name: string;
  city: string;
  intro: string;
  leadMinDays: number;
  leadMaxDays: number;
  processIds: readonly number[];
}

/** The processes above by the code the platform home's content gives them. */
const processIdOfCode: Record<ProcessCode, number> = { sla: 1, sls: 2, mjf: 3, fdm: 4, slm: 5, cnc: 6, vacuum: 7 };

/** The lead days of a factory span those of the materials of its processes. */
function leadRangeOf(processIds: readonly number[]): { leadMinDays: number; leadMaxDays: number } {
  const days = seedMaterials.filter((m) => processIds.includes(m.processId)).map((m) => m.leadDays);
  return { leadMinDays: Math.min(...days), leadMaxDays: Math.max(...days) };
}

/**
 * The factories are those the platform home introduces (src/content/home/factories.ts): one list,
 * so its cards show what /homefactory and the API show.
 */
export const seedFactories: readonly SeedFactory[] = partnerFactories.map(({ id, name, city, intro, processes }) => {
  const processIds = processes.map((code) => processIdOfCode[code]);
  return { id, name, city, intro, processIds, ...leadRangeOf(processIds) };
});
