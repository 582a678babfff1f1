import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The rules a module at `filePath` with `code` breaks, as the project's lint reports them. */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the lint keeps the layers apart', () => {
  test('the API layer may not read a store', async () => {
    const problems = await broken('src/api/zone-fixture.ts', "import { $shopUser } from '../stores/shop-user.ts';\n\nexport const token = (): string => $shopUser.get().token;\n");
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*stores\/shop-user\.ts.*Imports flow one way/)]);
  });

  test('an island may not import another island', async () => {
    const problems = await broken('src/islands/coupons/ZoneFixture.tsx', "import { OrderRow } from '~/islands/orders/OrderRow';\n\nexport const Row = OrderRow;\n");
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*islands\/orders\/OrderRow.*another island/)]);
  });

  test('pure logic may not reach up into the components', async () => {
    const problems = await broken('src/lib/zone-fixture.ts', "import { Figure } from '../components/ui/Figure.tsx';\n\nexport const figure = Figure;\n");
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  });

  test('browser code takes only the types of the wire shapes, so zod stays out of its bundle', async () => {
    const problems = await broken('src/stores/zone-fixture.ts', "import { Coupon } from '../wire/coupons.ts';\n\nexport const coupon = Coupon;\n");
    expect(problems).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*zod never reaches a page bundle/)]);
  });

  test("the reference API's shared core may not import a resource", async () => {
    const problems = await broken('server/core/zone-fixture.ts', "import { listCoupons } from '../coupons/store.ts';\n\nexport const list = listCoupons;\n");
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*coupons\/store\.ts.*imports no resource/)]);
    expect(await broken('server/coupons/zone-fixture.ts', "import { HttpError } from '../core/errors.ts';\n\nexport const error = HttpError;\n")).toEqual([]);
  });

  test('what flows down is allowed: an island uses a shared component, a hook, a store and the wire types', async () => {
    const code = [
      "import type { Coupon } from '~/wire/coupons';",
      "import { Figure } from '~/components/ui/Figure';",
      "import { useRequest } from '~/core/use-request';",
      "import { $shopUser } from '~/stores/shop-user';",
      '',
      'export const parts = [Figure, useRequest, $shopUser] as const;',
      'export type Shown = Coupon;',
      '',
    ].join('\n');
    expect(await broken('src/islands/coupons/ZoneFixture.tsx', code)).toEqual([]);
  });
});
