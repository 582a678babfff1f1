import { describe, expect, it } from 'vitest';
import { analysePrintability } from '../../../lib/geometry/dfm/analyse.ts';
import { evaluatePrintability } from '../../../lib/geometry/dfm/evaluate.ts';
import { hollowBoxMesh } from '../../../lib/geometry/dfm/wall-meshes.ts';
import { boxMesh } from '../../../lib/geometry/mesh-builders.ts';
import { cannotMakeReason, printabilityLines } from './printability-text.ts';

describe('printability texts', () => {
  it('says why a part cannot be made, in Chinese, with its figures', () => {
    const report = evaluatePrintability(analysePrintability(hollowBoxMesh(20, 0.5)), { minWallThickness: 1.2, buildVolume: { x: 10, y: 10, z: 10 } });
    const lines = printabilityLines(report);
    expect(lines.map((line) => line.label)).toEqual(['无法制造', '无法制造', '可能失败']);
    expect(lines[2]?.text).toBe('零件内有 1 个封闭内腔，制造时可能出现问题，请与工厂确认');
    expect(lines[0]?.text).toBe('零件尺寸 20 × 20 × 20\u00a0mm 超出该工艺的最大成型尺寸 10 × 10 × 10\u00a0mm，任何摆放方向都放不下');
    expect(lines[1]?.text).toMatch(/^约 9[0-9]% 的表面壁厚低于该材料的最小壁厚 1\.2\u00a0mm，最薄处约 0\.5\u00a0mm（其中 9[0-9]% 不到最小壁厚的一半，无法成型）$/);
    expect(lines[1]?.region).toBe(true);
    expect(cannotMakeReason(report)).toContain('超出该工艺的最大成型尺寸');
  });

  it('names the turn that makes a part fit, and leaves out checks the process gives no figure for', () => {
    const report = evaluatePrintability(analysePrintability(boxMesh(10, 10, 50)), { buildVolume: { x: 60, y: 20, z: 20 } });
    expect(printabilityLines(report)).toEqual([{ severity: 'ok', label: '正常', text: '按原方向放不进成型空间 60 × 20 × 20\u00a0mm，工厂将绕 Y 轴旋转 90°后制造', region: false }]);
    expect(cannotMakeReason(report)).toBeNull();
  });
});
