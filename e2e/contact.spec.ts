import type { Locator, Page } from '@playwright/test';
import { contact } from '../src/content/contact.ts';
import { DEMO, expect, logInThroughForm, test } from './fixtures.ts';

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

async function expectContactDetails(dialog: Locator) {
  await expect(dialog.getByRole('heading', { name: '联系我们' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: contact.phone })).toHaveAttribute('href', contact.phoneHref);
  await expect(dialog).toContainText(contact.wechat);
  await expect(dialog).toContainText(contact.qq);
  await expect(dialog).toContainText(contact.address);
  await expect(dialog).toContainText(contact.hours);
  await expect(dialog.getByRole('link', { name: '在地图中查看' })).toHaveAttribute('href', contact.mapHref);
}

for (const path of ['/mydesign/home', '/platformhome', '/login']) {
  test(`on ${path} 联系我们 opens from the footer by keyboard and Esc closes it`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const button = page.getByRole('contentinfo').getByRole('button', { name: '联系我们' });
    const dialog = page.getByRole('dialog', { name: '联系我们' });
    await expect(dialog).toBeHidden();

    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expectContactDetails(dialog);
    // Focus moves into the dialog, and Tab goes on to its links.
    await expect(dialog.getByRole('button', { name: '关闭联系方式' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: contact.phone })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '关闭联系方式' }).press('Enter');
    await expect(dialog).toBeHidden();
  });
}

test('the contact dialog also opens for a logged-in customer on an account page', async ({ page }) => {
  await logInThroughForm(page, DEMO);
  await page.waitForURL('**/homefactory');
  await page.getByRole('contentinfo').getByRole('button', { name: '联系我们' }).click();
  const dialog = page.getByRole('dialog', { name: '联系我们' });
  await expectContactDetails(dialog);
  await dialog.getByRole('button', { name: '关闭联系方式' }).click();
  await expect(dialog).toBeHidden();
});
