import { readFileSync } from 'node:fs';
import { expect, openAs, test } from './fixtures.ts';
import { STEP1, STEP3, fetchOrder, fileItem, openEmptyStep2 } from './quotation-support.ts';
import { formatFen } from '../src/lib/format/money.ts';

/** Uploads an assembly and orders its parts list: no other spec logs in as this customer. */
const USER = { username: 'e2e-assembly', password: 'Demo1234' } as const;
const ASSEMBLY = { name: 'assembly.step', mimeType: 'application/step', buffer: readFileSync('e2e/fixtures/cad/assembly.step') };
const RESIN = 1;

test.describe('an assembly becomes a parts list', () => {
  test('a STEP assembly dropped on step 2 becomes one line per distinct part with its count per set; a part dropped, the sets set and one part given its own finish (kept over a reload), step 3, the order and its 报价单 show the parts list with that finish at step 3’s price', async ({ page }) => {
    test.setTimeout(150_000);
    await openAs(page, USER, STEP1);
    await openEmptyStep2(page, RESIN);
    await page.getByLabel('选择文件').setInputFiles([ASSEMBLY]);

    const line = page.locator(`[data-estimate-line="${ASSEMBLY.name}"]`);
    const parts = line.locator('[data-assembly]');
    // The server answers the upload with its parts: plate once, bracket twice, pin four times.
    await expect(parts.locator('[data-assembly-part]')).toHaveCount(3, { timeout: 60_000 });
    await expect(parts.locator('[data-assembly-part]')).toHaveText([/^base-plate/, /^bracket/, /^pin/]);
    await expect(parts.getByRole('textbox', { name: '「base-plate」每套数量', exact: true })).toHaveValue('1');
    await expect(parts.getByRole('textbox', { name: '「bracket」每套数量', exact: true })).toHaveValue('2');
    await expect(parts.getByRole('textbox', { name: '「pin」每套数量', exact: true })).toHaveValue('4');
    await expect(parts).toContainText('3 种零件，每套 7 件');
    await expect(parts.locator('[data-assembly-part="pin"] [data-part-pieces]')).toContainText('共 4 件');

    // The pins are bought: dropped, the set is the plate and two brackets; the line's price falls.
    const before = (await line.locator('[data-subtotal]').textContent()) ?? '';
    await parts.getByRole('button', { name: '移除「pin」（不需要加工，如外购件）' }).click();
    await expect(parts.locator('[data-assembly-part="pin"]')).toHaveAttribute('data-dropped', '');
    await expect(parts).toContainText('2 种零件，每套 3 件');
    await expect(line.locator('[data-subtotal]')).not.toHaveText(before);
    // Taken back and dropped again: 恢复 works.
    await parts.getByRole('button', { name: '恢复「pin」' }).click();
    await expect(parts).toContainText('3 种零件，每套 7 件');
    await parts.getByRole('button', { name: '移除「pin」（不需要加工，如外购件）' }).click();
    // Two sets.
    await parts.getByRole('textbox', { name: 'assembly.step 的套数', exact: true }).fill('2');
    await expect(parts.locator('[data-assembly-part="bracket"] [data-part-pieces]')).toContainText('共 4 件');

    // The brackets are painted, the rest as the file (no finish): the bracket's price and the line's change at once, and survive a reload.
    const bracketFinish = parts.getByRole('combobox', { name: '表面处理：bracket', exact: true });
    await expect(bracketFinish.locator('option').first()).toHaveText('与整件相同（无表面处理）');
    const bracketPrice = (await parts.locator('[data-assembly-part="bracket"] [data-part-subtotal]').textContent()) ?? '';
    const unpainted = (await line.locator('[data-subtotal]').textContent()) ?? '';
    await bracketFinish.selectOption('finish:painting');
    await expect(parts.locator('[data-assembly-part="bracket"] [data-part-subtotal]')).not.toHaveText(bracketPrice);
    await expect(line.locator('[data-subtotal]')).not.toHaveText(unpainted);
    const paintedBracket = (await parts.locator('[data-assembly-part="bracket"] [data-part-subtotal]').textContent()) ?? '';
    await page.reload();
    await expect(parts.getByRole('combobox', { name: '表面处理：bracket', exact: true })).toHaveValue('finish:painting', { timeout: 60_000 });
    await expect(parts.getByRole('combobox', { name: '表面处理：base-plate', exact: true })).toHaveValue('file');
    await expect(parts.locator('[data-assembly-part="bracket"] [data-part-subtotal]')).toHaveText(paintedBracket);
    const estimate = (await line.locator('[data-subtotal]').textContent()) ?? '';

    // Step 3: the server's line is two sets, its parts list the plate ×2 and the brackets ×4, at the estimate's price.
    await page.goto(STEP3);
    const step3Line = page.getByRole('list', { name: /^报价明细/ }).getByRole('listitem').filter({ hasText: ASSEMBLY.name });
    const bom = step3Line.getByRole('table', { name: `${ASSEMBLY.name} 的零件清单` });
    // Two parts, each with its own 费用明细 under it, and the set's price at 1, 10 and 100 sets beside them.
    await expect(bom.locator('[data-bom-part]')).toHaveCount(2);
    await expect(bom.getByRole('group').filter({ hasText: '费用明细' })).toHaveCount(2);
    const tiers = step3Line.getByRole('table', { name: `${ASSEMBLY.name} 按套数的每套价格` });
    await expect(tiers.getByRole('cell', { name: /^(1|10|100) 套$/ })).toHaveCount(3);
    await expect(bom.locator('[data-bom-part="base-plate"] [data-bom-pieces]')).toHaveText('2');
    await expect(bom.locator('[data-bom-part="bracket"] [data-bom-pieces]')).toHaveText('4');
    await expect(bom.locator('[data-bom-part="pin"]')).toHaveCount(0);
    await expect(step3Line).toContainText(estimate);
    // The bracket's own finish is named under it; the plate, as the file, says nothing.
    await expect(bom.locator('[data-bom-part="bracket"] [data-bom-finish]')).toHaveText('表面处理：喷漆');
    await expect(bom.locator('[data-bom-part="base-plate"] [data-bom-finish]')).toHaveCount(0);
    await expect(page.getByTestId('payable')).toContainText('¥');
    const step3Payable = (await page.getByTestId('payable').textContent()) ?? '';
    // On a phone the parts list fits without scrolling sideways: 套数 moves into its caption.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(bom.locator('[data-bom-sets]')).toHaveText('· 共 2 套');
    await expect.poll(() => step3Line.locator('[data-bom]').evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByLabel('收货人').fill('周工');
    await page.getByLabel('手机号').fill('13800138062');
    await page.getByLabel('所在地区').fill('广东省 深圳市 南山区');
    await page.getByLabel('详细地址').fill('科技园 8 号');
    await page.getByRole('button', { name: '提交订单' }).click();
    const orderNo = (await page.getByTestId('order-no').textContent()) ?? '';
    expect(orderNo).toMatch(/^DZ/);
    const order = await fetchOrder(page, orderNo);
    // The order charges what step 3 showed, the bracket's own finish included.
    expect(formatFen(order.payable)).toBe(step3Payable.trim());
    expect(order.lines[0]).toMatchObject({ quantity: 2, parts: [{ name: 'base-plate', count: 1, quantity: 2, options: { finish: null } }, { name: 'bracket', count: 2, quantity: 4, options: { finish: 'painting' } }] });

    await page.goto(`/ordercenter/customizeorder?orderNo=${encodeURIComponent(orderNo)}`);
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('table', { name: `${ASSEMBLY.name} 的零件清单` }).locator('[data-bom-part]')).toHaveCount(2);
    await expect(detail.getByRole('table', { name: `${ASSEMBLY.name} 的零件清单` }).locator('[data-bom-part="bracket"] [data-bom-finish]')).toHaveText('表面处理：喷漆');

    await page.goto(`/quotationorder/quote?order=${encodeURIComponent(orderNo)}`);
    const sheet = page.locator('[data-quote-sheet]');
    await expect(sheet.getByRole('table', { name: `${ASSEMBLY.name} 的零件清单` }).locator('[data-bom-part="bracket"] [data-bom-pieces]')).toHaveText('4');
    await expect(sheet.getByRole('table', { name: `${ASSEMBLY.name} 的零件清单` }).locator('[data-bom-part="bracket"] [data-bom-finish]')).toHaveText('表面处理：喷漆');
  });

  test('an assembly is judged part by part on step 2: its bodies not touching is no finding, and each part fits the machine', async ({ page }) => {
    // The server parses the file before it answers its parts: seconds, more on a busy machine.
    test.setTimeout(120_000);
    await openAs(page, USER, STEP1);
    await openEmptyStep2(page, RESIN);
    await page.getByLabel('选择文件').setInputFiles([ASSEMBLY]);
    await expect(page.locator(`[data-estimate-line="${ASSEMBLY.name}"] [data-assembly-part]`)).toHaveCount(3, { timeout: 60_000 });
    const row = fileItem(page, ASSEMBLY.name);
    // Seven bodies (a plate, two brackets, four pins) that do not touch are what an assembly is: judged as its parts, nothing to say.
    await expect(row.locator('[data-printability-verdict]')).toHaveText('正常');
    await expect(row.locator('[data-printability]')).not.toContainText('互不相连');
  });

  test('a 3MF build of several objects becomes its parts list too: named from the file, placements counted, priced per part', async ({ page }) => {
    // The server parses the file before it answers its parts: seconds, more on a busy machine.
    test.setTimeout(120_000);
    await openAs(page, USER, STEP1);
    await openEmptyStep2(page, RESIN);
    await page.getByLabel('选择文件').setInputFiles('e2e/fixtures/models/plate-of-parts.3mf');
    const line = page.locator('[data-estimate-line="plate-of-parts.3mf"]');
    const parts = line.locator('[data-assembly-part]');
    await expect(parts).toHaveText([/^底板/, /^支架/, /^销钉/], { timeout: 60_000 });
    await expect(line.locator('[data-assembly]')).toContainText('3 种零件，每套 7 件');
    await expect(line.getByRole('textbox', { name: '「销钉」每套数量', exact: true })).toHaveValue('4');
    // The pins are bought: the line is the plate and the brackets.
    const before = (await line.locator('[data-subtotal]').textContent()) ?? '';
    await line.getByRole('button', { name: '移除「销钉」（不需要加工，如外购件）' }).click();
    await expect(line.locator('[data-assembly]')).toContainText('2 种零件，每套 3 件');
    await expect(line.locator('[data-subtotal]')).not.toHaveText(before);
  });

  test('a part can be made of another material of the same process: priced in it on step 2, kept over a reload, named in step 3\'s parts list at the same price', async ({ page }) => {
    test.setTimeout(120_000);
    await openAs(page, USER, STEP1);
    await openEmptyStep2(page, RESIN);
    await page.getByLabel('选择文件').setInputFiles([ASSEMBLY]);
    const line = page.locator(`[data-estimate-line="${ASSEMBLY.name}"]`);
    await expect(line.locator('[data-assembly-part]')).toHaveCount(3, { timeout: 60_000 });
    const plate = line.locator('[data-assembly-part="base-plate"]');
    const before = (await plate.locator('[data-part-subtotal]').textContent()) ?? '';
    const choice = line.getByRole('combobox', { name: '材料：base-plate' });
    // The choices are the quotation's material and the other resins: no material of another process.
    await expect(choice.locator('option').first()).toHaveText('与整件相同（白色树脂）');
    await expect(choice.locator('option', { hasText: 'PA12 尼龙' })).toHaveCount(0);
    await choice.selectOption({ label: '灰色树脂' });
    await expect(plate.locator('[data-part-subtotal]')).not.toHaveText(before);
    const estimate = (await line.locator('[data-subtotal]').textContent()) ?? '';
    await page.reload();
    await expect(line.getByRole('combobox', { name: '材料：base-plate' })).toHaveValue('2', { timeout: 30_000 });
    await expect(line.locator('[data-subtotal]')).toHaveText(estimate);

    await page.goto(STEP3);
    const step3Line = page.getByRole('list', { name: /^报价明细/ }).getByRole('listitem').filter({ hasText: ASSEMBLY.name });
    const bom = step3Line.getByRole('table', { name: `${ASSEMBLY.name} 的零件清单` });
    await expect(bom.locator('[data-bom-part="base-plate"] [data-bom-material]')).toHaveText('材料：灰色树脂');
    await expect(bom.locator('[data-bom-part="bracket"] [data-bom-material]')).toHaveCount(0);
    await expect(step3Line).toContainText(estimate);
  });
});

