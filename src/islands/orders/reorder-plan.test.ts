import { describe, expect, test } from 'vitest';
import type { DrawingFile } from '../../wire/files.ts';
import { reorderPlan } from './reorder-plan.ts';

const file: DrawingFile = { id: 1, name: '外壳.stl', size: 684, format: 'stl', geometry: null, warnings: [], createdAt: '2026-11-21T02:00:00.000Z' };

describe('再来一单', () => {
  test('takes consumables to checkout', () => {
    expect(reorderPlan({ kind: 'consumable', items: [{ consumableId: 3, quantity: 2 }], missing: [] })).toEqual({ to: '/consumablesorder/consumableorderinformation', notice: null });
  });

  test("takes customised files to the quotation's last step with their material, or to choosing one", () => {
    expect(reorderPlan({ kind: 'customized', materialId: 4, items: [{ file, quantity: 1 }], missing: [] }).to).toBe('/quotationorder/submitorder');
    expect(reorderPlan({ kind: 'customized', materialId: null, items: [{ file, quantity: 1 }], missing: [] }).to).toBe('/quotationorder/selectmaterialprocess');
  });

  test('names what was left out', () => {
    const plan = reorderPlan({ kind: 'consumable', items: [{ consumableId: 3, quantity: 1 }], missing: ['旧款树脂', '停产线材'] });
    expect(plan.notice).toBe('以下商品已无法再次下单，已跳过：旧款树脂、停产线材');
  });

  test('names the parts whose choices went back to the defaults, after what was left out', () => {
    const plan = reorderPlan({ kind: 'customized', materialId: 4, items: [{ file, quantity: 1 }], missing: ['旧零件.stl'], optionsDropped: ['外壳.stl'] });
    expect(plan).toEqual({ to: '/quotationorder/submitorder', notice: '以下商品已无法再次下单，已跳过：旧零件.stl；以下文件的部分选项已不再提供，已改为默认选项：外壳.stl' });
    expect(reorderPlan({ kind: 'customized', materialId: 4, items: [{ file, quantity: 1 }], missing: [], optionsDropped: ['外壳.stl'] }).notice).toBe('以下文件的部分选项已不再提供，已改为默认选项：外壳.stl');
    expect(reorderPlan({ kind: 'customized', materialId: 4, items: [{ file, quantity: 1 }], missing: [], optionsDropped: [] }).notice).toBeNull();
  });

  test('goes nowhere when nothing can be ordered again', () => {
    expect(reorderPlan({ kind: 'customized', materialId: 4, items: [], missing: ['外壳.stl'] })).toEqual({ to: null, notice: '这个订单的商品都已无法再次下单' });
  });
});
