// @vitest-environment happy-dom
// happy-dom's XMLHttpRequest and fetch talk to a real local server; its XHR reports no upload
// progress events, so the percentage while sending is covered by e2e/upload.spec.ts.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { ApiError } from '../../core/errors.ts';
import { createFileTransport } from './file-transport.ts';
import { readUploadResult } from './upload.ts';
import { answerJson, failure, listenLocally, readRequestBody } from '../../core/test-support.ts';

let server: Server;
let baseURL = '';
const seen: { method: string; url: string; authorization: string | undefined; contentType: string; body: string }[] = [];
const cube = 'solid cube\nendsolid cube\n';
const storedFile = { id: 7, name: 'cube.stl', size: 24, format: 'stl', geometry: null, warnings: [], createdAt: '2026-01-01T00:00:00.000Z' };

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readRequestBody(request);
    seen.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, contentType: request.headers['content-type'] ?? '', body });
    const json = (status: number, body: unknown) => answerJson(response, status, body);
    switch (request.url) {
      case '/upload':
        return json(201, { file: storedFile, storageSize: 1024 });
      case '/upload-odd':
        return json(201, { file: { id: 'seven' }, storageSize: 1024 });
      case '/quota':
        return json(413, { message: '店铺存储空间不足' });
      case '/bare-500':
        response.writeHead(500, { 'Content-Type': 'text/html' });
        return response.end('<h1>Internal</h1>');
      case '/unauthorized':
        return json(401, { message: '登录已过期，请重新登录' });
      case '/slow':
        setTimeout(() => json(201, { file: storedFile, storageSize: 1 }), 1500);
        return;
      case '/drop':
        return request.socket.destroy();
      case '/content':
        response.writeHead(200, { 'Content-Type': 'model/stl', 'Content-Length': String(cube.length) });
        return response.end(cube);
      case '/missing':
        return json(404, { message: '文件不存在' });
      default:
        return json(404, { message: '接口不存在' });
    }
  });
  baseURL = await listenLocally(server);
  // Same origin as the page, as on the real site: no CORS preflight in the way.
  setPageUrl(`${baseURL}/quotationorder/uploaddesigndraws`);
});

function setPageUrl(url: string) {
  const happyDom: unknown = Reflect.get(window, 'happyDOM');
  if (typeof happyDom !== 'object' || happyDom === null || !('setURL' in happyDom) || typeof happyDom.setURL !== 'function') {
    throw new Error('these tests run in happy-dom');
  }
  happyDom.setURL(url);
}

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

function transport(token = '', idleTimeout?: number) {
  const reported: ApiError[] = [];
  const files = createFileTransport({ baseURL, getToken: () => token, onError: (error) => reported.push(error), ...(idleTimeout ? { idleTimeout } : {}) });
  return { files, reported };
}

const anyBody = (body: unknown) => body;
const cubeFile = () => new File([cube], 'cube.stl', { type: 'model/stl' });


describe('uploading a file against a real HTTP server', () => {
  test('posts a multipart form with the draft id before the file, and the bearer token', async () => {
    const { files } = transport('secret-token');
    const answer = await files.postFile('/upload', { draftId: 'draft-12345' }, cubeFile(), readUploadResult);
    expect(answer).toEqual({ file: storedFile, storageSize: 1024 });
    const request = seen[0];
    expect(request).toMatchObject({ method: 'POST', authorization: 'Bearer secret-token' });
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toMatch(/name="draftId"\r\n\r\ndraft-12345\r\n[\s\S]*name="file"; filename="cube.stl"[\s\S]*solid cube/);
  });

  test('sends no Authorization header without a token', async () => {
    await transport('').files.postFile('/upload', {}, cubeFile(), anyBody);
    expect(seen[0]?.authorization).toBeUndefined();
  });

  test('reports the whole file as sent once the server has answered', async () => {
    const progress: [number, number][] = [];
    await transport().files.postFile('/upload', {}, cubeFile(), anyBody, { onProgress: (loaded, total) => progress.push([loaded, total]) });
    expect(progress.at(-1)).toEqual([cube.length, cube.length]);
  });

  test("a refused upload fails with the body's message and tells the listeners", async () => {
    const { files, reported } = transport('t');
    const error = await failure(files.postFile('/quota', {}, cubeFile(), anyBody));
    expect(error).toMatchObject({ kind: 'http', status: 413, message: '店铺存储空间不足', authenticated: true });
    expect(reported).toEqual([error]);
  });

  test('an answer without a message is 服务异常', async () => {
    expect(await failure(transport().files.postFile('/bare-500', {}, cubeFile(), anyBody))).toMatchObject({ kind: 'http', status: 500, message: '服务异常' });
  });

  test('a success answer that is not an upload result is 服务异常 too', async () => {
    expect(await failure(transport().files.postFile('/upload-odd', {}, cubeFile(), readUploadResult))).toMatchObject({ status: 201, message: '服务异常' });
  });

  test('a 401 knows the request carried a token, so the notifier sends the customer to log in', async () => {
    const error = await failure(transport('stale').files.postFile('/unauthorized', {}, cubeFile(), anyBody));
    expect(error).toMatchObject({ kind: 'http', status: 401, authenticated: true });
  });

  test('a dropped connection is a network failure', async () => {
    expect(await failure(transport().files.postFile('/drop', {}, cubeFile(), anyBody))).toMatchObject({ kind: 'network', status: null, message: '网络连接失败，请检查网络后重试' });
  });

  test('gives up when nothing moves for the idle timeout', async () => {
    const { files, reported } = transport('', 200);
    expect(await failure(files.postFile('/slow', {}, cubeFile(), anyBody))).toMatchObject({ kind: 'timeout', message: '请求超时，请检查网络后重试' });
    expect(reported).toHaveLength(1);
  });

  test('aborting stops the upload without telling the listeners', async () => {
    const { files, reported } = transport();
    const controller = new AbortController();
    const pending = failure(files.postFile('/slow', {}, cubeFile(), anyBody, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    expect((await pending).kind).toBe('aborted');
    expect(reported).toHaveLength(0);
  });

  test('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await failure(transport().files.postFile('/upload', {}, cubeFile(), anyBody, { signal: controller.signal }))).kind).toBe('aborted');
    expect(seen).toHaveLength(0);
  });
});

describe('downloading a file against a real HTTP server', () => {
  test('answers the bytes as a Blob with the bearer token and reports progress', async () => {
    const progress: [number, number][] = [];
    const blob = await transport('secret-token').files.download('/content', { onProgress: (loaded, total) => progress.push([loaded, total]) });
    expect(await blob.text()).toBe(cube);
    expect(seen[0]).toMatchObject({ method: 'GET', authorization: 'Bearer secret-token' });
    expect(progress.at(-1)).toEqual([cube.length, cube.length]);
  });

  test("a missing file fails with the body's message", async () => {
    const { files, reported } = transport('t');
    const error = await failure(files.download('/missing'));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: '文件不存在' });
    expect(reported).toEqual([error]);
  });

  test('an aborted download fails quietly', async () => {
    const { files, reported } = transport();
    const controller = new AbortController();
    controller.abort();
    expect((await failure(files.download('/content', { signal: controller.signal }))).kind).toBe('aborted');
    expect(reported).toHaveLength(0);
  });
});

describe('reading the upload answer', () => {
  test('accepts a stored file with the storage size', () => {
    expect(readUploadResult({ file: storedFile, storageSize: 5 })).toEqual({ file: storedFile, storageSize: 5 });
  });

  test('refuses answers that are not upload results', () => {
    expect(readUploadResult(null)).toBeNull();
    expect(readUploadResult({ file: storedFile })).toBeNull();
    expect(readUploadResult({ file: storedFile, storageSize: 1.5 })).toBeNull();
    expect(readUploadResult({ file: { ...storedFile, format: 'dwg' }, storageSize: 5 })).toBeNull();
  });
});
