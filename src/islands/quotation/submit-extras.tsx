/**
 * What step 3 loads beside its first render rather than up front (its script is at the edge of
 * its weight budget): the pricing of lines (the coupon choice is weighed on it), each part's
 * choices as the material offers them, and the wording of the choices and ship dates.
 */
import type { Material, MaterialPricing } from '~/wire/catalogue';
import type { QuoteLine } from '~/wire/quotes';
import { LineOptionsNote } from './QuoteExtras';
import { partOptionsOf } from '~/lib/part-options';
import type { QuotationDraft } from '~/lib/quotation-draft';
import { quoteLinesOf } from '~/lib/quote-pricing';
import { readMaterialPricing } from '~/lib/material-pricing';

/** Each part's choices to send for `material` (none when its catalogue entry has no `pricing`). */
export const optionsFor = (material: Material, draft: Pick<QuotationDraft, 'partOptions'>) => (fileId: number) => partOptionsOf(draft, fileId, readMaterialPricing(material.pricing));
export { ShipNote } from './QuoteExtras';
export { PriceHoldNote } from './PriceHoldNote';

/** What a line of step 3 says under its material: when it ships and the choices the server priced it with. */
export const lineNote = (pricing: MaterialPricing | undefined, orderLeadDays: number) => (line: QuoteLine) =>
  line.manual ? null : <LineOptionsNote options={line.options} leadDays={line.leadDays ?? orderLeadDays} pricing={readMaterialPricing(pricing)} />;

/**
 * The goods of the draft in `material` by the function the server prices with, over the server's
 * own measurements, and whether a file waits for a manual quote: which coupons apply is known
 * before the price request is sent.
 */
export function couponEstimate(material: Material, draft: Pick<QuotationDraft, 'fileList' | 'quantities' | 'partOptions'>): { goods: number; manual: boolean } {
  const pricing = readMaterialPricing(material.pricing);
  const items = draft.fileList.map((file) => ({
    fileId: file.id,
    fileName: file.name,
    volume: file.geometry?.volume ?? null,
    area: file.geometry?.area ?? 0,
    quantity: draft.quantities[String(file.id)] ?? 1,
    options: partOptionsOf(draft, file.id, pricing),
  }));
  const lines = quoteLinesOf(material, items);
  return { goods: lines.reduce((sum, line) => sum + line.subtotal, 0), manual: lines.some((line) => line.manual) };
}
