/**
 * The consumables catalogue of the demo data. Ids are fixed (1.. in this order) because seeded
 * consumable orders and browser tests refer to them. A few are sold out (stock 0) and a few are
 * nearly gone; the last one is off sale, kept so old orders can still name it.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ConsumableCategory } from '../../src/wire/consumables.ts';

export interface SeedConsumable {
  id: number;
  name: string;
  category: ConsumableCategory;
  spec: string;
  unit: string;
  /** Fen per unit. */
  price: number;
  stock: number;
  imageCount: 1 | 2 | 3;
  /** Main colour of its generated images. */
  tint: string;
  description: string;
  onSale: boolean;
}

type Row = Omit<SeedConsumable, 'id' | 'onSale'> & { onSale?: false };

const rows: readonly Row[] = [
  // 光敏树脂
  { name: '标准光敏树脂 灰色', category: 'resin', spec: '1 kg / 瓶，405 nm，灰色', unit: '瓶', price: 16_900, stock: 240, imageCount: 3, tint: '#7b8794', description: '通用型 405 nm 光敏树脂，低气味、收缩小，适合手办、外观样件与装配验证件，细节还原清晰。' },
  { name: '标准光敏树脂 白色', category: 'resin', spec: '1 kg / 瓶，405 nm，白色', unit: '瓶', price: 16_900, stock: 180, imageCount: 2, tint: '#e6e9ee', description: '与灰色同配方的白色版本，便于后期上色与喷漆，适合外观手板与展示模型。' },
  { name: '高韧性树脂 类 ABS', category: 'resin', spec: '1 kg / 瓶，405 nm，浅灰，断裂伸长率 25%', unit: '瓶', price: 26_900, stock: 96, imageCount: 3, tint: '#9aa5b1', description: '类 ABS 性能，抗冲击、可攻丝，适合卡扣、外壳与需要反复装拆的功能件。' },
  { name: '耐高温树脂', category: 'resin', spec: '500 g / 瓶，405 nm，琥珀色，HDT 120 ℃', unit: '瓶', price: 32_900, stock: 40, imageCount: 2, tint: '#c98a2b', description: '热变形温度 120 ℃，适合热风、注塑模具验证与发热部件周边的结构件。' },
  { name: '高透明树脂', category: 'resin', spec: '1 kg / 瓶，405 nm，透明', unit: '瓶', price: 23_900, stock: 75, imageCount: 2, tint: '#9fd3e6', description: '透光率高、泛黄慢，打磨抛光后可做灯罩、流道观察件与透明外观件。' },
  { name: '水洗树脂 黑色', category: 'resin', spec: '1 kg / 瓶，405 nm，黑色，可清水清洗', unit: '瓶', price: 15_900, stock: 160, imageCount: 2, tint: '#2f3437', description: '打印后直接用清水清洗，免异丙醇，适合桌面打印与教学场景。' },
  { name: '牙科模型树脂', category: 'resin', spec: '1 kg / 瓶，405 nm，米色，精度 ±50 μm', unit: '瓶', price: 45_900, stock: 6, imageCount: 1, tint: '#e8d7b5', description: '专为牙模与种植导板模型调配，尺寸稳定、表面细腻，米色便于观察咬合细节。' },
  { name: '柔性树脂 邵氏 80A', category: 'resin', spec: '500 g / 瓶，405 nm，黑色，邵氏硬度 80A', unit: '瓶', price: 38_900, stock: 0, imageCount: 2, tint: '#3d3d3d', description: '类橡胶手感，可弯折回弹，适合密封圈、缓冲垫与穿戴类样件。' },
  // 3D 打印线材
  { name: 'PLA 线材 白色', category: 'filament', spec: '1.75 mm，1 kg / 卷，公差 ±0.02 mm', unit: '卷', price: 6_900, stock: 320, imageCount: 3, tint: '#f2f2f2', description: '最常用的 FDM 材料，打印温度 190–220 ℃，翘曲小、无异味，适合原型与日常打印。' },
  { name: 'PLA+ 线材 黑色', category: 'filament', spec: '1.75 mm，1 kg / 卷，增韧改性', unit: '卷', price: 7_900, stock: 260, imageCount: 2, tint: '#222222', description: '在 PLA 基础上增韧，层间结合更好、不易脆断，适合功能性原型。' },
  { name: 'PETG 线材 透明', category: 'filament', spec: '1.75 mm，1 kg / 卷，透明', unit: '卷', price: 7_900, stock: 210, imageCount: 2, tint: '#b8e0d2', description: '兼顾强度与韧性，耐化学性好，适合容器、机械零件与户外小件。' },
  { name: 'ABS 线材 灰色', category: 'filament', spec: '1.75 mm，1 kg / 卷，灰色', unit: '卷', price: 7_500, stock: 150, imageCount: 2, tint: '#8d939a', description: '耐温可达 95 ℃，可丙酮抛光，建议使用封闭机箱打印以减少翘曲。' },
  { name: 'TPU 95A 柔性线材', category: 'filament', spec: '1.75 mm，1 kg / 卷，邵氏 95A，红色', unit: '卷', price: 13_900, stock: 88, imageCount: 2, tint: '#d64545', description: '弹性好、耐磨，适合手机壳、减震脚垫与密封件，建议直驱挤出机低速打印。' },
  { name: '碳纤维 PA 线材', category: 'filament', spec: '1.75 mm，500 g / 卷，PA6 + 20% 碳纤维', unit: '卷', price: 29_900, stock: 5, imageCount: 3, tint: '#1c1c1c', description: '高刚性、低翘曲、耐温 150 ℃，适合夹具治具与结构件；需硬化钢喷嘴，使用前请烘干。' },
  { name: 'ASA 耐候线材 白色', category: 'filament', spec: '1.75 mm，1 kg / 卷，抗紫外线', unit: '卷', price: 10_900, stock: 70, imageCount: 1, tint: '#f5f5f0', description: '抗紫外线、耐候性优于 ABS，适合户外支架、车载配件与长期日晒的零件。' },
  { name: '丝绸 PLA 线材 金色', category: 'filament', spec: '1.75 mm，1 kg / 卷，丝光金', unit: '卷', price: 8_900, stock: 120, imageCount: 2, tint: '#d4a437', description: '丝绸般光泽，无需后处理即有金属质感，适合摆件、奖杯与礼品。' },
  // 粉末材料
  { name: 'PA12 尼龙粉末', category: 'powder', spec: '10 kg / 桶，SLS / MJF 适用，粒径 50 μm', unit: '桶', price: 268_000, stock: 24, imageCount: 3, tint: '#ece8df', description: '综合性能均衡的工程尼龙粉末，强度高、耐疲劳，适合小批量功能件与卡扣结构。' },
  { name: 'PA12 玻纤增强粉末', category: 'powder', spec: '10 kg / 桶，30% 玻璃微珠', unit: '桶', price: 312_000, stock: 12, imageCount: 2, tint: '#dcdad2', description: '加入玻璃微珠提升刚性与耐温，零件尺寸稳定，适合壳体与工装治具。' },
  { name: 'TPU 弹性粉末', category: 'powder', spec: '5 kg / 桶，SLS 适用，邵氏 88A', unit: '桶', price: 215_000, stock: 0, imageCount: 2, tint: '#f0f0f0', description: '烧结后弹性好、回弹快，适合鞋中底、缓冲格栅与柔性连接件。' },
  { name: '316L 不锈钢粉末', category: 'powder', spec: '5 kg / 桶，SLM 适用，15–53 μm', unit: '桶', price: 389_000, stock: 9, imageCount: 2, tint: '#a7adb4', description: '球形度高、流动性好，成形件耐腐蚀，适合医疗器械、阀体与食品机械零件。' },
  { name: 'AlSi10Mg 铝合金粉末', category: 'powder', spec: '5 kg / 桶，SLM 适用，15–53 μm', unit: '桶', price: 328_000, stock: 14, imageCount: 2, tint: '#c2c7cc', description: '轻质高强，导热好，适合散热器、航空支架与轻量化结构件。' },
  { name: 'TC4 钛合金粉末', category: 'powder', spec: '1 kg / 瓶，SLM 适用，15–53 μm', unit: '瓶', price: 296_000, stock: 3, imageCount: 1, tint: '#8e949b', description: '比强度高、生物相容性好，适合骨科植入物样件与高端轻量化零件。' },
  // 后处理
  { name: '模型打磨套装', category: 'postprocess', spec: '砂纸 240–3000 目共 12 张，打磨棒 4 支，海绵砂 2 块', unit: '套', price: 5_900, stock: 400, imageCount: 3, tint: '#5b8c5a', description: '从去支撑痕到镜面抛光一套搞定，适合树脂件与 FDM 件的表面处理。' },
  { name: '喷砂介质 玻璃珠', category: 'postprocess', spec: '25 kg / 袋，100–150 目', unit: '袋', price: 16_800, stock: 35, imageCount: 1, tint: '#cfd8dc', description: '球形玻璃珠，喷砂后表面均匀哑光，不改变零件尺寸，适合金属与尼龙件。' },
  { name: '树脂清洗液', category: 'postprocess', spec: '5 L / 桶，异丙醇 ≥ 99%', unit: '桶', price: 12_900, stock: 90, imageCount: 2, tint: '#4f9dde', description: '高纯度异丙醇，快速去除未固化树脂，挥发快、无残留。请远离火源、通风使用。' },
  { name: 'UV 固化箱', category: 'postprocess', spec: '405 nm，60 W，360° 旋转底座，定时 1–60 分钟', unit: '台', price: 49_900, stock: 2, imageCount: 3, tint: '#39434d', description: '环绕式 405 nm 灯珠配合旋转底座，固化均匀，树脂件二次固化后强度更高。' },
  { name: '模型补土底漆套装', category: 'postprocess', spec: '灰色补土 100 g + 底漆喷罐 400 ml', unit: '套', price: 8_900, stock: 110, imageCount: 2, tint: '#9e9e9e', description: '填补层纹与气孔，再喷一层底漆，上色前的表面准备一步到位。' },
  { name: '丙烯模型漆 12 色', category: 'postprocess', spec: '12 色 × 18 ml，水性，哑光', unit: '套', price: 7_900, stock: 140, imageCount: 2, tint: '#c0392b', description: '水性丙烯，遮盖力好、干燥快，可用水稀释，适合手办与展示模型上色。' },
  // 工具
  { name: '不锈钢模型铲刀', category: 'tool', spec: '刀刃宽 40 mm，木柄', unit: '把', price: 2_500, stock: 300, imageCount: 2, tint: '#b0b6bb', description: '薄刃斜口，轻松从打印平台上铲下模型，不伤平台涂层。' },
  { name: '精密镊子套装', category: 'tool', spec: '防静电不锈钢，直头 / 弯头 / 平头 3 支', unit: '套', price: 3_500, stock: 220, imageCount: 1, tint: '#7f8c8d', description: '夹取支撑残料、清理喷嘴和摆放小零件都顺手，尖端对合精准。' },
  { name: '数显游标卡尺', category: 'tool', spec: '0–150 mm，分辨率 0.01 mm，不锈钢', unit: '把', price: 12_900, stock: 60, imageCount: 3, tint: '#607d8b', description: '测量打印件尺寸与孔径，公英制切换、任意位置清零，校准打印机必备。' },
  { name: '水口斜口钳', category: 'tool', spec: '单刃，5 寸，适合 2 mm 以下支撑', unit: '把', price: 2_900, stock: 180, imageCount: 1, tint: '#e67e22', description: '单刃设计剪口平整，去除树脂支撑与 FDM 拉丝时不留白痕。' },
  { name: 'PEI 弹簧钢打印板', category: 'tool', spec: '235 × 235 mm，双面磨砂 PEI，磁吸', unit: '片', price: 11_900, stock: 45, imageCount: 2, tint: '#c8a165', description: '加热时附着牢固、冷却后轻弯即可取件，适合 PLA、PETG、ABS 等常见材料。' },
  { name: '硬化钢喷嘴套装', category: 'tool', spec: '0.4 / 0.6 / 0.8 mm 各 1 个，M6 螺纹', unit: '套', price: 8_900, stock: 4, imageCount: 2, tint: '#495057', description: '耐磨硬化钢，打印碳纤维、玻纤等含填料线材不易磨损。' },
  // 已下架：旧订单仍引用它
  { name: '标准光敏树脂 500 g 旧款', category: 'resin', spec: '500 g / 瓶，405 nm，灰色', unit: '瓶', price: 9_900, stock: 0, imageCount: 1, tint: '#7b8794', description: '旧款小瓶装，已由 1 kg 装替代。', onSale: false },
];

export const seedConsumables: readonly SeedConsumable[] = rows.map((row, index) => ({ ...row, id: index + 1, onSale: row.onSale ?? true }));

/** Replaces the catalogue with the seeded one (inside the seeding transaction). */
export function insertSeedConsumables(db: DatabaseSync): void {
  db.exec('DELETE FROM consumables');
  const insert = db.prepare(
    `INSERT INTO consumables (id, name, category, spec, unit, price, stock, image_count, tint, description, on_sale)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const c of seedConsumables) {
    insert.run(c.id, c.name, c.category, c.spec, c.unit, c.price, c.stock, c.imageCount, c.tint, c.description, c.onSale ? 1 : 0);
  }
}
