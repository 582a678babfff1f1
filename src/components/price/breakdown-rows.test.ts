import { describe, expect, it } from 'vitest';
import { breakdownRows } from './breakdown-rows.ts';
import { modelledPrice } from '../../lib/pricing/modelled-price.ts';
import { bracket, cube, fdm, pla, plain, pricing, slaSupported, whiteResin } from '../../lib/pricing/cost-model-fixtures.ts';

const rowsOf = (price: ReturnType<typeof modelledPrice>) => {
  if (price.manual) throw new Error('manual');
  return breakdownRows(price.breakdown, { quantity: 1 });
};

describe('the breakdown’s 支撑 row and FDM’s printed volume', () => {
  it('shows the support under the bracket’s wings as its own row, after 打印', () => {
    const rows = rowsOf(modelledPrice(whiteResin, pricing(slaSupported), bracket, 1, plain));
    expect(rows.map((row) => [row.label, row.fen])).toEqual([['材料', 5760], ['打印', 600], ['支撑', 1080]]);
    expect(rows[2]?.why).toBe('悬垂超过 45° 的面 40.00 cm² 需加支撑（支撑体积约 6.00 cm³），含打印后去支撑与修整');
  });

  it('says what an FDM part prints: its shell and infill, and its machine time by the printed volume', () => {
    const rows = rowsOf(modelledPrice(pla, pricing(fdm), cube, 1, { ...plain, infill: 50 }));
    expect(rows.map((row) => row.why)).toEqual(['打印体积 70.50 cm³（外壳 + 50% 填充）× ¥0.50/cm³', '机时按打印体积 70.50 cm³ 计（外壳与填充）']);
  });

  it('shows no 支撑 row for a part that needs none', () => {
    const none = { ...bracket, support: { '+z': { area: 0, volume: 0 } } };
    expect(rowsOf(modelledPrice(whiteResin, pricing(slaSupported), { ...none, bbox: { x: 60, y: 80, z: 40 } }, 1, plain)).map((row) => row.key)).toEqual(['material', 'process']);
  });
});
