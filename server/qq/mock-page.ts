import { html, SafeHtml } from '../core/html.ts';
import type { QqAccount } from './store.ts';

const style = `
  body { font-family: system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; background: #f2f5fa;
         color: #1f2937; margin: 0; padding: 1.5rem; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: .75rem;
         padding: 1.5rem; box-shadow: 0 4px 16px rgb(0 0 0 / .08); }
  h1 { font-size: 1.25rem; margin-top: 0; }
  .notice { background: #fff7e6; border: 1px solid #ffd591; border-radius: .5rem; padding: .75rem;
            font-size: .875rem; }
  ul { list-style: none; padding: 0; }
  li { display: flex; align-items: center; gap: .75rem; margin: .5rem 0; }
  form { margin: 0; }
  button { font: inherit; border-radius: .5rem; border: 1px solid #12b7f5; background: #12b7f5;
           color: #fff; padding: .5rem 1rem; cursor: pointer; }
  button.secondary { background: #fff; color: #374151; border-color: #d1d5db; }
  small { color: #6b7280; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1rem; }
`;

/** A constant of this module, never user input, so it goes in unescaped. */
const stylesheet = new SafeHtml(style);

/** Fields every form of the page sends back, so approve knows where to return to. */
export interface AuthorizeRequest {
  state: string;
  redirectUri: string;
}

function layout(body: SafeHtml): string {
  return html`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>QQ 授权（模拟）</title>
<style>${stylesheet}</style>
</head>
<body><main>${body}</main></body>
</html>`.toString();
}

function approveForm(request: AuthorizeRequest, fields: Record<string, string>, button: SafeHtml) {
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
): string {
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
export function renderErrorPage(message: string): string {
  return layout(html`
    <h1>QQ 授权（模拟）</h1>
    <p class="notice" role="alert">${message}</p>
    <p><a href="/login">返回登录页</a></p>`);
}
