/**
 * The console's 客服 desk across two browser contexts, a customer and a member of staff: an
 * after-sales claim with photos refunded in part to the balance, and a feedback answered. Every
 * factory action goes through the console; test hooks only for nothing here.
 */
import type { Page } from '@playwright/test';
import { gradientPng } from '../server/seed-suggestions.ts';
import { expectNoViolations, settled } from './axe-support.ts';
import { orderThroughApi } from './consumables-support.ts';
import { bearer, expect, openAs, test } from './fixtures.ts';
import { CONSUMABLE, detailDialog } from './orders-support.ts';
import { consoleAs, shipAsFactory, STAFF } from './staff-support.ts';

const CUSTOMER = { username: 'e2e-service', password: 'Demo1234' } as const;
/** 精密镊子套装, ¥35.00: no stock-counting test orders it twice. */
const TWEEZERS = { consumableId: 30, quantity: 2 };

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: gradientPng(96, 64, [200, 60, 40], [30, 30, 30]) });

/** A consumable order of the customer, paid from the balance, shipped by the warehouse and received. */
async function receivedOrder(page: Page): Promise<{ orderNo: string; payable: number }> {
  const order = await orderThroughApi(page, [TWEEZERS]);
  const headers = await bearer(page);
  const paid = await page.request.post(`/api/shop-payment/${encodeURIComponent(order.orderNo)}/balance`, { headers });
  expect(paid.status(), await paid.text()).toBe(200);
  await shipAsFactory(page, order.orderNo, 'SF', `SF${order.orderNo.replace(/\D/g, '').slice(-12)}`);
  const received = await page.request.post(`/api/shop-order/${encodeURIComponent(order.orderNo)}/confirm-receipt`, { headers });
  expect(received.status(), await received.text()).toBe(200);
  return { orderNo: order.orderNo, payable: order.payable };
}

test('after-sales: the customer claims a received order with photos, 客服 refunds part of it, the balance ledger and the claim say so', async ({ page, browser }) => {
  await openAs(page, CUSTOMER, CONSUMABLE);
  const { orderNo, payable } = await receivedOrder(page);

  // The customer opens the claim from the order's detail; the form checks before sending.
  await page.goto(`${CONSUMABLE}?orderNo=${orderNo}`);
  const dialog = detailDialog(page);
  const panel = dialog.locator('[data-after-sales]');
  await panel.getByRole('button', { name: '申请售后' }).click();
  const form = panel.locator('[data-claim-form]');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('请选择售后原因')).toBeVisible();
  await expect(form.getByText('请描述遇到的问题')).toBeVisible();
  await form.getByLabel('售后原因').selectOption('损坏');
  await form.getByLabel('问题描述').fill('两把镊子中一把尖端弯曲，无法夹取小零件');
  await form.locator('input[type="file"]').setInputFiles([photo('尖端.png'), photo('包装.png')]);
  await expect(form.locator('[data-picked]')).toHaveCount(2);
  await form.getByRole('button', { name: '提交申请' }).click();
  const claim = panel.locator('[data-claim]');
  await expect(claim).toHaveAttribute('data-claim-status', '待处理');
  const claimNo = (await claim.getAttribute('data-claim')) ?? '';
  expect(claimNo).toMatch(/^SH\d{8}-\d{4}$/);
  await expect(panel.getByRole('button', { name: '申请售后' })).toHaveCount(0);

  // 客服 sees it with its photos, refunds ¥12.00 of what was paid.
  const service = await consoleAs(browser, STAFF.service);
  await service.getByRole('link', { name: '售后', exact: true }).first().click();
  await service.waitForURL((url) => url.pathname === '/factory/claims');
  const row = service.locator(`[data-claim="${claimNo}"]`);
  await expect(row).toContainText('2 张照片');
  await row.getByRole('button', { name: '查看处理' }).click();
  await expect(row.locator('[data-refundable]')).toHaveAttribute('data-refundable', String(payable));
  await expect(row.getByRole('img')).toHaveCount(2);
  await settled(service);
  await expectNoViolations(service, '售后处理');
  const refund = row.locator('[data-decision="refund"]');
  await refund.getByLabel('退款金额（元）').fill(String((payable + 100) / 100));
  await refund.getByRole('button', { name: '退款到余额' }).click();
  await expect(refund.getByText(/退款金额不能超过可退的/)).toBeVisible();
  await refund.getByLabel('退款金额（元）').fill('12');
  await refund.getByLabel('说明（选填，客户可见）').fill('弯曲的一把按单价退款');
  await refund.getByRole('button', { name: '退款到余额' }).click();
  await expect(row).toHaveAttribute('data-claim-status', '已退款');
  await service.context().close();

  // The customer: the claim refunded, a 退款 line of +¥12.00 in the ledger, and a message.
  await page.goto(`${CONSUMABLE}?orderNo=${orderNo}`);
  await expect(claim).toHaveAttribute('data-claim-status', '已退款');
  await expect(claim).toContainText('已退款 ¥12.00（退回余额）');
  await expect(claim).toContainText('弯曲的一把按单价退款');
  await page.goto('/me/amountFlow');
  const line = page.locator('[data-type="refund"]').filter({ hasText: claimNo }).first();
  await expect(line).toContainText('+¥12.00');
  await expect(line).toContainText(orderNo);
  await page.goto('/me/messages');
  await expect(page.getByText(new RegExp(`售后.*${claimNo}|${claimNo}.*退款`)).first()).toBeVisible();
});

test('feedback: 客服 marks a suggestion 处理中 and answers it; the customer reads the reply and is told', async ({ page, browser }) => {
  await openAs(page, CUSTOMER, '/suggest/list');
  const title = `导出报价单时希望带上公司抬头 ${Date.now()}`;
  const created = await page.request.post('/api/shop-suggestion', {
    headers: await bearer(page),
    multipart: { type: '功能建议', title, content: '报价单 PDF 里希望能自动带上我们公司的抬头和税号。', contact: '', idempotencyKey: `e2e-service-${Date.now()}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const service = await consoleAs(browser, STAFF.service);
  await service.getByRole('link', { name: '意见反馈' }).first().click();
  await service.waitForURL((url) => url.pathname === '/factory/feedback');
  await service.locator(`[data-feedback="${id}"]`).getByRole('link', { name: '查看' }).click();
  const detail = service.locator(`[data-feedback-detail="${id}"]`);
  await expect(detail).toContainText(title);
  const status = detail.locator('[data-status]');
  await expect(status).toHaveText('待处理');
  await service.getByRole('button', { name: '标记为处理中' }).click();
  await expect(status).toHaveText('处理中');
  await service.getByRole('button', { name: '发送回复' }).click();
  await expect(service.getByText('请填写回复内容')).toBeVisible();
  await service.getByLabel('回复内容').fill('已记录，下个版本的报价单会带上抬头与税号。');
  await service.getByRole('button', { name: '发送回复' }).click();
  await expect(status).toHaveText('已回复');
  await expect(service.locator('[data-reply-from="staff"]').last()).toContainText('已记录，下个版本的报价单会带上抬头与税号。');
  await settled(service);
  await expectNoViolations(service, '意见反馈');
  await service.context().close();

  await page.goto(`/suggest/detail?id=${id}`);
  await expect(page.getByText('已记录，下个版本的报价单会带上抬头与税号。')).toBeVisible();
  await page.goto('/me/messages');
  const message = page.getByRole('listitem').filter({ hasText: /您的反馈 FK\d{8}-\d{4} 有了回复/ }).first();
  await expect(message).toContainText('已记录，下个版本的报价单会带上抬头与税号。');
});
