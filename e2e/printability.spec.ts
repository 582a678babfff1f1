import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { hollowBoxMesh } from '../src/lib/geometry/dfm/wall-meshes.ts';
import { boxMesh, cupMesh } from '../src/lib/geometry/mesh-builders.ts';
import { writeBinaryStl } from '../src/lib/geometry/mesh-writers.ts';
import { bearer, expect, openAs, test, scrollToComparison } from './fixtures.ts';
import { CUBE_STL, QUOTE_USER, STEP1, STEP2, STEP3, fileItem, openQuotationDraft } from './quotation-support.ts';

/** SLS: walls of at least 0.8 mm, parts up to 400 × 400 × 450 mm (the process table). */
const PA12 = { name: 'PA12 尼龙', colour: '黑色' } as const;
const stl = (name: string, bytes: Uint8Array) => ({ name, mimeType: 'model/stl', buffer: Buffer.from(bytes) });
/** A closed 20 mm box with 0.3 mm walls: under half of SLS's 0.8 mm everywhere. */
const THIN_BOX = stl('thin-box.stl', writeBinaryStl(hollowBoxMesh(20, 0.3)));
/** Longer than any side of an SLS machine. */
const LONG_BAR = stl('long-bar.stl', writeBinaryStl(boxMesh(500, 10, 10)));

const line = (page: Page, fileName: string) => page.getByRole('list', { name: /^报价明细/ }).getByRole('listitem').filter({ hasText: fileName });

/** Pixels of the canvas in the highlight red (the part is blue, the background pale grey). */
async function redPixels(canvas: Locator): Promise<number> {
  const { data, info } = await sharp(await canvas.screenshot()).raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    const r = data[at] ?? 0;
    const g = data[at + 1] ?? 0;
    const b = data[at + 2] ?? 0;
    if (r > 90 && r > 1.6 * g && r > 1.6 * b) red++;
  }
  return red;
}

/** Chooses a material (and colour) at step 1 as the customer does and goes on to step 2. */
async function openStep2In(page: Page, tab: RegExp, material: string, colour?: string) {
  await openAs(page, QUOTE_USER, STEP1);
  await page.getByRole('tab', { name: tab }).click();
  const card = page.getByRole('article', { name: material, exact: true });
  if (colour) await card.getByRole('radio', { name: colour }).check();
  await card.getByRole('button', { name: `选择 ${material}` }).click();
  await page.getByRole('link', { name: '下一步' }).click();
  await page.waitForURL(`**${STEP2}`);
}

async function openPreview(page: Page, name: string): Promise<{ canvas: Locator; close: () => Promise<void> }> {
  await fileItem(page, name).getByRole('button', { name: '3D 预览' }).click();
  const dialog = page.getByRole('dialog', { name: `${name} · 3D 预览` });
  const canvas = dialog.getByRole('img', { name: `${name} 的 3D 模型` });
  await expect(dialog.locator('[data-zoom]')).toHaveText('缩放 100%');
  return {
    canvas,
    close: async () => {
      await dialog.getByRole('button', { name: '关闭预览' }).click();
      await expect(dialog).toBeHidden();
    },
  };
}

test('each part says whether it can be made with the material, the preview colours the thin walls, and a part that cannot be made stops the order with the reason', async ({ page }) => {
  test.setTimeout(90_000);
  await openStep2In(page, /^SLS 尼龙/, PA12.name, PA12.colour);

  await page.getByLabel('选择文件').setInputFiles([THIN_BOX, CUBE_STL, LONG_BAR]);
  await expect(page.locator('[data-status="success"]')).toHaveCount(3, { timeout: 30_000 });

  const thin = fileItem(page, THIN_BOX.name);
  await expect(thin.locator('[data-printability-verdict]')).toHaveText('无法制造');
  await expect(thin).toContainText(`可制造性检查（${PA12.name}）`);
  await expect(thin).toContainText(/的表面壁厚低于该材料的最小壁厚 0\.8\smm，最薄处约 0\.3\smm/);
  await expect(thin).toContainText('预览中红色区域为壁厚不足之处');
  const cube = fileItem(page, CUBE_STL.name);
  await expect(cube.locator('[data-printability-verdict]')).toHaveText('正常');
  await expect(cube).toContainText('尺寸、壁厚与实体均符合该材料的要求');
  const bar = fileItem(page, LONG_BAR.name);
  await expect(bar.locator('[data-printability-verdict]')).toHaveText('无法制造');
  await expect(bar).toContainText('零件尺寸 500 × 10 × 10\u00a0mm 超出该工艺的最大成型尺寸 400 × 400 × 450\u00a0mm');

  // The thin box is red all over in its preview; the sound cube has no red at all.
  const thinPreview = await openPreview(page, THIN_BOX.name);
  await expect.poll(() => redPixels(thinPreview.canvas)).toBeGreaterThan(2000);
  await thinPreview.close();
  const cubePreview = await openPreview(page, CUBE_STL.name);
  await expect.poll(() => redPixels(cubePreview.canvas)).toBe(0);
  await cubePreview.close();

  await page.getByRole('button', { name: '下一步' }).click();
  await page.waitForURL(`**${STEP3}`);
  await expect(line(page, THIN_BOX.name).locator('[data-printability-verdict]')).toHaveText('无法制造');
  await expect(line(page, CUBE_STL.name).locator('[data-printability-verdict]')).toHaveText('正常');
  const submit = page.getByRole('button', { name: /^(提交订单|确认新价格并提交)$/ });
  await expect(submit).toBeDisabled();
  const reason = page.getByText(`「${THIN_BOX.name}」无法用所选材料制造：`);
  await expect(reason).toBeVisible();
  await expect(reason).toContainText(`「${LONG_BAR.name}」无法用所选材料制造：零件尺寸 500 × 10 × 10`);

  // The verdict is kept with the draft: after a reload the order is still refused.
  await page.reload();
  await expect(line(page, THIN_BOX.name).locator('[data-printability-verdict]')).toHaveText('无法制造');
  await expect(submit).toBeDisabled();
});

test('the comparison of every material says where the parts can be made, sorts by it, and 选用 a material that makes them clears the part\'s verdict', async ({ page }) => {
  test.setTimeout(90_000);
  await openStep2In(page, /^SLS 尼龙/, PA12.name, PA12.colour);

  await page.getByLabel('选择文件').setInputFiles([LONG_BAR]);
  await expect(page.locator('[data-status="success"]')).toHaveCount(1, { timeout: 30_000 });
  const bar = fileItem(page, LONG_BAR.name);
  await expect(bar.locator('[data-printability-verdict]')).toHaveText('无法制造');

  // 500 mm is longer than any side of an SLS machine (400 × 400 × 450) but fits SLA's 600 × 600 × 400.
  await scrollToComparison(page);
  const table = page.locator('[data-comparison]');
  const verdict = (material: string) => table.locator(`[data-material-row="${material}"] [data-row-printability]`);
  await expect(verdict(PA12.name)).toHaveText('1 个文件无法制造');
  await expect(verdict(PA12.name)).toHaveAttribute('data-row-printability', 'cannotMake');
  await expect(verdict('透明树脂')).toHaveText('可以制造');

  await table.getByRole('button', { name: '按可制造性排序' }).click();
  await expect(table.getByRole('columnheader', { name: /可制造性/ })).toHaveAttribute('aria-sort', 'ascending');
  const ranks = { ok: 0, mayFail: 1, cannotMake: 2 } as const;
  const order = (await table.locator('tbody [data-row-printability]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-row-printability')))) as Array<keyof typeof ranks>;
  expect(order.length).toBeGreaterThan(1);
  expect(order.map((value) => ranks[value])).toEqual(order.map((value) => ranks[value]).sort((a, b) => a - b));

  await table.getByRole('button', { name: '选用 透明树脂' }).click();
  await expect(table.locator('[data-material-row="透明树脂"]')).toContainText('当前材料');
  await expect(bar.locator('[data-printability-verdict]')).toHaveText('正常');
});

test('a draft whose parts this browser did not analyse (opened on another device) compares the materials as 未检查, without downloading the judgement', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await openAs(page, QUOTE_USER, STEP1);
  await openQuotationDraft(page, STEP2, { materialId: 1, files: [CUBE_STL] });
  await scrollToComparison(page);
  const table = page.locator('[data-comparison]');
  await expect(table.locator('[data-material-row="白色树脂"]')).toContainText('未检查');
  await expect(table.locator('[data-row-printability]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => /parts-printability/.test(path))).toEqual([]);
});

test('a part declared in inches is judged at its real size at once: thin walls in mm become sound, and the order may go', async ({ page }) => {
  test.setTimeout(90_000);
  /** A 10 mm cup with 0.3 mm walls (open at the top: no closed cavity): too thin for SLA's 0.8 mm; in inches a 254 mm cup with 7.6 mm walls. */
  const smallThinBox = stl('small-thin-box.stl', writeBinaryStl(cupMesh(10, 0.3)));
  await openStep2In(page, /^SLA 光敏树脂/, '透明树脂');
  await page.getByLabel('选择文件').setInputFiles([smallThinBox]);
  await expect(page.locator('[data-status="success"]')).toHaveCount(1, { timeout: 30_000 });
  const box = fileItem(page, smallThinBox.name);
  await expect(box.locator('[data-printability-verdict]')).toHaveText('无法制造');
  await scrollToComparison(page);
  await expect(page.locator('[data-comparison] [data-material-row="透明树脂"] [data-row-printability]')).toHaveText('1 个文件无法制造');

  await page.getByRole('group', { name: `${smallThinBox.name} 的选项` }).getByLabel('图纸单位').selectOption('inch');
  await expect(box.locator('[data-printability-verdict]')).toHaveText('正常');
  await expect(page.locator('[data-comparison] [data-material-row="透明树脂"] [data-row-printability]')).toHaveText('可以制造');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.waitForURL(`**${STEP3}`);
  await expect(line(page, smallThinBox.name).locator('[data-printability-verdict]')).toHaveText('正常');
  await expect(page.getByText(/无法用所选材料制造/)).toHaveCount(0);
});

test("each material is judged by its own minimum wall from the catalogue: 1 mm walls are sound in PA12 (0.8 mm) and may fail in TPU (1.5 mm)", async ({ page }) => {
  test.setTimeout(90_000);
  /** A 20 mm cup with 1 mm walls, open at the top (a closed box would trap powder whatever its walls). */
  const box = stl('one-mm-box.stl', writeBinaryStl(cupMesh(20, 1)));
  await openStep2In(page, /^SLS 尼龙/, PA12.name, PA12.colour);
  const catalogue = (await (await page.request.get('/api/shop-material', { headers: await bearer(page) })).json()) as { records: Array<{ name: string; minWallThickness?: number }> };
  expect(catalogue.records.find((m) => m.name === PA12.name)?.minWallThickness).toBe(0.8);
  expect(catalogue.records.find((m) => m.name === 'TPU 弹性体')?.minWallThickness).toBe(1.5);

  await page.getByLabel('选择文件').setInputFiles([box]);
  await expect(page.locator('[data-status="success"]')).toHaveCount(1, { timeout: 30_000 });
  const item = fileItem(page, box.name);
  await expect(item.locator('[data-printability-verdict]')).toHaveText('正常');

  await scrollToComparison(page);
  const table = page.locator('[data-comparison]');
  const verdict = (material: string) => table.locator(`[data-material-row="${material}"] [data-row-printability]`);
  await expect(verdict(PA12.name)).toHaveText('可以制造');
  await expect(verdict('TPU 弹性体')).toHaveText('1 个文件可能失败');
  await expect(verdict('TPU 弹性体')).toHaveAttribute('data-row-printability', 'mayFail');

  await table.getByRole('button', { name: '选用 TPU 弹性体' }).click();
  await expect(item.locator('[data-printability-verdict]')).toHaveText('可能失败');
  await expect(item).toContainText('可制造性检查（TPU 弹性体）');
  await expect(item).toContainText(/的表面壁厚低于该材料的最小壁厚 1\.5\smm，最薄处约 1(\.0)?\smm/);

  // May fail is not cannot make: the order can go, and step 3 judges it the same way.
  await page.getByRole('button', { name: '下一步' }).click();
  await page.waitForURL(`**${STEP3}`);
  await expect(line(page, box.name).locator('[data-printability-verdict]')).toHaveText('可能失败');
  await expect(page.getByText(/无法用所选材料制造/)).toHaveCount(0);
});
