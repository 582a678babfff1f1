import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The rules a module at `filePath` with `code` breaks, as the project's lint reports them. */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const importing = (specifier: string, name: string) => `import { ${name} } from '${specifier}';\n\nexport const used = ${name};\n`;

describe('the lint keeps areas, capabilities, the core and the domain apart (docs/architecture.md)', () => {
  test('an area may not import another area', async () => {
    const problems = await broken('src/islands/coupons/ZoneFixture.tsx', importing('~/islands/orders/OrderRow', 'OrderRow'));
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*islands\/orders\/OrderRow.*An area does not import another area/)]);
  });

  test('a capability may not reach up into an area', async () => {
    const problems = await broken('src/components/checkout/zone-fixture.ts', importing('../../islands/orders/order-center-query.ts', 'allowedActions'));
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*order-center-query\.ts.*Imports flow one way/)]);
  });

  test('the core may not read a capability, nor its texts', async () => {
    const problems = await broken('src/core/zone-fixture.ts', importing('../components/checkout/messages.ts', 't'));
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*components\/checkout\/messages\.ts.*Imports flow one way/)]);
  });

  test('the domain imports no UI and no texts, not even the core texts', async () => {
    const ui = await broken('src/lib/pricing/zone-fixture.ts', importing('../../components/ui/Figure.tsx', 'Figure'));
    expect(ui).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Figure\.tsx.*imports no UI, no store and no texts/)]);
    const texts = await broken('src/lib/geometry/zone-fixture.ts', importing('../../core/messages.ts', 'coreMessages'));
    expect(texts).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*core\/messages\.ts.*imports no UI, no store and no texts/)]);
  });

  test('the reference API shares only the domain with the site', async () => {
    const problems = await broken('server/orders/zone-fixture.ts', importing('../../src/components/price/breakdown-rows.ts', 'breakdownRows'));
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*breakdown-rows\.ts.*shared by the site and the reference API/)]);
  });

  test('browser code takes only the types of the wire shapes, so zod stays out of its bundle', async () => {
    const problems = await broken('src/stores/zone-fixture.ts', importing('../wire/coupons.ts', 'Coupon'));
    expect(problems).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*zod never reaches a page bundle/)]);
  });

  test('browser code imports its own texts, never the whole catalogue', async () => {
    const problems = await broken('src/islands/coupons/zone-fixture.ts', importing('~/i18n/t', 't'));
    expect(problems).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*whole catalogue/)]);
  });

  test("the reference API's shared core may not import a resource", async () => {
    const problems = await broken('server/core/zone-fixture.ts', importing('../coupons/store.ts', 'listCoupons'));
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*coupons\/store\.ts.*imports no resource/)]);
    expect(await broken('server/coupons/zone-fixture.ts', importing('../core/errors.ts', 'HttpError'))).toEqual([]);
  });

  test('what flows down is allowed: an area uses a capability, the core, a store, the domain and the wire types', async () => {
    const code = [
      "import type { Coupon } from '~/wire/coupons';",
      "import { Figure } from '~/components/ui/Figure';",
      "import { t } from '~/components/checkout/messages';",
      "import { useRequest } from '~/core/use-request';",
      "import { $shopUser } from '~/stores/shop-user';",
      "import { formatFen } from '~/lib/format/money';",
      '',
      'export const parts = [Figure, t, useRequest, $shopUser, formatFen] as const;',
      'export type Shown = Coupon;',
      '',
    ].join('\n');
    expect(await broken('src/islands/coupons/ZoneFixture.tsx', code)).toEqual([]);
  });
});
