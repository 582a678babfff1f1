import { UploadResult } from '../src/wire/files.ts';
import type { PartOptions } from '../src/wire/quotes.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll } from 'vitest';
import { ErrorBody } from '../src/wire/common.ts';
import { createApp, type AppOptions } from './app.ts';
import { openDatabase } from './core/db.ts';
import type { PasswordCost } from './auth/passwords.ts';
import { seedPassword } from './users/seed.ts';
import { seedIfEmpty } from './seed.ts';
import { UploadFolder } from './core/upload-folder.ts';
import { dayMs, minuteMs } from './core/durations.ts';
import { binaryStl, box } from './seed-meshes.ts';

/** Upload folders of this test file's servers, removed when its tests are done. */
const uploadRoot = mkdtempSync(join(tmpdir(), 'shop-test-uploads-'));
afterAll(() => rmSync(uploadRoot, { recursive: true, force: true }));

/** Cheap argon2id so the suite stays fast; hashes still go through the real code path. */
export const testPasswordCost: PasswordCost = { memory: 64, passes: 1 };

/** The seeding moment of every test database; the test clock starts here. */
export const seededAt = new Date('2026-03-01T02:00:00.000Z');

export const minutes = (n: number) => n * minuteMs;
export const days = (n: number) => n * dayMs;

export interface TestServer {
  app: ReturnType<typeof createApp>;
  db: DatabaseSync;
  /** The server's own upload folder. */
  uploadDir: string;
  /** Moves the app's clock forward. */
  advance: (ms: number) => void;
  /**
   * A request with an optional bearer token, an optional JSON body and the client address the
   * socket would have (as @hono/node-server passes it; none by default).
   */
  call: (method: string, path: string, options?: { token?: string; json?: unknown; body?: BodyInit; address?: string; headers?: Record<string, string> }) => Promise<Response>;
  /** Logs in (asserting success) and answers the token. */
  login: (username: string, password?: string) => Promise<string>;
}

/** A seeded in-memory database behind a fresh app with a movable clock. */
export async function createTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const db = openDatabase(':memory:');
  const uploadDir = mkdtempSync(join(uploadRoot, 'server-'));
  await seedIfEmpty(db, { now: seededAt, passwordCost: testPasswordCost, uploads: new UploadFolder(uploadDir) });
  let now = seededAt;
  const app = createApp(db, { now: () => now, passwordCost: testPasswordCost, uploadDir, simulations: true, checkAnswers: true, ...options });

  const call: TestServer['call'] = (method, path, { token, json, body, address, headers: extra = {} } = {}) => {
    const headers = new Headers(extra);
    if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    const init: RequestInit = { method, headers };
    if (json !== undefined) init.body = JSON.stringify(json);
    else if (body !== undefined) init.body = body;
    const env = address === undefined ? undefined : { incoming: { socket: { remoteAddress: address } } };
    return Promise.resolve(app.request(path, init, env));
  };

  const login: TestServer['login'] = async (username, password = seedPassword) => {
    const response = await call('POST', '/api/shop-platform/sessions', { json: { username, password } });
    if (response.status !== 201) throw new Error(`login of ${username} answered ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('token' in body) || typeof body.token !== 'string') {
      throw new Error('login answered no token');
    }
    return body.token;
  };

  return {
    app,
    db,
    uploadDir,
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
    call,
    login,
  };
}

/** The `message` of an error answer (checking the body is exactly the error shape). */
export async function messageOf(response: Response): Promise<string> {
  return ErrorBody.strict().parse(await response.json()).message;
}

/** A form of the simulated QQ page, as a browser would submit it. */
export interface PageForm {
  action: string;
  button: string;
  fields: Record<string, string>;
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Reads the forms of the simulated QQ page so tests can "click" its buttons. */
export function formsOf(html: string): PageForm[] {
  return [...html.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)].map(([, action, inner]) => {
    const fields: Record<string, string> = {};
    for (const [, name, value] of (inner ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
      fields[unescape(name ?? '')] = unescape(value ?? '');
    }
    const button = /<button[^>]*>([^<]*)<\/button>/.exec(inner ?? '')?.[1] ?? '';
    return { action: unescape(action ?? ''), button: unescape(button), fields };
  });
}

/** A multipart form as a browser sends it: the text fields in order, then `file` (when given). */
export function uploadForm(fields: Record<string, string>, file: { name: string; bytes: Uint8Array } | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file !== null) form.append('file', new Blob([file.bytes.slice()]), file.name);
  return form;
}

/** POST /api/shop-file of one file to a draft. */
export function uploadFile(server: TestServer, token: string, draftId: string, name: string, bytes: Uint8Array): Promise<Response> {
  return server.call('POST', '/api/shop-file', { token, body: uploadForm({ draftId }, { name, bytes }) });
}

/** Uploads a file into a quotation draft and answers the stored file's id. */
export async function uploadedFileId(server: TestServer, token: string, draftId: string, name: string, bytes: Uint8Array): Promise<number> {
  return UploadResult.parse(await (await uploadFile(server, token, draftId, name, bytes)).json()).file.id;
}

/** A fresh server, demo's session (黄金会员) and the two parts the per-part choice tests price. */
export interface DemoWithParts {
  server: TestServer;
  demo: string;
  /** 100 × 100 × 50 mm: 500 cm³, 400 cm² of surface. */
  large: number;
  /** 2 × 2 × 1 (inches when declared so): 4 in³. */
  inchBox: number;
}

/** Creates a server, logs demo in and uploads large.stl and inch.stl into its quotation draft `draftId`. */
export async function demoWithParts(draftId: string): Promise<DemoWithParts> {
  const server = await createTestServer();
  const demo = await server.login('demo');
  const upload = (name: string, bytes: Uint8Array) => uploadedFileId(server, demo, draftId, name, bytes);
  const large = await upload('large.stl', binaryStl(box(100, 100, 50)));
  const inchBox = await upload('inch.stl', binaryStl(box(2, 2, 1)));
  return { server, demo, large, inchBox };
}

/** A part's choices: the defaults (mm, no finish, 标准) with `partial` over them. */
export const partOptions = (partial: Partial<PartOptions> = {}): PartOptions => ({ units: 'mm', finish: null, colour: null, leadTime: 'standard', ...partial });

export const stepBytes = (extra = '') =>
  new TextEncoder().encode(`ISO-10303-21;\nHEADER;\nFILE_NAME('part.step');\nENDSEC;\nDATA;\n${extra}ENDSEC;\nEND-ISO-10303-21;\n`);
