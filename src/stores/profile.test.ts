import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../core/errors.ts';
import { createTestServer, type TestServer } from '../../server/test-support.ts';

/** The reference API on a real local port: the store's calls go over HTTP like in a page. */
let reference: TestServer;
let listener: ServerType;

useTestStorageEngine();

beforeAll(async () => {
  reference = await createTestServer();
  listener = serve({ fetch: reference.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => listener.once('listening', resolve));
  vi.stubEnv('PUBLIC_API_BASE', `http://127.0.0.1:${(listener.address() as AddressInfo).port}`);
});
afterAll(() => {
  vi.unstubAllEnvs();
  return new Promise<void>((resolve) => listener.close(() => resolve()));
});

// Imported once the base URL is known, as the shared client reads it when created.
const load = async () => ({
  ...(await import('./profile.ts')),
  ...(await import('./shop-user.ts')),
  ...(await import('./session.ts')),
});

async function loggedInAs(username: string) {
  const stores = await load();
  stores.saveToken(await reference.login(username));
  await stores.loadUserInfo();
  return stores;
}

describe('profile actions', () => {
  beforeEach(() => cleanTestStorage());

  test('saving the profile stores the customer the server answers', async () => {
    const { saveProfile, $shopUser } = await loggedInAs('maker');
    await saveProfile({ nickname: '创客老王', phone: null, email: 'wang@example.com' });
    expect($shopUser.get().userInfo?.customer).toMatchObject({ nickname: '创客老王', phone: null, email: 'wang@example.com' });
  });

  test('a rejected profile changes nothing stored', async () => {
    const { saveProfile, $shopUser } = await loggedInAs('maker');
    const before = $shopUser.get();
    await expect(saveProfile({ nickname: '', phone: null, email: null })).rejects.toBeInstanceOf(ApiError);
    expect($shopUser.get()).toEqual(before);
  });

  test('switching the factory stores the new using factory', async () => {
    const { switchFactory, $shopUser } = await loggedInAs('maker');
    expect($shopUser.get().userInfo?.customer.usingFactory?.id).toBe(3);
    await switchFactory(1);
    expect($shopUser.get().userInfo?.customer.usingFactory).toMatchObject({ id: 1, name: '深圳宝安精密制造厂' });
  });

  test('a factory the customer may not use is refused and the old one stays', async () => {
    const { switchFactory, $shopUser } = await loggedInAs('maker');
    const before = $shopUser.get().userInfo?.customer.usingFactory?.id;
    await expect(switchFactory(4)).rejects.toMatchObject({ status: 404 });
    expect($shopUser.get().userInfo?.customer.usingFactory?.id).toBe(before);
  });

  test('an answer arriving after logging out is not stored', async () => {
    const { saveProfile, clearShopUser, $shopUser } = await loggedInAs('other');
    const saving = saveProfile({ nickname: '蓝鲸', phone: null, email: null });
    clearShopUser();
    await saving;
    expect($shopUser.get().userInfo).toBeNull();
  });
});
