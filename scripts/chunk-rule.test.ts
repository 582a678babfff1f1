import { describe, expect, test } from 'vitest';
import { chunkName, type ModuleFacts } from './chunk-rule.ts';

/** A module graph as Rolldown answers it: `imports` static, `lazy` through import(). */
function graph(edges: Record<string, { imports?: string[]; lazy?: string[] }>) {
  const ids = new Set([...Object.keys(edges), ...Object.values(edges).flatMap((edge) => [...(edge.imports ?? []), ...(edge.lazy ?? [])])]);
  const facts = new Map<string, ModuleFacts>([...ids].map((id) => [id, { importers: [], dynamicImporters: [], importedIds: edges[id]?.imports ?? [] }]));
  for (const [from, edge] of Object.entries(edges)) {
    for (const to of edge.imports ?? []) (facts.get(to)?.importers as string[]).push(from);
    for (const to of edge.lazy ?? []) (facts.get(to)?.dynamicImporters as string[]).push(from);
  }
  return (id: string) => facts.get(id) ?? null;
}

const S = '/shop/src';
const info = graph({
  [`${S}/scripts/notifier.ts`]: { imports: [`${S}/stores/toasts.ts`, `${S}/core/shell/error-bus.ts`] },
  [`${S}/stores/toasts.ts`]: { imports: ['/shop/node_modules/nanostores/index.js'] },
  [`${S}/islands/quotation/submit/SubmitOrder.tsx`]: {
    imports: [`${S}/core/client.ts`, `${S}/components/checkout/CheckoutAside.tsx`, `${S}/islands/quotation/submit/created/OrderCreated.tsx`, `${S}/stores/quotation.ts`, `${S}/lib/pricing/cnc.ts`],
    lazy: [`${S}/islands/quotation/submit/request-parts/request-parts.tsx`, `${S}/components/checkout/coupon-picker/CouponPicker.tsx`],
  },
  [`${S}/islands/quotation/submit/request-parts/request-parts.tsx`]: { imports: [`${S}/islands/quotation/submit/request-parts/LineBreakdown.tsx`] },
  [`${S}/components/checkout/coupon-picker/CouponPicker.tsx`]: { imports: [`${S}/components/checkout/coupon-value-text.ts`] },
  [`${S}/core/client.ts`]: { imports: ['/shop/node_modules/ofetch/dist/index.mjs'] },
  [`${S}/core/guard/use-guard.ts`]: { imports: [`${S}/stores/session.ts`, `${S}/stores/toasts.ts`] },
  [`${S}/stores/session.ts`]: { imports: [`${S}/core/client.ts`, `${S}/lib/routes/safe-redirect.ts`] },
});

describe('the chunk rule', () => {
  test("what the open pages' scripts import is the shell, at any depth, packages included", () => {
    expect(chunkName(`${S}/scripts/notifier.ts`, info)).toBe('shell');
    expect(chunkName(`${S}/stores/toasts.ts`, info)).toBe('shell');
    expect(chunkName(`${S}/core/shell/error-bus.ts`, info)).toBe('shell');
    expect(chunkName('/shop/node_modules/nanostores/index.js', info)).toBe('shell');
  });

  test('what the core imports is the core too (a chunk it imported from would import it back), but not what the shell has', () => {
    expect(chunkName(`${S}/stores/session.ts`, info)).toBe('core');
    expect(chunkName(`${S}/lib/routes/safe-redirect.ts`, info)).toBe('core');
    expect(chunkName(`${S}/stores/toasts.ts`, info)).toBe('shell');
  });

  test('the core folder and React with the client libraries are the core', () => {
    expect(chunkName(`${S}/core/client.ts`, info)).toBe('core');
    expect(chunkName('/shop/node_modules/ofetch/dist/index.mjs', info)).toBe('core');
    expect(chunkName('/shop/node_modules/react-dom/cjs/react-dom-client.production.js', info)).toBe('core');
  });

  test('the areas, the capabilities, the other stores and the domain are left to the bundler, lazy parts too', () => {
    expect(chunkName(`${S}/islands/quotation/submit/SubmitOrder.tsx`, info)).toBeNull();
    expect(chunkName(`${S}/islands/quotation/submit/request-parts/request-parts.tsx`, info)).toBeNull();
    expect(chunkName(`${S}/components/checkout/CheckoutAside.tsx`, info)).toBeNull();
    expect(chunkName(`${S}/stores/quotation.ts`, info)).toBeNull();
    expect(chunkName(`${S}/lib/pricing/cnc.ts`, info)).toBeNull();
  });
});
