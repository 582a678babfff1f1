import type { OAuthCallbackQuery, QqBindingStatus, RedirectUrlResponse, TokenResponse } from './schema.ts';
import { api } from './http.ts';

export const startQqLogin = () => api<RedirectUrlResponse>('/api/shop-platform/qqlogin');

export const finishQqLogin = (query: OAuthCallbackQuery) =>
  api<TokenResponse>('/api/shop-platform/qqlogin/callback', { query });

export const startQqBinding = () => api<RedirectUrlResponse>('/api/shop-platform/qqbinding/bind');

export const fetchQqBinding = () => api<QqBindingStatus>('/api/shop-platform/qqbinding');

export const finishQqBinding = (query: OAuthCallbackQuery) =>
  api<QqBindingStatus>('/api/shop-platform/qqbinding/bindBack', { query });
