import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { bearer, DEMO, expect, failNext, logInThroughForm, MAKER, openAs, test } from './fixtures.ts';
import { fenOf, parseCsv, shanghaiDay } from './wallet-support.ts';

/** A customer with a factory and nothing else yet: the empty states. */
const EMPTY_USER = { username: 'e2e-empty', password: 'Demo1234' } as const;

/** Claims coupons: only these tests change data, and only this customer's. */
const COUPON_USER = { username: 'e2e-coupon', password: 'Demo1234' } as const;

const failGet = (page: Page, path: string, message: string) => failNext(page, { method: 'GET', path, message });

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const countOf = async (page: Page, name: string) => Number(await tab(page, name).locator('[data-count]').innerText());
const couponCard = (page: Page, title: string) => page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('/me/coupon', () => {
  test("shows demo's coupons in every tab, with the count of each", async ({ page }) => {
    await openAs(page, DEMO, '/me/coupon');
    const counts = { 可领取: 4, 未使用: 2, 已使用: 2, 已过期: 2 };
    for (const [name, count] of Object.entries(counts)) await expect(tab(page, name)).toHaveText(`${name}${count}`);
    await expect(tab(page, '可领取')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);

    const amountOff = couponCard(page, '全场满 100 减 20');
    await expect(amountOff.getByLabel('¥20')).toBeVisible();
    await expect(amountOff).toContainText('满¥100可用');
    await expect(amountOff).toContainText(/有效期 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(amountOff).toContainText('商品金额满 100 元可用');
    await expect(amountOff.getByRole('button', { name: '领取' })).toBeEnabled();
    const percentOff = couponCard(page, '耗材 8.8 折券');
    await expect(percentOff.getByLabel('8.8折')).toBeVisible();
    await expect(percentOff).toContainText('满¥200可用');

    await tab(page, '未使用').click();
    await expect(couponCard(page, '无门槛 9.5 折券')).toContainText('无门槛');
    await expect(page.getByRole('tabpanel').getByRole('button', { name: '领取' })).toHaveCount(0);

    await tab(page, '已使用').click();
    await expect(page).toHaveURL(/\?status=used$/);
    const used = page.getByRole('tabpanel').getByRole('listitem');
    await expect(used).toHaveCount(2);
    for (const card of await used.all()) {
      await expect(card).toHaveAttribute('data-inactive', 'true');
      await expect(card).toContainText('已使用');
    }

    await page.reload();
    await expect(tab(page, '已使用')).toHaveAttribute('aria-selected', 'true');
    await expect(couponCard(page, '定制立减 15 元')).toBeVisible();
  });

  test('the tabs work from the keyboard', async ({ page }) => {
    await openAs(page, DEMO, '/me/coupon?status=unused');
    await expect(tab(page, '未使用')).toHaveAttribute('aria-selected', 'true');
    await tab(page, '未使用').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, '已使用')).toBeFocused();
    await expect(tab(page, '已使用')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName(/^已使用/);
    await page.keyboard.press('End');
    await expect(tab(page, '已过期')).toBeFocused();
    await expect(couponCard(page, '国庆满 100 减 15')).toContainText('已过期');
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, '可领取')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, '已过期')).toHaveAttribute('tabindex', '-1');
  });

  test('claiming moves the coupon to 未使用 and updates the counts without a reload; a second claim answers 409', async ({ page }) => {
    await openAs(page, COUPON_USER, '/me/coupon');
    await expect(tab(page, '可领取')).toHaveText(/^可领取\d+$/);
    const claimable = await countOf(page, '可领取');
    const unused = await countOf(page, '未使用');
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const card = couponCard(page, '全场满 100 减 20');
    const button = card.getByRole('button', { name: '领取' });
    const claim = page.waitForResponse((response) => response.url().endsWith('/api/shop-coupon/1') && response.request().method() === 'POST');
    await button.click();
    expect((await claim).status()).toBe(201);
    await expect(page.getByText('领取成功')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(tab(page, '可领取')).toHaveText(`可领取${claimable - 1}`);
    await expect(tab(page, '未使用')).toHaveText(`未使用${unused + 1}`);

    await tab(page, '未使用').click();
    await expect(couponCard(page, '全场满 100 减 20')).toContainText('未使用');
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

    const again = await page.request.post('/api/shop-coupon/1', { headers: await bearer(page) });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ message: '您已领取过该优惠券' });
  });

  test('a claim the server refuses shows its message and changes nothing', async ({ page }) => {
    await openAs(page, COUPON_USER, '/me/coupon');
    const card = couponCard(page, '3D 打印 9 折券');
    await expect(card).toBeVisible();
    // Each tab's count comes with its own list; wait until every tab has one.
    for (const name of ['可领取', '未使用', '已使用', '已过期']) await expect(tab(page, name)).toHaveText(new RegExp(`^${name}\\d+$`));
    const counts = await page.getByRole('tablist').innerText();
    // Claimed behind the page's back (another tab), so the page's 领取 now conflicts.
    expect((await page.request.post('/api/shop-coupon/2', { headers: await bearer(page) })).status()).toBe(201);

    await card.getByRole('button', { name: '领取' }).click();
    await expect(page.getByText('您已领取过该优惠券')).toBeVisible();
    await expect(card.getByRole('button', { name: '领取' })).toBeEnabled();
    expect(await page.getByRole('tablist').innerText()).toBe(counts);
    await expect(page.getByText('领取成功')).toHaveCount(0);
  });

  test('the 领取 button is disabled while the claim is in flight', async ({ page }) => {
    await openAs(page, COUPON_USER, '/me/coupon');
    const card = couponCard(page, 'CNC 加工满 500 减 50');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/shop-coupon/3', async (route) => {
      await held;
      await route.continue();
    });
    await card.getByRole('button', { name: '领取' }).click();
    await expect(card.getByRole('button', { name: '正在领取…' })).toBeDisabled();
    release();
    await expect(page.getByText('领取成功')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('a tab without coupons says so', async ({ page }) => {
    await openAs(page, MAKER, '/me/coupon?status=used');
    await expect(tab(page, '已使用')).toHaveText('已使用0');
    await expect(page.getByText('暂无已使用的优惠券')).toBeVisible();
  });

  test('a customer who has claimed nothing sees every own tab empty', async ({ page }) => {
    await openAs(page, EMPTY_USER, '/me/coupon?status=unused');
    await expect(page.getByText('暂无未使用的优惠券')).toBeVisible();
    await expect(tab(page, '未使用')).toHaveText('未使用0');
    await tab(page, '已过期').click();
    await expect(page.getByText('暂无已过期的优惠券')).toBeVisible();
  });

  test('a failed list shows the error in place, and 重试 loads it', async ({ page }) => {
    await logInThroughForm(page, DEMO);
    await page.waitForURL('**/homefactory');
    await failGet(page, '/api/shop-coupon', '优惠券服务暂时不可用');
    await page.goto('/me/coupon');
    await expect(page.getByRole('alert').filter({ hasText: '加载失败：优惠券服务暂时不可用' })).toBeVisible();
    await expect(tab(page, '可领取')).toHaveText('可领取4');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('alert').filter({ hasText: '加载失败' })).toHaveCount(0);
  });
});

const ledgerRows = (page: Page) => page.locator('table tbody tr');
const ledgerReady = (page: Page) => expect(page.locator('[data-ledger]')).toHaveAttribute('aria-busy', 'false');

async function shownRows(page: Page) {
  await ledgerReady(page);
  return ledgerRows(page).evaluateAll((rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell.textContent ?? '').trim())),
  );
}

test.describe('/me/amountFlow', () => {
  test("shows demo's balance and the newest entries, each balance the running sum of the one before", async ({ page }) => {
    await openAs(page, DEMO, '/me/amountFlow');
    await expect(page.locator('[data-balance]')).toHaveText('¥1,288.00');
    await expect(page.locator('[data-total]')).toHaveText('共 118 笔');
    await expect(page.getByText('第 1 / 6 页，共 118 条')).toBeVisible();
    const rows = await shownRows(page);
    expect(rows).toHaveLength(20);
    const [time, type, amount, balanceAfter] = rows[0] ?? [];
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(['充值', '支付', '退款', '优惠']).toContain(type);
    expect(amount).toMatch(/^[+\u2212]¥/);
    expect(fenOf(balanceAfter ?? '')).toBe(128800);
    for (let i = 0; i + 1 < rows.length; i += 1) {
      const [, , shownAmount = '', after = ''] = rows[i] ?? [];
      expect(fenOf(after) - fenOf(shownAmount), `row ${i + 2} balance`).toBe(fenOf(rows[i + 1]?.[3] ?? ''));
    }
    const incomeRow = ledgerRows(page).filter({ has: page.locator('[data-direction="income"]') }).first();
    await expect(incomeRow.locator('[data-direction]')).toHaveText(/^\+¥/);
    await expect(incomeRow.locator('[data-direction]')).toHaveClass(/text-success/);
  });

  test('filters by type: only that type, fewer entries, other totals', async ({ page }) => {
    await openAs(page, DEMO, '/me/amountFlow');
    await expect(page.locator('[data-total]')).toHaveText('共 118 笔');
    const income = await page.locator('[data-income]').innerText();
    await expect(page.locator('[data-spending]')).not.toHaveText('¥0.00');

    await page.getByRole('radio', { name: '退款' }).check();
    await expect(page.locator('[data-total]')).toHaveText('共 10 笔');
    await expect(page).toHaveURL(/\?type=refund$/);
    const rows = await shownRows(page);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['退款']));
    expect(rows.every((row) => (row[2] ?? '').startsWith('+'))).toBe(true);
    await expect(page.locator('[data-spending]')).toHaveText('¥0.00');
    await expect(page.locator('[data-income]')).not.toHaveText(income);

    await page.getByRole('radio', { name: '支付' }).check();
    await expect(page.locator('[data-total]')).toHaveText('共 62 笔');
    expect(new Set((await shownRows(page)).map((row) => row[1]))).toEqual(new Set(['支付']));
    await expect(page.locator('[data-income]')).toHaveText('¥0.00');

    await page.reload();
    await expect(page.getByRole('radio', { name: '支付' })).toBeChecked();
    await expect(page.locator('[data-total]')).toHaveText('共 62 笔');
  });

  test('filters by a local date range; while the range is backwards it sends nothing and shows no entries', async ({ page }) => {
    await openAs(page, DEMO, '/me/amountFlow');
    await ledgerReady(page);
    const from = shanghaiDay(-60);
    const to = shanghaiDay(-20);
    const afterTo = shanghaiDay(-19);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/shop-amount-flow')) sent.push(request.url());
    });

    await page.getByRole('button', { name: '按日期筛选' }).click();
    await page.getByLabel('结束日期').fill(to);
    await ledgerReady(page);
    await page.getByLabel('开始日期').fill(shanghaiDay(-10));
    await expect(page.getByText('开始日期不能晚于结束日期')).toBeVisible();
    await expect(page.getByLabel('开始日期')).toHaveAttribute('aria-invalid', 'true');
    const before = sent.length;
    await page.waitForTimeout(400);
    expect(sent.length, 'requests while the range is backwards').toBe(before);
    await expect(page.getByRole('button', { name: '导出 CSV' })).toBeDisabled();
    // The entries and totals of the range before are not left on screen under the error.
    await expect(page.getByText('日期范围有误，暂不显示流水')).toBeVisible();
    await expect(ledgerRows(page)).toHaveCount(0);
    await expect(page.locator('[data-total]')).toHaveText('');
    await expect(page.locator('[data-income]')).toHaveText('—');
    await expect(page.locator('[data-spending]')).toHaveText('—');
    await expect(page.getByRole('navigation', { name: '分页' })).toHaveCount(0);
    // The balance is not the range's: it stays.
    await expect(page.locator('[data-balance]')).toHaveText(/^¥[\d,]+\.\d{2}$/);

    await page.getByLabel('开始日期').fill(from);
    await expect(page.getByText('开始日期不能晚于结束日期')).toHaveCount(0);
    await expect(page).toHaveURL(`/me/amountFlow?from=${from}&to=${to}`);
    const last = new URL(sent.at(-1) ?? '');
    // Whole local days: from the first day's midnight to the midnight after the last (UTC+8).
    expect(last.searchParams.get('from')).toBe(new Date(`${from}T00:00:00+08:00`).toISOString());
    expect(last.searchParams.get('to')).toBe(new Date(`${afterTo}T00:00:00+08:00`).toISOString());

    const expected = await page.request.get('/api/shop-amount-flow', {
      headers: await bearer(page),
      params: { from: `${from}T00:00:00+08:00`, to: `${afterTo}T00:00:00+08:00`, page: 1, size: 1 },
    });
    const { total } = (await expected.json()) as { total: number };
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(118);
    await expect(page.locator('[data-total]')).toHaveText(`共 ${total} 笔`);
    for (const [time = ''] of await shownRows(page)) {
      expect(time.slice(0, 10) >= from && time.slice(0, 10) <= to, `${time} within ${from}..${to}`).toBe(true);
    }
  });

  test('pages through the ledger, and a reload keeps the page', async ({ page }) => {
    await openAs(page, DEMO, '/me/amountFlow');
    const first = await shownRows(page);
    await page.getByRole('button', { name: '下一页' }).click();
    await expect(page.getByText('第 2 / 6 页，共 118 条')).toBeVisible();
    await expect(page).toHaveURL(/\?page=2$/);
    const second = await shownRows(page);
    expect(second).toHaveLength(20);
    expect(second[0]).not.toEqual(first[0]);
    // The page continues the running sum where the first one ended.
    const [, , amount = '', after = ''] = first.at(-1) ?? [];
    expect(fenOf(second[0]?.[3] ?? '')).toBe(fenOf(after) - fenOf(amount));

    await page.reload();
    await expect(page.getByText('第 2 / 6 页，共 118 条')).toBeVisible();
    expect(await shownRows(page)).toEqual(second);
    await page.getByRole('button', { name: '上一页' }).click();
    await expect(page.getByText('第 1 / 6 页，共 118 条')).toBeVisible();
  });

  test('exports every page of the filtered range as CSV with BOM', async ({ page }) => {
    await openAs(page, DEMO, '/me/amountFlow');
    const firstShown = (await shownRows(page))[0] ?? [];
    const income = fenOf(await page.locator('[data-income]').innerText());
    const spending = -fenOf(await page.locator('[data-spending]').innerText());
    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/shop-amount-flow') pagesAsked.push(`${url.searchParams.get('page')}/${url.searchParams.get('size')}`);
    });

    const exportButton = page.getByRole('button', { name: '导出 CSV' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the second page a moment, to see the button while the export runs.
    await page.route(/\/api\/shop-amount-flow\?.*page=2/, async (route) => {
      await held;
      await route.continue();
    });
    const downloading = page.waitForEvent('download');
    await exportButton.click();
    await expect(page.getByRole('button', { name: '正在导出…' })).toBeDisabled();
    release();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`余额流水-${shanghaiDay(0)}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows[0]).toEqual(['时间', '类型', '金额(元)', '余额(元)', '关联订单', '备注']);
    expect(rows).toHaveLength(1 + 118);
    expect(pagesAsked).toEqual(['1/100', '2/100']);
    await expect(page.getByText('已导出 118 条流水')).toBeVisible();
    await expect(exportButton).toBeEnabled();

    const [time, type, amount, balanceAfter, orderNo] = rows[1] ?? [];
    expect([time, type]).toEqual([firstShown[0], firstShown[1]]);
    expect(Math.round(Number(amount) * 100)).toBe(fenOf(firstShown[2] ?? ''));
    expect(balanceAfter).toBe('1288.00');
    expect(orderNo).toBe(firstShown[4] === '—' ? '' : firstShown[4]);
    const amounts = rows.slice(1).map((row) => Math.round(Number(row[2]) * 100));
    expect(amounts.every(Number.isInteger)).toBe(true);
    expect(amounts.filter((fen) => fen > 0).reduce((sum, fen) => sum + fen, 0)).toBe(income);
    expect(-amounts.filter((fen) => fen < 0).reduce((sum, fen) => sum + fen, 0)).toBe(spending);
    expect(rows.slice(1).some((row) => /^-\d+\.\d{2}$/.test(row[2] ?? ''))).toBe(true);

    await page.getByRole('radio', { name: '退款' }).check();
    await expect(page.locator('[data-total]')).toHaveText('共 10 笔');
    const [refunds] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    const refundRows = parseCsv((await readFile(await refunds.path())).toString('utf8').slice(1)).slice(1);
    expect(refundRows).toHaveLength(10);
    expect(new Set(refundRows.map((row) => row[1]))).toEqual(new Set(['退款']));
  });

  test('a range without entries says so and offers no export', async ({ page }) => {
    await openAs(page, DEMO, '/me/amountFlow?from=2001-01-01&to=2001-01-31');
    await expect(page.getByLabel('开始日期')).toHaveValue('2001-01-01');
    await expect(page.getByText('没有符合筛选条件的流水')).toBeVisible();
    await expect(page.locator('[data-total]')).toHaveText('共 0 笔');
    await expect(page.locator('[data-income]')).toHaveText('¥0.00');
    await expect(page.getByRole('button', { name: '导出 CSV' })).toBeDisabled();
    await expect(page.locator('[data-balance]')).toHaveText('¥1,288.00');
  });

  test('a customer without any entry sees the empty ledger and a zero balance', async ({ page }) => {
    await openAs(page, EMPTY_USER, '/me/amountFlow');
    await expect(page.getByText('暂无余额流水')).toBeVisible();
    await expect(page.locator('[data-balance]')).toHaveText('¥0.00');
    await expect(page.locator('[data-total]')).toHaveText('共 0 笔');
    await expect(page.getByRole('button', { name: '导出 CSV' })).toBeDisabled();
  });

  test('a failed ledger shows the error in place, and 重试 loads it', async ({ page }) => {
    await logInThroughForm(page, DEMO);
    await page.waitForURL('**/homefactory');
    await failGet(page, '/api/shop-amount-flow', '流水服务暂时不可用');
    await page.goto('/me/amountFlow');
    await expect(page.getByRole('alert').filter({ hasText: '加载失败：流水服务暂时不可用' })).toBeVisible();
    await page.getByRole('button', { name: '重试' }).click();
    await expect(ledgerRows(page)).toHaveCount(20);
    await expect(page.getByRole('alert').filter({ hasText: '加载失败' })).toHaveCount(0);
  });
});
