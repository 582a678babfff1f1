import { html } from 'hono/html';
import { simulatedPage, type Html } from '../core/simulated-page.ts';
import type { QqAccount } from './store.ts';

const style = `
  ul { list-style: none; padding: 0; }
  li { display: flex; align-items: center; gap: .75rem; margin: .5rem 0; }
  button { font: inherit; border-radius: .5rem; border: 1px solid #12b7f5; background: #12b7f5;
           color: #fff; padding: .5rem 1rem; cursor: pointer; }
  button.secondary { background: #fff; color: #374151; border-color: #d1d5db; }
  small { color: #6b7280; }
`;

/** Fields every form of the page sends back, so approve knows where to return to. */
export interface AuthorizeRequest {
  state: string;
  redirectUri: string;
}

const layout = (body: Html) => simulatedPage('QQ 授权（模拟）', style, body);

function approveForm(request: AuthorizeRequest, fields: Record<string, string>, button: Html) {
  const hidden = Object.entries({ state: request.state, redirect_uri: request.redirectUri, ...fields }).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
  );
  return html`<form method="post" action="/api/mock-qq/approve">${hidden}${button}</form>`;
}

/** The simulated QQ authorization page: one button per account, a new account, cancel. */
export function renderAuthorizePage(
  request: AuthorizeRequest,
  accounts: readonly QqAccount[],
  newNickname: string,
): Html {
  const items = accounts.map(
    (account) => html`<li>
      ${approveForm(request, { openid: account.openid }, html`<button type="submit">${account.nickname}</button>`)}
      <small>${account.bound ? '已绑定商城账号' : '未绑定商城账号'}</small>
    </li>`,
  );
  return layout(html`
    <h1>QQ 授权（模拟）</h1>
    <p class="notice" role="note">这是本地参考服务器模拟的 QQ 授权页面，不会连接腾讯 QQ，也不会读取任何真实的 QQ 账号。</p>
    <p>定制商城申请获取你的 QQ 昵称，用于登录或绑定账号。请选择授权的模拟 QQ 账号：</p>
    <ul>${items}</ul>
    <div class="actions">
      ${approveForm(request, { new: '1', nickname: newNickname }, html`<button type="submit">使用新的 QQ 账号授权</button>`)}
      ${approveForm(request, { cancel: '1' }, html`<button type="submit" class="secondary">取消</button>`)}
    </div>`);
}

/** The page shown when the authorization request itself is unusable. */
export function renderErrorPage(message: string): Html {
  return layout(html`
    <h1>QQ 授权（模拟）</h1>
    <p class="notice" role="alert">${message}</p>
    <p><a href="/login">返回登录页</a></p>`);
}
