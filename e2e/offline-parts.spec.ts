import type { Page } from '@playwright/test';
import { expect, openAs, test, scrollToComparison } from './fixtures.ts';
import { CUBE_STL, QUOTE_USER, STEP1, STEP2, STEP3, openQuotationDraft } from './quotation-support.ts';

/**
 * A part of a quotation step that loads its own script (step 2's estimate and comparison, step 3's
 * pricing extras) and cannot get it, because the connection dropped or a deploy replaced it: that
 * part says so in its place with 重试, the rest of the step and the draft stay, and 重试 loads it.
 */

/** Refuses the built chunk named `name` until the returned switch is called. */
async function refuseChunk(page: Page, name: string): Promise<() => void> {
  let offline = true;
  await page.route(new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`), (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  return () => {
    offline = false;
  };
}

/** The refused scripts are the load failures these tests make; nothing else may fail. */
function forgiveRefusals(problems: string[]) {
  for (let at = problems.indexOf('Failed to load resource: net::ERR_INTERNET_DISCONNECTED'); at >= 0; at = problems.indexOf('Failed to load resource: net::ERR_INTERNET_DISCONNECTED')) problems.splice(at, 1);
}

test('step 2: an estimate that cannot load says so in its place with 重试; the parts stay, and 重试 draws the estimate', async ({ page, problems }) => {
  await openAs(page, QUOTE_USER, STEP1);
  const online = await refuseChunk(page, 'EstimatePanel');
  await openQuotationDraft(page, STEP2, { materialId: 1, files: [CUBE_STL] });
  const failure = page.locator('aside').getByRole('alert');
  await expect(failure).toHaveText(/网络连接失败，请检查网络后重试/);
  await expect(page.getByRole('list', { name: '已添加的文件' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  online();
  await failure.getByRole('button', { name: '重试' }).click();
  await expect(page.locator('[data-estimate] [data-estimate-line="cube-10mm-binary.stl"] [data-subtotal]')).toHaveText(/^¥\d/);
  await expect(failure).toHaveCount(0);
  forgiveRefusals(problems);
});

test('step 2: a comparison that cannot load says so with 重试, and the estimate goes on', async ({ page, problems }) => {
  await openAs(page, QUOTE_USER, STEP1);
  const online = await refuseChunk(page, 'MaterialComparison');
  await openQuotationDraft(page, STEP2, { materialId: 1, files: [CUBE_STL] });
  await expect(page.locator('[data-estimate] [data-estimate-line="cube-10mm-binary.stl"] [data-subtotal]')).toHaveText(/^¥\d/);
  await scrollToComparison(page);
  const failure = page.getByRole('alert').filter({ hasText: '网络连接失败' });
  await expect(failure).toHaveCount(1);

  online();
  await failure.getByRole('button', { name: '重试' }).click();
  await expect(page.locator('[data-comparison] [data-material-row="白色树脂"]')).toBeVisible();
  await expect(failure).toHaveCount(0);
  forgiveRefusals(problems);
});

test('step 3: pricing that cannot load says so with 重试, which loads it without leaving the page; what was typed stays', async ({ page, problems }) => {
  await openAs(page, QUOTE_USER, STEP1);
  const online = await refuseChunk(page, 'request-parts');
  await openQuotationDraft(page, STEP3, { materialId: 1, files: [CUBE_STL] });
  const failure = page.getByRole('alert').filter({ hasText: '网络连接失败，请检查网络后重试' });
  await expect(failure).toHaveCount(1);
  await page.getByLabel('收货人', { exact: true }).fill('王离线');
  await page.getByLabel('备注').fill('断网时写的备注');

  online();
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await failure.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('payable')).toHaveText(/^¥\d/);
  await expect(failure).toHaveCount(0);
  expect(navigations).toEqual([]);
  await expect(page.getByLabel('收货人', { exact: true })).toHaveValue('王离线');
  await expect(page.getByLabel('备注')).toHaveValue('断网时写的备注');
  forgiveRefusals(problems);
});
