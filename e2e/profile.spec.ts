import type { Page } from '@playwright/test';
import { bearer, DEMO, expect, failNext, logInThroughForm, openAs, test } from './fixtures.ts';

const E2E_PROFILE = { username: 'e2e-profile', password: 'Demo1234' } as const;
const E2E_BIND = { username: 'e2e-bind', password: 'Demo1234' } as const;

/** The customer kept under localStorage `shop-user`, as the islands and the header read it. */
async function storedCustomer(page: Page) {
  const raw = await page.evaluate(() => localStorage.getItem('shop-user'));
  const customer: { nickname: string; phone: string | null; email: string | null; usingFactory: { id: number } | null } | null = raw
    ? (JSON.parse(raw).userInfo?.customer ?? null)
    : null;
  return customer;
}

test.describe('user center', () => {
  test('shows demo’s profile, QQ binding, factories and storage', async ({ page }) => {
    await openAs(page, DEMO, '/usercenter');
    await expect(page.getByRole('heading', { name: '用户中心', level: 1 })).toBeVisible();
    await expect(page.getByLabel('昵称')).toHaveValue('演示用户');
    await expect(page.getByLabel('手机号')).toHaveValue('13800138000');
    await expect(page.getByLabel('邮箱')).toHaveValue('demo@example.com');

    await expect(page.getByText('已绑定')).toBeVisible();
    await expect(page.getByText('QQ 昵称：演示QQ用户')).toBeVisible();
    await expect(page.getByRole('button', { name: '绑定QQ' })).toHaveCount(0);

    const factories = page.getByRole('list', { name: '常用工厂' });
    const current = factories.getByRole('listitem', { name: '深圳宝安精密制造厂' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current.getByText('当前使用')).toBeVisible();
    await expect(current.getByRole('button', { name: /切换/ })).toHaveCount(0);
    const other = factories.getByRole('listitem', { name: '苏州工业园3D打印中心' });
    await expect(other).toContainText('苏州');
    await expect(other).toContainText(/交期 \d+–\d+ 天/);
    await expect(other.getByRole('button', { name: '切换到苏州工业园3D打印中心' })).toBeEnabled();
    await expect(factories.getByText('当前使用')).toHaveCount(1);

    await expect(page.getByText('已用 356.0 MB / 共 2.00 GB')).toBeVisible();
    await expect(page.getByText('17.4%')).toBeVisible();
    const meter = page.getByRole('progressbar', { name: '存储空间使用情况' });
    await expect(meter).toHaveAttribute('value', '17.4');
    await expect(meter).toHaveAttribute('data-level', 'normal');
  });

  test('an invalid phone or email shows its message and sends nothing', async ({ page }) => {
    await openAs(page, E2E_PROFILE, '/usercenter');
    await expect(page.getByLabel('昵称')).not.toHaveValue('');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/users/me/profile')) sent.push(request.method());
    });

    await page.getByLabel('昵称').fill('   ');
    await page.getByLabel('手机号').fill('12345678901');
    await page.getByLabel('邮箱').fill('someone@');
    await page.getByRole('button', { name: '保存资料' }).click();

    await expect(page.getByText('请输入昵称')).toBeVisible();
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    await expect(page.getByText('请输入正确的邮箱')).toBeVisible();
    await expect(page.getByLabel('昵称')).toBeFocused();
    await expect(page.getByLabel('手机号')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('邮箱')).toHaveValue('someone@');

    // Correcting one field clears only its message; the others still block sending.
    await page.getByLabel('昵称').fill('有效昵称');
    await expect(page.getByText('请输入昵称')).toHaveCount(0);
    await page.getByRole('button', { name: '保存资料' }).click();
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('a valid save updates the header at once and survives a reload', async ({ page }) => {
    await openAs(page, E2E_PROFILE, '/usercenter');
    await expect(page.getByLabel('昵称')).not.toHaveValue('');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByLabel('昵称').fill('  星火测试员 ');
    await page.getByLabel('手机号').fill('');
    await page.getByLabel('邮箱').fill('tester@example.com');
    await page.getByRole('button', { name: '保存资料' }).click();

    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(page.locator('[data-user-nickname]')).toHaveText('星火测试员');
    await expect(page.getByLabel('昵称')).toHaveValue('星火测试员');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await storedCustomer(page)).toMatchObject({ nickname: '星火测试员', phone: null, email: 'tester@example.com' });

    await page.reload();
    await expect(page.getByLabel('昵称')).toHaveValue('星火测试员');
    await expect(page.getByLabel('手机号')).toHaveValue('');
    await expect(page.getByLabel('邮箱')).toHaveValue('tester@example.com');
    await expect(page.locator('[data-user-nickname]')).toHaveText('星火测试员');
  });

  test('switching the using factory moves the mark and the stored user info', async ({ page }) => {
    await openAs(page, E2E_PROFILE, '/usercenter');
    const factories = page.getByRole('list', { name: '常用工厂' });
    const current = factories.locator('li[aria-current="true"]');
    await expect(current).toHaveCount(1);
    const before = Number(await current.getAttribute('data-factory-id'));
    const target = factories.locator('li:not([aria-current])').first();
    const targetId = Number(await target.getAttribute('data-factory-id'));
    const targetName = (await target.getByRole('heading').textContent()) ?? '';
    expect(targetId).not.toBe(before);

    await target.getByRole('button', { name: `切换到${targetName}` }).click();
    await expect(page.getByText(`已切换到${targetName}`)).toBeVisible();
    await expect(factories.locator(`li[data-factory-id="${targetId}"]`)).toHaveAttribute('aria-current', 'true');
    await expect(factories.locator(`li[data-factory-id="${targetId}"]`).getByText('当前使用')).toBeVisible();
    await expect(factories.locator(`li[data-factory-id="${before}"]`)).not.toHaveAttribute('aria-current', 'true');
    await expect(factories.locator(`li[data-factory-id="${before}"]`).getByRole('button', { name: /切换到/ })).toBeEnabled();
    expect((await storedCustomer(page))?.usingFactory?.id).toBe(targetId);

    await page.goto('/homefactory');
    await expect(page.getByText(`当前工厂：${targetName}`)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/homefactory');

    // And back: 切换工厂 lands on the factory list with the new mark.
    await page.getByRole('link', { name: '切换工厂' }).click();
    await page.waitForURL((url) => url.pathname === '/usercenter' && url.hash === '#factory');
    await expect(factories.locator(`li[data-factory-id="${targetId}"]`)).toBeInViewport();
  });

  test('绑定QQ goes through the authorization page and comes back to 用户中心 bound', async ({ page }) => {
    await openAs(page, E2E_BIND, '/usercenter');
    await expect(page.getByText('未绑定')).toBeVisible();
    await page.getByRole('button', { name: '绑定QQ' }).click();
    await page.waitForURL((url) => url.pathname === '/api/mock-qq/authorize');
    expect(await page.evaluate(() => localStorage.getItem('login-way'))).toBe('binding');
    await page.getByRole('button', { name: '使用新的 QQ 账号授权' }).click();
    // The callback returns through /homefactory and lands back on 用户中心.
    // Only until the address changes: the flashed 绑定成功 shows for 3 s from the page's first script on.
    await page.waitForURL((url) => url.pathname === '/usercenter' && url.search === '', { waitUntil: 'commit' });
    await expect(page.getByText('绑定成功')).toBeVisible();
    await expect(page.getByText('已绑定')).toBeVisible();
    await expect(page.getByRole('button', { name: '绑定QQ' })).toHaveCount(0);
  });

  test('a failed factory list shows the error, and 重试 loads it', async ({ page }) => {
    await logInThroughForm(page, DEMO);
    await page.waitForURL('**/homefactory');
    await failNext(page, { method: 'GET', path: '/api/shop-factory', message: '工厂服务暂不可用' });
    await page.goto('/usercenter');
    const alert = page.getByRole('alert').filter({ hasText: '加载失败：工厂服务暂不可用' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('listitem', { name: '深圳宝安精密制造厂' })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});

test.describe('member center', () => {
  test('shows demo’s level, progress and every level with the current one marked', async ({ page }) => {
    await openAs(page, DEMO, '/membercenter');
    await expect(page.getByRole('heading', { name: '会员中心', level: 1 })).toBeVisible();
    // demo's growth is what its seeded history earned (a year of orders): 黄金会员.
    const membership = await (await page.request.get('/api/shop-member', { headers: await bearer(page) })).json();
    await expect(page.locator('[data-member-level]')).toHaveText('黄金会员');
    await expect(page.locator('[data-member-growth]')).toHaveText(String(membership.growth));
    await expect(page.getByText(`还差 ${20000 - membership.growth} 成长值升级为 钻石会员`)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '升级进度' })).toHaveAttribute('value', String(Math.floor(((membership.growth - 5000) / 15000) * 100)));

    const table = page.getByRole('table', { name: '等级权益' });
    await expect(table.getByRole('row')).toHaveCount(5);
    const current = table.getByRole('row', { name: /黄金会员/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current.getByText('当前等级')).toBeVisible();
    await expect(table.getByText('当前等级')).toHaveCount(1);
    await expect(table.getByRole('row', { name: /白银会员/ })).not.toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: '如何获得成长值' })).toBeVisible();
  });

  test('shows the levels as cards on a phone, the current one marked', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, DEMO, '/membercenter');
    await expect(page.getByRole('table', { name: '等级权益' })).toBeHidden();
    const cards = page.getByRole('list', { name: '等级权益' });
    const current = cards.locator(':scope > li[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current.getByRole('heading')).toContainText('黄金会员');
    await expect(current.getByText('当前等级')).toBeVisible();
  });

  test('a failed load shows the error, and 重试 recovers', async ({ page }) => {
    await logInThroughForm(page, DEMO);
    await page.waitForURL('**/homefactory');
    await failNext(page, { method: 'GET', path: '/api/shop-member', message: '会员服务暂不可用' });
    await page.goto('/membercenter');
    const alert = page.getByRole('alert').filter({ hasText: '加载失败：会员服务暂不可用' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: '重试' }).click();
    await expect(page.locator('[data-member-level]')).toHaveText('黄金会员');
    await expect(alert).toHaveCount(0);
  });
});
