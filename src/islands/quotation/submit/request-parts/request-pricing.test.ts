// Step 3's logic against the reference server itself (seeded, in memory), through the shared
// client as the page uses it: the request it builds from the draft, and the goods it weighs the
// coupons on before the price is asked, which must be the goods the server then charges.
import { describe, expect, test } from 'vitest';
import type { Material } from '../../../../wire/catalogue.ts';
import type { StoredFile } from '../../../../wire/files.ts';
import { newQuotationDraft, type QuotationDraft } from '../../../../lib/drafts/quotation-draft.ts';
import { quoteRequestOf } from '../../../../lib/pricing/quote-request.ts';
import { useReferenceServer } from '../../../../core/test-support.ts';

useReferenceServer({ loginAs: 'demo' });

const load = async () => {
  const [{ listMaterials }, { listStoredFiles }, { priceQuote }, parts] = await Promise.all([
    import('../../../../components/catalogue/catalogue.ts'),
    import('../../../../components/uploader/stored-files.ts'),
    import('../quotation.ts'),
    import('./request-pricing.ts'),
  ]);
  const materials = (await listMaterials()).records;
  const files = (await listStoredFiles({ page: 1, size: 50 })).records;
  return { materials, files, priceQuote, parts };
};

/** A draft of demo's drawings in `material`, each at its quantity. */
function draftOf(material: Material, files: readonly StoredFile[], quantities: Record<number, number>): QuotationDraft {
  const fileList = files.filter((file) => quantities[file.id] !== undefined);
  return { ...newQuotationDraft('request-parts-test', 1), materialTypeId: material.id, fileList, quantities: Object.fromEntries(Object.entries(quantities)) };
}

describe('quotation step 3', () => {
  test("weighs the coupons on the goods the server charges, in a material of every process, from the draft's own request", async () => {
    const { materials, files, priceQuote, parts } = await load();
    const shell = files.find((file) => file.name === '外壳.stl');
    expect(shell?.geometry?.volume).toBe(48_000);
    const processes = new Set<number>();
    for (const material of materials) {
      if (processes.has(material.processId) || !material.pricing) continue;
      processes.add(material.processId);
      const draft = draftOf(material, files, { [shell?.id ?? 0]: 3 });
      const estimate = parts.couponEstimate(material, draft, materials);
      const request = quoteRequestOf(draft, null, parts.optionsFor(material, draft), parts.calloutsFor(draft), parts.partsFor(material, draft, materials));
      const quote = await priceQuote(request);
      expect({ material: material.name, goods: estimate.goods, manual: estimate.manual }).toEqual({ material: material.name, goods: quote.goods, manual: quote.manual });
    }
    expect(processes.size).toBeGreaterThanOrEqual(5);
  });

  test('leaves a part that cannot be made out of the coupons’ goods, and an order that waits for the factory says so', async () => {
    const { materials, files, parts } = await load();
    const shell = files.find((file) => file.name === '外壳.stl');
    const material = materials.find((candidate) => candidate.pricing);
    if (!material) throw new Error('the seed has a material with pricing');
    const draft = draftOf(material, files, { [shell?.id ?? 0]: 2 });
    expect(parts.couponEstimate(material, draft, materials).goods).toBeGreaterThan(0);
    expect(parts.couponEstimate(material, draft, materials, { processes: [], cannotMake: new Set([shell?.id ?? 0]) })).toEqual({ goods: 0, manual: false });
    expect(parts.awaitsFactoryPrice({ manual: false, needsConfirmation: false })).toBe(false);
    expect(parts.awaitsFactoryPrice({ manual: true })).toBe(true);
    expect(parts.awaitsFactoryPrice({ manual: false, needsConfirmation: true })).toBe(true);
  });
});
