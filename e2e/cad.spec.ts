import { readFileSync } from 'node:fs';
import type { Page, Request, Route } from '@playwright/test';
import { expect, openAs, test } from './fixtures.ts';
import { CUBE_STL, QUOTE_USER, STEP1, fileItem, openEmptyStep2 } from './quotation-support.ts';

/** 白色树脂: ¥0.80 per cm³, at least ¥15.00 a part. */
const RESIN = 1;

const cad = (name: string) => ({ name, mimeType: 'application/octet-stream', buffer: readFileSync(`e2e/fixtures/cad/${name}`) });
const isParser = (request: Request) => /\/_astro\/(?:occt-import-js[^/]*\.wasm|cad\.worker[^/]*\.js)/.test(request.url());

/** Starts a fresh quotation in 白色树脂 and opens step 2, counting every request for the CAD parser. */
async function openUploadStep(page: Page): Promise<Request[]> {
  const parser: Request[] = [];
  page.on('request', (request) => {
    if (isParser(request)) parser.push(request);
  });
  await openAs(page, QUOTE_USER, STEP1);
  await openEmptyStep2(page, RESIN);
  // Every stage a CAD row shows, in order, however briefly (the parse of a small part takes a moment).
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { cadStages: seen });
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[data-cad-stage]')) {
        const text = element.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      }
      if (document.querySelector('[data-cad-measured]') && seen.at(-1) !== '已测量') seen.push('已测量');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return parser;
}

const pick = (page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) => page.getByLabel('选择文件').setInputFiles(files);
const estimateLine = (page: Page, name: string) => page.locator(`[data-estimate] [data-estimate-line="${name}"]`);

/** Holds every upload until the returned function is called: what the row shows meanwhile is the browser's own measurement. */
async function holdUploads(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/shop-file', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await released;
    return route.continue();
  });
  return release;
}

test.describe('STEP and IGES files on step 2', () => {
  // Each test parses CAD files twice (the browser's worker, then the server's thread) on a busy 2-core machine.
  test.setTimeout(120_000);
  test('a STEP part is parsed in the browser, with the parser loading in view, then previewed, measured, checked and priced; the server agrees', async ({ page }) => {
    const parser = await openUploadStep(page);
    expect(parser, 'no parser before a CAD file is picked').toEqual([]);
    // A slow line, so the parser's download shows its progress (2.2 MB of brotli at 4 MB/s).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 4 * 1024 * 1024, uploadThroughput: -1 });
    const release = await holdUploads(page);

    await pick(page, [cad('pocketed-block.step')]);
    const row = fileItem(page, 'pocketed-block.step');
    await expect(row.locator('[data-geometry]')).toHaveAttribute('data-geometry', 'browser', { timeout: 60_000 });
    await expect(row).toContainText('38.87 cm³');
    await expect(row).toContainText('60.0 × 40.0 × 20.0 mm');
    await expect(row.locator('[data-cad-measured]')).toHaveText('已测量文件单位：毫米');
    const stages = await page.evaluate(() => (window as unknown as { cadStages: string[] }).cadStages);
    expect(stages.find((text) => /^正在加载 CAD 解析组件 \d+%$/.test(text)), stages.join(' → ')).toBeDefined();
    expect(stages.at(-1)).toBe('已测量');

    // The parser came once, compressed: the worker and its .wasm, brotli as the reference server has it precompressed.
    const wasm = parser.find((request) => request.url().endsWith('.wasm'));
    expect(wasm, parser.map((request) => request.url()).join(', ')).toBeDefined();
    const headers = (await wasm?.response())?.headers() ?? {};
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The worker compiled it under its own policy, which allows WebAssembly and this site only.
    const worker = parser.find((request) => request.url().includes('/cad.worker'));
    expect((await worker?.response())?.headers()['content-security-policy']).toBe("default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'");
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // Priced from the browser's figures before the upload has even finished: 38.87 cm³ × ¥0.80 = ¥31.10
    // of resin and 20 mm of build height × ¥0.15 = ¥3.00 of machine time.
    await expect(estimateLine(page, 'pocketed-block.step').locator('[data-subtotal]')).toHaveText('¥34.10');
    await expect(row.locator('[data-printability]')).toBeVisible();

    await row.getByRole('button', { name: '3D 预览' }).click();
    // The triangles the worker made, drawn as an STL's are (three.js and software WebGL take a while here).
    const dialog = page.getByRole('dialog', { name: 'pocketed-block.step · 3D 预览' });
    await expect(dialog.getByRole('img', { name: 'pocketed-block.step 的 3D 模型' })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.locator('[data-zoom]')).toHaveText('缩放 100%');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    release();
    await expect(row).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
    await expect(row.locator('[data-geometry]')).toHaveAttribute('data-geometry', 'server');
    await expect(row).toContainText('38.87 cm³');
    await expect(estimateLine(page, 'pocketed-block.step').locator('[data-subtotal]')).toHaveText('¥34.10');
  });

  test('an inch STEP measures at its real size in millimetres, with no unit to choose', async ({ page }) => {
    await openUploadStep(page);
    await pick(page, [cad('inch-block.step'), CUBE_STL]);
    const row = fileItem(page, 'inch-block.step');
    await expect(row.locator('[data-cad-measured]')).toHaveText('已测量文件单位：英寸，已换算为毫米', { timeout: 60_000 });
    await expect(row).toContainText('50.8 × 25.4 × 12.7 mm');
    await expect(row).toContainText('16.39 cm³');
    await expect(row).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
    // 16.387 cm³ × ¥0.80 = ¥13.1097 of resin and 12.7 mm of build height (the block lies on its 2 × 1 in face)
    // × ¥0.15 = ¥1.905: ¥15.01, just over the ¥15.00 minimum.
    await expect(estimateLine(page, 'inch-block.step').locator('[data-subtotal]')).toHaveText('¥15.01');
    // A mesh keeps its choice of units; the STEP file has stated its own.
    await expect(page.locator('[data-part-options="cube-10mm-binary.stl"]').getByRole('combobox', { name: '图纸单位' })).toBeVisible();
    await expect(page.locator('[data-part-options="inch-block.step"]')).toBeVisible();
    await expect(page.locator('[data-part-options="inch-block.step"]').getByRole('combobox', { name: '图纸单位' })).toHaveCount(0);
  });

  test('a surface-only STEP says why and goes to a manual quote alone, while the other files keep their prices', async ({ page }) => {
    await openUploadStep(page);
    await pick(page, [cad('surface-only.step'), cad('block.step'), CUBE_STL]);
    const surfaces = fileItem(page, 'surface-only.step');
    await expect(surfaces).toContainText('体积无法计算：文件中只有曲面，没有实体', { timeout: 60_000 });
    await expect(surfaces).toContainText('人工报价');
    await expect(surfaces.getByRole('button', { name: '3D 预览' })).toHaveCount(0);
    for (const name of ['surface-only.step', 'block.step', 'cube-10mm-binary.stl']) await expect(fileItem(page, name)).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
    // The server measured it too, and says the same.
    await expect(surfaces).toContainText('体积无法计算：文件中只有曲面，没有实体');
    await expect(estimateLine(page, 'surface-only.step').locator('[data-subtotal]')).toHaveText('人工报价');
    // The 60 cm³ block (50 × 40 × 30 mm, lying flat): 60 × ¥0.80 = ¥48.00 and 30 mm × ¥0.15 = ¥4.50;
    // the cube its ¥15.00 minimum.
    await expect(estimateLine(page, 'block.step').locator('[data-subtotal]')).toHaveText('¥52.50');
    await expect(estimateLine(page, 'cube-10mm-binary.stl').locator('[data-subtotal]')).toHaveText('¥15.00');
    await expect(page.locator('[data-estimate-total]')).toHaveText('¥67.50');
    await expect(page.locator('[data-estimate]')).toContainText('1 个文件为人工报价，不计入合计');
  });

  test('a truncated STEP is answered from its ends, without downloading the parser', async ({ page }) => {
    const parser = await openUploadStep(page);
    await pick(page, [cad('truncated.step')]);
    const row = fileItem(page, 'truncated.step');
    await expect(row).toContainText('文件不完整');
    // Nobody can quote a file cut short: it is to be exported again, not 人工报价.
    await expect(row).toContainText('需重新导出');
    await expect(row).not.toContainText('人工报价');
    await expect(row).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
    expect(parser.filter((request) => request.url().endsWith('.wasm'))).toEqual([]);
  });

  test('pages where no CAD file is picked download no parser', async ({ page }) => {
    const parser = await openUploadStep(page);
    await pick(page, [CUBE_STL]);
    await expect(fileItem(page, 'cube-10mm-binary.stl').locator('[data-geometry]')).toBeVisible();
    for (const path of ['/platformhome', '/homefactory', STEP1, '/quotationorder/submitorder', '/ordercenter/customizeorder', '/professionalorder/orderinformation']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(parser.map((request) => request.url())).toEqual([]);
  });
});
