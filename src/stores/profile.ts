import type { ProfileUpdateRequest } from '../wire/platform.ts';
import { switchUsingFactory, updateProfile } from '../core/users.ts';
import { readUserInfo } from '../core/shell/customer.ts';
import { loadUserInfo } from './session.ts';
import { $shopUser, saveUserInfo } from './shop-user.ts';

/**
 * Stores the customer a change answered, so the header and every island show it at once. The
 * answer is dropped when the session changed while the request was out (saveUserInfo checks the
 * token it was sent with). A backend that answers the change without the customer has the user
 * info loaded again instead.
 */
async function storeAnswer(answer: Promise<unknown>): Promise<void> {
  const { token } = $shopUser.get();
  const info = readUserInfo(await answer);
  if (info) saveUserInfo(info, token);
  else if ($shopUser.get().token === token) await loadUserInfo();
}

/** Saves the profile and stores the customer the server answers. */
export function saveProfile(request: ProfileUpdateRequest): Promise<void> {
  return storeAnswer(updateProfile(request));
}

/** Makes `factoryId` the using factory and stores the customer the server answers. */
export function switchFactory(factoryId: number): Promise<void> {
  return storeAnswer(switchUsingFactory({ factoryId }));
}
