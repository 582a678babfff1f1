import { Hono } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import { uniqueSymbol } from 'hono-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestServer, messageOf } from '../test-support.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './errors.ts';
import { error, json, route, type RouteDeps } from './route.ts';

const Operation = z.object({
  summary: z.string().min(1),
  parameters: z.array(z.object({ name: z.string(), in: z.string(), schema: z.record(z.string(), z.unknown()) })).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: z.record(z.string(), z.unknown()) })) }).optional(),
  responses: z.record(z.string(), z.union([z.object({ $ref: z.string() }), z.object({ description: z.string(), content: z.record(z.string(), z.object({ schema: z.unknown() })).optional() })])),
});
const Document = z.object({ paths: z.record(z.string(), z.record(z.string(), Operation)) });

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('route declarations', () => {
  it('document every registered API route with its request and response schemas, through route() only', async () => {
    const server = await createTestServer({ testHooks: true, simulations: true });
    const document = Document.parse(await (await server.app.request('/api/openapi.json')).json());
    const endpoints = server.app.routes.filter(({ method, path }) => method !== 'ALL' && path.startsWith('/api/') && !path.includes('*'));
    const keys = new Set(endpoints.map(({ method, path }) => `${method} ${path}`));
    expect(keys.size).toBeGreaterThan(60);
    for (const key of keys) {
      const [method = '', path = ''] = key.split(' ');
      // Declared through route(): the chain holds its describeRoute, the source of both validation and document.
      const declared = endpoints.some((entry) => entry.method === method && entry.path === path && uniqueSymbol in findTargetHandler(entry.handler));
      expect(declared, `${key} is registered without a declaration`).toBe(true);
      const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()];
      expect(operation, `${key} has no document entry`).toBeDefined();
      if (operation === undefined) continue;
      const pathParameters = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name);
      for (const name of pathParameters) {
        expect(operation.parameters?.some((p) => p.in === 'path' && p.name === name && Object.keys(p.schema).length > 0), `${key} path parameter ${name}`).toBe(true);
      }
      // Its own answers, beyond the 500 every route shares (the unsupported users/me/{action} has only its 404).
      expect(Object.keys(operation.responses).filter((status) => status !== '500').length, `${key} documents no answer`).toBeGreaterThan(0);
      for (const [status, answer] of Object.entries(operation.responses)) {
        if ('$ref' in answer || status === '204' || status.startsWith('3')) continue;
        expect(answer.content, `${key} ${status} has no body schema`).toBeDefined();
      }
      if (method === 'POST' || method === 'PUT') {
        // Every body a route reads is described; a route reading none says it answers without one.
        const body = operation.requestBody;
        if (body !== undefined) for (const [media, { schema }] of Object.entries(body.content)) expect(Object.keys(schema).length, `${key} ${media}`).toBeGreaterThan(0);
      }
    }
  });

  it('describe query parameters exactly as the route validates them', async () => {
    const server = await createTestServer();
    const document = Document.parse(await (await server.app.request('/api/openapi.json')).json());
    const parameters = document.paths['/api/shop-amount-flow']?.['get']?.parameters?.map((p) => `${p.in} ${p.name}`);
    expect(parameters).toEqual(['query page', 'query size', 'query type', 'query from', 'query to']);
    const token = await server.login('demo');
    const refused = await server.call('GET', '/api/shop-amount-flow?type=nothing', { token });
    expect(refused.status).toBe(400);
  });
});

describe('answers checked against the document', () => {
  const Thing = z.object({ id: z.number().int(), name: z.string() });

  function appWith(answer: (c: Parameters<Parameters<typeof route>[3]>[0]) => Response | Promise<Response>) {
    const deps: RouteDeps = { requireCustomer: async (_c, next) => next(), requireStaff: () => async (_c, next) => next(), checkAnswers: true };
    const app = new Hono<AppEnv>();
    app.onError((problem, c) => c.json({ message: problem instanceof HttpError ? problem.message : 'undocumented' }, problem instanceof HttpError ? problem.status : 500));
    route(app, deps, { method: 'get', path: '/thing', tags: ['t'], summary: 's', responses: { 200: json('a thing', Thing), 404: error('no thing') } }, answer);
    return app;
  }

  it('lets a documented answer through', async () => {
    const app = appWith((c) => c.json({ id: 1, name: 'a' }));
    expect((await app.request('/thing')).status).toBe(200);
    const missing = appWith(() => {
      throw new HttpError(404, 'no thing');
    });
    const response = await missing.request('/thing');
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('no thing');
  });

  it.each([
    ['an extra field', { id: 1, name: 'a', secret: 'x' }],
    ['a missing field', { id: 1 }],
    ['a field of another type', { id: '1', name: 'a' }],
  ])('fails on %s', async (_, body) => {
    const app = appWith((c) => c.json(body));
    expect((await app.request('/thing')).status).toBe(500);
  });

  it('fails on a status the document does not list, answered or thrown', async () => {
    expect((await appWith((c) => c.json({ id: 1, name: 'a' }, 201)).request('/thing')).status).toBe(500);
    const thrown = appWith(() => {
      throw new HttpError(409, 'conflict');
    });
    const response = await thrown.request('/thing');
    expect(response.status).toBe(500);
    expect(await messageOf(response)).toBe('undocumented');
  });
});
