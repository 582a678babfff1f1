import { NEWBIE, bearer, expect, logInByApi, logInThroughForm, openAs, recordToasts, shownToasts, storedUser, test } from './fixtures.ts';

/** No using factory and no phone; chooses a factory and buys a package here: no other spec logs in as this customer. */
const E2E_NEWBIE = { username: 'e2e-newbie', password: 'Demo1234', nickname: '测试新客' } as const;

/** Pages that work without a factory (newbie changes nothing on them here). */
const WITHOUT_FACTORY: [path: string, heading: string | RegExp][] = [
  ['/usercenter', '用户中心'],
  ['/me/personcenter', NEWBIE.nickname],
  ['/me/coupon', '我的优惠券'],
  ['/me/updatepassword', '修改密码'],
  ['/me/amountFlow', '余额流水'],
  ['/membercenter', '会员中心'],
  ['/ordercenter/customizeorder', '定制订单'],
  ['/ordercenter/consumableorder', '耗材订单'],
  ['/suggest/form', '提交反馈'],
  ['/suggest/list', '我的反馈'],
  ['/mydesign/ordercenter/packageorder', '套餐订单'],
  ['/mydesign/ordercenter/designorder', '设计订单'],
  ['/mydesign/ordercenter/myOrder', '我的设计订单'],
];

const NEEDS_FACTORY = ['/homefactory', '/quotationorder/selectmaterialprocess', '/professionalorder', '/consumablesorder', '/footagedownload'];

test.describe('a customer without a using factory', () => {
  test('lands on /mydesign/home after login, which says how to choose one, and the user menu offers it', async ({ page }) => {
    await logInThroughForm(page, NEWBIE);
    await page.waitForURL((url) => url.pathname === '/mydesign/home');
    const note = page.locator('[data-no-factory-note]');
    await expect(note).toContainText('您还没有选择常用工厂');
    await expect(note.getByRole('link', { name: '去选择工厂' })).toHaveAttribute('href', '/usercenter#factory');
    await page.locator('[data-user-menu] summary').click();
    await expect(page.getByRole('link', { name: '选择工厂', exact: true })).toHaveAttribute('href', '/usercenter#factory');
  });

  // Four pages a test, so that each stays well within its time on a busy machine.
  for (let first = 0; first < WITHOUT_FACTORY.length; first += 4) {
    const pages = WITHOUT_FACTORY.slice(first, first + 4);
    test(`uses ${pages.map(([path]) => path).join(', ')}`, async ({ page }) => {
      test.slow();
      await logInByApi(page, NEWBIE);
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
        expect(new URL(page.url()).pathname, path).toBe(path);
      }
    });
  }

  test('finds the factories to choose from in 用户中心, each chosen with 选择此工厂 (nothing to switch from)', async ({ page }) => {
    await logInByApi(page, NEWBIE);
    await page.goto('/usercenter#factory');
    const factories = page.locator('#factory');
    await expect(factories.getByRole('button', { name: /^选择此工厂：/ })).toHaveCount(2);
    await expect(factories.getByRole('button', { name: /切换/ })).toHaveCount(0);
    await expect(factories).toContainText('还没有常用工厂：选择一家后即可在线报价、下单和购买耗材。');
  });

  for (const path of NEEDS_FACTORY) {
    test(`${path} sends them to /mydesign/home and says why`, async ({ page }) => {
      await logInByApi(page, NEWBIE);
      await recordToasts(page);
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === '/mydesign/home');
      await expect.poll(() => shownToasts(page)).toContain('此页面需要先选择常用工厂，请在用户中心选择工厂后再使用');
      await expect(page.locator('[data-no-factory-note]')).toBeVisible();
    });
  }

  test('goes back after login to a page that needs no factory', async ({ page }) => {
    await openAs(page, NEWBIE, '/me/coupon?status=claimable');
    await expect(page.getByRole('heading', { name: '我的优惠券' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('?status=claimable');
  });
});

test.describe('e2e-newbie chooses a factory and buys a design package', () => {
  test('choosing a factory in 用户中心 opens the factory pages', async ({ page }) => {
    test.slow();
    await logInThroughForm(page, E2E_NEWBIE);
    await page.waitForURL((url) => url.pathname === '/mydesign/home');
    await page.locator('[data-no-factory-note]').getByRole('link', { name: '去选择工厂' }).click();
    await page.waitForURL((url) => url.pathname === '/usercenter');
    await page.getByRole('button', { name: /^选择此工厂：/ }).first().click();
    await expect(page.getByText(/^已选择.+作为常用工厂$/)).toBeVisible();
    await expect(page.getByText('当前使用')).toBeVisible();
    await page.goto('/homefactory');
    await expect(page.getByRole('heading', { name: '工厂首页' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/homefactory');
    expect((await storedUser(page))?.userInfo?.customer.usingFactory).toMatchObject({ id: expect.any(Number) });
  });

  test('the package purchase asks for the missing phone number, checks it, saves it to the profile and buys', async ({ page }) => {
    test.slow();
    await openAs(page, E2E_NEWBIE, '/mydesign/solution/packagePayment?package=1');
    const phone = page.getByLabel('手机号');
    await expect(phone).toBeVisible();
    const buy = page.getByRole('button', { name: '保存手机号并购买' });
    await buy.click();
    await expect(page.getByText('请输入手机号')).toBeVisible();
    await expect(phone).toBeFocused();
    await phone.fill('1380013800');
    await buy.click();
    await expect(page.getByText('请输入正确的手机号（11 位，以 1 开头）')).toBeVisible();
    await phone.fill('13800138123');
    await buy.click();
    await expect(page.getByText(/^订单 TC\S+ 已创建，请完成支付$/)).toBeVisible();
    await expect(phone).toHaveCount(0);
    const session = await page.request.get('/api/shop-platform/users/me/session', { headers: await bearer(page) });
    expect((await session.json()).customer.phone).toBe('13800138123');
  });
});
