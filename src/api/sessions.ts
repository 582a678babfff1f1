import type { LoginRequest, SessionInfo, TokenResponse } from './schema.ts';
import { api } from './http.ts';

export const login = (body: LoginRequest) =>
  api<TokenResponse>('/api/shop-platform/sessions', { method: 'POST', body });

/** Revokes the current token on the server; quiet, since logging out goes on regardless. */
export const logout = () => api<void>('/api/shop-platform/sessions/current', { method: 'DELETE', quiet: true });

export const fetchSessionInfo = () => api<SessionInfo>('/api/shop-platform/users/me/session');
