import type { Page } from '@playwright/test';
import { gradientPng } from '../server/seed-suggestions.ts';
import { DEMO, expect, failNext, openAs, storedUser, test } from './fixtures.ts';

/** Submits suggestions: no other spec logs in as this customer. */
const SUGGEST_USER = { username: 'e2e-suggest', password: 'Demo1234' } as const;
const FORM = '/suggest/form';
const LIST = '/suggest/list';

const png = (name: string, width = 64, height = 40) => ({ name, mimeType: 'image/png', buffer: gradientPng(width, height, [255, 122, 26], [40, 90, 200]) });

/** The titles of the logged-in customer's suggestions, straight from the API. */
async function titles(page: Page): Promise<string[]> {
  const token = (await storedUser(page))?.token ?? '';
  const response = await page.request.get('/api/shop-suggestion?size=100', { headers: { Authorization: `Bearer ${token}` } });
  const body: { records: { title: string }[] } = await response.json();
  return body.records.map((record) => record.title);
}

const imagesInput = (page: Page) => page.getByLabel('添加图片', { exact: true }).and(page.locator('input[type=file]'));
const submitButton = (page: Page) => page.getByRole('button', { name: '提交反馈' });

test.describe('submitting a suggestion (e2e-suggest)', () => {
  test('with two images it lands on its detail showing them, and is in the list', async ({ page }) => {
    const title = `预览转圈 ${Date.now()}`;
    await openAs(page, SUGGEST_USER, FORM);
    await page.getByRole('radio', { name: '问题反馈' }).check();
    await page.getByLabel('标题').fill(title);
    await page.getByLabel('反馈内容').fill('上传 STEP 文件后预览一直在加载。');
    await expect(page.getByTestId('content-count')).toHaveText('19 / 500 字');
    await page.getByLabel('联系方式（选填）').fill('13800138000');
    await imagesInput(page).setInputFiles([png('截图一.png'), png('截图二.png', 80, 50)]);
    const picked = page.getByRole('list', { name: '图片（选填）' }).getByRole('listitem');
    await expect(picked.getByRole('img')).toHaveCount(2);
    await submitButton(page).click();

    await page.waitForURL(/\/suggest\/detail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.locator('[data-status]').first()).toHaveText('待处理');
    await expect(page.getByTestId('suggestion-content')).toHaveText('上传 STEP 文件后预览一直在加载。');
    const shown = page.getByRole('list', { name: '图片' }).getByRole('img');
    await expect(shown).toHaveCount(2);
    await expect(shown.first()).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => shown.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

    await page.getByRole('button', { name: '查看大图「截图二.png」' }).click();
    const dialog = page.getByRole('dialog', { name: '截图二.png' });
    await expect(dialog.getByRole('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: '查看大图「截图二.png」' })).toBeFocused();

    await page.getByRole('button', { name: '发送' }).click();
    await expect(page.getByText('请填写回复内容')).toBeVisible();
    await page.getByLabel('继续追问').fill('补充：刷新后也一样。');
    await page.getByRole('button', { name: '发送' }).click();
    await expect(page.getByRole('list', { name: '回复' }).getByRole('listitem').last()).toContainText('补充：刷新后也一样。');
    await expect(page.getByLabel('继续追问')).toHaveValue('');

    await page.getByRole('link', { name: '我的反馈' }).first().click();
    await page.waitForURL(`**${LIST}`);
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row.locator('[data-status]')).toHaveText('待处理');
    await expect(row).toContainText('2 张图片');
  });

  test('validation keeps every input; refused files say why; a failed send loses nothing and then one suggestion is created', async ({ page }) => {
    const title = `导出功能 ${Date.now()}`;
    await openAs(page, SUGGEST_USER, FORM);
    await page.getByLabel('反馈内容').fill('字'.repeat(501));
    await expect(page.getByTestId('content-count')).toHaveText('501 / 500 字');
    await submitButton(page).click();
    await expect(page.getByText('请填写标题')).toBeVisible();
    await expect(page.getByText('反馈内容最多 500 个字，当前 501 个字')).toBeVisible();
    await expect(page.getByLabel('标题')).toBeFocused();
    await expect(page.getByLabel('反馈内容')).toHaveValue('字'.repeat(501));

    const big = { name: '大图.png', mimeType: 'image/png', buffer: Buffer.concat([gradientPng(8, 8, [0, 0, 0], [9, 9, 9]), Buffer.alloc(6 * 1024 * 1024)]) };
    const gif = { name: '动图.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') };
    await imagesInput(page).setInputFiles([big, gif, png('正常.png')]);
    const refusals = page.getByTestId('image-refusals');
    await expect(refusals).toContainText('「大图.png」超过 5 MB，未添加');
    await expect(refusals).toContainText('「动图.gif」不是 PNG、JPEG 或 WebP 图片，未添加');
    const picked = page.getByRole('list', { name: '图片（选填）' }).getByRole('img');
    await expect(picked).toHaveCount(1);

    await page.getByLabel('标题').fill(title);
    await page.getByLabel('反馈内容').fill('希望订单可以导出为 Excel。');
    await page.getByLabel('联系方式（选填）').fill('not a contact');
    await submitButton(page).click();
    await expect(page.getByText('请填写正确的手机号、邮箱或 QQ 号')).toBeVisible();
    await page.getByLabel('联系方式（选填）').fill('10001');

    // The text and the picked image survive a reload (the image is kept in the browser's IndexedDB).
    await page.reload();
    await expect(page.getByLabel('标题')).toHaveValue(title);
    await expect(page.getByLabel('联系方式（选填）')).toHaveValue('10001');
    await expect(picked).toHaveCount(1);

    await failNext(page, { method: 'POST', path: '/api/shop-suggestion', status: 500 });
    await submitButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: '服务异常' }).first()).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
    await expect(page).toHaveURL(new RegExp(`${FORM}$`));
    await expect(page.getByLabel('标题')).toHaveValue(title);
    await expect(page.getByLabel('反馈内容')).toHaveValue('希望订单可以导出为 Excel。');
    await expect(picked).toHaveCount(1);
    expect(await titles(page)).not.toContain(title);

    await submitButton(page).click();
    await page.waitForURL(/\/suggest\/detail\?id=\d+$/);
    await expect(page.getByRole('list', { name: '图片' }).getByRole('img')).toHaveCount(1);
    expect((await titles(page)).filter((t) => t === title)).toHaveLength(1);

    // The draft went with the sent suggestion.
    await page.goto(FORM);
    await expect(page.getByLabel('标题')).toHaveValue('');
  });
});

test.describe('reading suggestions (demo read only, e2e-suggest)', () => {
  test('the list shows every status and filters by one; a detail shows the reply thread and the history', async ({ page }) => {
    await openAs(page, DEMO, LIST);
    const rows = page.getByRole('list', { name: '我的反馈' }).getByRole('listitem');
    await expect(rows).toHaveCount(4);
    for (const status of ['待处理', '处理中', '已回复']) await expect(rows.locator(`[data-status="${status}"]`).first()).toBeVisible();

    await page.getByRole('button', { name: '已回复' }).click();
    await expect(page).toHaveURL(/status=/);
    await expect(rows).toHaveCount(2);
    await expect(rows.locator('[data-status="待处理"]')).toHaveCount(0);

    await rows.filter({ hasText: '订单发货比承诺晚了三天' }).getByRole('link').click();
    await page.waitForURL(/\/suggest\/detail\?id=\d+$/);
    const thread = page.getByRole('list', { name: '回复' }).getByRole('listitem');
    await expect(thread).toHaveCount(3);
    await expect(thread.first()).toContainText('客服 · 客服小星');
    await expect(thread.nth(1)).toContainText('请尽快给出处理结果');
    const history = page.getByRole('list', { name: '处理记录' }).getByRole('listitem');
    await expect(history).toHaveCount(3);
    await expect(history.first().locator('[data-status]')).toHaveText('已回复');
    await expect(page.getByRole('list', { name: '图片' }).getByRole('img')).toHaveCount(2);
  });

  test("another customer's suggestion and an unknown id show not found", async ({ page }) => {
    await openAs(page, SUGGEST_USER, LIST);
    await expect(page.getByText('还没有反馈').or(page.getByRole('list', { name: '我的反馈' }))).toBeVisible();
    await page.goto('/suggest/detail?id=1');
    await expect(page.getByTestId('suggestion-not-found')).toContainText('反馈不存在');
    await page.goto('/suggest/detail?id=abc');
    await expect(page.getByTestId('suggestion-not-found')).toBeVisible();
  });

  test('a list that fails to load says so and loads on retry', async ({ page }) => {
    await openAs(page, SUGGEST_USER, FORM);
    await failNext(page, { method: 'GET', path: '/api/shop-suggestion', status: 500 });
    await page.getByRole('link', { name: '我的反馈' }).click();
    await page.waitForURL(`**${LIST}`);
    const error = page.locator('[data-state="error"]');
    await expect(error).toContainText('加载失败');
    await error.getByRole('button', { name: '重试' }).click();
    await expect(error).toBeHidden();
    await expect(page.getByText('还没有反馈').or(page.getByRole('list', { name: '我的反馈' }))).toBeVisible();
  });
});
