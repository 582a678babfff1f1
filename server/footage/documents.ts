/**
 * The text footage: design guides (Markdown, TXT), parameter tables (CSV, from the seeded
 * catalogue so they agree with what the shop sells), dimensioned drawings and animations (SVG),
 * an OBJ fixture plate and tutorial subtitles (WebVTT). Each function answers the whole file.
 */
import { buildCsv } from '../../src/lib/format/csv.ts';
import { seedMaterials, seedProcesses } from '../catalogue/seed.ts';
import { seedConsumables } from '../catalogue/seed-consumables.ts';
import type { ConsumableCategory } from '../../src/wire/consumables.ts';


const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Every material of the catalogue with its process and pricing. */
export function materialTable(processCodes: readonly string[]): string {
  const processes = seedProcesses.filter((p) => processCodes.includes(p.code));
  const rows = seedMaterials
    .filter((m) => processes.some((p) => p.id === m.processId))
    .map((m) => {
      const process = processes.find((p) => p.id === m.processId);
      return [process?.name ?? '', m.name, m.colours.join('/'), yuan(m.pricePerCm3), yuan(m.minPrice), m.density, m.leadDays];
    });
  return buildCsv([['工艺', '材料', '可选颜色', '单价(元/cm³)', '起步价(元)', '密度(g/cm³)', '交期(天)'], ...rows]);
}

/** The consumables of some categories with their specs and list prices. */
export function consumableTable(categories: readonly ConsumableCategory[]): string {
  const rows = seedConsumables
    .filter((c) => c.onSale && categories.includes(c.category))
    .map((c) => [c.id, c.name, c.spec, c.unit, yuan(c.price)]);
  return buildCsv([['编号', '名称', '规格', '单位', '单价(元)'], ...rows]);
}

export const fdmGuide = `# FDM 打印设计规范

适用于 PLA、PETG、ABS、ASA、TPU 及碳纤维增强线材的熔融沉积（FDM）成型件。

## 1. 壁厚
- 最小壁厚：1.2 mm（0.4 mm 喷嘴 3 道走线）。
- 承力结构建议 ≥ 2.0 mm，外壳类零件建议 1.6–2.4 mm。

## 2. 悬垂与支撑
- 悬垂角 ≤ 45° 可免支撑；超过时请设计倒角或加支撑。
- 桥接跨度建议 ≤ 10 mm。

## 3. 孔与间隙
| 项目 | 建议值 |
| --- | --- |
| 竖直孔直径补偿 | +0.2 mm |
| 水平孔 | 设计为水滴形，避免顶部塌陷 |
| 活动配合间隙 | 0.3–0.5 mm |
| 过盈配合 | -0.1 mm |

## 4. 翘曲
- 大平面零件底部倒 1 mm 圆角，ABS/ASA 请使用封闭机箱。
- 长度超过 150 mm 的零件建议分段打印后粘接。

## 5. 文字与细节
- 凸起文字高度 ≥ 0.6 mm，字宽 ≥ 0.8 mm；凹陷文字深度 ≥ 0.6 mm。
`;

export const slaGuide = `# 光固化（SLA / DLP）设计规范

## 1. 壁厚与细节
- 最小壁厚 0.8 mm，最小凸起细节 0.3 mm，最小凹槽 0.4 mm。
- 大面积薄壁件请加筋，防止固化收缩变形。

## 2. 空心与排液孔
- 实心体积大于 100 cm³ 时建议抽壳，壁厚 2 mm。
- 抽壳后至少开 2 个直径 ≥ 3 mm 的排液孔，位置靠近打印平台一侧。

## 3. 支撑与摆放
- 外观面朝上，倾斜 30°–45° 摆放可减少层纹和吸盘效应。
- 支撑点直径 0.4–0.6 mm，去除后用 400 目以上砂纸打磨。

## 4. 后处理
1. 异丙醇清洗 2 × 3 分钟（水洗树脂用清水）。
2. 完全干燥后 405 nm 二次固化 10–30 分钟。
3. 需要喷漆时先上补土，再喷底漆。
`;

export const cncDrawingRules = `CNC 加工图纸要求
================

一、文件
  1. 提供 STEP/IGES 三维模型 + PDF 二维图纸，两者尺寸不一致时以二维图纸为准。
  2. 二维图纸须标注：材料、数量、表面处理、未注公差等级。

二、公差
  1. 未注公差按 GB/T 1804-m。
  2. 配合尺寸请单独标注公差带，例如 Φ10 H7。
  3. 形位公差请注明基准。

三、结构
  1. 内角圆角 R ≥ 刀具半径，建议 R ≥ 1 mm。
  2. 深腔深度不超过刀具直径的 4 倍。
  3. 螺纹请注明规格与深度，例如 M4 × 8 深。

四、表面处理
  铝合金：喷砂、阳极氧化（黑/银/本色）、导电氧化。
  不锈钢：钝化、拉丝、抛光。
`;

export const fitGuide = `# 装配公差与间隙建议

不同工艺能稳定达到的精度不同，装配件请按工艺选择间隙：

| 工艺 | 一般精度 | 滑动配合间隙 | 卡扣过盈量 |
| --- | --- | --- | --- |
| SLA 光敏树脂 | ±0.1 mm | 0.2 mm | 0.3 mm |
| SLS / MJF 尼龙 | ±0.2 mm | 0.4 mm | 0.5 mm |
| FDM | ±0.2 mm | 0.4 mm | 0.4 mm |
| SLM 金属 | ±0.1 mm | 0.2 mm | 不建议 |
| CNC 加工 | ±0.02 mm | 按 H7/g6 | 按 H7/p6 |

卡扣根部请倒圆角 R0.5 以上，悬臂长度与厚度之比建议 5–10。
`;

export const postprocessGuide = `# 后处理工艺对照

| 工艺 | 适用材料 | 效果 | 参考周期 |
| --- | --- | --- | --- |
| 打磨 | 树脂、FDM | 去除支撑痕与层纹 | 0.5 天 |
| 喷砂 | 尼龙、金属 | 均匀哑光表面 | 0.5 天 |
| 喷漆 | 树脂、FDM | 指定色号，哑光/亮光 | 1–2 天 |
| 染色 | SLS/MJF 尼龙 | 黑色或彩色，耐磨 | 1 天 |
| 阳极氧化 | 铝合金 | 耐腐蚀、可着色 | 2–3 天 |
| 电镀 | 树脂、金属 | 金属光泽 | 3–5 天 |
`;

export const pa12Safety = `PA12 尼龙粉末 安全使用说明（摘要）

1. 危害：粉尘可能引起轻微呼吸道刺激；粉尘云遇明火有爆燃风险。
2. 防护：操作时佩戴 N95 口罩、护目镜和丁腈手套。
3. 储存：密封、阴凉干燥处保存，温度 5–30 ℃，远离火源。
4. 回收：新粉与回收粉建议按 1:1 混合使用，回收粉使用前过 100 目筛。
5. 泄漏：用防爆吸尘器收集，禁止用压缩空气吹扫。
6. 废弃：按一般工业固体废物处理。
`;

export const levellingSubtitles = `WEBVTT

00:00:00.000 --> 00:00:04.000
本视频介绍 FDM 打印机的手动调平。

00:00:04.000 --> 00:00:09.000
先将热床和喷嘴加热到打印温度，避免热胀冷缩带来误差。

00:00:09.000 --> 00:00:15.000
把一张 A4 纸放在喷嘴下方，拧动四角旋钮，直到拉动纸张有轻微阻力。

00:00:15.000 --> 00:00:21.000
按对角顺序重复两到三遍，最后打印一层 0.2 mm 的测试方块检查首层。

00:00:21.000 --> 00:00:25.000
首层线条应略微压扁、彼此相连，没有缝隙也不翻边。
`;

const svgOpen = (width: number, height: number, title: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">\n<title>${title}</title>\n<rect width="${width}" height="${height}" fill="#ffffff"/>\n`;

const dimension = (x1: number, y1: number, x2: number, y2: number, text: string) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#1c7ed6" stroke-width="1" marker-start="url(#arrow)" marker-end="url(#arrow)"/>\n<text x="${(x1 + x2) / 2}" y="${(y1 + y2) / 2 - 6}" font-size="13" fill="#1c7ed6" text-anchor="middle">${text}</text>\n`;

const arrowMarker = `<defs><marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#1c7ed6"/></marker></defs>\n`;

/** A two-view drawing of the drilling fixture, in mm at 2 px/mm. */
export function fixtureDrawing(): string {
  return `${svgOpen(700, 420, '钻孔定位夹具 工程图')}${arrowMarker}<g stroke="#212529" stroke-width="2" fill="none">
<rect x="60" y="60" width="240" height="160"/>
<circle cx="120" cy="140" r="12"/><circle cx="240" cy="140" r="12"/>
<line x1="120" y1="116" x2="120" y2="164" stroke-dasharray="6 3" stroke-width="1"/><line x1="240" y1="116" x2="240" y2="164" stroke-dasharray="6 3" stroke-width="1"/>
<rect x="380" y="60" width="240" height="40"/>
<line x1="428" y1="60" x2="428" y2="100" stroke-dasharray="4 3" stroke-width="1"/><line x1="452" y1="60" x2="452" y2="100" stroke-dasharray="4 3" stroke-width="1"/>
</g>
${dimension(60, 250, 300, 250, '120')}${dimension(330, 60, 330, 220, '80')}${dimension(120, 40, 240, 40, '60')}${dimension(380, 130, 620, 130, '120')}${dimension(645, 60, 645, 100, '20')}
<text x="60" y="300" font-size="14" fill="#212529">俯视图\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000主视图</text>
<text x="60" y="340" font-size="13" fill="#495057">材料：PA12 尼龙（MJF）\u3000孔：2 × Φ12 H7 通孔\u3000未注公差：GB/T 1804-m</text>
<text x="60" y="364" font-size="13" fill="#495057">比例 1:2\u3000单位 mm\u3000星火创客工作室</text>
</svg>
`;
}

/** Wall thickness do's and don'ts, side by side. */
export function wallThicknessDrawing(): string {
  const row = (y: number, label: string, thickness: number, ok: boolean) =>
    `<rect x="80" y="${y}" width="220" height="${thickness * 8}" fill="${ok ? '#d3f9d8' : '#ffe3e3'}" stroke="${ok ? '#2b8a3e' : '#c92a2a'}" stroke-width="2"/>\n<text x="320" y="${y + thickness * 4 + 5}" font-size="14" fill="#212529">${label}\u3000${ok ? '✓ 推荐' : '✗ 易断裂或变形'}</text>\n`;
  return `${svgOpen(620, 360, '最小壁厚示意')}<text x="80" y="40" font-size="18" font-weight="bold" fill="#212529">最小壁厚示意（按 8 倍放大）</text>
${row(70, 'SLA 0.8 mm', 0.8, true)}${row(110, 'SLA 0.4 mm', 0.4, false)}${row(150, 'FDM 1.2 mm', 1.2, true)}${row(200, 'SLS 1.0 mm', 1.0, true)}${row(250, 'SLM 0.4 mm', 0.4, true)}${row(290, 'FDM 0.6 mm', 0.6, false)}</svg>
`;
}

/** An animation of an FDM part growing layer by layer (SVG + SMIL, plays in any browser). */
export function layerAnimation(): string {
  const layers = Array.from({ length: 12 }, (_, i) => {
    const y = 300 - (i + 1) * 14;
    const begin = (i * 0.5).toFixed(1);
    return `<rect x="${200 - 80 + i * 2}" y="${y}" width="${160 - i * 4}" height="12" rx="3" fill="#fd7e14" opacity="0"><animate attributeName="opacity" from="0" to="1" begin="${begin}s" dur="0.3s" fill="freeze"/></rect>`;
  }).join('\n');
  return `${svgOpen(400, 360, 'FDM 逐层堆积演示')}<rect x="60" y="300" width="280" height="16" fill="#495057"/>
${layers}
<g><path d="M185 70 h30 v40 l-15 16 l-15 -16 z" fill="#868e96"/><animateTransform attributeName="transform" type="translate" values="-60 0; 60 0; -60 0" dur="1s" repeatCount="indefinite"/></g>
<text x="200" y="345" font-size="14" fill="#212529" text-anchor="middle">喷嘴往复挤出，每层 0.2 mm 逐层堆积</text>
</svg>
`;
}

/** An animation of a resin printer: the plate dips, cures a layer under UV and peels. */
export function resinAnimation(): string {
  return `${svgOpen(400, 360, '光固化剥离过程演示')}<rect x="80" y="250" width="240" height="50" fill="#9fd3e6" stroke="#1c7ed6"/>
<rect x="120" y="300" width="160" height="10" fill="#7048e8"><animate attributeName="opacity" values="0;1;0;0" dur="3s" repeatCount="indefinite"/></rect>
<g><rect x="130" y="120" width="140" height="14" fill="#495057"/><rect x="150" y="134" width="100" height="60" fill="#868e96"/>
<animateTransform attributeName="transform" type="translate" values="0 50; 0 50; 0 0; 0 50" keyTimes="0; 0.4; 0.7; 1" dur="3s" repeatCount="indefinite"/></g>
<text x="200" y="345" font-size="14" fill="#212529" text-anchor="middle">下降 → UV 曝光固化一层 → 抬升剥离</text>
</svg>
`;
}

/** An OBJ of a fixture base plate (w × d × h mm) with a centred boss. */
export function fixturePlateObj(w: number, d: number, h: number): string {
  const boxes: Array<[number, number, number, number, number, number]> = [
    [0, 0, 0, w, d, h],
    [w / 2 - 10, d / 2 - 10, h, w / 2 + 10, d / 2 + 10, h + 8],
  ];
  const lines = ['# 夹具底板，单位 mm', `# ${w} × ${d} × ${h}，中心定位凸台 20 × 20 × 8`, 'o fixture_plate'];
  boxes.forEach(([x0, y0, z0, x1, y1, z1], b) => {
    for (const z of [z0, z1]) for (const [x, y] of [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]) lines.push(`v ${x} ${y} ${z}`);
    const o = b * 8;
    const faces = [[1, 4, 3, 2], [5, 6, 7, 8], [1, 2, 6, 5], [2, 3, 7, 6], [3, 4, 8, 7], [4, 1, 5, 8]];
    lines.push(`g part${b + 1}`);
    for (const face of faces) lines.push(`f ${face.map((i) => i + o).join(' ')}`);
  });
  return `${lines.join('\n')}\n`;
}
