import type { PartOptions, QuoteItem, QuoteRequest } from '../../wire/quotes.ts';
import { fixedText } from '../format/number-text.ts';
import type { QuotationDraft } from '../drafts/quotation-draft.ts';

type RequestDraft = Pick<QuotationDraft, 'materialTypeId' | 'fileList' | 'quantities' | 'partOptions'>;

/** The quantity of a file in the draft: 1 until the customer sets another. */
export function quantityOf(draft: Pick<QuotationDraft, 'quantities'>, fileId: number): number {
  return draft.quantities[String(fileId)] ?? 1;
}

/**
 * What to ask the server to price: the draft's material, every uploaded file with its quantity
 * and, when `optionsOf` is given, its choices (partOptionsOf of src/lib/pricing/part-options.ts, which the
 * pages load with the line pricing), with `calloutsOf` its drawing and call-outs (calloutItemOf of
 * src/components/callouts/callout-text.ts, loaded the same way), with `partsOf` an assembly's parts list
 * (keptPartsOf of src/lib/drafts/assembly-draft.ts, loaded the same way: its quantity is then the number
 * of sets), the coupon.
 */
export function quoteRequestOf(
  draft: RequestDraft,
  couponId: number | null,
  optionsOf?: (fileId: number) => PartOptions | undefined,
  calloutsOf?: (fileId: number) => Pick<QuoteItem, 'drawingFileId' | 'callouts'>,
  partsOf?: (file: QuotationDraft['fileList'][number]) => QuoteItem['parts'],
): QuoteRequest {
  return {
    materialId: draft.materialTypeId,
    items: draft.fileList.map((file) => {
      const options = optionsOf?.(file.id);
      const parts = partsOf?.(file);
      return { fileId: file.id, quantity: quantityOf(draft, file.id), ...(options ? { options } : {}), ...calloutsOf?.(file.id), ...(parts ? { parts } : {}) };
    }),
    couponId,
  };
}

/** Identifies a request: two requests with the same key get the same price. */
export function quoteKeyOf(request: QuoteRequest): string {
  return JSON.stringify([request.materialId, request.items.map((item) => [item.fileId, item.quantity, item.options, item.drawingFileId, item.callouts, item.parts]), request.couponId]);
}

/** mm³ as cm³ with two decimals, the unit prices are quoted in: 1000 → `1.00`. */
export function cm3Text(volumeMm3: number): string {
  return fixedText(volumeMm3 / 1000, 2);
}
