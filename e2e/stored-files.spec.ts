import { gradientPng } from '../server/seed-suggestions.ts';
import { DESIGN_ORDERS, detail } from './design-support.ts';
import { bearer, expect, openAs, test } from './fixtures.ts';

/** Uploads, deletes and makes design requests in a shop of its own (文件测试工作室): only this spec logs in as it. */
const FILES_USER = { username: 'e2e-files', password: 'Demo1234' } as const;

const sketch = { name: '手绘草图.png', mimeType: 'image/png', buffer: gradientPng(120, 80, [255, 122, 26], [40, 90, 200]) };
const brief = { name: '尺寸说明.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') };
const notAMesh = { name: '备忘.stl', mimeType: 'model/stl', buffer: Buffer.from('这不是模型，只是一段改了扩展名的文字。') };
const fakePhoto = { name: '照片.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a photo') };

test.describe('files of e2e-files', () => {
  // The reference uploads and the file list share the customer's files: one after the other.
  test.describe.configure({ mode: 'default' });

  test('a design request takes a sketch photo and a PDF, previews them, and refuses a mesh that does not parse with its reason', async ({ page }) => {
    // Six uploads, two previews and a reload.
    test.slow();
    await openAs(page, FILES_USER, DESIGN_ORDERS);
    await page.getByRole('button', { name: /新建设计需求/ }).click();
    const form = page.locator('form[data-new-design-order]');
    await expect(form.getByText(/支持 JPG、PNG、WebP 图片和 PDF 文档/)).toBeVisible();
    await expect(form.getByText('未提交的文件保留 7 天，之后自动删除；已提交的文件随订单保留。')).toBeVisible();
    await form.getByLabel('选择文件').setInputFiles([sketch, brief, notAMesh, fakePhoto]);

    const row = (name: string) => form.locator('li[data-status]').filter({ hasText: name });
    await expect(row(sketch.name)).toHaveAttribute('data-status', 'success');
    await expect(row(brief.name)).toHaveAttribute('data-status', 'success');
    const thumbnail = row(sketch.name).getByRole('img', { name: `「${sketch.name}」的缩略图` });
    await expect(thumbnail).toBeVisible();
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
    await row(sketch.name).getByRole('button', { name: '查看大图' }).click();
    const large = page.getByRole('dialog', { name: sketch.name });
    await expect(large.getByRole('img', { name: sketch.name })).toBeVisible();
    await large.getByRole('button', { name: '关闭' }).click();
    await expect(large).toBeHidden();

    const [pdfTab] = await Promise.all([page.context().waitForEvent('page'), row(brief.name).getByRole('button', { name: '打开 PDF' }).click()]);
    expect(pdfTab.url()).toMatch(/^blob:/);
    await pdfTab.close();

    await expect(row(notAMesh.name)).toHaveAttribute('data-status', 'fail');
    await expect(row(notAMesh.name).getByRole('alert')).toHaveText('上传失败：文件「备忘.stl」无法解析为 STL 模型：文件已损坏或不是 STL 格式，请重新导出后上传');
    // Refused, not sent to a manual quote.
    await expect(row(notAMesh.name).getByText('人工报价')).toHaveCount(0);
    await expect(row(fakePhoto.name).getByRole('alert')).toHaveText('上传失败：文件「照片.jpg」不是有效的 JPG、PNG、WebP 图片或 PDF 文件');
    await row(notAMesh.name).getByRole('button', { name: '移除' }).click();
    await row(fakePhoto.name).getByRole('button', { name: '移除' }).click();
    await expect(form.locator('li[data-status]')).toHaveCount(2);

    // After a reload (the open form is in the address) the thumbnail comes from the stored file.
    await page.reload();
    await expect(row(sketch.name).getByRole('img', { name: `「${sketch.name}」的缩略图` })).toBeVisible();

    await form.getByLabel('标题').fill('按草图做外壳');
    await form.getByLabel('需求描述').fill('照片是手绘草图，PDF 里是关键尺寸，外壳需要卡扣。');
    await form.getByRole('button', { name: '提交设计需求' }).click();
    await expect(detail(page).getByRole('list', { name: '参考文件' }).locator('[data-file-name]')).toHaveText([sketch.name, brief.name]);
  });

  test('用户中心 lists the stored files with size and use, and deletes an unused one after confirming', async ({ page }) => {
    test.slow();
    await openAs(page, FILES_USER, '/usercenter');
    const headers = await bearer(page);
    const upload = await page.request.post('/api/shop-file', {
      headers,
      multipart: { draftId: 'e2e-files-draft-0001', file: { name: '没提交的零件.step', mimeType: 'model/step', buffer: Buffer.from("ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n") } },
    });
    expect(upload.status()).toBe(201);
    const unused = (await upload.json()).file;
    const storageBefore = (await (await page.request.get('/api/shop-platform/users/me/session', { headers })).json()).customer.shop.storageSize;
    await page.reload();

    const card = page.locator('[data-files-card]');
    const list = card.getByRole('list', { name: '我上传的文件' });
    const unusedRow = list.locator(`li[data-file-id="${unused.id}"]`);
    await expect(unusedRow).toContainText('没提交的零件.step');
    await expect(unusedRow).toContainText(`${unused.size} B`);
    await expect(unusedRow.locator('[data-file-use="unused"]')).toContainText(/未使用\s*将于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 自动删除/);
    // The sketch of the request made above is in use: it links to the request and cannot be deleted.
    const usedRow = list.locator('li').filter({ hasText: sketch.name });
    await expect(usedRow.getByRole('link', { name: /^设计需求 SJ/ })).toHaveAttribute('href', /\/mydesign\/ordercenter\/designorder\?requestNo=SJ/);
    await expect(usedRow.getByRole('button', { name: /删除/ })).toHaveCount(0);
    await expect(card.locator('[data-files-summary]')).toContainText('共 3 个文件');

    await unusedRow.getByRole('button', { name: '删除文件「没提交的零件.step」' }).click();
    await expect(unusedRow.getByText('确认删除「没提交的零件.step」？删除后无法恢复。')).toBeVisible();
    await unusedRow.getByRole('button', { name: '取消' }).click();
    await unusedRow.getByRole('button', { name: '删除文件「没提交的零件.step」' }).click();
    await unusedRow.getByRole('button', { name: '确认删除' }).click();
    await expect(page.getByText('已删除「没提交的零件.step」')).toBeVisible();
    await expect(list.locator(`li[data-file-id="${unused.id}"]`)).toHaveCount(0);
    await expect(card.locator('[data-files-summary]')).toContainText('共 2 个文件');

    const after = (await (await page.request.get('/api/shop-platform/users/me/session', { headers })).json()).customer.shop.storageSize;
    expect(after).toBe(storageBefore - unused.size);
    expect((await page.request.get(`/api/shop-file/${unused.id}/content`, { headers })).status()).toBe(404);
  });
});
