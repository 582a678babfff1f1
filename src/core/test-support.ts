import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { useTestStorageEngine } from '@nanostores/persistent';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../server/test-support.ts';
import { ApiError } from './errors.ts';

/** For tests: the ApiError a call fails with; anything else (or success) fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** The seeded reference server a test file's API calls go to (see useReferenceServer). */
export interface ReferenceServer {
  /** Errors the shared client reported since the current test began. */
  readonly reported: ApiError[];
  /** Makes the shared client call as `username`, or logged out with null. */
  logInAs(username: string | null): Promise<void>;
  /** The started server itself, for what a test prepares past the client (uploads, logins). */
  reference(): TestServer;
}

/**
 * For API tests: starts the seeded in-memory reference server on a free local port for this
 * test file, points the shared client at it (PUBLIC_API_BASE) and collects what the client
 * reports; `loginAs` logs that customer in before the first test. Call it at the top level.
 */
export function useReferenceServer(options: { loginAs?: string } = {}): ReferenceServer {
  useTestStorageEngine();
  const reported: ApiError[] = [];
  let server: TestServer | null = null;
  let listening: ServerType | null = null;

  function reference(): TestServer {
    if (server === null) throw new Error('the reference server has not started');
    return server;
  }

  async function logInAs(username: string | null): Promise<void> {
    const started = reference();
    const { $shopUser } = await import('../stores/shop-user.ts');
    $shopUser.set({ token: username ? await started.login(username) : '', userInfo: null });
  }

  beforeAll(async () => {
    const started = await createTestServer();
    server = started;
    const open = await new Promise<ServerType>((resolve) => {
      const node = serve({ fetch: started.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(node));
    });
    listening = open;
    const bound = open.address();
    if (typeof bound !== 'object' || bound === null) throw new Error('the reference server is not listening on a port');
    vi.stubEnv('PUBLIC_API_BASE', `http://127.0.0.1:${bound.port}`);
    if (options.loginAs) await logInAs(options.loginAs);
    const { onApiError } = await import('./shell/error-bus.ts');
    onApiError((error) => reported.push(error));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    const open = listening;
    if (open) await new Promise<void>((resolve) => open.close(() => resolve()));
  });
  beforeEach(() => {
    reported.length = 0;
  });
  return { reported, logInAs, reference };
}

/** For tests with their own local HTTP server: the whole body of a request, as text. */
export const readRequestBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

/** Answers a JSON body with `status`. */
export function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Starts `server` on a free local port and answers its base URL. */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
