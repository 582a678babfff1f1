import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { Material, Process } from '~/wire/catalogue';
import { Loading } from '~/core/ListState';
import { PriceRows } from '~/components/price/PriceRows';
import { t } from '~/islands/quotation/upload/messages';
import { t as tEstimate } from '~/islands/quotation/estimate/messages';
import type { DrawingFile } from '~/wire/files';
import type { PartOptions } from '~/wire/quotes';
import { PriceBreakdown } from '~/components/price/PriceBreakdown';
import { t as tMaterial } from '~/islands/quotation/material/rates/messages';
import { manualReasonText } from '~/components/price/price-summary';
import { cheaperWays, materialKind } from '~/lib/pricing/cheaper-ways';
import { lossesText } from '~/lib/pricing/material-fit';
import { materialRates } from '~/lib/pricing/material-rates';
import { estimateTotals, estimateUpload, type EstimateLine } from '~/lib/pricing/estimate';
import { formatVolume } from '~/components/uploader/geometry-text';
import { machineVolumes } from '~/lib/geometry/part-fit';
import { formatFen } from '~/lib/format/money';
import { withReadablePricing } from '~/lib/pricing/material-pricing';
import { partMaterialChoices } from '~/lib/drafts/assembly-draft';
import { useMemberBenefits } from '~/components/checkout/use-member-benefits';
import type { QuotationDraft } from '~/lib/drafts/quotation-draft';
import { t as tOptions } from '~/components/part-options/messages';
import { CUBIC_INCH_MM3 } from '~/lib/pricing/inch-units';
import { PartOptionsFields } from './PartOptionsFields';
import { CalloutsButton } from '../callouts/CalloutsButton';
import { FileName } from '~/core/FileName';
import { useLazyModule } from '~/components/ui/use-lazy-module';
import { hasAnalysedParts } from '~/lib/drafts/upload-draft';
import type { Refusal } from '~/lib/pricing/estimate-fit';

// The printability judgement (the uploader has loaded it once a part was analysed): a part that
// cannot be made in the material is not priced.
const loadJudgement = () => import('~/lib/geometry/parts-printability');

const NO_FILES: ReadonlySet<number> = new Set();

/** The badge of a line that counts in no price, by why. */
const REFUSAL_BADGE: Readonly<Record<Refusal, 'upload.estimate.oversize' | 'upload.estimate.cannotMake' | 'upload.estimate.broken'>> = {
  oversize: 'upload.estimate.oversize',
  cannotMake: 'upload.estimate.cannotMake',
  broken: 'upload.estimate.broken',
};

// Each part's drawing and call-outs (and the draft's word that it uses the drawings, once it has any)
// load only for a part that has some, or when its button is pressed; not with the estimate: the page preloads what the estimate needs, and that list stays short.
const EstimateCallouts = lazy(() => import('../callouts/EstimateCallouts'));
const DrawingsAlive = lazy(async () => ({ default: (await import('../callouts/DrawingsAlive')).DrawingsAlive }));
// An assembly's parts list loads only when a file has one.
const AssemblyParts = lazy(() => import('../assembly/AssemblyParts'));
// Its price per set at 1, 10 and 100 sets too (draftSetTiers): a line of a single part never loads it.
const loadSetTiers = () => import('~/lib/pricing/set-tiers');

export interface EstimatePanelProps {
  material: Material;
  /** The draft's uploads, measured files, quantities and each part's choices (by server file id; only used when the material has `pricing`). */
  draft: Pick<QuotationDraft, 'uploadFileList' | 'fileList' | 'quantities' | 'partOptions' | 'lineCallouts' | 'assemblies'>;
  /** Every material and process of the factory, for the cheaper ways to make each part; empty when not known. */
  materials?: readonly Material[] | undefined;
  processes?: readonly Process[] | undefined;
}

/** The live estimate: the chosen material, each file's price as a formula, and the totals the server will charge. */
export function EstimatePanel({ material: sent, draft, materials = [], processes = [] }: EstimatePanelProps) {
  const { uploadFileList: uploads, fileList: files, quantities, partOptions, lineCallouts, assemblies } = draft;
  // Another backend's `pricing` is used only when the price can be computed from it.
  const material = useMemo(() => withReadablePricing(sent), [sent]);
  const titleId = useId();
  const [drawn, setDrawn] = useState(false);
  // The level benefits from the member call; null when the backend has none (the server then prices them).
  const benefits = useMemberBenefits();
  // The factory's machines (its processes' build volumes): a part larger than all of them is not priced.
  const volumes = useMemo(() => machineVolumes(processes), [processes]);
  // The materials an assembly's part may have instead (the same process), with pricing the page can compute.
  const partMaterials = useMemo(() => partMaterialChoices(materials, material).map(withReadablePricing), [materials, material]);
  // Parts the browser analysed are judged against the material's process: one that cannot be made is not priced.
  const process = processes.find((candidate) => candidate.id === material.processId);
  const analysed = hasAnalysedParts(draft) && process !== undefined;
  const judge = useLazyModule(analysed, loadJudgement);
  const judgeModule = judge.module;
  const cannotMake = useMemo(
    () => (analysed && judgeModule && process ? judgeModule.unmakeableFiles(uploads, files, process, material, { partOptions }) : NO_FILES),
    [analysed, judgeModule, process, uploads, files, material, partOptions],
  );
  const estimate = estimateUpload(material, uploads, files, quantities, partOptions, volumes, assemblies, (id) => partMaterials.find((candidate) => candidate.id === id), cannotMake);
  // Drawn once the benefits are known, and the judgement of the analysed parts (a judgement that cannot load does not stop it): its totals would otherwise change under the customer's eyes.
  // Once drawn it stays drawn: a part whose upload ends is judged then, and the rows (a 费用明细 the
  // customer opened) must not fold back into a skeleton while the judgement loads.
  const waiting = benefits === undefined || (analysed && judge.status !== 'failed' && judgeModule === null);
  if (!waiting && !drawn) setDrawn(true);
  if (benefits === undefined || (waiting && !drawn)) return <Loading rows={2} />;
  // Only a complete estimate of parts that can all be ordered has a payable: files still measuring would change it.
  const refused = estimate.oversize + estimate.cannotMake + estimate.broken;
  const totals = benefits !== null && estimate.measuring === 0 && refused === 0 && estimate.lines.length > 0 ? estimateTotals(estimate, material, benefits) : null;
  return (
    <section className="flex flex-col gap-3" aria-labelledby={titleId} data-estimate>
      <h2 id={titleId} className="text-lg font-semibold">
        {tEstimate('upload.estimate.title')}
      </h2>
      <div className="rounded-box bg-base-200/60 p-3 text-sm">
        <p className="font-medium" data-estimate-material>
          {material.name}
        </p>
        <p className="text-base-content/70" data-estimate-rates>
          <RatesText material={material} />
        </p>
      </div>

      {estimate.lines.length === 0 ? (
        <p className="text-sm text-base-content/70">{tEstimate('upload.estimate.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-base-300" aria-label={tEstimate('upload.estimate.lines')}>
          {estimate.lines.map((line) => (
            <EstimateRow
              key={line.key}
              line={line}
              material={material}
              materials={materials}
              partMaterials={partMaterials}
              processes={processes}
              files={files}
              lineCallouts={lineCallouts}
              assemblies={assemblies}
            />
          ))}
        </ul>
      )}
      {/* Only a draft with a part's drawing or call-outs has drawings to keep: no other loads their module. */}
      {Object.keys(lineCallouts ?? {}).length > 0 && (
        <Suspense fallback={null}>
          <DrawingsAlive files={files} lineCallouts={lineCallouts} />
        </Suspense>
      )}

      {totals ? (
        <div className="border-t border-base-300 pt-3">
          <PriceRows
            price={{ ...totals, manual: estimate.manual > 0 }}
            freeShippingFrom={totals.freeShippingFrom}
            withCoupon={false}
            payableLabel={tEstimate('upload.estimate.payable')}
            large={false}
            goodsAttrs={{ 'data-estimate-total': '' }}
            payableAttrs={{ 'data-estimate-payable': '' }}
            live
          />
        </div>
      ) : (
        <div className="flex items-baseline justify-between gap-2 border-t border-base-300 pt-3">
          <span className="font-medium">{tEstimate('upload.estimate.total')}</span>
          <span className="text-xl font-semibold text-primary tabular-nums" data-estimate-total>
            {/* Nothing to add up before a file is measured, or when no file can be priced: a dash, not ¥0.00. */}
            {estimate.lines.every((line) => line.subtotal === null) ? '—' : formatFen(estimate.goods)}
          </span>
        </div>
      )}
      <ul className="flex flex-col gap-1 text-xs text-base-content/70">
        {estimate.oversize > 0 && <li className="text-error" data-oversize-note>{tEstimate('upload.estimate.oversizeNote', { count: estimate.oversize })}</li>}
        {estimate.cannotMake > 0 && <li className="text-error" data-cannot-make-note>{tEstimate('upload.estimate.cannotMakeNote', { count: estimate.cannotMake, material: material.name })}</li>}
        {estimate.broken > 0 && <li className="text-error" data-broken-note>{tEstimate('upload.estimate.brokenNote', { count: estimate.broken })}</li>}
        {estimate.manual > 0 && <li>{tEstimate('upload.estimate.manualNote', { count: estimate.manual })}</li>}
        {estimate.measuring > 0 && <li>{tEstimate('upload.estimate.measuringNote', { count: estimate.measuring })}</li>}
        {benefits === null && <li>{tEstimate('upload.estimate.noBenefits')}</li>}
        <li>{material.pricing?.model ? tEstimate('breakdown.note') : tEstimate('upload.estimate.note')}</li>
      </ul>
    </section>
  );
}

function EstimateRow(props: {
  line: EstimateLine;
  material: Material;
  materials: readonly Material[];
  /** The materials an assembly's part may have instead (partMaterialChoices). */
  partMaterials: readonly Material[];
  processes: readonly Process[];
  files: readonly DrawingFile[];
  lineCallouts: QuotationDraft['lineCallouts'];
  assemblies: QuotationDraft['assemblies'];
}) {
  const { line, material, materials, partMaterials, processes, files, lineCallouts, assemblies } = props;
  const { volume } = line;
  const priced = line.line;
  const rate = material.pricePerCm3;
  const manual = volume.kind === 'manual' || priced?.manual === true;
  // Choices that change nothing (millimetres, no finish, 标准, one part) keep the plain formula.
  const optionPrice = line.optionPrice && line.byVolume !== null && line.optionPrice.unitPrice !== Math.max(material.minPrice, line.byVolume) ? line.optionPrice : null;
  const file = line.fileId === null ? undefined : files.find((candidate) => candidate.id === line.fileId);
  // An assembly is priced part by part: its parts list says how, not one formula of the whole file.
  const assembly = file?.parts !== undefined;
  // Whether the customer pressed 图纸与加工要求 of a part without call-outs: EstimateCallouts then loads, opened.
  const [calloutsOpened, setCalloutsOpened] = useState(false);
  // Once a part's call-outs are drawn they stay (a customer who clears them keeps the same button, and its focus).
  const [calloutsDrawn, setCalloutsDrawn] = useState(false);
  const withCallouts = calloutsOpened || calloutsDrawn || (line.fileId !== null && lineCallouts?.[String(line.fileId)] !== undefined);
  if (withCallouts && !calloutsDrawn) setCalloutsDrawn(true);
  const finishName = line.options?.finish ? material.pricing?.finishes.find((finish) => finish.id === line.options?.finish)?.name : undefined;
  // An assembly's price per set at 1, 10 and 100 sets, by the function its line is priced with.
  const setTiers = useLazyModule(assembly, loadSetTiers);
  const tiersModule = setTiers.module;
  const tiers = useMemo(() => {
    if (!tiersModule || !file?.parts || line.refused !== null || line.fileId === null || priced === null || priced.manual) return undefined;
    const id = String(line.fileId);
    return tiersModule.draftSetTiers(material, { quantities: { [id]: line.quantity }, partOptions: line.options ? { [id]: line.options } : {}, ...(assemblies ? { assemblies } : {}) }, materials)(file);
  }, [tiersModule, file, line.refused, line.fileId, line.quantity, line.options, priced, material, materials, assemblies]);
  return (
    <li className="flex flex-col gap-0.5 py-2 text-sm" data-estimate-line={line.name}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 wrap-anywhere">
          <FileName name={line.name} />
        </span>
        <span className="shrink-0 font-medium tabular-nums" data-subtotal>
          {line.refused !== null ? (
            <span className="badge badge-error" data-refused={line.refused}>
              {tEstimate(REFUSAL_BADGE[line.refused])}
            </span>
          ) : manual ? (
            <span className="badge badge-warning">{t('upload.manual')}</span>
          ) : line.subtotal === null ? (
            <span className="text-base-content/70">{tEstimate('upload.estimate.pending')}</span>
          ) : (
            formatFen(line.subtotal)
          )}
        </span>
      </div>
      {line.oversize !== null && (
        <p className="text-xs text-error" data-oversize>
          {line.oversize}
        </p>
      )}
      {priced?.manualReason && <p className="text-xs text-base-content/80" data-manual-reason>{manualReasonText(priced.manualReason)}</p>}
      {priced?.breakdown && !priced.manual && <PriceBreakdown line={{ ...priced, breakdown: priced.breakdown, finishName }} />}
      {/* Shown with a part too large as well: the customer may leave that part out. Drawn with its
          set tiers (or without them, when they could not load), so that they do not push it down later. */}
      {file?.parts && setTiers.status !== 'loading' && setTiers.status !== 'idle' && (
        <Suspense fallback={null}>
          <AssemblyParts
            file={file}
            line={priced}
            sets={line.quantity}
            stored={assemblies?.[String(file.id)]}
            pricing={material.pricing}
            fileOptions={line.options}
            material={material}
            partMaterials={partMaterials}
            tiers={tiers}
          />
        </Suspense>
      )}
      {!assembly && !priced?.breakdown && volume.kind === 'measured' && optionPrice && line.byVolume !== null && (
        <span className="text-xs text-base-content/70 tabular-nums" data-formula>
          {tOptions('options.formula', {
            base: formatFen(optionPrice.base),
            volume: formatVolume(line.options?.units === 'inch' ? volume.volume * CUBIC_INCH_MM3 : volume.volume),
            rate: formatFen(rate),
            unit: formatFen(optionPrice.unitPrice),
            quantity: line.quantity,
          })}
        </span>
      )}
      {!assembly && !priced?.breakdown && volume.kind === 'measured' && !optionPrice && line.unitPrice !== null && line.byVolume !== null && (
        <span className="text-xs text-base-content/70 tabular-nums" data-formula>
          {tEstimate(line.byVolume < line.unitPrice ? 'upload.estimate.formulaMin' : 'upload.estimate.formula', {
            volume: formatVolume(line.options?.units === 'inch' ? volume.volume * CUBIC_INCH_MM3 : volume.volume),
            rate: formatFen(rate),
            byVolume: formatFen(line.byVolume),
            unit: formatFen(line.unitPrice),
            quantity: line.quantity,
          })}
        </span>
      )}
      {file?.geometry && !assembly && materials.length > 1 && line.refused === null && <CheaperHint material={material} materials={materials} processes={processes} file={file} quantity={line.quantity} options={line.options} />}
      {material.pricing && line.options && line.fileId !== null && volume.kind !== 'manual' && volume.kind !== 'broken' && (
        <PartOptionsFields line={line} material={material} pricing={material.pricing} fileId={line.fileId} options={line.options} assembly={assembly} />
      )}
      {line.fileId !== null &&
        line.refused === null &&
        (withCallouts ? (
          // Its button stands in while it loads after a press (null for a part that has call-outs: its label may be 修改).
          <Suspense fallback={calloutsOpened ? <CalloutsButton name={line.name} /> : null}>
            <EstimateCallouts fileId={line.fileId} name={line.name} lineCallouts={lineCallouts} opened={calloutsOpened} />
          </Suspense>
        ) : (
          <CalloutsButton name={line.name} onOpen={() => setCalloutsOpened(true)} />
        ))}
    </li>
  );
}

/** The material's rates as its cost model charges them (materialRates), its minimum and lead days. */
function RatesText({ material }: { material: Material }) {
  const rates = materialRates(material);
  const extras = rates.extras.map((extra) => (extra.kind === 'mould' ? tMaterial('quotation.material.extra.mould', { count: extra.fen }) : tMaterial(`quotation.material.extra.${extra.kind}`, { fen: formatFen(extra.fen) })));
  const rate = `${tMaterial(`quotation.material.rate.${rates.rateOf}`)} ${tMaterial('quotation.material.pricePerCm3', { price: formatFen(material.pricePerCm3) })}`;
  const minimum = tMaterial(rates.minimumPer === 'line' ? 'quotation.material.minPriceLine' : 'quotation.material.minPrice', { price: formatFen(material.minPrice) });
  return (
    <>
      {[rate, ...extras].join(' + ')}
      {` · ${tMaterial('quotation.material.minPriceLabel')} ${minimum} · ${tMaterial('quotation.material.leadLabel')} ${tMaterial('quotation.material.leadDays', { days: material.leadDays })}`}
    </>
  );
}

/** The cheaper ways to make one part: another material now, or another process from a larger quantity (cheaperWays). */
function CheaperHint(props: { material: Material; materials: readonly Material[]; processes: readonly Process[]; file: DrawingFile; quantity: number; options: PartOptions | undefined }) {
  const { material, materials, processes, file, quantity, options } = props;
  // The choices are made afresh at each render: the same ones keep the same answer.
  const choices = JSON.stringify(options ?? null);
  const geometry = file.geometry;
  const ways = useMemo(
    () => (geometry ? cheaperWays(materials, processes, material, { id: file.id, name: file.name, geometry }, quantity, options) : { now: null, atQuantity: null }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `options` is read through `choices`
    [materials, processes, material, file.id, file.name, geometry, quantity, choices],
  );
  if (!ways.now && !ways.atQuantity) return null;
  return (
    <ul className="mt-1 flex flex-col gap-0.5 text-xs" aria-label={tEstimate('cheaper.title')} data-cheaper>
      {ways.now && (
        <li className="rounded border border-success/40 bg-success/10 px-2 py-0.5" data-cheaper-now={ways.now.material.id}>
          {ways.now.givesUp.length === 0
            ? tEstimate('cheaper.other', { kind: tEstimate(`cheaper.kind.${materialKind(material)}`), material: ways.now.material.name, process: ways.now.processName, unit: formatFen(ways.now.unitPrice), saving: formatFen(ways.now.saving) })
            : tEstimate('cheaper.otherGivesUp', { material: ways.now.material.name, process: ways.now.processName, unit: formatFen(ways.now.unitPrice), saving: formatFen(ways.now.saving), losses: lossesText(ways.now.givesUp) })}
        </li>
      )}
      {ways.atQuantity && (
        <li className="rounded border border-success/40 bg-success/10 px-2 py-0.5" data-cheaper-at={ways.atQuantity.quantity}>
          {tEstimate(ways.atQuantity.givesUp.length === 0 ? 'cheaper.atQuantity' : 'cheaper.atQuantityGivesUp', { quantity: ways.atQuantity.quantity, material: ways.atQuantity.material.name, process: ways.atQuantity.processName, unit: formatFen(ways.atQuantity.unitPrice), losses: lossesText(ways.atQuantity.givesUp) })}
        </li>
      )}
    </ul>
  );
}
