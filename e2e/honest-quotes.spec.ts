import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { boxMesh } from '../src/lib/geometry/mesh-builders.ts';
import { writeBinaryStl } from '../src/lib/geometry/mesh-writers.ts';
import { expect, openAs, test, scrollToComparison } from './fixtures.ts';
import { FORM as PRO_FORM, openFilledForm } from './professional-support.ts';
import { CUBE_STL, QUOTE_USER, STEP1, STEP2, STEP3, fileItem, openStep3With, stepFile } from './quotation-support.ts';

/**
 * What the quotation tells customers is what the shop does, one test per trip: each fails on the
 * build before it was fixed. The uploads are the customer's own (QUOTE_USER); nothing is ordered.
 */

const stl = (name: string, side: number) => ({ name, mimeType: 'model/stl', buffer: Buffer.from(writeBinaryStl(boxMesh(side, side, side))) });
/** A 0.3 mm cube: thinner than any material's minimum wall, so it cannot be made. */
const TINY = stl('tiny-0.3mm.stl', 0.3);
/** A 600 mm cube: taller than every machine of the factory (the largest, 真空复模's, is 1000 × 800 × 500 mm). */
const HUGE = stl('huge-600mm.stl', 600);
const cad = (name: string) => ({ name, mimeType: 'application/step', buffer: readFileSync(`e2e/fixtures/cad/${name}`) });

const ALUMINIUM = '6061 铝合金';
const estimateLine = (page: Page, name: string) => page.locator(`[data-estimate-line="${name}"]`);
const fen = (text: string): number => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** Chooses a material at step 1 as the customer does and goes on to step 2. */
async function openStep2In(page: Page, tab: RegExp, material: string) {
  await openAs(page, QUOTE_USER, STEP1);
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('article', { name: material, exact: true }).getByRole('button', { name: `选择 ${material}` }).click();
  await page.getByRole('link', { name: '下一步' }).click();
  await page.waitForURL(`**${STEP2}`);
}

test.describe('parts that cannot be made or quoted', () => {
  test('show no price and no quantity table, and count in neither the estimate nor the comparison; the refusal says whose envelope it names', async ({ page }) => {
    test.setTimeout(90_000);
    await openStep2In(page, /^CNC 加工/, ALUMINIUM);
    await page.getByLabel('选择文件').setInputFiles([TINY, HUGE, CUBE_STL]);
    await expect(page.locator('[data-status="success"]')).toHaveCount(3, { timeout: 30_000 });
    await expect(fileItem(page, TINY.name).locator('[data-printability-verdict]')).toHaveText('无法制造');
    await expect(fileItem(page, HUGE.name).locator('[data-printability-verdict]')).toHaveText('无法制造');

    // The cube is priced; the other two say why not, with no price at any quantity.
    const cube = estimateLine(page, CUBE_STL.name);
    await expect(cube.locator('[data-subtotal]')).toHaveText(/^¥[\d,]+\.\d\d$/);
    const cubePrice = fen(await cube.locator('[data-subtotal]').innerText());
    await expect(estimateLine(page, TINY.name).locator('[data-subtotal]')).toHaveText('无法制造');
    await expect(estimateLine(page, HUGE.name).locator('[data-subtotal]')).toHaveText('无法报价');
    for (const name of [TINY.name, HUGE.name]) {
      await expect(estimateLine(page, name).locator('[data-break-table]')).toHaveCount(0);
      await expect(estimateLine(page, name).locator('[data-cheaper]')).toHaveCount(0);
      await expect(estimateLine(page, name).locator('[data-formula]')).toHaveCount(0);
      await expect(estimateLine(page, name)).not.toContainText('费用明细');
      await expect(estimateLine(page, name)).not.toContainText('单价');
    }
    await expect(page.locator('[data-estimate-total]')).toHaveText(`¥${(cubePrice / 100).toFixed(2)}`);
    await expect(page.locator('[data-cannot-make-note]')).toContainText(`1 个文件无法用${ALUMINIUM}制造，不计入合计`);

    // The part's check names its process's envelope; the factory's refusal says whose the larger one is.
    await expect(fileItem(page, HUGE.name)).toContainText('超出该工艺的最大成型尺寸 1000 × 600 × 500');
    await expect(estimateLine(page, HUGE.name).locator('[data-oversize]')).toContainText('超出本厂所有设备的加工范围（最大的是真空复模的 1000 × 800 × 500 mm），无法报价');

    // In the comparison, the material's total is the cube's alone, and says what it leaves out. It
    // loads as it comes near the screen: scrolled to, as the customer would.
    await scrollToComparison(page);
    const row = page.locator(`[data-comparison] [data-material-row="${ALUMINIUM}"]`);
    await row.scrollIntoViewIfNeeded();
    await expect(row.locator('[data-row-total]')).toContainText(`¥${(cubePrice / 100).toFixed(2)}`);
    await expect(row.locator('[data-row-refused]')).toHaveText('不含 2 个无法制造或无法报价的文件');
  });

  test('step 3 offers no coupon saving on parts that cannot be ordered', async ({ page }) => {
    test.setTimeout(90_000);
    await openStep2In(page, /^CNC 加工/, ALUMINIUM);
    await page.getByLabel('选择文件').setInputFiles([HUGE, CUBE_STL]);
    await expect(page.locator('[data-status="success"]')).toHaveCount(2, { timeout: 30_000 });
    const cubePrice = fen(await estimateLine(page, CUBE_STL.name).locator('[data-subtotal]').innerText());
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(`**${STEP3}`);
    // The server refuses the order with the same sentence as step 2.
    await expect(page.locator('[data-refused]')).toContainText('最大的是真空复模的 1000 × 800 × 500 mm');
    const coupons = page.locator('[data-coupon-id]');
    await expect(coupons.first()).toBeVisible();
    for (const text of await coupons.allInnerTexts()) {
      const saving = /省 (¥[\d,.]+)/.exec(text)?.[1];
      if (saving) expect(fen(saving), text).toBeLessThanOrEqual(cubePrice);
    }
  });
});

test('a broken STEP file is not promised a manual quote: the row says only to export it again, and the order waits for it', async ({ page }) => {
  test.setTimeout(90_000);
  await openStep2In(page, /^SLA 光敏树脂/, '白色树脂');
  await page.getByLabel('选择文件').setInputFiles([cad('truncated.step'), cad('unsupported-schema.step'), CUBE_STL]);
  await expect(page.locator('[data-status="success"]')).toHaveCount(3, { timeout: 60_000 });
  for (const name of ['truncated.step', 'unsupported-schema.step']) {
    const row = fileItem(page, name);
    await expect(row).toContainText('重新导出');
    await expect(row).not.toContainText('人工报价');
    await expect(row).not.toContainText('工程师');
    await expect(estimateLine(page, name).locator('[data-subtotal]')).toHaveText('需重新导出');
  }
  await expect(page.locator('[data-estimate-total]')).toHaveText('¥15.00');
  await expect(page.locator('[data-estimate]')).not.toContainText('人工报价');

  await page.getByRole('button', { name: '下一步' }).click();
  await page.waitForURL(`**${STEP3}`);
  const lines = page.getByRole('list', { name: /^报价明细/ });
  await expect(lines.getByRole('listitem').filter({ hasText: 'truncated.step' })).toContainText('需重新导出');
  await expect(lines).not.toContainText('工程师将在');
  await expect(page.getByText('「truncated.step」「unsupported-schema.step」已损坏或无法读取，请删除后重新导出上传')).toBeVisible();
  await expect(page.getByRole('button', { name: /^(提交订单|确认新价格并提交)$/ })).toBeDisabled();
});

test('a 待报价 order promises neither a held price nor a ship date: the factory confirms the price within a working day and the date follows', async ({ page }) => {
  await openAs(page, QUOTE_USER, STEP1);
  await openStep3With(page, { materialId: 1, colour: '白色', files: [stepFile('bracket-manual.step'), CUBE_STL] });
  // Once the server's price is in: the totals say 价格待定, and what they promise is only what is true.
  await expect(page.getByRole('list', { name: /^报价明细/ }).getByRole('listitem').filter({ hasText: CUBE_STL.name })).toContainText('¥15.00');
  await expect(page.locator('[data-price-hold]')).toHaveCount(0);
  await expect(page.getByText(/此价格在 .* 前保持不变/)).toHaveCount(0);
  await expect(page.locator('[data-ship-note]')).toHaveCount(0);
  await expect(page.locator('[data-line-ship-date]')).toHaveCount(0);
  await expect(page.getByText(/预计 .*发货/)).toHaveCount(0);
  await expect(page.locator('[data-pending-quote]')).toHaveText('订单提交后为「待报价」：工厂将在 1 个工作日内确认价格，发货日期随确认价一并告知；确认前不收取任何费用。');
});

test('the platform home says STEP and IGES are priced at once, and only what nothing measures goes to an engineer', async ({ page }) => {
  await page.goto('/platformhome');
  const main = page.locator('main');
  await expect(main).toContainText('STL、OBJ、3MF、STEP、IGES 文件上传即测量体积与尺寸、给出价格并可 3D 预览');
  await expect(main).toContainText('STL、OBJ、3MF、STEP、IGES 上传后即时测量并报价');
  const text = await main.innerText();
  // No clause that names 人工 names STEP or IGES (the example card's manual file among them).
  for (const clause of text.split(/[；。，：\n]/).filter((part) => part.includes('人工'))) expect(clause).not.toMatch(/STEP|IGES|\.step|\.stp|\.iges|\.igs/i);
  await expect(page.locator('figure p').filter({ hasText: '人工报价' })).not.toContainText(/\.(step|stp|iges|igs)\b/i);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toContain('STL、OBJ、3MF、STEP、IGES 文件即时测量出价');
});

test('a professional order\'s drawing that cannot be read asks for a new version, not an engineer\'s quote', async ({ page }) => {
  await openAs(page, QUOTE_USER, PRO_FORM);
  await openFilledForm(page, [cad('truncated.step'), CUBE_STL]);
  await page.getByRole('button', { name: '提交专业订单' }).click();
  await page.waitForURL(/\/professionalorder\/designdrawings\/DZ\d{8}-\d{4}$/);
  const drawing = page.getByRole('list', { name: '图纸' }).getByRole('listitem', { name: 'truncated.step', exact: true });
  await expect(drawing.locator('[data-version="1"] [data-broken]')).toHaveText(/需重新导出.*请重新导出后上传新版本/);
  await expect(drawing).not.toContainText('人工报价');
  await expect(page.getByRole('list', { name: '图纸' }).getByRole('listitem', { name: CUBE_STL.name, exact: true })).toContainText('1.00 cm³');
});
