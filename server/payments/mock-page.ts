import { formatFen } from '../../src/lib/format/money.ts';
import { html } from 'hono/html';
import { simulatedPage, type Html } from '../core/simulated-page.ts';
import type { GatewayAttempt, GatewaySubject } from './store.ts';

const style = `
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
  dt { color: #4b5563; }
  dd { margin: 0; font-weight: 600; word-break: break-all; }
  .amount { font-size: 1.5rem; color: #c2410c; }
  button { font: inherit; border-radius: .5rem; border: 1px solid #1677ff; background: #1677ff;
           color: #fff; padding: .5rem 1rem; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #0b3d91; outline-offset: 2px; }
  button.danger { background: #fff; color: #b42318; border-color: #b42318; }
  button.secondary { background: #fff; color: #374151; border-color: #9ca3af; }
`;

const layout = (body: Html) => simulatedPage('模拟支付网关', style, body);

/**
 * The result page of an order (`orderNo`) or a top-up (`rechargeNo`), where the gateway returns
 * the browser whatever happened.
 */
export function resultPath(kind: GatewaySubject, no: string): string {
  return `/order/paymentResult/index?${kind === 'order' ? 'orderNo' : 'rechargeNo'}=${encodeURIComponent(no)}`;
}

function outcomeForm(attempt: GatewayAttempt, outcome: string, button: Html) {
  return html`<form method="post" action="/api/mock-pay/${encodeURIComponent(attempt.id)}"><input type="hidden" name="outcome" value="${outcome}">${button}</form>`;
}

const settledText: Record<GatewayAttempt['status'], string> = {
  pending: '',
  paid: '本次支付已完成。',
  failed: '本次支付未成功。',
  cancelled: '本次支付已取消。',
};

/** The simulated gateway: the order or top-up and its amount, then pay, fail or cancel. */
export function renderPayPage(attempt: GatewayAttempt): Html {
  const details = html`
    <dl>
      <dt>${attempt.kind === 'order' ? '订单号' : '充值单号'}</dt><dd>${attempt.no}</dd>
      <dt>支付金额</dt><dd class="amount">${formatFen(attempt.payable)}</dd>
    </dl>`;
  if (attempt.status !== 'pending') {
    return layout(html`
      <h1>模拟支付网关</h1>
      ${details}
      <p role="status">${settledText[attempt.status]}${attempt.message}</p>
      <p><a href="${resultPath(attempt.kind, attempt.no)}">查看支付结果</a></p>`);
  }
  return layout(html`
    <h1>模拟支付网关</h1>
    <p class="notice" role="note">这是本地参考服务器模拟的支付页面，不会连接任何真实的支付渠道，也不会产生真实扣款。</p>
    ${details}
    <div class="actions">
      ${outcomeForm(attempt, 'pay', html`<button type="submit">确认支付</button>`)}
      ${outcomeForm(attempt, 'fail', html`<button type="submit" class="danger">模拟支付失败</button>`)}
      ${outcomeForm(attempt, 'cancel', html`<button type="submit" class="secondary">取消支付</button>`)}
    </div>`);
}

/** The page for an unknown attempt or a malformed request. */
export function renderPayErrorPage(message: string): Html {
  return layout(html`
    <h1>模拟支付网关</h1>
    <p class="notice" role="alert">${message}</p>
    <p><a href="/ordercenter/customizeorder">返回订单中心</a></p>`);
}
