import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestServer } from '../test-support.ts';

const Document = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.object({ responses: z.record(z.string(), z.unknown()) }))),
  components: z.object({ schemas: z.record(z.string(), z.record(z.string(), z.unknown())) }),
});

async function documentOf(testHooks: boolean, simulations = true) {
  const server = await createTestServer({ testHooks, simulations });
  const response = await server.app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  const raw: unknown = await response.json();
  return { server, raw, document: Document.parse(raw) };
}

/** `METHOD /path/{param}` for every API endpoint the app registered (no middleware, no catch-all). */
function registeredEndpoints(routes: ReadonlyArray<{ method: string; path: string }>): string[] {
  return routes
    .filter(({ method, path }) => method !== 'ALL' && path.startsWith('/api/') && !path.includes('*'))
    .map(({ method, path }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
}

function documentedEndpoints(document: z.infer<typeof Document>): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('GET /api/openapi.json', () => {
  it.each([
    [false, true],
    [true, true],
    [false, false],
  ])('documents exactly the registered /api endpoints (test hooks %s, simulations %s)', async (testHooks, simulations) => {
    const { server, document } = await documentOf(testHooks, simulations);
    const registered = registeredEndpoints(server.app.routes);
    expect(registered.length).toBeGreaterThan(15);
    expect(documentedEndpoints(document).sort()).toEqual([...new Set(registered)].sort());
  });

  it('documents the test hooks only when they are mounted', async () => {
    expect(Object.keys((await documentOf(false)).document.paths).some((path) => path.includes('__test__'))).toBe(false);
    expect(Object.keys((await documentOf(true)).document.paths)).toContain('/api/__test__/reset');
  });

  it('is OpenAPI 3.1 with the wire schemas generated from zod under components.schemas', async () => {
    const { document } = await documentOf(false);
    expect(document.openapi).toBe('3.1.0');
    const schemas = document.components.schemas;
    for (const name of ['LoginRequest', 'TokenResponse', 'SessionInfo', 'Customer', 'Coupon', 'CouponPage', 'CouponCounts', 'AmountFlowPage', 'Membership', 'FactoryPage', 'ErrorBody', 'QqBindingStatus']) {
      expect(schemas[name], name).toBeDefined();
      expect(schemas[name]?.['$id']).toBeUndefined();
      expect(schemas[name]?.['$schema']).toBeUndefined();
    }
    expect(schemas['Customer']?.['properties']).toMatchObject({ shop: { $ref: '#/components/schemas/Shop' } });
    expect(schemas['LoginRequest']?.['required']).toEqual(['username', 'password']);
  });

  it('resolves every $ref inside the document', async () => {
    const { raw, document } = await documentOf(true);
    const refs = [...JSON.stringify(raw).matchAll(/"\$ref":"#\/components\/(schemas|responses)\/([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(20);
    const responses = z.object({ components: z.object({ responses: z.record(z.string(), z.unknown()) }) }).parse(raw);
    for (const [, kind, name] of refs) {
      const pool = kind === 'schemas' ? document.components.schemas : responses.components.responses;
      expect(pool[name ?? ''], `${kind}/${name}`).toBeDefined();
    }
  });

  it('describes list queries as parameters with their defaults', async () => {
    const { raw } = await documentOf(false);
    const operation = z
      .object({ paths: z.record(z.string(), z.record(z.string(), z.object({ parameters: z.array(z.object({ name: z.string(), in: z.string(), schema: z.unknown() })) }).partial())) })
      .parse(raw).paths['/api/shop-coupon']?.['get'];
    expect(operation?.parameters?.map((p) => [p.name, p.in])).toEqual([
      ['page', 'query'],
      ['size', 'query'],
      ['status', 'query'],
    ]);
    expect(operation?.parameters?.[2]?.schema).toMatchObject({ default: 'claimable' });
  });

  it('documents that the package orders list opens the page holding an order number, and answers the page number', async () => {
    const { raw } = await documentOf(false);
    const Operation = z.object({
      parameters: z.array(z.object({ name: z.string(), in: z.string() })),
      responses: z.object({ 200: z.object({ content: z.object({ 'application/json': z.object({ schema: z.object({ required: z.array(z.string()) }) }) }) }) }),
    });
    const operation = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) }).parse(raw).paths['/api/shop-design-package-order']?.['get'];
    const { parameters, responses } = Operation.parse(operation);
    expect(parameters.map((p) => [p.name, p.in])).toEqual([
      ['page', 'query'],
      ['size', 'query'],
      ['orderNo', 'query'],
    ]);
    expect(responses[200].content['application/json'].schema.required).toEqual(['records', 'total', 'page']);
  });
});
