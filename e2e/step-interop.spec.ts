import { readFileSync } from 'node:fs';
import { expect, openAs, test } from './fixtures.ts';
import { QUOTE_USER, STEP1, openEmptyStep2 } from './quotation-support.ts';

/** 白色树脂. */
const RESIN = 1;
/**
 * An assembly of sub-assemblies as CAD systems write it (scripts/make-step-interop-fixtures.ts): a
 * plate, two bracket sub-assemblies of a bracket and three bolt-and-nut sub-assemblies each, and a
 * rod sub-assembly with two nuts on it, turned to lie along the rod.
 */
const NESTED = { name: 'nested-assembly.step', mimeType: 'application/step', buffer: readFileSync('e2e/fixtures/cad/interop/nested-assembly.step') };

test.describe('STEP files from other CAD systems on step 2', () => {
  test('a nested assembly becomes the engineer’s parts list: each part by its own name, once, the nuts on the bolts and on the rod one line ×8', async ({ page }) => {
    // The browser's worker and then the server's thread parse the file: seconds, more on a busy machine.
    test.setTimeout(120_000);
    await openAs(page, QUOTE_USER, STEP1);
    await openEmptyStep2(page, RESIN);
    await page.getByLabel('选择文件').setInputFiles([NESTED]);

    const line = page.locator(`[data-estimate-line="${NESTED.name}"]`);
    const parts = line.locator('[data-assembly]');
    await expect(parts.locator('[data-assembly-part]')).toHaveCount(5, { timeout: 60_000 });
    // Named as the parts are, not after the sub-assemblies above them.
    expect(await parts.locator('[data-assembly-part]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-assembly-part')))).toEqual(['base-plate', 'l-bracket', 'bolt', 'nut', 'rod']);
    await expect(parts).not.toContainText('l-bracket-assembly');
    await expect(parts).not.toContainText('rod-with-nuts');
    for (const [name, count] of [['base-plate', '1'], ['l-bracket', '2'], ['bolt', '6'], ['nut', '8'], ['rod', '1']] as const) {
      await expect(parts.getByRole('textbox', { name: `「${name}」每套数量`, exact: true })).toHaveValue(count);
    }
    await expect(parts).toContainText('5 种零件，每套 18 件');
    await expect(parts.locator('[data-assembly-part="nut"] [data-part-pieces]')).toContainText('共 8 件');
  });
});
