import type { Migration } from '../migration.ts';
import { hasColumn } from '../schema-step.ts';

/**
 * 材料的类别与性能: each material's family and properties (a JSON of MaterialProperties,
 * src/wire/catalogue.ts), which 更便宜 keeps or names as given up. NULL: unknown (an operator's own
 * material), and no cheaper suggestion claims to keep them. The seed materials of a data file of an
 * earlier release get theirs by name, as this release's seed states them (its own copy here:
 * server/catalogue/material-traits.test.ts holds the two equal).
 */
interface Properties {
  maxServiceC: number;
  toughness: 'low' | 'medium' | 'high';
  flexible: boolean;
  shoreA?: number;
  foodContact: boolean;
  medical: boolean;
}

const rigid = (maxServiceC: number, toughness: Properties['toughness'], grades: { food?: boolean; medical?: boolean } = {}): Properties => ({
  maxServiceC,
  toughness,
  flexible: false,
  foodContact: grades.food === true,
  medical: grades.medical === true,
});

const flexible = (maxServiceC: number, shoreA: number): Properties => ({ maxServiceC, toughness: 'high', flexible: true, shoreA, foodContact: false, medical: false });

const RESIN = '光敏树脂';
const NYLON = '尼龙粉末 PA11/PA12';
const ELASTOMER = '弹性体/硅胶/PU';
const COMMODITY = '通用塑料 (PLA/ABS/PETG)';
const ENGINEERING = '工程塑料 (POM/PA/PC)';
const METAL_POWDER = '金属粉末';
const CAST_PU = '浇注聚氨酯 PU';

/** By seed name, as server/catalogue/material-traits.ts states them at this step (a released step never changes). */
const traits: Readonly<Record<string, { family: string; properties: Properties }>> = {
  白色树脂: { family: RESIN, properties: rigid(50, 'low') },
  灰色树脂: { family: RESIN, properties: rigid(50, 'low') },
  高韧性树脂: { family: RESIN, properties: rigid(55, 'medium') },
  透明树脂: { family: RESIN, properties: rigid(50, 'low') },
  耐高温树脂: { family: RESIN, properties: rigid(200, 'low') },
  'PA12 尼龙': { family: NYLON, properties: rigid(120, 'high') },
  'PA12 玻纤增强': { family: NYLON, properties: rigid(140, 'medium') },
  'TPU 弹性体': { family: ELASTOMER, properties: flexible(80, 88) },
  'HP PA12': { family: NYLON, properties: rigid(120, 'high') },
  'HP PA11': { family: NYLON, properties: rigid(120, 'high') },
  'PA12 玻璃微珠': { family: NYLON, properties: rigid(130, 'medium') },
  PLA: { family: COMMODITY, properties: rigid(55, 'low') },
  ABS: { family: COMMODITY, properties: rigid(85, 'medium') },
  PETG: { family: COMMODITY, properties: rigid(70, 'medium') },
  PC: { family: ENGINEERING, properties: rigid(120, 'high') },
  'AlSi10Mg 铝合金': { family: METAL_POWDER, properties: rigid(200, 'medium') },
  '316L 不锈钢': { family: METAL_POWDER, properties: rigid(500, 'high', { food: true }) },
  '18Ni300 模具钢': { family: METAL_POWDER, properties: rigid(400, 'high') },
  'TC4 钛合金': { family: METAL_POWDER, properties: rigid(350, 'high', { medical: true }) },
  'POM 赛钢': { family: ENGINEERING, properties: rigid(100, 'high', { food: true }) },
  '6061 铝合金': { family: '铝合金', properties: rigid(150, 'high') },
  '7075 铝合金': { family: '铝合金', properties: rigid(120, 'high') },
  'H59 黄铜': { family: '铜合金', properties: rigid(250, 'high') },
  '304 不锈钢': { family: '不锈钢', properties: rigid(400, 'high', { food: true }) },
  '仿 ABS 聚氨酯': { family: CAST_PU, properties: rigid(70, 'medium') },
  '仿 PP 聚氨酯': { family: CAST_PU, properties: rigid(60, 'high') },
  '透明 PU': { family: CAST_PU, properties: rigid(60, 'low') },
  '软胶（邵氏 A 40–90）': { family: ELASTOMER, properties: flexible(60, 40) },
};

/** The step's figures by seed name (for the seed's test). */
export const stepTraits = traits;

export const migration: Migration = {
  version: 31,
  name: 'material traits',
  up: (db) => {
    // A step may run again over a file that has its columns (and an operator's own figures).
    if (!hasColumn(db, 'materials', 'family')) db.exec('ALTER TABLE materials ADD COLUMN family TEXT');
    if (!hasColumn(db, 'materials', 'properties')) db.exec('ALTER TABLE materials ADD COLUMN properties TEXT');
    const update = db.prepare('UPDATE materials SET family = ?, properties = ? WHERE name = ? AND family IS NULL AND properties IS NULL');
    for (const [name, { family, properties }] of Object.entries(traits)) update.run(family, JSON.stringify(properties), name);
  },
};
