import type { PasswordChangeRequest, ProfileUpdateRequest, SessionInfo, UsingFactoryRequest } from './schema.ts';
import { api } from './http.ts';

export const changePassword = (body: PasswordChangeRequest) =>
  api<void>('/api/shop-platform/users/me/password', { method: 'PUT', body });

/** PUT /api/shop-platform/users/me/{action}: the seed's dynamic sub-actions. */
export const updateProfile = (body: ProfileUpdateRequest) =>
  api<SessionInfo>('/api/shop-platform/users/me/profile', { method: 'PUT', body });

export const switchUsingFactory = (body: UsingFactoryRequest) =>
  api<SessionInfo>('/api/shop-platform/users/me/usingFactory', { method: 'PUT', body });
