import { readFileSync } from 'node:fs';
import type { CDPSession, Page, Request } from '@playwright/test';
import { formatBytes } from '../src/lib/format/bytes.ts';
import { expect, failNext, logInThroughForm, test } from './fixtures.ts';
import { openEmptyStep2 } from './quotation-support.ts';

/** Uploads change this shop's files and storage; no other spec counts them. */
const QUOTE = { username: 'e2e-quote', password: 'Demo1234' } as const;
/** A shop with 512 KB of storage left; these tests only read it. */
const FULL = { username: 'e2e-full', password: 'Demo1234' } as const;
/** 白色树脂: ¥0.80 per cm³, at least ¥15.00 a part. */
const RESIN = 1;

interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const model = (name: string, as = name): FilePayload => ({ name: as, mimeType: 'application/octet-stream', buffer: readFileSync(`e2e/fixtures/models/${name}`) });
const stepFile: FilePayload = {
  name: 'housing.step',
  mimeType: 'model/step',
  buffer: Buffer.from('ISO-10303-21;\nHEADER;\nFILE_NAME(\'housing\');\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n'),
};

async function storedShop(page: Page): Promise<{ storageSize: number; storageQuota: number }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('shop-user') ?? 'null').userInfo.customer.shop);
}

/** Logs in, starts a fresh quotation with a material chosen (step 1's result) and opens step 2. */
async function openUploadStep(page: Page, user: { username: string; password: string } = QUOTE) {
  await logInThroughForm(page, user);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.waitForLoadState();
  await openEmptyStep2(page, RESIN);
}

const pick = (page: Page, files: FilePayload[]) => page.getByLabel('选择文件').setInputFiles(files);
const fileList = (page: Page) => page.getByRole('list', { name: '已添加的文件' });
const fileItem = (page: Page, name: string) => fileList(page).getByRole('listitem', { name, exact: true });
const notices = (page: Page) => page.locator('[data-upload-notices]');

/** Slows the browser's uploads to `bytesPerSecond` (Chromium network emulation), or lifts the limit. */
const cdpSessions = new WeakMap<Page, CDPSession>();
async function throttleUploads(page: Page, bytesPerSecond: number | null) {
  // One session per page: conditions set through one session are not lifted through another.
  let cdp = cdpSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    cdpSessions.set(page, cdp);
    await cdp.send('Network.enable');
  }
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond ?? -1 });
}

test.describe('step 2: uploading design drawings', () => {
  test('states the limits and uploads STL, OBJ, 3MF and STEP files, with geometry and a live estimate', async ({ page }) => {
    await openUploadStep(page);
    await expect(page.locator('[data-upload-limits]')).toHaveText('最多 20 个文件，单个文件不超过 100 MB，以及店铺剩余存储空间 2.00 GB');
    await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled();

    await pick(page, [model('cube-10mm-binary.stl'), model('cube-10mm.obj'), model('cube-10mm.3mf'), stepFile]);
    for (const name of ['cube-10mm-binary.stl', 'cube-10mm.obj', 'cube-10mm.3mf', 'housing.step']) {
      await expect(fileItem(page, name)).toHaveAttribute('data-status', 'success');
      await expect(fileItem(page, name).locator('[data-upload-status]')).toHaveText('已上传');
    }
    const cube = fileItem(page, 'cube-10mm-binary.stl');
    await expect(cube.locator('[data-geometry]')).toHaveAttribute('data-geometry', 'server');
    await expect(cube).toContainText('1.00 cm³');
    await expect(cube).toContainText('6.00 cm²');
    await expect(cube).toContainText('10.0 × 10.0 × 10.0 mm');
    await expect(cube).toContainText('684 B');
    for (const name of ['cube-10mm.obj', 'cube-10mm.3mf']) await expect(fileItem(page, name)).toContainText('1.00 cm³');
    await expect(fileItem(page, 'housing.step')).toContainText('人工报价');
    await expect(fileItem(page, 'housing.step')).toContainText('不收费');
    await expect(fileItem(page, 'housing.step').getByRole('button', { name: '3D 预览' })).toHaveCount(0);
    await expect(page.locator('[data-file-count]')).toHaveText('已添加 4 / 20 个文件');

    const estimate = page.locator('[data-estimate]');
    await expect(estimate.locator('[data-estimate-material]')).toHaveText('白色树脂');
    // Each 1 cm³ cube is ¥0.80 of resin and ¥1.50 of machine time (10 mm of build height × ¥0.15),
    // so the file's ¥15.00 minimum applies, and the breakdown says so row by row.
    const cubeLine = estimate.locator('[data-estimate-line="cube-10mm-binary.stl"]');
    await expect(cubeLine.locator('[data-subtotal]')).toHaveText('¥15.00');
    // Folded under 费用明细: its rows load when it is opened.
    await expect(cubeLine.locator('[data-breakdown-row]')).toHaveCount(0);
    await cubeLine.getByText('费用明细').click();
    await expect(cubeLine.locator('[data-breakdown-row="material"]')).toContainText('1.00 cm³ × ¥0.80/cm³');
    await expect(cubeLine.locator('[data-breakdown-row="material"] [data-fen]')).toHaveAttribute('data-fen', '80');
    await expect(cubeLine.locator('[data-breakdown-row="process"]')).toContainText('按摆放后高度 10.0 mm 计');
    await expect(cubeLine.locator('[data-breakdown-row="process"] [data-fen]')).toHaveAttribute('data-fen', '150');
    await expect(cubeLine.locator('[data-breakdown-row="minimum"]')).toContainText('本文件起步价 ¥15.00');
    await expect(cubeLine.locator('[data-breakdown-row="minimum"] [data-fen]')).toHaveAttribute('data-fen', '1270');
    await expect(estimate.locator('[data-estimate-line="housing.step"] [data-subtotal]')).toHaveText('人工报价');
    await expect(estimate.locator('[data-estimate-total]')).toHaveText('¥45.00');
    await expect(estimate).toContainText('1 个文件为人工报价，不计入合计');

    await expect(page.getByRole('button', { name: '下一步' })).toBeEnabled();
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('shop-quotation') ?? 'null'));
    expect(draft.fileList.map((file: { name: string }) => file.name).sort()).toEqual(['cube-10mm-binary.stl', 'cube-10mm.3mf', 'cube-10mm.obj', 'housing.step']);
  });

  test('选择文件 opens the file picker from the keyboard with Enter, as with Space', async ({ page }) => {
    await openUploadStep(page);
    const input = page.getByLabel('选择文件');
    for (const key of ['Enter', 'Space']) {
      const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
      // Focuses the input as found at the moment of the press, then presses there.
      await input.press(key);
      expect((await chooser).isMultiple(), key).toBe(true);
    }
  });

  test('measures a mesh in the browser at once and shows its warnings in Chinese', async ({ page }) => {
    await openUploadStep(page);
    await throttleUploads(page, 256);
    await pick(page, [model('open-box.stl')]);
    const box = fileItem(page, 'open-box.stl');
    // Still on its way to the server, already measured here.
    await expect(box.locator('[data-geometry="browser"]')).toContainText('5.00 cm²');
    await expect(box).toHaveAttribute('data-status', 'uploading');
    await expect(box.getByRole('list', { name: '「open-box.stl」的测量提示' })).toHaveText('⚠ 模型存在未闭合的边，体积可能不准确');
    await throttleUploads(page, null);
    await expect(box.locator('[data-geometry="server"]')).toContainText('5.00 cm²');
    await expect(box).toContainText('模型存在未闭合的边，体积可能不准确');
  });

  test('a damaged mesh is refused with its reason, not sent to a manual quote, and nothing crashes', async ({ page }) => {
    await openUploadStep(page);
    await pick(page, [model('truncated.stl')]);
    const broken = fileItem(page, 'truncated.stl');
    await expect(broken).toHaveAttribute('data-status', 'fail');
    await expect(broken.getByRole('alert')).toHaveText('上传失败：文件「truncated.stl」无法解析为 STL 模型：文件已损坏或不是 STL 格式，请重新导出后上传');
    await expect(broken).toContainText('文件已损坏或与扩展名不符，无法测量');
    await expect(broken.getByText('人工报价')).toHaveCount(0);
    await expect(broken.getByRole('button', { name: '3D 预览' })).toHaveCount(0);
    // Not part of the quotation: the estimate leaves it out.
    await expect(page.locator('[data-estimate-line="truncated.stl"]')).toHaveCount(0);
  });

  test('shows the real percentage while a file is sent', async ({ page }) => {
    await openUploadStep(page);
    await throttleUploads(page, 24 * 1024);
    await pick(page, [model('sphere-r10.stl')]);
    const sphere = fileItem(page, 'sphere-r10.stl');
    const progress = sphere.getByRole('progressbar', { name: '「sphere-r10.stl」的上传进度' });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
    const value = Number(await progress.getAttribute('value'));
    expect(value).toBeLessThan(100);
    await expect(sphere.locator('[data-upload-status]')).toHaveText(/^上传中 \d{1,2}%$/);
    await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled();
    await throttleUploads(page, null);
    await expect(sphere).toHaveAttribute('data-status', 'success', { timeout: 15_000 });
    await expect(sphere).toContainText('4.16 cm³');
  });

  test('a failed upload keeps the file and offers 重试, which uploads it', async ({ page }) => {
    await openUploadStep(page);
    await failNext(page, { method: 'POST', path: '/api/shop-file', message: '存储服务暂时不可用' });

    await pick(page, [model('cube-10mm-binary.stl')]);
    const cube = fileItem(page, 'cube-10mm-binary.stl');
    await expect(cube).toHaveAttribute('data-status', 'fail');
    await expect(cube.getByRole('alert')).toHaveText('上传失败：存储服务暂时不可用');
    await expect(page.locator('#toast-region')).toContainText('存储服务暂时不可用');
    await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled();
    // The browser's own measurement stays while the file waits for a retry.
    await expect(cube).toContainText('1.00 cm³');

    await cube.getByRole('button', { name: '重试' }).click();
    await expect(cube).toHaveAttribute('data-status', 'success');
    await expect(cube.locator('[data-geometry]')).toHaveAttribute('data-geometry', 'server');
    await expect(page.getByRole('button', { name: '下一步' })).toBeEnabled();
  });

  test('refuses an unsupported format and files past the 20th by name, and takes the rest', async ({ page }) => {
    await openUploadStep(page);
    const parts = Array.from({ length: 21 }, (_, index) => model('cube-10mm-binary.stl', `part-${String(index + 1).padStart(2, '0')}.stl`));
    await pick(page, [{ name: 'notes.dwg', mimeType: 'application/octet-stream', buffer: Buffer.from('AC1032') }, ...parts]);
    await expect(notices(page).getByRole('listitem')).toHaveText([
      '「notes.dwg」的格式不支持，请上传 STL、OBJ、3MF、STEP/STP、IGES/IGS 或 ZIP 文件',
      '「part-21.stl」未添加：每个报价最多 20 个文件',
    ]);
    await expect(fileList(page).locator(':scope > li')).toHaveCount(20);
    await expect(page.locator('[data-file-count]')).toHaveText('已添加 20 / 20 个文件');
    await expect(fileItem(page, 'notes.dwg')).toHaveCount(0);
    await expect(fileList(page).locator(':scope > li[data-status="success"]')).toHaveCount(20, { timeout: 20_000 });

    await pick(page, [model('cube-10mm.obj')]);
    await expect(notices(page)).toContainText('「cube-10mm.obj」未添加：每个报价最多 20 个文件');
    await notices(page).getByRole('button', { name: '知道了' }).click();
    await expect(notices(page)).toHaveCount(0);
  });

  test("refuses a file larger than the shop's remaining storage", async ({ page }) => {
    await openUploadStep(page, FULL);
    await expect(page.locator('[data-upload-limits]')).toContainText('店铺剩余存储空间 512.0 KB');
    await pick(page, [{ name: 'big.stl', mimeType: 'application/octet-stream', buffer: Buffer.alloc(600 * 1024) }]);
    await expect(notices(page)).toContainText('「big.stl」未添加：文件大小 600.0 KB，超出店铺剩余存储空间 512.0 KB');
    await expect(fileList(page)).toHaveCount(0);
  });

  test('removing a file while it uploads aborts the upload', async ({ page }) => {
    await openUploadStep(page);
    await throttleUploads(page, 8 * 1024);
    const isUpload = (request: Request) => request.url().endsWith('/api/shop-file') && request.method() === 'POST';
    const sent = page.waitForRequest(isUpload);
    const aborted = page.waitForEvent('requestfailed', isUpload);
    await pick(page, [model('sphere-r10.stl')]);
    const sphere = fileItem(page, 'sphere-r10.stl');
    await expect(sphere).toHaveAttribute('data-status', 'uploading');
    // The item reads 上传中 a moment before the request leaves (the upload code loads lazily);
    // removed in that moment nothing is sent at all, so wait until it is really in flight.
    await sent;
    await sphere.getByRole('button', { name: '移除' }).click();
    expect((await aborted).failure()?.errorText).toBe('net::ERR_ABORTED');
    await expect(sphere).toHaveCount(0);
    await expect(page.locator('[data-file-count]')).toHaveText('已添加 0 / 20 个文件');
  });

  test('keeps the shop storage in the stored user and on the meter after an upload and a removal', async ({ page }) => {
    await openUploadStep(page);
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/shop-file') && response.request().method() === 'POST');
    await pick(page, [model('cube-10mm-binary.stl')]);
    const { storageSize } = await (await uploaded).json();
    await expect(fileItem(page, 'cube-10mm-binary.stl')).toHaveAttribute('data-status', 'success');
    expect((await storedShop(page)).storageSize).toBe(storageSize);
    await expect(page.locator('[data-storage-used]')).toHaveText(`店铺存储：已用 ${formatBytes(storageSize)} / 2.00 GB`);

    const removed = page.waitForResponse((response) => /\/api\/shop-file\/\d+$/.test(response.url()) && response.request().method() === 'DELETE');
    await fileItem(page, 'cube-10mm-binary.stl').getByRole('button', { name: '移除' }).click();
    const afterDelete = (await (await removed).json()).storageSize;
    await expect(fileItem(page, 'cube-10mm-binary.stl')).toHaveCount(0);
    // Other tests upload into the same shop at the same time: the server's figure is the one to keep.
    expect((await storedShop(page)).storageSize).toBe(afterDelete);
    await expect(page.locator('[data-storage-used]')).toHaveText(`店铺存储：已用 ${formatBytes(afterDelete)} / 2.00 GB`);
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('shop-quotation') ?? 'null'));
    expect(draft.fileList).toEqual([]);
  });

  test('after a reload, uploaded files stay and a file that was still uploading asks to be picked again', async ({ page }) => {
    await openUploadStep(page);
    await pick(page, [model('cube-10mm-binary.stl')]);
    await expect(fileItem(page, 'cube-10mm-binary.stl')).toHaveAttribute('data-status', 'success');
    await throttleUploads(page, 8 * 1024);
    await pick(page, [model('sphere-r10.stl')]);
    await expect(fileItem(page, 'sphere-r10.stl')).toHaveAttribute('data-status', 'uploading');

    await page.reload();
    await throttleUploads(page, null);
    await expect(fileItem(page, 'cube-10mm-binary.stl')).toHaveAttribute('data-status', 'success');
    const sphere = fileItem(page, 'sphere-r10.stl');
    await expect(sphere).toHaveAttribute('data-status', 'repick');
    await expect(sphere.locator('[data-upload-status]')).toHaveText('需要重新选择');
    await expect(sphere).toContainText('请重新选择该文件继续上传');
    await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled();

    await sphere.getByLabel('重新选择').setInputFiles(model('sphere-r10.stl'));
    await expect(sphere).toHaveAttribute('data-status', 'success');
    await expect(sphere).toContainText('4.16 cm³');
    await expect(page.getByRole('button', { name: '下一步' })).toBeEnabled();
    await expect(page.locator('[data-estimate-total]')).toHaveText('¥30.00');
  });
});

test.describe('费用明细', () => {
  test('offline, opening it says so with 重试 and the estimate stays; back online, 重试 draws its rows', async ({ page, problems }) => {
    await openUploadStep(page);
    await pick(page, [model('cube-10mm-binary.stl')]);
    const cubeLine = page.locator('[data-estimate] [data-estimate-line="cube-10mm-binary.stl"]');
    await expect(cubeLine.locator('[data-subtotal]')).toHaveText('¥15.00');
    let offline = true;
    await page.route(/\/_astro\/BreakdownList\.[\w-]+\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await cubeLine.getByText('费用明细').click();
    await expect(cubeLine.getByRole('alert')).toHaveText(/网络连接失败，请检查网络后重试/);
    await expect(cubeLine.locator('[data-subtotal]')).toHaveText('¥15.00');
    await expect(page.locator('[data-estimate-total]')).toHaveText('¥15.00');

    offline = false;
    await cubeLine.getByRole('button', { name: '重试' }).click();
    await expect(cubeLine.locator('[data-breakdown-row="minimum"]')).toContainText('本文件起步价 ¥15.00');
    await expect(cubeLine.getByRole('alert')).toHaveCount(0);
    // The refused script is the one load failure this test makes; nothing else may fail.
    const refused = problems.indexOf('Failed to load resource: net::ERR_INTERNET_DISCONNECTED');
    expect(refused).toBeGreaterThanOrEqual(0);
    problems.splice(refused, 1);
  });

  test('opened while its file still uploads, it stays open when the upload ends and the part is judged', async ({ page }) => {
    await openUploadStep(page);
    await throttleUploads(page, 1024);
    await pick(page, [model('cube-10mm-binary.stl')]);
    await expect(fileItem(page, 'cube-10mm-binary.stl')).toHaveAttribute('data-status', 'uploading');
    const cubeLine = page.locator('[data-estimate] [data-estimate-line="cube-10mm-binary.stl"]');
    await cubeLine.getByText('费用明细').click();
    await expect(cubeLine.locator('[data-breakdown-row="minimum"]')).toContainText('本文件起步价 ¥15.00');

    await throttleUploads(page, null);
    await expect(fileItem(page, 'cube-10mm-binary.stl')).toHaveAttribute('data-status', 'success');
    await expect(fileItem(page, 'cube-10mm-binary.stl')).toContainText('可制造性检查');
    await expect(cubeLine.locator('[data-breakdown]')).toHaveAttribute('open', '');
    await expect(cubeLine.locator('[data-breakdown-row="minimum"]')).toContainText('本文件起步价 ¥15.00');
  });
});

test.describe('the 3D preview', () => {
  test('loads three.js only when opened; orbit, zoom and fit work; Escape closes it', async ({ page }) => {
    const viewerChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/_astro\/viewer\.[\w-]+\.js$/.test(request.url())) viewerChunks.push(request.url());
    });
    await openUploadStep(page);
    await pick(page, [model('cube-10mm-binary.stl')]);
    const cube = fileItem(page, 'cube-10mm-binary.stl');
    await expect(cube).toHaveAttribute('data-status', 'success');
    expect(viewerChunks).toEqual([]);

    await cube.getByRole('button', { name: '3D 预览' }).click();
    const dialog = page.getByRole('dialog', { name: 'cube-10mm-binary.stl · 3D 预览' });
    await expect(dialog).toBeVisible();
    const canvas = dialog.getByRole('img', { name: 'cube-10mm-binary.stl 的 3D 模型' });
    await expect(canvas).toBeVisible();
    await expect(dialog.locator('[data-zoom]')).toHaveText('缩放 100%');
    expect(viewerChunks).toHaveLength(1);

    await dialog.getByRole('button', { name: '放大' }).click();
    await expect(dialog.locator('[data-zoom]')).toHaveText('缩放 125%');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the canvas has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 30, { steps: 5 });
    await page.mouse.up();
    await page.mouse.wheel(0, 400);
    await expect(dialog.locator('[data-zoom]')).not.toHaveText('缩放 125%');
    await dialog.getByRole('button', { name: '向左转' }).click();
    await dialog.getByRole('button', { name: '适合窗口' }).click();
    await expect(dialog.locator('[data-zoom]')).toHaveText('缩放 100%');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cube.getByRole('button', { name: '3D 预览' })).toBeFocused();
  });

  test('after a reload the preview downloads the uploaded file', async ({ page }) => {
    await openUploadStep(page);
    await pick(page, [model('cube-10mm.obj')]);
    await expect(fileItem(page, 'cube-10mm.obj')).toHaveAttribute('data-status', 'success');
    await page.reload();
    const downloaded = page.waitForResponse((response) => /\/api\/shop-file\/\d+\/content$/.test(response.url()));
    await fileItem(page, 'cube-10mm.obj').getByRole('button', { name: '3D 预览' }).click();
    expect((await downloaded).status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: 'cube-10mm.obj · 3D 预览' });
    await expect(dialog.locator('[data-zoom]')).toHaveText('缩放 100%');
    await dialog.getByRole('button', { name: '关闭预览' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a preview whose script cannot load says the network failed, and opens on the next try', async ({ page, problems }) => {
    await openUploadStep(page);
    await pick(page, [model('cube-10mm-binary.stl')]);
    const cube = fileItem(page, 'cube-10mm-binary.stl');
    await expect(cube).toHaveAttribute('data-status', 'success');
    // What a preview draws from loads with the first click: offline, that click has nothing to show.
    let offline = true;
    await page.route(/\/_astro\/sources\.[\w-]+\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await cube.getByRole('button', { name: '3D 预览' }).click();
    await expect(page.getByText('网络连接失败，请检查网络后重试')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    offline = false;
    await cube.getByRole('button', { name: '3D 预览' }).click();
    await expect(page.getByRole('dialog', { name: 'cube-10mm-binary.stl · 3D 预览' })).toBeVisible();
    // The refused script is the one load failure this test makes; nothing else may fail.
    const refused = problems.indexOf('Failed to load resource: net::ERR_INTERNET_DISCONNECTED');
    expect(refused).toBeGreaterThanOrEqual(0);
    problems.splice(refused, 1);
  });

  test('without WebGL it says so instead of failing', async ({ page }) => {
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      // This browser has no WebGL: every WebGL context request fails, as on old or locked-down machines.
      Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
        value(this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
          return kind.startsWith('webgl') ? null : Reflect.apply(getContext, this, [kind, ...rest]);
        },
      });
    });
    await openUploadStep(page);
    await pick(page, [model('cube-10mm.3mf')]);
    await fileItem(page, 'cube-10mm.3mf').getByRole('button', { name: '3D 预览' }).click();
    const dialog = page.getByRole('dialog', { name: 'cube-10mm.3mf · 3D 预览' });
    await expect(dialog.getByRole('alert')).toHaveText('当前浏览器不支持 WebGL，无法显示 3D 预览。体积与尺寸不受影响。');
    await expect(dialog.getByRole('button', { name: '适合窗口' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('at 390 px a long file name wraps after its separators, never inside a word, in the list and in the title', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const name = 'bracket_housing_assembly_v2_final.stl';
    await openUploadStep(page);
    await pick(page, [model('cube-10mm-binary.stl', name)]);
    const item = fileItem(page, name);
    await expect(item).toHaveAttribute('data-status', 'success');
    await item.getByRole('button', { name: '3D 预览' }).click();
    const dialog = page.getByRole('dialog', { name: `${name} · 3D 预览` });
    await expect(dialog).toBeVisible();
    for (const where of [item.locator('[data-file-name]'), dialog.getByRole('heading', { level: 2 })]) {
      // Each text run of the name on one line: a break inside a word would split a run over two.
      const lines = await where.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const runs: { text: string; lines: number }[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          runs.push({ text: node.textContent ?? '', lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size });
        }
        return { runs, height: element.getBoundingClientRect().height, lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight) };
      });
      expect(lines.runs.filter((run) => run.text.trim() !== '' && run.lines !== 1)).toEqual([]);
      // The name is wider than the line here, so it does wrap.
      expect(lines.height).toBeGreaterThan(lines.lineHeight * 1.5);
    }
  });
});
