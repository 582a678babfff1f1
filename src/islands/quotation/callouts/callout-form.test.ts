import { describe, expect, it } from 'vitest';
import { calloutValues, checkCallouts, threadSizeOf, type CalloutForm } from './callout-form.ts';
import { calloutsText } from '../../../components/callouts/callout-text.ts';
import { normalCallouts } from '../../../lib/orders/callout-rules.ts';
import { readDraftCallouts } from '../../../lib/drafts/callout-draft.ts';
import { LineCallouts } from '../../../wire/quotes.ts';

const blank = calloutValues(undefined);
const form = (change: Partial<CalloutForm>): CalloutForm => ({ ...blank, ...change });

describe('the call-outs form of 图纸与加工要求', () => {
  it('starts with one thread row of count 1, and reads a line saved with ticks only as its count with no value', () => {
    expect(blank.rows).toEqual([{ size: '', depth: '', count: '1' }]);
    const old = calloutValues({ threads: 4, tolerance: true, roughness: true, roughnessNote: 'Ra 1.6' });
    expect(old).toMatchObject({ threads: true, rows: [{ size: '', depth: '', count: '4' }], tolerance: true, toleranceValue: '', roughness: true, ra: '', note: 'Ra 1.6' });
  });

  it('says in Chinese what each field lacks, and keeps everything typed', () => {
    const typed = form({ threads: true, rows: [{ size: 'M6 深', depth: '0.2', count: '0' }, { size: '', depth: '8', count: '2' }], tolerance: true, roughness: true });
    const checked = checkCallouts(typed);
    expect(checked.callouts).toBeUndefined();
    expect(checked.errors).toEqual({
      rows: [
        { size: '螺纹规格应如 M6、M8×1 或 1/4-20 UNC', depth: '螺纹深度应为 0.5–200 mm', count: '孔数应为 1–999 的整数' },
        { size: '请填写螺纹规格，如 M6' },
      ],
      tolerance: '请选择最严公差（± mm 或 ISO 等级）',
      roughness: '请选择表面粗糙度 Ra',
    });
    expect(typed.rows[0]).toEqual({ size: 'M6 深', depth: '0.2', count: '0' });
    expect(checkCallouts(form({ threads: true, rows: [{ size: 'M3', depth: '6', count: '999' }, { size: 'M4', depth: '8', count: '1' }] })).errors).toEqual({ threads: '各规格螺纹孔数合计最多 999' });
  });

  it('gives the values as the wire takes them, sizes written the usual way', () => {
    expect(threadSizeOf(' m8x1 ')).toBe('M8×1');
    expect(threadSizeOf('1/4-20unc')).toBe('1/4-20 UNC');
    const checked = checkCallouts(form({ threads: true, rows: [{ size: 'm6', depth: '12', count: '4' }, { size: '#10-32 UNF', depth: '7,5', count: '1' }], tolerance: true, toleranceValue: 'iso:IT7', roughness: true, ra: '1.6', note: ' 密封面 ' }));
    expect(checked.errors).toEqual({});
    const kept = normalCallouts(checked.callouts);
    expect(kept).toEqual({
      threads: 5,
      threadSpecs: [{ size: 'M6', depthMm: 12, count: 4 }, { size: '#10-32 UNF', depthMm: 7.5, count: 1 }],
      tolerance: true,
      toleranceGrade: 'IT7',
      roughness: true,
      roughnessRa: 1.6,
      roughnessNote: '密封面',
    });
    expect(LineCallouts.parse(kept)).toEqual(kept);
    expect(calloutsText(kept)).toBe('螺纹 M6 深 12 mm ×4、#10-32 UNF 深 7.5 mm · 公差 IT7 · 表面粗糙度 Ra 1.6 µm（密封面）');
    expect(calloutsText(normalCallouts(checkCallouts(form({ tolerance: true, toleranceValue: 'mm:0.02' })).callouts))).toBe('公差 ±0.02 mm');
    // Back in the form as saved.
    expect(calloutValues(kept)).toMatchObject({ rows: [{ size: 'M6', depth: '12', count: '4' }, { size: '#10-32 UNF', depth: '7.5', count: '1' }], toleranceValue: 'iso:IT7', ra: '1.6' });
  });

  it('reads the values back from a stored draft, dropping those that do not read', () => {
    expect(readDraftCallouts({ callouts: { threadSpecs: [{ size: 'M6', depthMm: 12 }, { size: 'bolt', depthMm: 3, count: 1 }], tolerance: true, toleranceMm: 0.02, roughness: true, roughnessRa: 7 } })).toEqual({
      callouts: { threads: 1, threadSpecs: [{ size: 'M6', depthMm: 12, count: 1 }], tolerance: true, toleranceMm: 0.02, roughness: true },
    });
  });
});
