import type { Locator } from '@playwright/test';
import { DEMO, expect, openAs, test } from './fixtures.ts';

/** The vertical middle of an element, to tell whether two sit on one line. */
async function middleOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y + box.height / 2;
}

test.describe('the shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the site menu and the user menu are never open together', async ({ page }) => {
    await openAs(page, DEMO, '/usercenter');
    const siteMenu = page.locator('nav[aria-label="主导航"] details');
    const userMenu = page.locator('[data-user-menu] details');
    await siteMenu.locator('summary').click();
    await expect(siteMenu).toHaveAttribute('open', '');
    await userMenu.locator('summary').click();
    await expect(userMenu).toHaveAttribute('open', '');
    await expect(siteMenu).not.toHaveAttribute('open');
    await siteMenu.locator('summary').click();
    await expect(siteMenu).toHaveAttribute('open', '');
    await expect(userMenu).not.toHaveAttribute('open');
  });

  test('the user menu and the account navigation show the current page, every item in view', async ({ page }) => {
    await openAs(page, DEMO, '/me/updatepassword');
    const account = page.getByRole('navigation', { name: '账户导航' });
    for (const link of await account.getByRole('link').all()) await expect(link).toBeInViewport();
    await expect(account.getByRole('link', { name: '修改密码' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/usercenter');
    await page.locator('[data-user-menu] summary').click();
    const menu = page.locator('[data-user-menu] ul');
    await expect(menu.getByRole('link', { name: '用户中心' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: '个人中心' })).not.toHaveAttribute('aria-current');
  });
});

test.describe('the footer outside the shell', () => {
  for (const width of [320, 360, 390]) {
    test(`keeps 联系我们 on the © line at ${width} px, on /login and the payment result`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      for (const path of ['/login', '/order/paymentResult/index']) {
        if (path !== '/login') await openAs(page, DEMO, path);
        else await page.goto(path);
        const footer = page.locator('footer');
        const contact = footer.getByRole('button', { name: '联系我们' });
        const copyright = footer.getByText(/^© \d{4} /);
        await expect(contact).toBeVisible();
        expect(Math.abs((await middleOf(contact)) - (await middleOf(copyright))), path).toBeLessThan(4);
      }
    });
  }
});
