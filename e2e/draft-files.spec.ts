import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe-support.ts';
import { expect, openAs, recordToasts, shownToasts, test } from './fixtures.ts';
import { STEP1, STEP2, STEP3 } from './quotation-support.ts';

/** Quotation drafts whose files are deleted in 我的文件: only this spec logs in as it (shop 草稿测试工作室). */
const DRAFT_USER = { username: 'e2e-draft-files', password: 'Demo1234' } as const;

const cube = readFileSync('e2e/fixtures/models/cube-10mm-binary.stl');
const sphere = readFileSync('e2e/fixtures/models/sphere-r10.stl');
/** Two parts with names of their own per test and run (a repeat or retry lists the earlier run's files too): both tests list the same customer's files. */
const parts = (tag: string) => {
  const run = `${tag}-${test.info().repeatEachIndex}-${test.info().retry}`;
  return {
    kept: { name: `外壳-${run}.stl`, mimeType: 'model/stl', buffer: cube },
    deleted: { name: `盖板-${run}.stl`, mimeType: 'model/stl', buffer: sphere },
  };
};

const row = (page: Page, name: string) => page.locator('li[data-status]').filter({ hasText: name });
const storedRow = (page: Page, name: string) => page.locator('[data-files-card] li[data-file-id]').filter({ hasText: name });
const line = (page: Page, name: string) => page.getByRole('list', { name: /^报价明细/ }).getByRole('listitem').filter({ hasText: name });

/** As a new customer would: 白色树脂, then both parts uploaded on step 2. */
async function quoteTwoParts(page: Page, files: ReturnType<typeof parts>) {
  await openAs(page, DRAFT_USER, STEP1);
  await page.getByRole('tab', { name: /^SLA 光敏树脂/ }).click();
  await page.getByRole('button', { name: '选择 白色树脂' }).click();
  await page.getByRole('link', { name: '下一步' }).click();
  await page.waitForURL(`**${STEP2}`);
  await page.getByLabel('选择文件').setInputFiles([files.kept, files.deleted]);
  await expect(page.locator('li[data-status="success"]')).toHaveCount(2, { timeout: 20_000 });
}

/** 用户中心 → 我的文件: the file an open draft uses says so, and deleting it warns first. */
async function deleteInMyFiles(page: Page, name: string) {
  await page.goto('/usercenter');
  const stored = storedRow(page, name);
  await expect(stored.locator('[data-file-use]')).toContainText('用于未提交的报价');
  await expect(stored).not.toContainText('未使用');
  await stored.getByRole('button', { name: `删除文件「${name}」` }).click();
  await expect(stored.getByRole('group')).toContainText(`「${name}」用于未提交的报价，删除后那份草稿里的这个文件需要重新上传。确认删除？`);
  await stored.getByRole('button', { name: '确认删除' }).click();
  await expect(stored).toHaveCount(0);
}

test.describe('a file of an open quotation deleted in 我的文件', () => {
  test('step 3 names it and offers 移除 and 重新上传, keeping the other part, its quantity, the address and the remarks', async ({ page }) => {
    test.slow();
    const files = parts('step3');
    await quoteTwoParts(page, files);
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(`**${STEP3}`);
    await page.getByRole('textbox', { name: `${files.kept.name} 的数量`, exact: true }).fill('3');
    await page.getByLabel('收货人').fill('王草稿');
    await page.getByLabel('备注').fill('请保留支撑痕迹');
    await expect(line(page, files.kept.name)).toContainText('¥');

    await deleteInMyFiles(page, files.deleted.name);

    await recordToasts(page);
    await page.goto(STEP3);
    const notice = page.locator('[data-gone-files]');
    await expect(notice).toContainText('以下文件在服务器上已不存在');
    await expect(notice.locator('[data-gone-file]')).toHaveText([new RegExp(files.deleted.name)]);
    await expect(notice.getByRole('link', { name: `重新上传「${files.deleted.name}」` })).toHaveAttribute('href', STEP2);
    // Everything else stays: the other part priced at its quantity, the address and the remarks.
    await expect(page.getByRole('textbox', { name: `${files.kept.name} 的数量`, exact: true })).toHaveValue('3');
    await expect(line(page, files.kept.name)).toContainText('¥');
    await expect(line(page, files.deleted.name)).toHaveCount(0);
    await expect(page.getByLabel('收货人')).toHaveValue('王草稿');
    await expect(page.getByLabel('备注')).toHaveValue('请保留支撑痕迹');
    await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
    await expect(page.getByText('请先移除或重新上传已删除的文件')).toBeVisible();
    await expect(page.getByText(/加载失败/)).toHaveCount(0);
    await expectNoViolations(page, 'step 3 naming a deleted file');

    await notice.getByRole('button', { name: `移除「${files.deleted.name}」` }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled();
    await expect(page.getByTestId('payable')).toContainText('¥');
    expect(await shownToasts(page)).not.toContain('文件不存在');
  });

  test('step 2 names it, offers 重新选择 instead of 重试, and uploads it again', async ({ page }) => {
    test.slow();
    const files = parts('step2');
    await quoteTwoParts(page, files);
    await deleteInMyFiles(page, files.deleted.name);

    await page.goto(STEP2);
    const gone = row(page, files.deleted.name);
    await expect(gone).toHaveAttribute('data-status', 'gone');
    await expect(gone.locator('[data-upload-status]')).toHaveText('文件已删除');
    await expect(gone.getByRole('status')).toContainText('服务器上已没有这个文件');
    await expect(gone.getByRole('button', { name: '重试' })).toHaveCount(0);
    await expect(row(page, files.kept.name)).toHaveAttribute('data-status', 'success');
    await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled();
    await expectNoViolations(page, 'step 2 with a deleted file');

    await gone.getByText('重新选择').locator('input[type=file]').setInputFiles(files.deleted);
    await expect(row(page, files.deleted.name)).toHaveAttribute('data-status', 'success', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: '下一步' })).toBeEnabled();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(`**${STEP3}`);
    await expect(line(page, files.deleted.name)).toContainText('¥');
    await expect(line(page, files.kept.name)).toContainText('¥');
  });
});

test.describe('a file uploaded on step 2', () => {
  test('is in the draft from its upload: 我的文件 says so although the customer left step 2 before the draft\'s own word', async ({ page }) => {
    const name = `底板-early-${test.info().repeatEachIndex}-${test.info().retry}.stl`;
    await openAs(page, DRAFT_USER, STEP1);
    await page.getByRole('tab', { name: /^SLA 光敏树脂/ }).click();
    await page.getByRole('button', { name: '选择 白色树脂' }).click();
    await page.getByRole('link', { name: '下一步' }).click();
    await page.waitForURL(`**${STEP2}`);
    // The draft's word that it uses the file (POST /api/shop-file/in-draft) never arrives: the customer left first.
    let held = 0;
    await page.route('**/api/shop-file/in-draft', () => {
      held += 1;
    });
    await page.getByLabel('选择文件').setInputFiles({ name, mimeType: 'model/stl', buffer: cube });
    await expect(row(page, name)).toHaveAttribute('data-status', 'success', { timeout: 20_000 });
    await expect.poll(() => held).toBeGreaterThan(0);
    await page.goto('/usercenter');
    const stored = storedRow(page, name);
    await expect(stored.locator('[data-file-use]')).toContainText('用于未提交的报价');
    await expect(stored).not.toContainText('未使用');
  });
});
