import type { Page } from '@playwright/test';
import { boxMesh } from '../src/lib/geometry/mesh-builders.ts';
import { writeBinaryStl } from '../src/lib/geometry/mesh-writers.ts';
import { expect, openAs, test } from './fixtures.ts';
import { QUOTE_USER, STEP1, STEP2, STEP3, openQuotationDraft, storedDraft } from './quotation-support.ts';

// Shares the quotation customer with quotation.spec.ts and quotation-options.spec.ts (no coupons, no orders here).
test.describe.configure({ mode: 'default' });

/** PLA (FDM): ¥0.50 a printed cm³, ¥0.40 of machine time a printed cm³, ¥8.00 the file at least. */
const PLA = 12;
/** A 50 mm block: 125 cm³, 150 cm² of surface, nothing overhanging. */
const BLOCK = { name: 'block-50mm.stl', mimeType: 'model/stl', buffer: Buffer.from(writeBinaryStl(boxMesh(50, 50, 50))) };
// docs/pricing.md, Worked examples: a 16 cm³ shell (4 cm³ top and bottom, 12 cm³ of walls) around the infill.
// 20 %: 16 + 109 × 20 % = 37.8 cm³ × ¥0.90 = ¥34.02. 50 %: 16 + 109 × 50 % = 70.5 cm³ × ¥0.90 = ¥63.45.
const AT_20 = '¥34.02';
const AT_50 = '¥63.45';

const step3Line = (page: Page, name: string) => page.getByRole('list', { name: /^报价明细/ }).getByRole('listitem').filter({ hasText: name });
const infill = (page: Page, name: string) => page.getByRole('group', { name: `${name} 的选项` }).getByLabel('填充率');

test('an FDM part’s infill is a choice with its price: 20 % to 50 % raises the price step 3 shows and the server charges', async ({ page }) => {
  test.setTimeout(60_000);
  await openAs(page, QUOTE_USER, STEP1);
  // Step 3 first, with the draft as steps 1 and 2 leave it (no choice made): priced at the standard 20 %.
  await openQuotationDraft(page, STEP3, { materialId: PLA, files: [BLOCK] });
  await expect(step3Line(page, BLOCK.name)).toContainText(AT_20);
  await expect(step3Line(page, BLOCK.name).locator('[data-line-options]')).toContainText('填充 20%');

  // Step 2: the infill choice says what the part costs at each infill, the difference from the chosen one beside the others.
  await page.goto(STEP2);
  const choice = infill(page, BLOCK.name);
  await expect(choice).toHaveValue('20');
  await expect(choice.locator('option')).toHaveText(['10% · ¥24.21/件（-¥9.81）', `20%（标准） · ${AT_20}/件`, `50% · ${AT_50}/件（+¥29.43）`, '100% · ¥112.50/件（+¥78.48）']);
  await choice.selectOption('50');
  await expect(page.locator(`[data-estimate-line="${BLOCK.name}"] [data-subtotal]`)).toHaveText(AT_50);
  // Kept in the draft, so step 3 and a reload ask it.
  const draft = (await storedDraft(page)) as unknown as { partOptions: Record<string, { infill?: number }> };
  expect(Object.values(draft.partOptions).map((options) => options.infill)).toEqual([50]);

  await page.getByRole('button', { name: '下一步' }).click();
  await page.waitForURL(`**${STEP3}`);
  const line = step3Line(page, BLOCK.name);
  await expect(line).toContainText(AT_50);
  await expect(line).not.toContainText(AT_20);
  await expect(line.locator('[data-line-options]')).toContainText('填充 50%');
  await expect(page.getByTestId('order-totals')).toContainText(AT_50);
});
