import { describe, expect, it } from 'vitest';
import { modelledPrice } from '../../lib/pricing/modelled-price.ts';
import { aluminium, bracket, cnc, cube, fdm, pin, pla, plain, pocketedMeasured, pricing, slaSupported, whiteResin } from '../../lib/pricing/cost-model-fixtures.ts';
import { breakdownRows } from './breakdown-rows.ts';

const rowsOf = (part: typeof pin, quantity: number) => {
  const price = modelledPrice(aluminium, pricing(cnc), part, quantity, plain);
  if (price.manual) throw new Error('quoted by hand');
  return breakdownRows(price.breakdown, { quantity }).map(({ label, fen, why }) => ({ label, fen, why }));
};

describe('the breakdown of a machined part says its tool, its minutes and each difficulty', () => {
  it('the pocketed cube: 切削 with the Ø10 end mill, the long reach and the slender walls', () => {
    expect(rowsOf(pocketedMeasured, 1)).toEqual([
      { label: '坯料', fen: 1997, why: '55 × 55 × 55 mm（166.38 cm³）× ¥0.12/cm³' },
      {
        label: '切削',
        fen: 18_631,
        why: 'Ø10 mm 立铣刀，约 124.2 分钟：去除 142.94 cm³、精加工 238.32 cm²；深 48.0 mm 超过 Ø10 mm 刀具 3 倍刀径，加长刀具慢速加工 +17.5 分钟；薄壁高 48.0 mm、厚 2.0 mm（24:1），轻切多次精加工 +80.5 分钟',
      },
      { label: '装夹与编程', fen: 12_000, why: '需要 2 次装夹：顶面、底面，¥120.00 由 1 件分摊' },
    ]);
  });

  it('a turned pin: 圆棒 stock, 车削 and the lathe’s set-up', () => {
    expect(rowsOf(pin, 10)).toEqual([
      { label: '坯料', fen: 61, why: 'Ø12 × 45 mm 圆棒（5.09 cm³）× ¥0.12/cm³' },
      { label: '车削', fen: 490, why: '车床约 4.9 分钟：去除 1.95 cm³、精车 14.14 cm²，含上下料与切断' },
      { label: '装夹与编程', fen: 1000, why: '车床装夹与编程 1 次，¥100.00 由 10 件分摊' },
    ]);
  });
});

const printedRowsOf = (price: ReturnType<typeof modelledPrice>) => {
  if (price.manual) throw new Error('manual');
  return breakdownRows(price.breakdown, { quantity: 1 });
};

describe('the breakdown’s 支撑 row and FDM’s printed volume', () => {
  it('shows the support under the bracket’s wings as its own row, after 打印', () => {
    const rows = printedRowsOf(modelledPrice(whiteResin, pricing(slaSupported), bracket, 1, plain));
    expect(rows.map((row) => [row.label, row.fen])).toEqual([['材料', 5760], ['打印', 600], ['支撑', 1080]]);
    expect(rows[2]?.why).toBe('悬垂超过 45° 的面 40.00 cm² 需加支撑（支撑体积约 6.00 cm³），含打印后去支撑与修整');
  });

  it('says what an FDM part prints: its shell and infill, and its machine time by the printed volume', () => {
    const rows = printedRowsOf(modelledPrice(pla, pricing(fdm), cube, 1, { ...plain, infill: 50 }));
    expect(rows.map((row) => row.why)).toEqual(['打印体积 70.50 cm³（外壳 + 50% 填充）× ¥0.50/cm³', '机时按打印体积 70.50 cm³ 计（外壳与填充）']);
  });

  it('shows no 支撑 row for a part that needs none', () => {
    const none = { ...bracket, support: { '+z': { area: 0, volume: 0 } } };
    expect(printedRowsOf(modelledPrice(whiteResin, pricing(slaSupported), { ...none, bbox: { x: 60, y: 80, z: 40 } }, 1, plain)).map((row) => row.key)).toEqual(['material', 'process']);
  });
});
