/**
 * The footage of the demo data: 25 files for 星火创客工作室 (shop 1) across every category and
 * several formats, one of them a ~50 MB STL, and 3 for 蓝鲸模型设计室 (shop 2, customer `other`).
 * Ids are fixed; the bytes come from footage-bytes.ts by content key.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { FootageCategory } from '../../src/wire/footage.ts';
import type { FootageKey } from './bytes.ts';
import { dayMs } from '../core/durations.ts';

export interface SeedFootage {
  id: number;
  shopId: number;
  title: string;
  category: FootageCategory;
  fileName: string;
  key: FootageKey;
  downloads: number;
  description: string;
  /** Days before the seeding moment it was published. */
  daysAgo: number;
}

type Row = Omit<SeedFootage, 'id'>;

const rows: readonly Row[] = [
  { shopId: 1, title: '电子产品外壳 60×40×20', category: 'model', fileName: '电子外壳-60x40x20.stl', key: 'stl-enclosure', downloads: 128, description: '带 2 mm 壁厚的方形外壳基础模型，可直接用于 SLA 或 FDM 打样。', daysAgo: 90 },
  { shopId: 1, title: 'L 型安装支架', category: 'model', fileName: 'L型安装支架.stl', key: 'stl-bracket', downloads: 86, description: '60 × 40 mm 的 L 型支架，厚 6 mm，适合做承重验证。', daysAgo: 84 },
  { shopId: 1, title: 'M5 六角铜柱替代件', category: 'model', fileName: 'hex-standoff-M5x20.stl', key: 'stl-hex-standoff', downloads: 64, description: '对边 8.7 mm、高 20 mm 的六角支柱，可尼龙打印替代金属铜柱。', daysAgo: 75 },
  { shopId: 1, title: '旋钮 Φ30', category: 'model', fileName: '旋钮-D30.stl', key: 'stl-knob', downloads: 41, description: '直径 30 mm、高 12 mm 的圆柱旋钮毛坯，96 边细分，表面圆顺。', daysAgo: 70 },
  { shopId: 1, title: '尺寸校准环', category: 'model', fileName: 'calibration-ring.stl', key: 'stl-calibration-ring', downloads: 57, description: '外径 50 mm 的圆环，用于校准打印机 XY 尺寸与圆度。', daysAgo: 66 },
  { shopId: 1, title: '高精度圆环测试件（100 万面）', category: 'model', fileName: '高精度圆环-100万面.stl', key: 'stl-large-torus', downloads: 19, description: '约 50 MB 的高面数 STL，用于测试切片软件与网络下载，外径 160 mm。', daysAgo: 30 },
  { shopId: 1, title: '线缆卡扣', category: 'model', fileName: '线缆卡扣.stl', key: 'stl-cable-clip', downloads: 33, description: '2 mm 壁厚的小卡扣，适合 TPU 或 PETG 打印。', daysAgo: 12 },
  { shopId: 1, title: '台钳软钳口 100 mm', category: 'fixture', fileName: '台钳软钳口-100.stl', key: 'stl-vise-jaw', downloads: 72, description: '100 mm 台钳用的 L 形软钳口，建议 TPU 95A 或 PETG 打印，夹持精加工件不留痕。', daysAgo: 80 },
  { shopId: 1, title: '钻孔定位块', category: 'fixture', fileName: '钻孔定位块.stl', key: 'stl-drill-block', downloads: 48, description: '120 × 80 × 20 mm 的定位块毛坯，按工程图加工两个 Φ12 导向孔。', daysAgo: 60 },
  { shopId: 1, title: '夹具底板（OBJ）', category: 'fixture', fileName: 'fixture-plate.obj', key: 'obj-fixture-plate', downloads: 25, description: '160 × 120 × 10 mm 底板带中心定位凸台，OBJ 格式，便于导入各类 CAD 软件。', daysAgo: 45 },
  { shopId: 1, title: '钻孔定位夹具 工程图', category: 'fixture', fileName: '钻孔定位夹具-工程图.svg', key: 'svg-fixture-drawing', downloads: 37, description: '俯视图与主视图，标注外形、孔距与公差要求。', daysAgo: 58 },
  { shopId: 1, title: 'FDM 逐层堆积演示', category: 'video', fileName: 'FDM逐层堆积演示.svg', key: 'svg-layer-animation', downloads: 95, description: '在浏览器中直接播放的矢量动画，演示喷嘴往复挤出、逐层成型的过程。', daysAgo: 50 },
  { shopId: 1, title: '光固化剥离过程演示', category: 'video', fileName: '光固化剥离过程演示.svg', key: 'svg-resin-animation', downloads: 61, description: '矢量动画：平台下降、UV 曝光、抬升剥离的循环过程。', daysAgo: 40 },
  { shopId: 1, title: 'FDM 热床调平教程 字幕', category: 'video', fileName: 'FDM热床调平教程.vtt', key: 'vtt-levelling', downloads: 22, description: '调平教程视频的中文字幕（WebVTT），可配合播放器使用，也可当作图文步骤阅读。', daysAgo: 20 },
  { shopId: 1, title: 'FDM 打印设计规范', category: 'guide', fileName: 'FDM打印设计规范.md', key: 'md-fdm-guide', downloads: 156, description: '壁厚、悬垂、孔径补偿、翘曲与文字细节的设计建议。', daysAgo: 88 },
  { shopId: 1, title: '光固化设计规范', category: 'guide', fileName: '光固化设计规范.md', key: 'md-sla-guide', downloads: 131, description: 'SLA/DLP 零件的壁厚、抽壳排液孔、摆放与后处理要点。', daysAgo: 86 },
  { shopId: 1, title: 'CNC 加工图纸要求', category: 'guide', fileName: 'CNC加工图纸要求.txt', key: 'txt-cnc-drawings', downloads: 74, description: '提交 CNC 订单前请对照检查：文件、公差、结构与表面处理。', daysAgo: 55 },
  { shopId: 1, title: '装配公差与间隙建议', category: 'guide', fileName: '装配公差与间隙建议.md', key: 'md-fit-guide', downloads: 68, description: '各工艺的一般精度、滑动配合间隙与卡扣过盈量对照表。', daysAgo: 35 },
  { shopId: 1, title: '最小壁厚示意图', category: 'guide', fileName: '最小壁厚示意.svg', key: 'svg-wall-thickness', downloads: 44, description: '各工艺推荐与不推荐壁厚的放大对比图。', daysAgo: 15 },
  { shopId: 1, title: '光敏树脂材料参数表', category: 'datasheet', fileName: '光敏树脂材料参数表.csv', key: 'csv-resin-materials', downloads: 53, description: 'SLA 各材料的颜色、单价、起步价、密度与交期。', daysAgo: 64 },
  { shopId: 1, title: '全部材料参数表', category: 'datasheet', fileName: '全部材料参数表.csv', key: 'csv-all-materials', downloads: 90, description: '七种工艺全部材料的价格与物性汇总，可用 Excel 打开。', daysAgo: 10 },
  { shopId: 1, title: 'FDM 线材规格表', category: 'datasheet', fileName: 'FDM线材规格表.csv', key: 'csv-filaments', downloads: 39, description: '商城在售线材的规格与单价。', daysAgo: 8 },
  { shopId: 1, title: '金属与尼龙粉末规格表', category: 'datasheet', fileName: '粉末材料规格表.csv', key: 'csv-powders', downloads: 17, description: '商城在售粉末材料的粒径、包装与单价。', daysAgo: 5 },
  { shopId: 1, title: 'PA12 粉末安全使用说明', category: 'datasheet', fileName: 'PA12安全使用说明.txt', key: 'txt-pa12-safety', downloads: 28, description: '防护、储存、回收与泄漏处理要点（MSDS 摘要）。', daysAgo: 3 },
  { shopId: 1, title: '后处理工艺对照', category: 'guide', fileName: '后处理工艺对照.md', key: 'md-postprocess', downloads: 36, description: '打磨、喷砂、喷漆、染色、阳极氧化与电镀的适用材料和周期。', daysAgo: 2 },
  { shopId: 2, title: '蓝鲸 · 模型展示底座', category: 'model', fileName: '展示底座.stl', key: 'stl-knob', downloads: 12, description: '圆形展示底座毛坯。', daysAgo: 40 },
  { shopId: 2, title: '蓝鲸 · 手办涂装指南', category: 'guide', fileName: '手办涂装指南.md', key: 'md-postprocess', downloads: 9, description: '从打磨到上色的涂装流程。', daysAgo: 20 },
  { shopId: 2, title: '蓝鲸 · 树脂参数表', category: 'datasheet', fileName: '树脂参数表.csv', key: 'csv-resin-materials', downloads: 4, description: '常用树脂的价格与物性。', daysAgo: 6 },
];

export const seedFootage: readonly SeedFootage[] = rows.map((row, index) => ({ ...row, id: index + 1 }));

/** Replaces the footage with the seeded one (inside the seeding transaction). */
export function insertSeedFootage(db: DatabaseSync, at: number): void {
  db.exec('DELETE FROM footage');
  const insert = db.prepare(
    `INSERT INTO footage (id, shop_id, title, category, file_name, content_key, downloads, description, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const f of seedFootage) insert.run(f.id, f.shopId, f.title, f.category, f.fileName, f.key, f.downloads, f.description, at - f.daysAgo * dayMs);
}
