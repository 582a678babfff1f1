import { readUserInfo } from './shell/customer.ts';
import type { LoginRequest, TokenResponse } from '../wire/platform.ts';
import { api } from './http.ts';
import { hasToken } from './shapes.ts';

/** The login answers a token; anything else is a shape error. */
export const login = (body: LoginRequest) =>
  api<TokenResponse>('/api/shop-platform/sessions', { method: 'POST', body, expect: hasToken });

/** Revokes the current token on the server; quiet, since logging out goes on regardless. */
export const logout = () => api<void>('/api/shop-platform/sessions/current', { method: 'DELETE', quiet: true });

/**
 * The current user info, as any backend may send it: read it with readUserInfo. An answer without
 * a customer object is a shape error (every backend promises one: docs/seed-rules.md).
 */
export const fetchSessionInfo = () => api<unknown>('/api/shop-platform/users/me/session', { expect: (body) => readUserInfo(body) !== null });

