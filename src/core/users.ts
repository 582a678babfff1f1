import type { PasswordChangeRequest, ProfileUpdateRequest, UsingFactoryRequest } from '../wire/platform.ts';
import { api } from './http.ts';

export const changePassword = (body: PasswordChangeRequest) =>
  api<void>('/api/shop-platform/users/me/password', { method: 'PUT', body });

/**
 * PUT /api/shop-platform/users/me/{action}: the seed's dynamic sub-actions. Our API answers the
 * changed user info; another backend may answer anything, so the answer is read with
 * readUserInfo.
 */
export const updateProfile = (body: ProfileUpdateRequest) => api<unknown>('/api/shop-platform/users/me/profile', { method: 'PUT', body });

export const switchUsingFactory = (body: UsingFactoryRequest) => api<unknown>('/api/shop-platform/users/me/usingFactory', { method: 'PUT', body });
