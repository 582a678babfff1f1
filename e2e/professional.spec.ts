import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, expect, failNext, openAs, test } from './fixtures.ts';
import { ADDRESS, drawingsPath, FORM, LIST, listOrders, model, openFilledForm, ordersOf, PRO_USER, shanghaiDay, stepFile } from './professional-support.ts';

const orderCards = (page: Page) => page.getByRole('list', { name: '我的专业订单' }).getByRole('listitem');
const drawingCard = (page: Page, name: string) => page.getByRole('list', { name: '图纸' }).getByRole('listitem', { name, exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: '提交专业订单' });

test.describe('professional orders of demo (read only)', () => {
  test('the list shows the seeded orders newest first with status, quantity, drawings and dates', async ({ page }) => {
    await openAs(page, DEMO, LIST);
    const { records } = await listOrders(page);
    await expect(orderCards(page)).toHaveCount(2);
    const [newest, quoted] = records;
    if (!newest || !quoted) throw new Error('demo has two seeded professional orders');
    const first = orderCards(page).first();
    await expect(first.getByRole('heading')).toHaveText(`订单号 ${newest.orderNo}`);
    await expect(first.locator('[data-status]')).toHaveText('待报价');
    await expect(first).toContainText('20 件');
    await expect(first).toContainText('2 个');
    await expect(first).toContainText(newest.expectedDate);
    await expect(orderCards(page).nth(1).locator('[data-status]')).toHaveText('待付款');

    await first.getByRole('link', { name: `查看图纸：订单 ${newest.orderNo}` }).click();
    await page.waitForURL(`**${drawingsPath(newest.orderNo)}`);
    const cover = drawingCard(page, '散热盖板.stl');
    await expect(cover.locator('[data-version]')).toHaveCount(2);
    await expect(cover.locator('[data-version]').first()).toContainText('第 2 版');
    await expect(cover.locator('[data-version="2"]')).toContainText('80.0 × 60.0 × 4.0 mm');
    await expect(cover.locator('[data-version="1"]')).toContainText('14.40 cm³');
    await expect(page.getByLabel('上传「散热盖板.stl」的新版本')).toBeAttached();
  });

  test('an order that has its quote lists its drawings but takes no new ones, and says why', async ({ page }) => {
    await openAs(page, DEMO, LIST);
    const quoted = (await listOrders(page)).records.find((order) => order.status === '待付款');
    await page.goto(drawingsPath(quoted?.orderNo ?? ''));
    await expect(page.getByTestId('drawings-rule')).toHaveText('订单已是「待付款」状态，图纸不能再修改；如需变更请联系客服。');
    await expect(drawingCard(page, '外壳.stl')).toBeVisible();
    await expect(page.getByText('上传新版本')).toHaveCount(0);
    await expect(page.getByText('添加图纸')).toHaveCount(0);
  });

  test('a 待付款 order offers 去支付, which opens its payment in the order center; a 待报价 one does not', async ({ page }) => {
    await openAs(page, DEMO, LIST);
    const quoted = (await listOrders(page)).records.find((order) => order.status === '待付款');
    if (!quoted) throw new Error('demo has a quoted professional order');
    await expect(orderCards(page).first().getByRole('link', { name: /^支付订单/ })).toHaveCount(0);
    const pay = orderCards(page).filter({ hasText: quoted.orderNo }).getByRole('link', { name: `去支付：订单 ${quoted.orderNo}` });
    await expect(pay).toHaveText('去支付');
    await pay.click();
    await page.waitForURL((url) => url.pathname === '/ordercenter/customizeorder' && url.searchParams.get('orderNo') === quoted.orderNo && url.searchParams.get('pay') === '1');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(quoted.orderNo);
    await expect(dialog.getByRole('button', { name: /^确认支付/ })).toBeVisible();
  });

  test('a plain static host serving 404.html still mounts the real drawings page', async ({ page, request }) => {
    const notFound = await (await request.get('/404.html')).text();
    await openAs(page, DEMO, LIST);
    const [newest] = (await listOrders(page)).records;
    const path = drawingsPath(newest?.orderNo ?? '');
    await page.route(`**${path}`, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound }));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('order-summary')).toContainText(newest?.orderNo ?? '');
    await expect(drawingCard(page, '安装支架.stl')).toBeVisible();
  });

  test('a failed list load shows the error with 重试, which loads the orders', async ({ page }) => {
    await openAs(page, DEMO, '/homefactory');
    await failNext(page, { method: 'GET', path: '/api/shop-professional-order', message: '服务异常' });
    await page.goto(LIST);
    const error = page.locator('[data-state="error"]');
    await expect(error).toContainText('加载失败：服务异常');
    await error.getByRole('button', { name: '重试' }).click();
    await expect(orderCards(page)).toHaveCount(2);
  });
});

// These change e2e-pro's orders and count them: one after another.
test.describe('professional orders of e2e-pro', () => {
  test.describe.configure({ mode: 'serial' });

  test('with no orders yet the list says so and offers 新建专业订单', async ({ page }) => {
    await openAs(page, PRO_USER, LIST);
    await expect(page.locator('[data-state="empty"]')).toContainText('还没有专业订单');
    await page.locator('[data-state="empty"]').getByRole('link', { name: '新建专业订单' }).click();
    await expect(page).toHaveURL(FORM);
  });

  test('validation before sending: messages beside the fields, nothing typed is lost, nothing is created', async ({ page }) => {
    await openAs(page, PRO_USER, FORM);
    await page.getByLabel('需求说明').fill('太短了');
    await page.getByLabel('数量（件）').fill('0');
    await page.getByLabel('手机号').fill('1234');
    await submitButton(page).click();

    await expect(page.getByText('需求说明至少 10 个字，当前 3 个字')).toBeVisible();
    await expect(page.getByLabel('需求说明')).toBeFocused();
    await expect(page.getByText('数量至少为 1')).toBeVisible();
    await expect(page.getByText('请选择期望交期')).toBeVisible();
    await expect(page.getByText('请输入收货人')).toBeVisible();
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    await expect(page.getByText('请至少上传一个图纸文件')).toBeVisible();
    await expect(page.getByText('还有 8 处需要修改，已在对应位置标出')).toBeVisible();
    await expect(page.getByLabel('需求说明')).toHaveValue('太短了');
    await expect(page.getByLabel('手机号')).toHaveValue('1234');
    expect((await listOrders(page)).total).toBe(0);

    // A day before today is refused by the form, not only by the date picker.
    await page.getByRole('radio', { name: '指定日期' }).check();
    await page.getByLabel('期望收到的日期').fill(shanghaiDay(-1));
    await submitButton(page).click();
    await expect(page.getByText('期望交期不能早于今天')).toBeVisible();

    // Typed text and uploaded drawings survive a reload; a file still on its way is kept for picking again.
    await page.getByLabel('需求说明').fill('外壳试制，需要工程师评估壁厚与材料。');
    await page.getByLabel('选择文件').setInputFiles([model('cube-10mm-binary.stl')]);
    const uploaded = page.getByRole('list', { name: '已添加的文件' }).getByRole('listitem', { name: 'cube-10mm-binary.stl' });
    await expect(uploaded).toHaveAttribute('data-status', 'success');
    // A file that was still uploading when the page went away: written into the stored draft, and
    // written again until it stays (the page may still be writing the draft after an upload's answer).
    await expect
      .poll(async () => {
        await page.evaluate(() => {
          const draft = JSON.parse(localStorage.getItem('shop-professional-draft') ?? '{}');
          if (draft.uploadFileList.some((item: { key: string }) => item.key === 'lost')) return;
          draft.uploadFileList.push({ key: 'lost', name: 'half-way.stl', size: 684, format: 'stl', status: 'uploading', progress: 40, fileId: null, localGeometry: null, warnings: [], error: null, needsRepick: false });
          localStorage.setItem('shop-professional-draft', JSON.stringify(draft));
        });
        await page.waitForTimeout(300);
        return page.evaluate(() => (localStorage.getItem('shop-professional-draft') ?? '').includes('half-way.stl'));
      })
      .toBe(true);
    await page.reload();
    await expect(page.getByLabel('需求说明')).toHaveValue('外壳试制，需要工程师评估壁厚与材料。');
    await expect(page.getByLabel('数量（件）')).toHaveValue('0');
    await expect(uploaded).toHaveAttribute('data-status', 'success');
    const lost = page.getByRole('list', { name: '已添加的文件' }).getByRole('listitem', { name: 'half-way.stl' });
    await expect(lost).toHaveAttribute('data-status', 'repick');
    await submitButton(page).click();
    await expect(page.getByText('有图纸上传失败或需要重新选择，请重试或移除后再提交')).toBeVisible();
    expect((await listOrders(page)).total).toBe(0);
  });

  test('without files the form draws the drop zone alone; the upload queue comes with the first file, and 选择文件 keeps the keyboard', async ({ page }) => {
    const queue: string[] = [];
    page.on('request', (request) => {
      if (/\/_astro\/Uploader\.[^/]+\.js$/.test(new URL(request.url()).pathname)) queue.push(request.url());
    });
    await openAs(page, PRO_USER, FORM);
    await expect(page.locator('[data-upload-limits]')).toContainText('最多 20 个文件');
    await expect(page.getByText('还没有添加文件。')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(queue).toEqual([]);

    const picker = page.getByLabel('选择文件');
    await picker.focus();
    await picker.setInputFiles([model('cube-10mm-binary.stl')]);
    const uploaded = page.getByRole('list', { name: '已添加的文件' }).getByRole('listitem', { name: 'cube-10mm-binary.stl' });
    await expect(uploaded).toHaveAttribute('data-status', 'success');
    expect(queue).toHaveLength(1);
    await expect(page.getByLabel('选择文件')).toBeFocused();
    await expect(page.locator('[data-file-count]')).toHaveText('已添加 1 / 20 个文件');
  });

  test('期望交期 is 7, 14 or 30 days in one tap, by keyboard too; a date field is made only for 指定日期, and the choice survives a reload', async ({ page }) => {
    await openAs(page, PRO_USER, FORM);
    await page.evaluate(() => localStorage.removeItem('shop-professional-draft'));
    await page.reload();
    const seven = page.getByRole('radio', { name: '7 天后' });
    await expect(seven).toBeVisible();
    // No date field on a first view: Chromium builds its picker when a page makes one.
    await expect(page.locator('input[type=date]')).toHaveCount(0);
    await expect(page.getByText('希望收到零件的日期，不早于今天')).toBeVisible();

    await seven.focus();
    await page.keyboard.press('Space');
    await expect(seven).toBeChecked();
    await expect(page.getByText(`期望 ${shanghaiDay(7)} 收到零件`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '14 天后' })).toBeChecked();
    await expect(page.getByText(`期望 ${shanghaiDay(14)} 收到零件`)).toBeVisible();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('shop-professional-draft') ?? '{}').expectedDate)).toBe(shanghaiDay(14));
    await expect(page.locator('input[type=date]')).toHaveCount(0);

    // 指定日期 starts from the day chosen so far.
    await page.getByRole('radio', { name: '指定日期' }).check();
    const day = page.getByLabel('期望收到的日期');
    await expect(day).toHaveValue(shanghaiDay(14));
    await day.fill(shanghaiDay(20));
    await page.reload();
    await expect(page.getByRole('radio', { name: '指定日期' })).toBeChecked();
    await expect(page.getByLabel('期望收到的日期')).toHaveValue(shanghaiDay(20));
    await page.getByRole('radio', { name: '30 天后' }).check();
    await expect(page.locator('input[type=date]')).toHaveCount(0);
    await expect(page.getByText(`期望 ${shanghaiDay(30)} 收到零件`)).toBeVisible();
  });

  test('an order made of an STL and a STEP file waits for its quote; its drawings show figures, 人工报价, preview, revisions and downloads', async ({ page }) => {
    await openAs(page, PRO_USER, FORM);
    await page.evaluate(() => localStorage.removeItem('shop-professional-draft'));
    await page.reload();
    await page.getByLabel('需求说明').fill('机壳与装配支架的小批量试产，请评估材料与工艺并报价。');
    await page.getByLabel('数量（件）').fill('30');
    await page.getByRole('radio', { name: '14 天后' }).check();
    await expect(page.getByText(`期望 ${shanghaiDay(14)} 收到零件`)).toBeVisible();
    await page.getByLabel('收货人').fill(ADDRESS.name);
    await page.getByLabel('手机号').fill(ADDRESS.phone);
    await page.getByLabel('所在地区').fill(ADDRESS.region);
    await page.getByLabel('详细地址').fill(ADDRESS.detail);
    await page.getByLabel('选择文件').setInputFiles([model('cube-10mm-binary.stl'), stepFile('装配图.step')]);
    const files = page.getByRole('list', { name: '已添加的文件' }).getByRole('listitem');
    await expect(files.and(page.locator('[data-status="success"]'))).toHaveCount(2);
    await submitButton(page).click();

    await page.waitForURL(/\/professionalorder\/designdrawings\/DZ\d{8}-\d{4}$/);
    const orderNo = decodeURIComponent(page.url().split('/').pop() ?? '');
    await expect(page.getByTestId('order-summary').locator('[data-status]')).toHaveText('待报价');
    await expect(page.getByTestId('order-summary')).toContainText('30 件');
    await expect(page.getByText(`专业订单 ${orderNo} 已提交，等待工程师报价`)).toBeVisible();
    const cube = drawingCard(page, 'cube-10mm-binary.stl');
    await expect(cube.locator('[data-version="1"]')).toContainText('1.00 cm³');
    await expect(cube.locator('[data-version="1"]')).toContainText('10.0 × 10.0 × 10.0 mm');
    await expect(cube.locator('[data-version="1"]')).toContainText('12');
    const step = drawingCard(page, '装配图.step');
    await expect(step.locator('[data-manual]')).toContainText('人工报价');
    await expect(step.getByRole('button', { name: /3D 预览/ })).toHaveCount(0);
    // The draft is gone with its order: the next one starts empty.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('shop-professional-draft') ?? '{}').uploadFileList)).toEqual([]);

    await cube.getByRole('button', { name: '3D 预览 「cube-10mm-binary.stl」第 1 版' }).click();
    const dialog = page.getByRole('dialog', { name: 'cube-10mm-binary.stl · 3D 预览' });
    await expect(dialog.getByRole('img', { name: 'cube-10mm-binary.stl 的 3D 模型' })).toBeVisible();
    await dialog.getByRole('button', { name: '关闭预览' }).click();
    await expect(dialog).toBeHidden();

    await page.getByLabel('上传「cube-10mm-binary.stl」的新版本').setInputFiles([model('sphere-r10.stl')]);
    await expect(cube.locator('[data-version]')).toHaveCount(2);
    await expect(cube.locator('[data-version]').first()).toContainText('第 2 版');
    await expect(cube.locator('[data-version="2"]')).toContainText('sphere-r10.stl');
    await expect(cube.locator('[data-version="1"]')).toContainText('cube-10mm-binary.stl');

    await page.getByLabel('添加图纸').setInputFiles([model('cube-10mm.obj')]);
    await expect(drawingCard(page, 'cube-10mm.obj')).toBeVisible();
    await expect(page.getByText('共 3 个图纸')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await cube.getByRole('button', { name: '下载 「cube-10mm-binary.stl」第 1 版' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('cube-10mm-binary.stl');
    expect(readFileSync(await download.path())).toEqual(readFileSync('e2e/fixtures/models/cube-10mm-binary.stl'));

    await page.goto(LIST);
    await expect(orderCards(page).first().getByRole('heading')).toHaveText(`订单号 ${orderNo}`);
    await expect(orderCards(page).first()).toContainText('3 个');
  });

  test('a double-clicked submit creates one order', async ({ page }) => {
    await openAs(page, PRO_USER, '/homefactory');
    const before = (await listOrders(page)).total;
    await openFilledForm(page, [model('cube-10mm-binary.stl')]);
    await submitButton(page).dblclick();
    await page.waitForURL(/\/professionalorder\/designdrawings\//);
    await expect(page.getByTestId('order-summary')).toBeVisible();
    expect((await listOrders(page)).total).toBe(before + 1);
  });

  test('a failed submit keeps everything, and sending again creates the order once', async ({ page }) => {
    await openAs(page, PRO_USER, '/homefactory');
    const before = (await listOrders(page)).total;
    await openFilledForm(page, [stepFile('底座.step')]);
    await failNext(page, { method: 'POST', path: '/api/shop-professional-order', status: 503, message: '订单服务繁忙，请稍后再试' });
    await submitButton(page).click();
    await expect(page.getByRole('alert').getByText('订单服务繁忙，请稍后再试')).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByLabel('详细地址')).toHaveValue(ADDRESS.detail);
    expect((await listOrders(page)).total).toBe(before);
    await submitButton(page).click();
    await page.waitForURL(/\/professionalorder\/designdrawings\//);
    await expect(drawingCard(page, '底座.step')).toBeVisible();
    expect((await listOrders(page)).total).toBe(before + 1);
  });

  test('another customer\'s order number shows not found, without leaving the page', async ({ page }) => {
    await openAs(page, PRO_USER, LIST);
    const [theirs] = (await ordersOf(page, 'demo')).records;
    const path = drawingsPath(theirs?.orderNo ?? '');
    await page.goto(path);
    await expect(page.locator('[data-state="not-found"]')).toContainText(`订单「${theirs?.orderNo}」不存在，或不属于当前登录的账户。`);
    await expect(page).toHaveURL(path);
    await expect(page.getByTestId('order-summary')).toHaveCount(0);
  });
});
