import type { Hono} from 'hono';
import { type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { renderAuthorizePage, renderErrorPage } from './mock-page.ts';
import { inTransaction } from '../core/transaction.ts';
import {
  createQqAccount,
  issueCode,
  listQqAccounts,
  newQqNickname,
  qqAccountExists,
  stateAwaitsCode,
} from './store.ts';
import { htmlPage, resource } from '../core/route.ts';
import { sendPage } from '../core/simulated-page.ts';
import { requestComponent } from '../core/openapi-components.ts';

const origin = 'http://same-origin.invalid';

/**
 * Only a path of this site may receive the code: it starts with one `/` (not `//` or `/\`,
 * which browsers read as another host) and resolves to the same origin.
 */
export function isSafeRedirectPath(uri: string): boolean {
  if (!uri.startsWith('/') || uri.startsWith('//') || /[\\\p{Cc}]/u.test(uri)) return false;
  try {
    return new URL(uri, origin).origin === origin;
  } catch {
    return false;
  }
}

/** `redirectUri` with `params` added to its query. */
export function withQuery(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri, origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

const state = z.string().min(1, '登录状态参数缺失，请重新发起 QQ 登录').max(200, '登录状态参数过长，请重新发起 QQ 登录');
const redirectUri = z
  .string()
  .max(2000, 'redirect_uri 过长')
  .refine(isSafeRedirectPath, 'redirect_uri 必须是本站以 / 开头的路径');

export const MockAuthorizeQuery = z.object({
  client_id: z.literal('shop', '未知的应用（client_id 无效）'),
  state,
  redirect_uri: redirectUri,
});

/** One of: an existing `openid`, `new=1` (with an optional suggested nickname), `cancel=1`. */
export const MockApproveForm = requestComponent('MockApproveForm', z.object({
  state,
  redirect_uri: redirectUri,
  openid: z.string().min(1).max(100).optional(),
  new: z.literal('1').optional(),
  nickname: z.string().max(32).optional(),
  cancel: z.literal('1').optional(),
}));

const newNicknamePattern = /^QQ用户\d{4}$/;
const invalidState = '授权请求无效或已过期，请回到商城重新发起 QQ 登录或绑定';
const tags = ['模拟 QQ'];

/** The simulated QQ authorization page and its form handler. */
export function mockQqRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags });
  const refused = (c: Context<AppEnv>, message: string) => sendPage(c, 400, renderErrorPage(message));

  route({
    method: 'get',
    path: '/authorize',
    summary: '模拟的 QQ 授权页（HTML）',
    query: MockAuthorizeQuery,
    invalid: refused,
    responses: { 200: htmlPage('授权页'), 400: htmlPage('参数无效的提示页') },
  }, (c, { query }) => {
    const request = { state: query.state, redirectUri: query.redirect_uri };
    return sendPage(c, 200, renderAuthorizePage(request, listQqAccounts(db), newQqNickname()));
  });

  route({
    method: 'post',
    path: '/approve',
    summary: '模拟授权页的表单提交',
    form: MockApproveForm,
    invalid: refused,
    responses: {
      302: { description: '回到 redirect_uri', headers: { Location: { schema: { type: 'string' }, description: '带 code/state 或 error/state 的回调地址' } } },
      400: htmlPage('参数无效的提示页'),
    },
  }, (c, { form }) => {
    const { state: formState, redirect_uri: target, openid, nickname } = form;
    const at = now().getTime();
    // Checked and used in one synchronous step, so two approvals of one state cannot both pass.
    const outcome = inTransaction(db, (): { code: string } | { problem: string } | null => {
      // A state the shop did not issue (or that is spent) gets no account and no code.
      if (!stateAwaitsCode(db, formState, at)) return { problem: invalidState };
      if (form.cancel === '1') return null;
      let account: string;
      if (form.new === '1') {
        const name = nickname !== undefined && newNicknamePattern.test(nickname) ? nickname : newQqNickname();
        account = createQqAccount(db, name, at);
      } else if (openid !== undefined && qqAccountExists(db, openid)) {
        account = openid;
      } else {
        return { problem: '请选择要授权的 QQ 账号' };
      }
      return { code: issueCode(db, formState, account, at) };
    });
    if (outcome === null) return c.redirect(withQuery(target, { error: 'access_denied', state: formState }), 302);
    if ('problem' in outcome) return refused(c, outcome.problem);
    return c.redirect(withQuery(target, { code: outcome.code, state: formState }), 302);
  });

  return routes;
}
