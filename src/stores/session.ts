import { fetchSessionInfo, login, logout } from '../core/sessions.ts';
import { finishQqBinding, finishQqLogin, startQqBinding, startQqLogin } from '../core/qq.ts';
import { changePassword } from '../core/users.ts';
import type { LoginRequest, OAuthCallbackQuery, PasswordChangeRequest } from '../wire/platform.ts';
import { readUserInfo } from '../core/shell/customer.ts';
import { markLoginWay } from './login-way.ts';
import { isLeaving } from './navigation.ts';
import { $shopUser, clearShopUser, clearShopUserAndLeave, saveToken, saveUserInfo } from './shop-user.ts';

/**
 * Loads the customer behind the stored token. When that fails, the stored user is removed and
 * the caller sends the customer to /login (docs/seed-rules.md, *The stored user*). A call that
 * got no answer because the tab is already on its way to another page (a quotation step sending
 * the customer to the step before, say) did not fail: the browser cut it off when the page set
 * off, and the customer stays logged in for the page they are going to.
 */
export async function loadUserInfo(): Promise<void> {
  const { token } = $shopUser.get();
  try {
    const info = readUserInfo(await fetchSessionInfo());
    if (info) saveUserInfo(info, token);
  } catch (error) {
    // No status: no answer came (ApiError's null, or the browser's own TypeError).
    const cutOffByLeaving = isLeaving() && !(error as { status?: number | null } | undefined)?.status;
    if ($shopUser.get().token === token && !cutOffByLeaving) clearShopUser();
    throw error;
  }
}

/** Username and password login: store the token, then the user info. */
export async function logInWithPassword(credentials: LoginRequest): Promise<void> {
  const { token } = await login(credentials);
  saveToken(token);
  await loadUserInfo();
}

/**
 * Marks the coming QQ return as a login, for `redirect` (the page the login was asked for), and
 * answers the authorization page to open.
 */
export async function beginQqLogin(redirect: string | null = null): Promise<string> {
  markLoginWay('login', redirect);
  return (await startQqLogin()).url;
}

/** Marks the coming QQ return as a binding and answers the authorization page to open. */
export async function beginQqBinding(): Promise<string> {
  markLoginWay('binding');
  return (await startQqBinding()).url;
}

/** The QQ login callback: token from the code, then the user info. */
export async function completeQqLogin(query: OAuthCallbackQuery): Promise<void> {
  const { token } = await finishQqLogin(query);
  saveToken(token);
  await loadUserInfo();
}

/** The QQ binding callback; the stored customer then reads as bound. */
export async function completeQqBinding(query: OAuthCallbackQuery): Promise<void> {
  await finishQqBinding(query);
  const user = $shopUser.get();
  if (user.userInfo) saveUserInfo({ customer: { ...user.userInfo.customer, qqBound: true } });
}

/** Revokes the token on the server when it can, and forgets it here in any case. */
export async function logOut(): Promise<void> {
  if ($shopUser.get().token) await logout().catch(() => undefined);
  clearShopUser();
}

/**
 * Changes the password. The server ends every session of the customer, so this tab forgets
 * its token too; other tabs follow through the storage event.
 */
export async function changePasswordAndLogOut(body: PasswordChangeRequest): Promise<void> {
  await changePassword(body);
  // The caller goes to /login itself.
  clearShopUserAndLeave();
}
