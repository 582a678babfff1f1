import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, openAs, test } from './fixtures.ts';
import { CUBE_STL, STEP1, STEP2, STEP3 } from './quotation-support.ts';

/**
 * The keyboard alone: a quotation and a consumables checkout from the first step to the order,
 * dialogs that keep focus inside while open and give it back when closed, and what screen readers
 * are told without focus moving (prices settling, uploads finishing).
 */

/** Orders a quotation and consumables by keyboard here, and keeps a quotation draft (axe.spec.ts). */
const A11Y_USER = { username: 'e2e-a11y', password: 'Demo1234' } as const;

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

async function typeAddress(page: Page) {
  await typeInto(page, page.getByLabel('收货人'), '键盘用户');
  await typeInto(page, page.getByLabel('手机号'), '13912345678');
  await typeInto(page, page.getByLabel('所在地区'), '广东省 深圳市 南山区');
  await typeInto(page, page.getByLabel('详细地址'), '科技园 1 号');
}

test.describe('by keyboard alone', () => {
  test('a quotation from choosing the material to the order', async ({ page }) => {
    test.slow();
    await openAs(page, A11Y_USER, STEP1);
    // The process tabs are one stop: arrows move among them, each showing its materials.
    await tabTo(page, page.getByRole('tab', { selected: true }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^SLA 光敏树脂/ })).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, page.getByRole('button', { name: '选择 白色树脂' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: '下一步' }));
    await page.keyboard.press('Enter');

    await page.waitForURL(`**${STEP2}`);
    await tabTo(page, page.getByLabel('选择文件'));
    // Enter on the input Tab reached (pressed on the element itself: a re-render of the list beside it must not take the key).
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByLabel('选择文件').press('Enter')]);
    await chooser.setFiles({ ...CUBE_STL, name: `键盘-${Date.now()}.stl` });
    await expect(page.locator('li[data-status="success"]')).toHaveCount(1, { timeout: 20_000 });
    await tabTo(page, page.getByRole('button', { name: '下一步' }));
    await page.keyboard.press('Enter');

    await page.waitForURL(`**${STEP3}`);
    await expect(page.getByTestId('payable')).toContainText('¥');
    await typeAddress(page);
    await tabTo(page, page.getByRole('button', { name: '提交订单' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/订单已提交|订单号/).first()).toBeVisible({ timeout: 15_000 });
  });

  test('a consumables checkout from the item to the order', async ({ page }) => {
    await openAs(page, A11Y_USER, '/consumablesorder/consumableinformation?id=1');
    await tabTo(page, page.getByRole('button', { name: /加入订单/ }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByTestId('cart-link'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/consumablesorder/consumableorderinformation');
    await expect(page.getByTestId('payable')).toContainText('¥');
    await typeAddress(page);
    await tabTo(page, page.getByRole('button', { name: '提交订单' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: '在订单中心查看' })).toBeVisible({ timeout: 15_000 });
  });
});

/** Presses Tab and Shift+Tab many times with the dialog open: focus never leaves it. */
async function expectFocusKeptIn(page: Page, dialog: Locator) {
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  expect(await inside(), 'focus moves into the dialog when it opens').toBe(true);
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await inside(), `after ${presses + 1} Tab`).toBe(true);
  }
  for (let presses = 0; presses < 4; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), `after ${presses + 1} Shift+Tab`).toBe(true);
  }
}

test.describe('dialogs keep focus inside and give it back', () => {
  const cases: { name: string; path: string; opener: (page: Page) => Locator }[] = [
    { name: 'an order detail', path: '/ordercenter/customizeorder', opener: (page) => page.getByRole('button', { name: /^查看详情/ }).first() },
    { name: 'the cancel confirmation', path: '/ordercenter/customizeorder', opener: (page) => page.getByRole('button', { name: '取消订单' }).first() },
    { name: 'the address form', path: '/usercenter', opener: (page) => page.getByRole('button', { name: '新增地址' }) },
    { name: 'the top-up', path: '/me/amountFlow', opener: (page) => page.getByRole('button', { name: '余额充值' }) },
  ];
  for (const { name, path, opener } of cases) {
    test(name, async ({ page }) => {
      await openAs(page, DEMO, path);
      const button = opener(page);
      await expect(button).toBeVisible();
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectFocusKeptIn(page, dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  }
});

test.describe('told to screen readers without moving focus', () => {
  test('an upload finishing, and the price once it settles after a quantity changes', async ({ page }) => {
    await openAs(page, A11Y_USER, STEP1);
    await page.getByRole('tab', { name: /^SLA 光敏树脂/ }).click();
    await page.getByRole('button', { name: '选择 白色树脂' }).click();
    await page.getByRole('link', { name: '下一步' }).click();
    await page.waitForURL(`**${STEP2}`);
    const name = `播报-${Date.now()}.stl`;
    await page.getByLabel('选择文件').setInputFiles({ ...CUBE_STL, name });
    const uploads = page.locator('[aria-live="polite"]').filter({ hasText: /^已上传/ });
    await expect(uploads).toHaveText('已上传 1 个，等待或上传中 0 个，失败 0 个', { timeout: 20_000 });
    // The payable row is a polite, atomic live region: its label and figure are said together when the figure changes.
    const estimate = page.locator('[data-estimate] [data-payable-row]');
    await expect(estimate).toHaveAttribute('aria-live', 'polite');
    await expect(estimate).toHaveAttribute('aria-atomic', 'true');
    await expect(estimate).toHaveText(/^预估应付\s*¥\d/);

    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(`**${STEP3}`);
    const said = page.getByTestId('order-totals').locator('[data-payable-row]');
    await expect(said).toHaveAttribute('aria-live', 'polite');
    await expect(said).toContainText(`应付金额${await page.getByTestId('payable').textContent()}`);
    await page.getByRole('textbox', { name: `${name} 的数量`, exact: true }).fill('5');
    await expect(page.getByTestId('order-totals')).toHaveAttribute('aria-busy', 'false');
    await expect(said).toContainText(`应付金额${await page.getByTestId('payable').textContent()}`);
  });
});
