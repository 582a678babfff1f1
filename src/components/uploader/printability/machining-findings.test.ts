import { describe, expect, it } from 'vitest';
import { cnc, cube, pin, pocketedMeasured, twoSetups } from '../../../lib/pricing/cost-model-fixtures.ts';
import { machiningFindings } from './machining-findings.ts';

if (cnc.kind !== 'cnc') throw new Error('the fixture is not a CNC model');
const model = cnc;
const texts = (part: Parameters<typeof machiningFindings>[0]) => machiningFindings(part, model, 'mm').map((line) => `${line.label}：${line.text}`);

describe('machining findings on step 2', () => {
  it('says the pocketed cube’s walls are past 10:1 and its pocket past three tool diameters, with what would make it easier', () => {
    expect(texts(pocketedMeasured)).toEqual([
      '加工难点：薄壁 高 48\u00a0mm、厚 2\u00a0mm（24:1），超过常规 10:1：建议壁厚加到 ≥ 4.8\u00a0mm 或壁高降到 ≤ 20\u00a0mm',
      '加工难点：型腔深 48\u00a0mm，超过 Ø10\u00a0mm 刀具常规 3 倍刀径（30\u00a0mm）：需加长刀具慢速加工；建议减浅到 ≤ 30\u00a0mm 或改为两面加工',
    ]);
  });

  it('says nothing of a solid block or a turned pin', () => {
    expect(texts(cube)).toEqual([]);
    expect(texts(pin)).toEqual([]);
  });

  it('names the tool an internal radius forces, and past the factory’s ten diameters asks for an engineer', () => {
    const deep = { ...cube, machining: { ...twoSetups, corner: { radius: 1, depth: 40 } } };
    // Ø2 at 40 mm is 20 diameters; a tool reaching 40 mm in three diameters is Ø16 (40 ÷ 3 = 13.3 → 16), so R8.
    expect(texts(deep)).toEqual(['需工程师确认：内角半径 1\u00a0mm 需 Ø2\u00a0mm 刀具，深 40\u00a0mm（20 倍刀径）：建议内角半径 ≥ 8\u00a0mm，或深度减到 ≤ 6\u00a0mm；超出工厂的常规加工能力，需工程师确认后报价']);
  });

  it('says a deep narrow slot is past 3:1, and a part of three set-ups past two', () => {
    const slot = { ...cube, machining: { ...twoSetups, setups: ['+z' as const, '-z' as const, '+x' as const], narrowPocket: { depth: 30, width: 4, area: 1_360 } } };
    expect(texts(slot)).toEqual([
      '加工难点：深窄槽 深 30\u00a0mm、宽 4\u00a0mm（深宽比 7.5:1），超过常规 3:1：建议槽宽加到 ≥ 10\u00a0mm 或槽深减到 ≤ 12\u00a0mm',
      '加工难点：需要 3 次装夹（顶面、底面、右侧面），超过常规 2 次：每多一次装夹多 ¥60.00；建议把特征集中到顶面和底面',
    ]);
  });
});
