/**
 * Step 3's parts that load beside its first render rather than up front (its script is at the
 * edge of its weight budget), one chunk, each file a subject:
 * - request-pricing: what is sent to be priced, and the goods the coupons are weighed on;
 * - line-note: what each priced line says under its material, and how its price is made;
 * - SubmitNote: 费用合计 and 提交订单's words and note (OrderSubmitPanel is checkout's);
 * - files-alive: the draft's word to the server that it still uses its files and drawings, and
 *   which files are gone;
 * - PriceHoldNote: how long the price shown holds.
 * (An assembly's set tiers, set-tiers.ts, load apart, only for a draft with an assembly.)
 */
export { awaitsFactoryPrice, calloutsFor, couponEstimate, optionsFor, partsFor } from './request-pricing';
export { lineNote } from './line-note';
export { SUBMIT_TEXTS, SubmitNote } from './SubmitNote';
export { DraftFilesAlive, DrawingsAlive, GoneFilesNotice } from './files-alive';
export { PriceHoldNote } from './PriceHoldNote';
// 费用合计 and 提交订单, drawn from the first price on (which waits for these parts).
export { OrderSubmitPanel } from '~/components/checkout/OrderSubmitPanel';
// The address book's choice, which waits for the address to come near the screen (its watch need not be in the page's own script).
export { LazyAddressPicker } from '~/components/address-book/LazyAddressPicker';
