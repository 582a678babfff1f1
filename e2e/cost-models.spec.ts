import type { Locator, Page } from '@playwright/test';
import { boxMesh, cellsMesh } from '../src/lib/geometry/mesh-builders.ts';
import { writeBinaryStl } from '../src/lib/geometry/mesh-writers.ts';
import { expect, openAs, test, scrollToComparison } from './fixtures.ts';
import { STEP1, STEP2, STEP3, openQuotationDraft, type DraftOptions } from './quotation-support.ts';

/** Quotes, saves and orders parts priced by how they are made: no other spec logs in as this customer. */
const COST_USER = { username: 'e2e-cost', password: 'Demo1234' } as const;

const stl = (name: string, bytes: Uint8Array) => ({ name, mimeType: 'model/stl', buffer: Buffer.from(bytes) });
/** A 50 mm block pocketed from the top to 2 mm walls: two set-ups (top, bottom) in CNC. */
const POCKETED = stl('pocketed_block.stl', writeBinaryStl(cellsMesh([0, 2, 48, 50], [0, 2, 48, 50], [0, 2, 50], (i, j, k) => !(i === 1 && j === 1 && k === 1))));
/** A solid 50 mm cube. */
const CUBE = stl('solid_cube_50.stl', writeBinaryStl(boxMesh(50, 50, 50)));
/** A 40 mm block with a 10 mm pocket entered from its +x side: a second set-up from the side. */
const SIDE_POCKET = stl('side_pocket.stl', writeBinaryStl(cellsMesh([0, 30, 40], [0, 15, 25, 40], [0, 15, 25, 40], (i, j, k) => !(i === 1 && j === 1 && k === 1))));
/** A sealed hollow 50 mm box, 1.5 mm walls, no opening. */
const SEALED = stl('sealed_box.stl', writeBinaryStl(cellsMesh([0, 1.5, 48.5, 50], [0, 1.5, 48.5, 50], [0, 1.5, 48.5, 50], (i, j, k) => !(i === 1 && j === 1 && k === 1))));
/** Two hundred copies of one 10 mm cube in one place: a volume larger than the box it fits in. */
const STACKED = (() => {
  const one = boxMesh(10, 10, 10);
  const copies = 200;
  const positions = new Float32Array(one.positions.length * copies);
  const indices = new Uint32Array(one.indices.length * copies);
  for (let c = 0; c < copies; c++) {
    positions.set(one.positions, c * one.positions.length);
    indices.set(one.indices.map((index) => index + (c * one.positions.length) / 3), c * one.indices.length);
  }
  return stl('stacked_cubes.stl', writeBinaryStl({ positions, indices }));
})();

/** A 3.1 m cube: larger than every machine of the factory (the largest, 真空复模's, is 1000 × 800 × 500 mm). */
const HUGE = stl('huge_cube.stl', writeBinaryStl(boxMesh(3100, 3100, 3100)));

const MATERIALS = { whiteResin: 1, aluminium6061: 21 } as const;

/** A quotation draft with these files uploaded and this material (each part's choices sent), as steps 1 and 2 leave it; opens `path`. */
async function openDraft(page: Page, path: string, options: DraftOptions) {
  return (await openQuotationDraft(page, path, { ...options, partOptions: options.partOptions ?? {} })).files;
}

/** The breakdown's rows under `scope`, opened where folded: each row's key and fen per part, and the total it adds up to. */
async function breakdownOf(scope: Locator): Promise<{ rows: Record<string, number>; total: string }> {
  const breakdown = scope.locator('[data-breakdown]').first();
  await expect(breakdown).toBeAttached();
  // Folded under 费用明细 on the steps and an order: opened as a customer does; its rows load then.
  const summary = breakdown.locator(':scope > summary');
  if ((await summary.count()) > 0 && !(await breakdown.evaluate((element) => element instanceof HTMLDetailsElement && element.open))) await summary.click();
  await expect(breakdown.locator('[data-breakdown-row]').first()).toBeVisible();
  const rows = await breakdown.locator('[data-breakdown-row]').evaluateAll((elements) =>
    Object.fromEntries(elements.map((element) => [element.getAttribute('data-breakdown-row'), Number(element.querySelector('[data-fen]')?.getAttribute('data-fen'))])),
  );
  return { rows, total: (await breakdown.locator('[data-breakdown-total]').textContent()) ?? '' };
}

test.describe('prices by how a part is made', () => {
  test('a machined part shows the same breakdown on step 2, step 3, its 报价单 and its order, with why', async ({ page }) => {
    test.setTimeout(120_000);
    await openAs(page, COST_USER, STEP1);
    await openDraft(page, STEP2, { materialId: MATERIALS.aluminium6061, files: [POCKETED], quantities: [3] });

    const estimateLine = page.locator(`[data-estimate-line="${POCKETED.name}"]`);
    const atStep2 = await breakdownOf(estimateLine);
    // 6061: the block from stock, the metal cut away and two set-ups of ¥60 shared by 3 parts.
    expect(Object.keys(atStep2.rows)).toEqual(['material', 'process', 'setup']);
    expect(atStep2.rows['setup']).toBe(4000);
    await expect(estimateLine).toContainText('需要 2 次装夹：顶面、底面，¥120.00 由 3 件分摊');
    await expect(estimateLine).toContainText('55 × 55 × 55 mm');
    const unit = Object.values(atStep2.rows).reduce((sum, fen) => sum + fen, 0);
    expect(atStep2.total).toContain(`× 3 件`);

    await page.goto(STEP3);
    const line = page.getByRole('list', { name: /^报价明细/ }).getByRole('listitem').filter({ hasText: POCKETED.name });
    const atStep3 = await breakdownOf(line);
    expect(atStep3).toEqual(atStep2);

    // Saved as a 报价单: the server's document prints the same rows under the line.
    await page.getByRole('link', { name: '保存报价单' }).click();
    await page.waitForURL((url) => url.pathname === '/quotationorder/quote' && url.searchParams.get('from') === 'draft');
    await page.getByLabel('客户名称').fill('李工');
    await page.getByRole('button', { name: '保存报价单' }).click();
    await page.waitForURL((url) => url.searchParams.has('no'));
    const sheet = page.locator('[data-quote-sheet]');
    expect(await breakdownOf(sheet)).toEqual(atStep2);

    // Ordered from step 3: the order keeps the breakdown it was priced with.
    await page.goto(STEP3);
    await page.getByLabel('收货人').fill('李工');
    await page.getByLabel('手机号').fill('13800138060');
    await page.getByLabel('所在地区').fill('广东省 深圳市 南山区');
    await page.getByLabel('详细地址').fill('科技园 6 号');
    await page.getByRole('button', { name: '提交订单' }).click();
    const orderNo = (await page.getByTestId('order-no').textContent()) ?? '';
    expect(orderNo).toMatch(/^DZ/);
    await expect(page.getByTestId('created-payable')).toBeVisible();
    await page.goto(`/ordercenter/customizeorder?orderNo=${encodeURIComponent(orderNo)}`);
    const detail = page.getByRole('dialog');
    await expect(detail).toContainText(POCKETED.name);
    expect(await breakdownOf(detail)).toEqual(atStep2);
    await expect(detail).toContainText(`¥${(unit / 100).toFixed(2)} × 3`);
  });

  test('each part says the cheaper way to make it: another plastic now, POM machined from 20 parts', async ({ page }) => {
    test.setTimeout(60_000);
    await openAs(page, COST_USER, STEP1);
    await openDraft(page, STEP2, { materialId: MATERIALS.whiteResin, files: [CUBE] });
    const hint = page.locator(`[data-estimate-line="${CUBE.name}"] [data-cheaper]`);
    // 白色树脂: 125 cm³ × ¥0.80 + 50 mm × ¥0.15 = ¥107.50. PLA prints its 1.2 mm walls, 0.8 mm top and
    // bottom and 20 % of the rest: 37.8 cm³ × (¥0.50 of filament + ¥0.40 of machine time) = ¥34.02.
    await expect(hint.locator('[data-cheaper-now]')).toHaveText('同为塑料，改用 PLA（FDM 熔融沉积）：每件 ¥34.02，本行省 ¥73.48');
    // POM 赛钢 (CNC): stock 55 mm cube (50 + 2 × 2 mm, sawn to 5 mm steps) 166.375 cm³ × ¥0.08 = ¥13.31;
    // cutting (41.375 cm³ ÷ 12 cm³/min + 150 cm² ÷ 25 cm²/min) × ¥1.50 = ¥14.17; two set-ups (top, bottom)
    // × ¥60 shared by the parts. On the ladder of quantities (2, 3, 5, 10, 20 …) the first under PLA's ¥34.02
    // is 20: ¥27.48 + ¥120 ÷ 20 = ¥33.48 (at 10 the set-ups make it ¥39.48).
    await expect(hint.locator('[data-cheaper-at]')).toHaveText('数量达到 20 件时，POM 赛钢（CNC 加工）更便宜：每件 ¥33.48');
    // A metal part is not offered a plastic.
    await openDraft(page, STEP2, { materialId: MATERIALS.aluminium6061, files: [CUBE] });
    await expect(page.locator(`[data-estimate-line="${CUBE.name}"] [data-breakdown]`)).toBeAttached();
    await expect(page.locator(`[data-estimate-line="${CUBE.name}"] [data-cheaper-now]`)).toHaveCount(0);
  });

  test('the preview of a machined part colours the faces of its extra set-up, and says what it costs', async ({ page }) => {
    test.setTimeout(90_000);
    await openAs(page, COST_USER, STEP1);
    await openDraft(page, STEP2, { materialId: MATERIALS.aluminium6061, files: [] });
    await page.getByLabel('选择文件').setInputFiles([SIDE_POCKET]);
    await expect(page.locator('[data-status="success"]')).toHaveCount(1, { timeout: 30_000 });
    const item = page.getByRole('list', { name: '已添加的文件' }).getByRole('listitem', { name: SIDE_POCKET.name, exact: true });
    await expect(item.locator('[data-printability-verdict]')).toBeVisible();
    await item.getByRole('button', { name: '3D 预览' }).click();
    const dialog = page.getByRole('dialog', { name: `${SIDE_POCKET.name} · 3D 预览` });
    const legend = dialog.locator('[data-preview-legend]');
    await expect(legend).toContainText('预览颜色说明（CNC 加工）');
    await expect(legend.locator('[data-region]')).toHaveText(['第 2 次装夹加工的面（右侧面）：装夹与编程 ¥60.00，由本文件的数量分摊']);
    await expect(dialog.locator('[data-zoom]')).toHaveText('缩放 100%');
  });

  test('a sealed hollow box is never 正常: it cannot be machined (no price: step 3 refuses it), and traps resin in SLA', async ({ page }) => {
    test.setTimeout(90_000);
    await openAs(page, COST_USER, STEP1);
    await openDraft(page, STEP2, { materialId: MATERIALS.aluminium6061, files: [] });
    await page.getByLabel('选择文件').setInputFiles([SEALED]);
    await expect(page.locator('[data-status="success"]')).toHaveCount(1, { timeout: 30_000 });
    const item = page.getByRole('list', { name: '已添加的文件' }).getByRole('listitem', { name: SEALED.name, exact: true });
    await expect(item.locator('[data-printability-verdict]')).toHaveText('无法制造');
    await expect(item).toContainText('刀具或硅胶模都无法进入内腔');
    const line = page.locator(`[data-estimate-line="${SEALED.name}"]`);
    // It cannot be made, so it is not promised a manual quote either: no price, and step 3 refuses it.
    await expect(line.locator('[data-subtotal]')).toHaveText('无法制造');
    await expect(page.locator('[data-cannot-make-note]')).toContainText('1 个文件无法用6061 铝合金制造');

    await scrollToComparison(page);
    await page.locator('[data-comparison]').getByRole('button', { name: '选用 白色树脂' }).click();
    await expect(item.locator('[data-printability-verdict]')).toHaveText('可能失败');
    await expect(line.locator('[data-subtotal]')).toHaveText(/^¥/);
    await expect(item).toContainText('请在内腔上开至少 2 个直径 ≥ 3.5\u00a0mm 的排液孔');
  });

  test('a file whose volume is larger than its box is quoted by hand with the reason, never priced', async ({ page }) => {
    await openAs(page, COST_USER, STEP1);
    await openDraft(page, STEP2, { materialId: MATERIALS.whiteResin, files: [STACKED] });
    const item = page.getByRole('list', { name: '已添加的文件' }).getByRole('listitem', { name: STACKED.name, exact: true });
    await expect(item).toContainText('人工报价');
    await expect(item).toContainText('读出的体积比零件的外包尺寸还大');
    await expect(page.locator(`[data-estimate-line="${STACKED.name}"] [data-subtotal]`)).toHaveText('人工报价');
    await page.goto(STEP3);
    const line = page.getByRole('list', { name: /^报价明细/ }).getByRole('listitem').filter({ hasText: STACKED.name });
    await expect(line).toContainText('人工报价');
  });

  test('a part larger than every machine says 无法报价 on step 2, is left out of the total, and step 3 gives the same reason', async ({ page }) => {
    await openAs(page, COST_USER, STEP1);
    await openDraft(page, STEP2, { materialId: MATERIALS.whiteResin, files: [HUGE, CUBE] });
    const huge = page.locator(`[data-estimate-line="${HUGE.name}"]`);
    const reason = '「huge_cube.stl」的尺寸 3100 × 3100 × 3100 mm 超出本厂所有设备的加工范围（最大的是真空复模的 1000 × 800 × 500 mm），无法报价。请检查文件的尺寸单位是否正确，或联系工厂';
    await expect(huge.locator('[data-subtotal]')).toHaveText('无法报价');
    await expect(huge.locator('[data-oversize]')).toHaveText(reason);
    await expect(huge.locator('[data-breakdown]')).toHaveCount(0);
    await expect(page.locator('[data-oversize-note]')).toHaveText('1 个文件超出本厂所有设备的加工范围，无法下单：请检查尺寸单位，或删除该文件后继续');
    // Only the 50 mm cube is added up: 125 cm³ × ¥0.80 = ¥100.00 and 50 mm × ¥0.15 = ¥7.50.
    await expect(page.locator(`[data-estimate-line="${CUBE.name}"] [data-subtotal]`)).toHaveText('¥107.50');
    await expect(page.locator('[data-estimate-total]')).toHaveText('¥107.50');
    await page.goto(STEP3);
    // Refused, not failed: no 重试, which cannot help, but the way back to the files.
    const refusal = page.locator('[data-refused]');
    await expect(refusal).toContainText(`无法报价：${reason}`);
    await expect(refusal.getByRole('link', { name: '修改图纸' })).toHaveAttribute('href', STEP2);
    await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  });

  test('a part declared in inches reads in millimetres everywhere: its card, its breakdown and step 3', async ({ page }) => {
    await openAs(page, COST_USER, STEP1);
    const inch = stl('inch_block.stl', writeBinaryStl(boxMesh(2, 1.5, 1)));
    await openDraft(page, STEP2, { materialId: MATERIALS.whiteResin, files: [inch], partOptions: { 0: { units: 'inch', finish: null, colour: null, leadTime: 'standard' } } });
    const item = page.getByRole('list', { name: '已添加的文件' }).getByRole('listitem', { name: inch.name, exact: true });
    await expect(item).toContainText('50.8 × 38.1 × 25.4 mm');
    await expect(item).toContainText('49.16 cm³');
    const estimateLine = page.locator(`[data-estimate-line="${inch.name}"]`);
    // 3 in³ = 49.16 cm³ × ¥0.80 = ¥39.33, and 1 in = 25.4 mm of build height × ¥0.15 = ¥3.81.
    const { rows } = await breakdownOf(estimateLine);
    expect(rows).toEqual({ material: 3933, process: 381 });
    await expect(estimateLine).toContainText('49.16 cm³ × ¥0.80/cm³');
    await expect(estimateLine).toContainText('机时按摆放后高度 25.4 mm 计');
    await page.goto(STEP3);
    const line = page.getByRole('list', { name: /^报价明细/ }).getByRole('listitem').filter({ hasText: inch.name });
    await expect(line).toContainText('49.16 cm³');
    await expect(line).toContainText('¥43.14');
  });
});
