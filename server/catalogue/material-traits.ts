/**
 * Each seed material's family and properties (Material.family, Material.properties), by its name
 * in the seed: what a customer chose it for, which 更便宜 keeps or names as given up
 * (src/lib/pricing/material-fit.ts). Temperatures are the highest a part holds in service (heat
 * deflection at 0.45 MPa for plastics, the suppliers' data sheets rounded down to 5 °C); toughness
 * is the shop's three classes (low: snaps when bent, as standard resin and PLA; medium: ABS, PETG,
 * tough resin; high: nylon, PC, POM, metals). Food contact and medical grade only where the shop
 * sells the certified grade. The seed writes them; migration 031 writes them into a data file of
 * an earlier release, by name.
 */
import type { MaterialProperties } from '../../src/wire/catalogue.ts';

export interface MaterialTraits {
  family: string;
  properties: MaterialProperties;
}

const rigid = (maxServiceC: number, toughness: MaterialProperties['toughness'], grades: { food?: boolean; medical?: boolean } = {}): MaterialProperties => ({
  maxServiceC,
  toughness,
  flexible: false,
  foodContact: grades.food === true,
  medical: grades.medical === true,
});

const flexible = (maxServiceC: number, shoreA: number): MaterialProperties => ({ maxServiceC, toughness: 'high', flexible: true, shoreA, foodContact: false, medical: false });

const RESIN = '光敏树脂';
const NYLON = '尼龙粉末 PA11/PA12';
const ELASTOMER = '弹性体/硅胶/PU';
const COMMODITY = '通用塑料 (PLA/ABS/PETG)';
const ENGINEERING = '工程塑料 (POM/PA/PC)';
const METAL_POWDER = '金属粉末';
const CAST_PU = '浇注聚氨酯 PU';

/** By seed name (server/catalogue/seed.ts). */
export const materialTraits: Readonly<Record<string, MaterialTraits>> = {
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

/** A material's traits by its name, or undefined for one the table does not know (an operator's own). */
export const traitsOf = (name: string): MaterialTraits | undefined => materialTraits[name];
