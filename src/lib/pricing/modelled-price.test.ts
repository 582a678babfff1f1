import { describe, expect, it } from 'vitest';
import { modelledPrice } from './modelled-price.ts';
import { aluminium, cast, castAbs, cnc, plain, pocketed, pricing, sla, whiteResin } from './cost-model-fixtures.ts';

describe('the breakdown', () => {
  it('adds up to the price per part exactly, whatever the choices', () => {
    for (const [material, model] of [[aluminium, cnc], [whiteResin, sla], [castAbs, cast]] as const) {
      for (const quantity of [1, 3, 7, 20, 21, 999]) {
        for (const options of [plain, { ...plain, finish: 'sanding', leadTime: 'economy' as const }, { ...plain, finish: 'anodizing', colour: '黑色', leadTime: 'express' as const }]) {
          const price = modelledPrice(material, pricing(model), pocketed, quantity, options);
          if (price.manual) throw new Error('priced by hand');
          const { material: m, process, setup, tooling, finish, minimum, lead } = price.breakdown;
          expect(m + process + setup + tooling + finish + minimum + lead).toBe(price.unitPrice);
          expect(Number.isInteger(price.unitPrice)).toBe(true);
        }
      }
    }
  });
});
