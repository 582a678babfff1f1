import { cellsMesh, pinMesh, prismMesh } from '../src/lib/geometry/mesh-builders.ts';
import { writeBinaryStl } from '../src/lib/geometry/mesh-writers.ts';
import { expect, openAs, test } from './fixtures.ts';
import { STEP1, STEP2, openQuotationDraft } from './quotation-support.ts';

/**
 * Step 2's machining findings: a part in a CNC material that is past a shop's usual limits says so
 * in plain Chinese with what would make it easier, and its breakdown names the tool, the minutes
 * and what each difficulty adds; past what the factory machines it waits for an engineer. The
 * customer of the cost-model spec: these tests only upload and read step 2 (no quotation saved, no
 * order), each in a draft of its own.
 */
const COST_USER = { username: 'e2e-cost', password: 'Demo1234' } as const;
const ALUMINIUM_6061 = 21;

const stl = (name: string, mesh: { positions: Float32Array; indices: Uint32Array }) => ({ name, mimeType: 'model/stl', buffer: Buffer.from(writeBinaryStl(mesh)) });
/** The 50 mm cube pocketed from the top to 2 mm walls and floor: walls 48 mm tall, 2 mm thick (24:1). */
const POCKETED = stl('thin_wall_pocket.stl', cellsMesh([0, 2, 48, 50], [0, 2, 48, 50], [0, 2, 50], (i, j, k) => !(i === 1 && j === 1 && k === 1)));
/** A Ø10 × 40 mm pin: turned from bar, nothing to say. */
const PIN = stl('turned_pin.stl', pinMesh(10, 40));
/** An L-shaped block 40 mm tall whose inner corner is filleted at 1 mm: a Ø2 tool 20 diameters deep. */
const DEEP_CORNER = stl(
  'deep_corner.stl',
  prismMesh(
    [[0, 0], [40, 0], [40, 10], ...Array.from({ length: 9 }, (_, i) => {
      const angle = -Math.PI / 2 - (Math.PI / 2) * (i / 8);
      return [11 + Math.cos(angle), 11 + Math.sin(angle)] as const;
    }), [10, 40], [0, 40]],
    40,
  ),
);

async function uploadOnStep2(page: Parameters<typeof openAs>[0], file: typeof POCKETED) {
  await openAs(page, COST_USER, STEP1);
  await openQuotationDraft(page, STEP2, { materialId: ALUMINIUM_6061, files: [], partOptions: {} });
  await page.getByLabel('选择文件').setInputFiles([file]);
  await expect(page.locator('[data-status="success"]')).toHaveCount(1, { timeout: 30_000 });
  return page.getByRole('list', { name: '已添加的文件' }).getByRole('listitem', { name: file.name, exact: true });
}

test.describe('machining findings on step 2', () => {
  test('the pocketed block’s 24:1 walls are past the usual 10:1, with thicker or lower walls suggested, and priced for it', async ({ page }) => {
    test.setTimeout(90_000);
    const item = await uploadOnStep2(page, POCKETED);
    await expect(item.locator('[data-printability-verdict]')).toHaveText('加工难点');
    const findings = item.locator('[data-printability-finding]');
    await expect(findings.filter({ hasText: '薄壁' })).toHaveText('加工难点薄壁 高 48\u00a0mm、厚 2\u00a0mm（24:1），超过常规 10:1：建议壁厚加到 ≥ 4.8\u00a0mm 或壁高降到 ≤ 20\u00a0mm');
    await expect(findings.filter({ hasText: '型腔深' })).toContainText('超过 Ø10\u00a0mm 刀具常规 3 倍刀径（30\u00a0mm）');

    // The breakdown's 切削 says the tool, the minutes and what the long tool and the thin walls add.
    const line = page.locator(`[data-estimate-line="${POCKETED.name}"]`);
    const breakdown = line.locator('[data-breakdown]').first();
    const summary = breakdown.locator(':scope > summary');
    if ((await summary.count()) > 0) await summary.click();
    const cutting = breakdown.locator('[data-breakdown-row="process"]');
    await expect(cutting).toContainText('Ø10 mm 立铣刀，约 124.2 分钟');
    await expect(cutting).toContainText('薄壁高 48.0 mm、厚 2.0 mm（24:1），轻切多次精加工 +80.5 分钟');
    await expect(cutting.locator('[data-fen]')).toHaveAttribute('data-fen', '18631');
  });

  test('a turned pin has nothing to say and is priced from bar on the lathe', async ({ page }) => {
    test.setTimeout(90_000);
    const item = await uploadOnStep2(page, PIN);
    await expect(item.locator('[data-printability-finding]')).toHaveCount(0);
    const breakdown = page.locator(`[data-estimate-line="${PIN.name}"] [data-breakdown]`).first();
    const summary = breakdown.locator(':scope > summary');
    if ((await summary.count()) > 0) await summary.click();
    await expect(breakdown.locator('[data-breakdown-row="material"]')).toContainText('Ø12 × 45 mm 圆棒');
    await expect(breakdown.locator('[data-breakdown-row="process"]')).toContainText('车削');
  });

  test('an internal radius whose tool must reach 20 diameters deep asks for an engineer instead of a price', async ({ page }) => {
    test.setTimeout(90_000);
    const item = await uploadOnStep2(page, DEEP_CORNER);
    await expect(item.locator('[data-printability-finding]').filter({ hasText: '内角半径' })).toContainText(
      '需工程师确认内角半径 1\u00a0mm 需 Ø2\u00a0mm 刀具，深 40\u00a0mm（20 倍刀径）：建议内角半径 ≥ 8\u00a0mm，或深度减到 ≤ 6\u00a0mm；超出工厂的常规加工能力，需工程师确认后报价',
    );
    const line = page.locator(`[data-estimate-line="${DEEP_CORNER.name}"]`);
    await expect(line.locator('[data-manual-reason]')).toHaveText('有小刀具需伸入超过 10 倍刀径的深处，超出工厂的加工能力，需工程师确认加工方式后人工报价');
  });
});
