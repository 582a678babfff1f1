import type { ProfileUpdateRequest } from '../api/schema.ts';
import { switchUsingFactory, updateProfile } from '../api/users.ts';
import { $shopUser, saveUserInfo } from './shop-user.ts';

/**
 * Saves the profile and stores the customer the server answers, so the header and every
 * island show the new nickname at once. The answer is dropped when the session changed
 * while the request was out (saveUserInfo checks the token it was sent with).
 */
export async function saveProfile(request: ProfileUpdateRequest): Promise<void> {
  const { token } = $shopUser.get();
  saveUserInfo(await updateProfile(request), token);
}

/** Makes `factoryId` the using factory and stores the customer the server answers. */
export async function switchFactory(factoryId: number): Promise<void> {
  const { token } = $shopUser.get();
  saveUserInfo(await switchUsingFactory({ factoryId }), token);
}
