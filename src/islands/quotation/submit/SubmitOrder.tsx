import { useStore } from '@nanostores/react';
import { type ComponentType, lazy, memo, type RefObject, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { listMaterials, listProcesses } from '~/components/catalogue/catalogue';
import { LazyCouponPicker } from '~/components/checkout/LazyCouponPicker';
import { CheckoutAside } from '~/components/checkout/CheckoutAside';
import { LoadError, LoadFailure } from '~/core/ListState';
import { t } from '~/islands/quotation/submit/messages';
import { t as tCore } from '~/core/messages';
import { GuardPending, Guarded } from '~/core/guard/Guarded';
import { useRequest } from '~/core/use-request';
import type { AddressField, AddressInput } from '~/lib/forms/address-input';
import type { AddressErrors } from '~/components/form/address-validation';
import { couponOptions } from '~/lib/pricing/coupon-eligibility';
import { firstBlock } from '~/components/checkout/checkout-rules';
import { useCheckoutAddress } from '~/components/checkout/use-checkout-address';
import { useCheckoutSubmit } from '~/components/checkout/use-checkout-submit';
import { useCouponChoice } from '~/components/checkout/use-coupon-choice';
import { useLazyModule } from '~/components/ui/use-lazy-module';
import { STEP_PATHS } from '~/lib/routes/quotation-steps';
import { parseQuantity } from '~/islands/quotation/submit/quote-quantity';
import { quantityOf, quoteKeyOf, quoteRequestOf } from '~/lib/pricing/quote-request';
import { $quotation, quotationDraft, setCoupon, setQuantity, setQuotationAddress, setRemarks } from '~/stores/quotation';
import { hasAnalysedParts } from '~/lib/drafts/upload-draft';
import { $shopUser, ownerKey } from '~/stores/shop-user';
import type { SavedAddressPickerProps } from '~/components/address-book/picker/AddressPicker';
import { AddressFields } from '~/components/form/AddressFields';
import { LineItems } from './LineItems';
import { QuotationStepper } from '../QuotationStepper';
import { RemarksField } from '~/components/form/RemarksField';
import { useStepGate } from '../step-gate';
import { useLiveQuote } from './use-live-quote';
import { createCustomizedOrder, priceQuote, reportOrderConflict } from './quotation';
import { useUnusedCoupons } from '~/components/checkout/use-unused-coupons';
import { isBroken } from '~/lib/files/measure-codes';

const CARD = 'card bg-base-100 shadow-sm';
// The pricing of lines and the wording of choices and ship dates load beside the first render.
const loadExtras = () => import('./request-parts/request-parts');

// The printability judgement and its texts come in only for a draft whose parts the browser analysed.
const loadPrintability = () => import('~/components/uploader/printability/order-printability');

// The created order's screen loads only once an order is created: a first view never needs it.
// An assembly's price per set at 1, 10 and 100 sets (draftSetTiers, with the page's pricing models it
// needs): loaded only for a draft with an assembly, never with a draft of single parts.
const loadSetTiers = () => import('~/lib/pricing/set-tiers');
const OrderCreated = lazy(async () => ({ default: (await import('./created/OrderCreated')).OrderCreated }));

/** /quotationorder/submitorder: quantities, the server's line items, coupon, address, remarks and 提交订单. */
export default function SubmitOrder() {
  return (
    <Guarded>
      <SubmitStep />
    </Guarded>
  );
}

function SubmitStep() {
  const allowed = useStepGate(3);
  return allowed ? <SubmitForm /> : <GuardPending text={t('guard.redirecting')} />;
}

function SubmitForm() {
  const id = useId();
  const draft = useStore($quotation);
  const customerId = ownerKey(useStore($shopUser)) ?? 0;
  const materials = useRequest('materials', (signal) => listMaterials({}, signal));
  const coupons = useUnusedCoupons();
  const [texts, setTexts] = useState<Readonly<Record<number, string>>>({});
  // The address typed in this draft survives a reload; until one is typed, the last order's is offered.
  const address = useCheckoutAddress(draft.address, setQuotationAddress, customerId);

  const material = materials.data?.records.find((candidate) => candidate.id === draft.materialTypeId) ?? null;
  const materialMissing = materials.status === 'ready' && material === null;
  // Parts the browser found cannot be made with this material stop the order, each with why.
  const processes = useRequest('processes', (signal) => listProcesses(signal));
  const process = material ? (processes.data?.records.find((candidate) => candidate.id === material.processId) ?? null) : null;
  const analysed = hasAnalysedParts(draft);
  const judge = useLazyModule(analysed, loadPrintability);
  const judgeModule = judge.module;
  const printability = useMemo(
    () => (judgeModule && material && process ? judgeModule.orderPrintability(draft.uploadFileList, draft.fileList, process, material, { partOptions: draft.partOptions }) : null),
    [judgeModule, material, process, draft.uploadFileList, draft.fileList, draft.partOptions],
  );
  // Until the judgement has loaded (and the process is known) the order waits; a judgement that cannot load does not stop it.
  const judging = analysed && judge.status !== 'failed' && processes.status !== 'error' && printability === null && material !== null;
  const quantityError = (fileId: number) => {
    const text = texts[fileId];
    if (text === undefined) return undefined;
    const check = parseQuantity(text);
    return check.ok ? undefined : check.error;
  };
  const quantitiesValid = draft.fileList.every((file) => quantityError(file.id) === undefined);
  // Files deleted on the server while the draft waited: named below, priced without them, not ordered until handled.
  const [filesChecked, setFilesChecked] = useState(false);
  const gone = draft.uploadFileList.filter((item) => item.gone);
  const checkedFiles = useCallback(() => setFilesChecked(true), []);
  // A broken file (a STEP cut short, …) cannot be quoted, by hand or not: the order waits until it is replaced.
  const broken = draft.fileList.filter((file) => isBroken(file.warnings));

  // Stable, so that each line's quantity box is drawn again only when its own text changes.
  const editQuantity = useCallback((fileId: number, text: string) => {
    setTexts((previous) => ({ ...previous, [fileId]: text }));
    const check = parseQuantity(text);
    if (check.ok) setQuantity(fileId, check.quantity);
  }, []);

  // Which coupons apply is decided on the same pricing function the server runs (couponEstimate).
  const extras = useLazyModule(true, loadExtras);
  const linePricing = extras.module;
  // Parts that cannot be made or quoted are in no coupon's threshold or saving.
  const cannotMake = useMemo(() => new Set([...(printability?.byFile ?? [])].flatMap(([fileId, view]) => (view.verdict === 'cannotMake' ? [fileId] : []))), [printability]);
  const estimate = useMemo(
    () => (material && linePricing ? linePricing.couponEstimate(material, draft, materials.data?.records, { processes: processes.data?.records ?? [], cannotMake }) : null),
    [material, draft, linePricing, materials.data, processes.data, cannotMake],
  );
  // Each assembly's price per set at 1, 10 and 100 sets, by the same function (draftSetTiers).
  const tiersModule = useLazyModule(draft.fileList.some((file) => file.parts !== undefined), loadSetTiers).module;
  const setTiers = useMemo(() => (material && tiersModule ? tiersModule.draftSetTiers(material, draft, materials.data?.records) : undefined), [material, draft, tiersModule, materials.data]);
  const [memberDiscount, setMemberDiscount] = useState(0);
  const options = coupons.data && estimate && material ? couponOptions(coupons.data, { kind: 'customized', processId: material.processId, ...estimate }, memberDiscount) : null;
  const coupon = useCouponChoice(options, draft.couponId, setCoupon);
  const couponId = coupon.couponId;
  const couponsSettled = coupons.data !== null || coupons.status === 'error';
  const request = material && estimate && quantitiesValid && couponsSettled && filesChecked && draft.fileList.length > 0 ? quoteRequestOf(draft, couponId, linePricing?.optionsFor(material, draft), linePricing?.calloutsFor(draft), linePricing?.partsFor(material, draft, materials.data?.records)) : null;
  const live = useLiveQuote(request);
  // A percentage coupon saves a share of what the member discount leaves: the server's quote says how much that is.
  const quotedMemberDiscount = live.quote?.memberDiscount ?? 0;
  if (quotedMemberDiscount !== memberDiscount) setMemberDiscount(quotedMemberDiscount);
  const fresh = request !== null && live.quoteKey === quoteKeyOf(request);
  const order = useCheckoutSubmit({
    submission: 'quotation',
    create: createCustomizedOrder,
    price: priceQuote,
    keyOf: quoteKeyOf,
    onNewQuote: (priced, quote) => {
      live.replace(priced, quote);
      // The catalogue may have changed: the estimate that decides coupons must use the new prices too.
      materials.reload();
    },
    reportConflict: reportOrderConflict,
    onCreated: quotationDraft.reset,
  });

  if (order.created) {
    return (
      <div className="flex flex-col gap-6">
        <QuotationStepper current={3} />
        <Suspense>
          <OrderCreated order={order.created} />
        </Suspense>
      </div>
    );
  }

  function submit() {
    if (!request || !fresh || !live.quote || printability?.blocked || judging || gone.length > 0 || broken.length > 0) return;
    const sent = address.checked();
    if (!sent) return;
    void order.submit({ request, shown: live.quote, address: sent, remarks: draft.remarks.trim(), draftId: draft.draftId, customerId });
  }

  const blockedBy = firstBlock([
    materialMissing && t('quotation.submit.materialUnavailable'),
    gone.length > 0 && t('quotation.submit.filesGone'),
    broken.length > 0 && t('quotation.submit.filesBroken', { names: broken.map((file) => file.name).join('」「') }),
    printability?.blocked,
    judging && t('quotation.submit.checkingPrintability'),
    !quantitiesValid && t('quotation.quote.fixQuantities'),
    !fresh && t('quotation.submit.waitQuote'),
  ]);
  // The side column waits for the first price, and for the material and coupons it is asked with (CheckoutAside).
  const pricingFirst =
    live.quote === null && live.status !== 'error' && materials.status !== 'error' && !materialMissing && quantitiesValid && (material === null || !couponsSettled || !filesChecked || request !== null);
  const materialLabel = material ? [material.name, draft.colour].filter(Boolean).join(' · ') : '—';
  const lines = new Map((live.quote?.lines ?? []).map((line) => [line.fileId, line]));

  return (
    <div className="flex flex-col gap-6">
      {linePricing && <linePricing.DraftFilesAlive kind="quotation" fileIds={draft.fileList.map((file) => file.id)} markMissing={quotationDraft.markMissing} onChecked={checkedFiles} />}
      {/* Only a draft with a part's drawing or call-outs has drawings to keep: no other loads their module. */}
      {linePricing && Object.keys(draft.lineCallouts ?? {}).length > 0 && <linePricing.DrawingsAlive files={draft.fileList} lineCallouts={draft.lineCallouts} />}
      <QuotationStepper current={3} />
      <section className={CARD} aria-labelledby={`${id}-title`}>
        <div className="card-body gap-2 p-4 sm:p-6">
          <h1 id={`${id}-title`} className="card-title text-2xl">
            {t('quotation.step.3')}
          </h1>
          <p className="text-sm text-base-content/70">{t('quotation.submit.intro')}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <p className="font-medium">{t('quotation.submit.material', { material: materialLabel })}</p>
            <a className="link link-primary text-sm" href={STEP_PATHS[1]}>
              {t('quotation.submit.changeMaterial')}
            </a>
            <a className="link link-primary text-sm" href={STEP_PATHS[2]}>
              {t('quotation.submit.changeFiles')}
            </a>
          </div>
          <LoadFailure state={materials} feature={t('nav.quotation')} onRetry={materials.reload} />
          {materialMissing && (
            <div role="alert" className="alert alert-warning flex flex-wrap justify-between">
              <span>{t('quotation.submit.materialUnavailable')}</span>
              <a className="btn btn-sm" href={STEP_PATHS[1]}>
                {t('quotation.submit.chooseAgain')}
              </a>
            </div>
          )}
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <section className={CARD} aria-labelledby={`${id}-lines`}>
            <div className="card-body gap-3 p-4 sm:p-6">
              <h2 id={`${id}-lines`} className="text-lg font-semibold">
                {t('quotation.lines.title')}
              </h2>
              {/* The files are known before the materials: their rows stand at once, at their final
                  height, with the material and prices filled in when they come. */}
              {gone.length > 0 && linePricing && <linePricing.GoneFilesNotice items={gone} onRemove={quotationDraft.removeUpload} />}
              <LineItems
                idPrefix={id}
                files={draft.fileList}
                materialLabel={materialLabel}
                lines={lines}
                fresh={fresh}
                quantityText={(fileId) => texts[fileId] ?? String(quantityOf(draft, fileId))}
                quantityOf={(fileId) => quantityOf(draft, fileId)}
                quantityError={quantityError}
                onQuantityText={editQuantity}
                note={live.quote ? linePricing?.lineNote(material?.pricing, live.quote.leadDays, !linePricing.awaitsFactoryPrice(live.quote)) : undefined}
                printability={printability?.byFile}
                finishes={material?.pricing?.finishes}
                setTiers={setTiers}
              />
              {live.status === 'error' && !fresh && !live.refused && <LoadError message={live.message} onRetry={live.retry} />}
              {live.status === 'error' && !fresh && live.refused && (
                <div role="alert" className="alert alert-error alert-soft flex flex-wrap justify-between" data-state="error" data-refused>
                  <span>{t('quotation.submit.refused', { message: live.message })}</span>
                  <a className="btn btn-sm" href={STEP_PATHS[2]}>
                    {t('quotation.submit.changeFiles')}
                  </a>
                </div>
              )}
              {extras.status === 'failed' && <LoadError message={tCore('error.network')} onRetry={extras.retry} />}
            </div>
          </section>
          <AddressCard
            idPrefix={id}
            address={address.address}
            errors={address.errors}
            onValue={address.edit}
            onLeave={address.leave}
            onPick={address.pick}
            refs={address.refs}
            remembered={address.remembered}
            Picker={linePricing?.LazyAddressPicker}
            preselect={draft.address === null}
            remarks={draft.remarks}
          />
        </div>
        <CheckoutAside
          label={t('quotation.totals.title')}
          pricing={pricingFirst}
          pricingLabel={t('quotation.quote.loading')}
          bodyClassName="card-body p-4 sm:p-6"
          coupons={
            <LazyCouponPicker
              options={options}
              loadError={coupons.status === 'error' ? coupons.message : null}
              onRetry={coupons.reload}
              goods={estimate?.goods ?? 0}
              chosen={couponId}
              onChoose={coupon.choose}
              droppedNote={coupon.dropped}
            />
          }
          // The totals show from the first price on, which is asked for only once the extras are loaded
          // (the coupon estimate needs them): the panel comes with them, not with the page.
          totals={
            linePricing && (
              <linePricing.OrderSubmitPanel
                texts={linePricing.SUBMIT_TEXTS}
                quote={live.quote}
                fresh={fresh}
                calculating={request !== null && !fresh && live.status !== 'error'}
                priceChange={order.priceChangeFor(request)}
                submitting={order.submitting}
                blockedBy={blockedBy}
                onSubmit={submit}
                note={live.quote && <linePricing.SubmitNote quote={live.quote} />}
                holdNote={<linePricing.PriceHoldNote quote={live.quote} fresh={fresh} draft={draft} />}
              />
            )
          }
        />
      </div>
    </div>
  );
}

interface AddressCardProps {
  idPrefix: string;
  address: AddressInput;
  errors: AddressErrors;
  onValue: (field: AddressField, value: string) => void;
  onLeave: (field: AddressField) => void;
  onPick: (address: AddressInput) => void;
  refs: Record<AddressField, RefObject<HTMLInputElement | null>>;
  remembered: boolean;
  /** The address book's choice, once the step's extras have loaded. */
  Picker: ComponentType<SavedAddressPickerProps> | undefined;
  preselect: boolean;
  remarks: string;
}

/**
 * 收货地址 and 备注. Memoised: the step draws itself again as each of its data arrives (materials,
 * coupons, the file check, the price); none of that changes this card, so it is left as it is.
 */
const AddressCard = memo(function AddressCard({ idPrefix, address, errors, onValue, onLeave, onPick, refs, remembered, Picker, preselect, remarks }: AddressCardProps) {
  return (
    // Named by its fieldset (收货地址).
    <div className={CARD}>
      <div className="card-body gap-5 p-4 sm:p-6">
        <AddressFields
          idPrefix={`${idPrefix}-address`}
          values={address}
          errors={errors}
          onValue={onValue}
          onLeave={onLeave}
          refs={refs}
          remembered={remembered}
          picker={
            Picker && (
              <Picker
                current={address}
                preselect={preselect}
                onPick={onPick}
              />
            )
          }
        />
        <RemarksField id={`${idPrefix}-remarks`} value={remarks} onValue={setRemarks} />
      </div>
    </div>
  );
});
