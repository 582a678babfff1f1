import type { OAuthCallbackQuery, QqBindingStatus, RedirectUrlResponse, TokenResponse } from '../wire/platform.ts';
import { api } from './http.ts';
import { has, hasToken } from './shapes.ts';

/** `{ url }`: the authorization page the QQ start calls send the customer to. */
const hasUrl = has({ url: 'string' });

export const startQqLogin = () => api<RedirectUrlResponse>('/api/shop-platform/qqlogin', { expect: hasUrl });

export const finishQqLogin = (query: OAuthCallbackQuery) =>
  api<TokenResponse>('/api/shop-platform/qqlogin/callback', { query, expect: hasToken });

export const startQqBinding = () => api<RedirectUrlResponse>('/api/shop-platform/qqbinding/bind', { expect: hasUrl });

export const fetchQqBinding = () => api<QqBindingStatus>('/api/shop-platform/qqbinding', { expect: has({ bound: 'boolean' }) });

/** The seed shows no answer for it; nothing of it is read. */
export const finishQqBinding = (query: OAuthCallbackQuery) => api<unknown>('/api/shop-platform/qqbinding/bindBack', { query });
