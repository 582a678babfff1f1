/**
 * What step 3 loads beside its first render rather than up front (its script is at the edge of
 * its weight budget): the pricing of lines (the coupon choice is weighed on it), each part's
 * choices as the material offers them, the wording of the choices and ship dates, and the
 * draft's word to the server that it still uses its files (and the drawings of its parts).
 */
import type { Material, MaterialPricing } from '~/wire/catalogue';
import type { Quote, QuoteLine } from '~/wire/quotes';
import { LineOptionsNote, ShipNote } from '../../ship-dates/ShipDates';
import { t as tCallouts } from '~/components/callouts/messages';
import { t } from '~/islands/quotation/submit/messages';
import type { OrderSubmitTexts } from '~/components/checkout/OrderSubmitPanel';
import { CONFIRMATION_WORKING_DAYS } from '~/lib/orders/callout-limits';
import { calloutItemOf } from '~/lib/drafts/callout-draft';
import { lazy, Suspense, type ComponentProps } from 'react';
import { partOptionsOf } from '~/lib/pricing/part-options';
import type { QuotationDraft } from '~/lib/drafts/quotation-draft';
import { quoteLinesOf } from '~/lib/pricing/quote-lines';
import { pricedFileOf } from '~/lib/pricing/priced-file';
import { keptPartsOf, partMaterialsIn } from '~/lib/drafts/assembly-draft';
import type { DrawingFile } from '~/wire/files';
import { readMaterialPricing, withReadablePricing } from '~/lib/pricing/material-pricing';
import { countedFiles, volumesOf } from '~/lib/pricing/estimate-fit';
import type { Process } from '~/wire/catalogue';

/** Each part's choices to send for `material` (none when its catalogue entry has no `pricing`). */
export const optionsFor = (material: Material, draft: Pick<QuotationDraft, 'partOptions'>) => (fileId: number) => partOptionsOf(draft, fileId, readMaterialPricing(material.pricing));
export { DraftFilesAlive } from '~/components/uploader/DraftFilesAlive';
// The parts' 2D drawings are kept alive by the draft like its parts; loaded with a line's drawing
// and call-outs (each a chunk the page's list of what these extras need would otherwise name).
const loadCallouts = () => import('../../callouts/line-callouts');
const LazyDrawingsAlive = lazy(async () => ({ default: (await loadCallouts()).DrawingsAlive }));
export const DrawingsAlive = (props: ComponentProps<typeof LazyDrawingsAlive>) => (
  <Suspense fallback={null}>
    <LazyDrawingsAlive {...props} />
  </Suspense>
);
const LineConfirmationNote = lazy(async () => ({ default: (await loadCallouts()).LineConfirmationNote }));

/** An assembly's parts list as the draft has it (keptPartsOf: each part with its own finish, as `material` offers it), for the price request. */
export const partsFor = (material: Material, draft: Pick<QuotationDraft, 'assemblies' | 'partOptions'>, materials: readonly Material[] = []) => {
  const partMaterials = partMaterialsIn(materials.map(withReadablePricing), material);
  return (file: Pick<DrawingFile, 'id' | 'parts'>) => {
    const pricing = readMaterialPricing(material.pricing);
    return keptPartsOf(file, draft.assemblies?.[String(file.id)], partOptionsOf(draft, file.id, pricing), pricing, partMaterials);
  };
};

/** Each part's drawing and call-outs to send, as the draft keeps them (none for a part without). */
export const calloutsFor = (draft: Pick<QuotationDraft, 'lineCallouts'>) => (fileId: number) => calloutItemOf(draft.lineCallouts, fileId);

/**
 * Whether the order would be submitted as 待报价: a line waits for an engineer's price (a file
 * quoted by hand) or for the factory's confirmation (a drawing or call-outs). Its price and ship
 * date are then the factory's to give, not the page's.
 */
export const awaitsFactoryPrice = (quote: Pick<Quote, 'manual' | 'needsConfirmation'>): boolean => quote.manual || quote.needsConfirmation === true;

/**
 * What the totals of step 3 say above 提交订单: when the order ships, or, for an order that would
 * be 待报价, that the factory confirms the price within its working day and the ship date follows
 * (nothing is promised that the factory has not confirmed); and, when the server says a line waits
 * for the factory's confirmation, that nothing is charged before the customer accepts the confirmed price.
 */
export function SubmitNote({ quote }: { quote: Quote }) {
  return (
    <>
      {awaitsFactoryPrice(quote) ? (
        // The call-outs' note below already says who confirms the price and when: this one adds the ship date.
        <p className={quote.needsConfirmation === true ? 'text-sm text-base-content/70' : 'rounded-box bg-info/10 p-2 text-sm'} data-pending-quote>
          {quote.needsConfirmation === true ? t('quotation.submit.shipAfterConfirmation') : t('quotation.submit.pendingQuote', { days: CONFIRMATION_WORKING_DAYS })}
        </p>
      ) : (
        <ShipNote days={quote.leadDays} />
      )}
      {quote.needsConfirmation === true && (
        <p className="rounded-box bg-info/10 p-2 text-sm" data-confirmation-submit>
          {tCallouts('callouts.submitNote', { days: CONFIRMATION_WORKING_DAYS })}
        </p>
      )}
    </>
  );
}
// The address book's choice, which waits for the address to come near the screen (its watch need not be in the page's own script).
export { LazyAddressPicker } from '~/components/address-book/LazyAddressPicker';
// Named only when a file is gone: it and its texts load then (the server has just said so, so nothing waits on it).
const LazyGoneFilesNotice = lazy(async () => ({ default: (await import('../gone-files/GoneFilesNotice')).GoneFilesNotice }));
export const GoneFilesNotice = (props: ComponentProps<typeof LazyGoneFilesNotice>) => (
  <Suspense fallback={null}>
    <LazyGoneFilesNotice {...props} />
  </Suspense>
);
// 费用合计 and 提交订单, drawn from the first price on (which waits for these extras).
export { OrderSubmitPanel } from '~/components/checkout/OrderSubmitPanel';
/** The totals panel's words, in the quotation's terms (the panel comes with these extras). */
export const SUBMIT_TEXTS: OrderSubmitTexts = {
  title: t('quotation.totals.title'),
  priceChangedTitle: t('quotation.priceChanged.title'),
  priceChangedBody: (before, after) => t('quotation.priceChanged.body', { before, after }),
  calculating: t('quotation.quote.loading'),
  submit: t('quotation.submit.button'),
  confirmNewPrice: t('quotation.submit.confirmButton'),
  submitting: t('quotation.submit.submitting'),
};
export { PriceHoldNote } from './PriceHoldNote';

// How a price is made loads with these extras, not with the page: the page's list of what it needs
// stays short. Asked for at once, so that it is mostly here when the first price is.
const loadLineBreakdown = () => import('./LineBreakdown');
void loadLineBreakdown();
const LineBreakdown = lazy(loadLineBreakdown);

/**
 * What a line of step 3 says under its material (when it ships and the choices the server priced
 * it with), and how its price per part is made, as the server priced it, or why it waits for an engineer.
 */
export const lineNote = (sent: MaterialPricing | undefined, orderLeadDays: number, dated = true) => (line: QuoteLine) => {
  const pricing = readMaterialPricing(sent);
  const finishName = line.options?.finish ? pricing?.finishes.find((finish) => finish.id === line.options?.finish)?.name : undefined;
  const breakdown =
    line.manualReason || (line.breakdown && !line.manual) ? (
      <Suspense fallback={null}>
        <LineBreakdown line={line} finishName={finishName} />
      </Suspense>
    ) : null;
  return {
    // An order the factory is to price (待报价) has no ship date yet: its lines say only their choices.
    note: line.manual ? null : <LineOptionsNote options={line.options} leadDays={dated ? (line.leadDays ?? orderLeadDays) : null} pricing={pricing} />,
    // A line with a drawing or call-outs says so, as the server answered it.
    details:
      line.needsConfirmation === true ? (
        <>
          {breakdown}
          <Suspense fallback={null}>
            <LineConfirmationNote drawing={line.drawing} callouts={line.callouts} />
          </Suspense>
        </>
      ) : (
        breakdown
      ),
  };
};

/**
 * The goods of the draft in `material` by the function the server prices with, over the server's
 * own measurements, and whether a file waits for a manual quote: which coupons apply is known
 * before the price request is sent. A file larger than every machine of `processes` (the factory's, by the build volumes the catalogue sends),
 * one in `cannotMake` (it cannot be made in the material) and a broken file are in no goods: no
 * coupon is offered on what cannot be ordered.
 */
export function couponEstimate(
  material: Material,
  draft: Pick<QuotationDraft, 'fileList' | 'quantities' | 'partOptions' | 'assemblies'>,
  materials: readonly Material[] = [],
  refusals: { processes: readonly Pick<Process, 'buildVolume'>[]; cannotMake: ReadonlySet<number> } = { processes: [], cannotMake: new Set() },
): { goods: number; manual: boolean } {
  const pricing = readMaterialPricing(material.pricing);
  const partMaterials = partMaterialsIn(materials.map(withReadablePricing), material);
  const { counted } = countedFiles(draft.fileList, { volumes: volumesOf(refusals.processes), cannotMake: refusals.cannotMake, unitsOf: (fileId) => partOptionsOf(draft, fileId, pricing)?.units, assemblies: draft.assemblies });
  const items = counted.map((file) => {
    const options = partOptionsOf(draft, file.id, pricing);
    return pricedFileOf(file, draft.quantities[String(file.id)] ?? 1, options, keptPartsOf(file, draft.assemblies?.[String(file.id)], options, pricing, partMaterials), partMaterials);
  });
  const lines = quoteLinesOf(material, items);
  return { goods: lines.reduce((sum, line) => sum + line.subtotal, 0), manual: lines.some((line) => line.manual) };
}
