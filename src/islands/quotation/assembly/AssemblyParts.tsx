import { useId, useState, type ReactNode } from 'react';
import type { MaterialPricing } from '~/wire/catalogue';
import type { DrawingFile } from '~/wire/files';
import type { BomLine, PartOptions, QuoteLine } from '~/wire/quotes';
import { t } from '~/components/parts-list/messages';
import { assemblyLinesOf, type AssemblyLine } from '~/lib/drafts/assembly-draft';
import { formatFen } from '~/lib/format/money';
import { partNameOf } from '~/lib/files/part-name';
import { finishChoiceText } from '~/components/part-options/part-options-text';
import { parseQuantity, stepQuantity } from '~/islands/quotation/submit/quote-quantity';
import { QUANTITY_LIMITS } from '~/lib/files/quotation-rules';
import { setQuantity } from '~/stores/quotation';
import { PriceBreakdown } from '~/components/price/PriceBreakdown';
import { SetTiers } from '~/components/parts-list/SetTiers';
import type { SetTier } from '~/lib/pricing/set-tiers';
import { dropAssemblyPart, setAssemblyPartCount, setAssemblyPartFinish, setAssemblyPartMaterial } from '~/stores/quotation-assembly';

export interface AssemblyPartsProps {
  /** The file as the server answered it, with its `parts`. */
  file: Pick<DrawingFile, 'id' | 'name' | 'parts'>;
  /** The estimate's line of the file (with its priced parts), or null while it cannot be priced. */
  line: QuoteLine | null;
  /** The number of sets (the file's quantity). */
  sets: number;
  /** The draft's entry of the file (`assemblies`). */
  stored: unknown;
  /** The material's choices and the file's, for each part's own finish; without them a part has no choice of its own. */
  pricing?: MaterialPricing | undefined;
  fileOptions?: PartOptions | undefined;
  /** The quotation's material, and the others of its process a part may be made of instead (none: no choice). */
  material?: { id: number; name: string } | undefined;
  partMaterials?: readonly PartMaterialChoice[] | undefined;
  /** The price of one set at 1, 10 and 100 sets and at its own (set-tiers.ts), as a single part shows its quantity table. */
  tiers?: readonly SetTier[] | undefined;
}

/** A material a part may have instead of the quotation's: its id, name and choices. */
export interface PartMaterialChoice {
  id: number;
  name: string;
  pricing?: MaterialPricing | undefined;
}

/** The choices of a part's finish: as the file's, none, or one of the material's (by id, which may be any text). */
const AS_FILE = 'file';
const NO_FINISH = 'none';
const finishValue = (id: string): string => `finish:${id}`;


/**
 * Step 2's lines of an assembly: one per distinct part, named from the file, 每套 N 件 (editable),
 * each priced for count × sets pieces with its finish (表面处理: the file's unless the customer
 * chooses another), and left out (移除, a bought screw) or taken back (恢复); above them the number
 * of sets.
 */
export default function AssemblyParts({ file, line, sets, stored, pricing, fileOptions, material, partMaterials = [], tiers }: AssemblyPartsProps) {
  const finishes = pricing && fileOptions && pricing.finishes.length > 0 ? { pricing, fileFinish: fileOptions.finish } : undefined;
  const materials = material && partMaterials.length > 0 ? { material, others: partMaterials } : undefined;
  // A part of its own material chooses among that material's finishes.
  const finishesOf = (part: AssemblyLine): FinishChoices | undefined => {
    const own = part.material === undefined ? undefined : partMaterials.find((candidate) => candidate.id === part.material);
    if (own === undefined) return finishes;
    return own.pricing && fileOptions && own.pricing.finishes.length > 0 ? { pricing: own.pricing, fileFinish: fileOptions.finish } : undefined;
  };
  const lines = assemblyLinesOf(file, stored);
  const kept = lines.filter((part) => !part.dropped);
  const priced = new Map((line?.parts ?? []).map((part) => [part.part, part]));
  const pieces = kept.reduce((sum, part) => sum + part.count, 0);
  return (
    <section className="mt-1 flex flex-col gap-2 rounded-box border border-base-300 p-2" aria-label={t('assembly.tableOf', { file: file.name })} data-assembly>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">
          {t('assembly.title')} <span className="font-normal text-base-content/70">{t('assembly.summary', { kinds: kept.length, pieces })}</span>
        </p>
        <CountField
          id={`assembly-${file.id}-sets`}
          label={t('assembly.setsOf', { file: file.name })}
          visibleLabel={t('assembly.sets')}
          value={sets}
          decrease={t('assembly.setsDecrease', { file: file.name })}
          increase={t('assembly.setsIncrease', { file: file.name })}
          onValue={(value) => setQuantity(file.id, value)}
          data="sets"
        />
      </div>
      <p className="text-xs text-base-content/70">{t('assembly.intro')}</p>
      <ul className="flex flex-col divide-y divide-base-300">
        {lines.map((part) => (
          <PartRow key={part.part} file={file} part={part} priced={priced.get(part.part)} last={!part.dropped && kept.length === 1} finishes={finishesOf(part)} materials={materials} />
        ))}
      </ul>
      {tiers && tiers.length > 1 && <SetTiers fileName={file.name} tiers={tiers} sets={sets} />}
    </section>
  );
}

/** The material's finishes and the file's finish, a part's finish being chosen among them. */
interface FinishChoices {
  pricing: MaterialPricing;
  fileFinish: string | null;
}

/** The quotation's material and the others of its process, a part's material being chosen among them. */
interface MaterialChoices {
  material: { id: number; name: string };
  others: readonly PartMaterialChoice[];
}

function PartRow(props: { file: AssemblyPartsProps['file']; part: AssemblyLine; priced: BomLine | undefined; last: boolean; finishes: FinishChoices | undefined; materials: MaterialChoices | undefined }) {
  const { file, part, priced, last, finishes, materials } = props;
  const name = partNameOf(part.name, part.part);
  const hintId = useId();
  return (
    <li className={`flex flex-col gap-1 py-2 text-sm ${part.dropped ? 'opacity-60' : ''}`} data-assembly-part={name} data-dropped={part.dropped ? '' : undefined}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className={`min-w-0 font-medium wrap-anywhere ${part.dropped ? 'line-through' : ''}`}>{name}</span>
        <span className="shrink-0 tabular-nums" data-part-subtotal>
          {part.dropped ? (
            <span className="text-base-content/70">{t('assembly.dropped')}</span>
          ) : priced === undefined ? (
            '—'
          ) : priced.manual ? (
            <span className="badge badge-warning badge-sm">{t('assembly.manual')}</span>
          ) : (
            formatFen(priced.subtotal)
          )}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {part.dropped ? (
          <span className="text-xs text-base-content/70">{t('assembly.perSet', { count: part.count })}</span>
        ) : (
          <CountField
            id={`assembly-${file.id}-part-${part.part}`}
            label={t('assembly.countOf', { name })}
            visibleLabel={t('assembly.col.perSet')}
            value={part.count}
            decrease={t('assembly.decrease', { name })}
            increase={t('assembly.increase', { name })}
            onValue={(count) => setAssemblyPartCount(file, part.part, count)}
            data="per-set"
          />
        )}
        {!part.dropped && priced && !priced.manual && (
          <span className="text-xs text-base-content/70 tabular-nums" data-part-pieces>
            {t('assembly.piecePrice', { price: formatFen(priced.unitPrice) })} × {t('assembly.pieces', { count: priced.quantity })}
          </span>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          aria-label={part.dropped ? t('assembly.restoreOf', { name }) : t('assembly.dropOf', { name })}
          aria-describedby={last ? hintId : undefined}
          disabled={last}
          onClick={() => dropAssemblyPart(file, part.part, !part.dropped)}
        >
          {part.dropped ? t('assembly.restore') : t('assembly.drop')}
        </button>
      </div>
      {!part.dropped && materials && <MaterialField id={`assembly-${file.id}-part-${part.part}-material`} name={name} material={part.material} choices={materials} onMaterial={(material) => setAssemblyPartMaterial(file, part.part, material)} />}
      {!part.dropped && finishes && <FinishField id={`assembly-${file.id}-part-${part.part}-finish`} name={name} finish={part.finish} choices={finishes} onFinish={(finish) => setAssemblyPartFinish(file, part.part, finish, finishes.fileFinish)} />}
      {!part.dropped && priced?.breakdown && !priced.manual && (
        <PriceBreakdown line={{ breakdown: priced.breakdown, unitPrice: priced.unitPrice, quantity: priced.quantity, subtotal: priced.subtotal, finishName: priced.finishName, options: priced.options }} />
      )}
      {part.count !== part.fileCount && !part.dropped && <span className="text-xs text-base-content/70">{t('assembly.fileCount', { count: part.fileCount })}</span>}
      {last && (
        <span id={hintId} className="text-xs text-base-content/70">
          {t('assembly.lastPart')}
        </span>
      )}
    </li>
  );
}

/** A whole number 1–10000 typed or stepped with − and +; a valid one is kept at once, an invalid one says why under the box. */
function CountField(props: { id: string; label: string; visibleLabel: string; value: number; decrease: string; increase: string; onValue: (value: number) => void; data: string }) {
  const { id, label, visibleLabel, value, decrease, increase, onValue, data } = props;
  const [text, setText] = useState<string | null>(null);
  const checked = text === null ? null : parseQuantity(text);
  const error = checked && !checked.ok ? checked.error : undefined;
  const change = (next: string) => {
    const read = parseQuantity(next);
    if (read.ok) {
      onValue(read.quantity);
      setText(null);
    } else setText(next);
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-xs text-base-content/70">
          <span aria-hidden="true">{visibleLabel}</span>
          <span className="sr-only">{label}</span>
        </label>
        <div className="join">
          <button type="button" className="btn btn-xs btn-square join-item" aria-label={decrease} disabled={value <= QUANTITY_LIMITS.min && !error} onClick={() => change(String(stepQuantity(value, -1)))}>
            −
          </button>
          <input
            id={id}
            className={`input input-xs join-item w-16 text-center tabular-nums ${error ? 'input-error' : ''}`}
            inputMode="numeric"
            autoComplete="off"
            value={text ?? String(value)}
            onChange={(event) => change(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            data-count={data}
          />
          <button type="button" className="btn btn-xs btn-square join-item" aria-label={increase} disabled={value >= QUANTITY_LIMITS.max && !error} onClick={() => change(String(stepQuantity(value, 1)))}>
            +
          </button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A part's finish: 与整件相同（the file's finish） first, then 无表面处理 and the material's finishes
 * worded as the file's choice is. A finish of its own the material does not offer reads as the file's.
 */
function FinishField(props: { id: string; name: string; finish: string | null | undefined; choices: FinishChoices; onFinish: (finish: string | null) => void }) {
  const { id, name, finish, choices, onFinish } = props;
  const { pricing, fileFinish } = choices;
  const fileFinishName = fileFinish === null ? t('assembly.noFinish') : (pricing.finishes.find((candidate) => candidate.id === fileFinish)?.name ?? t('assembly.noFinish'));
  const own = finish === undefined || finish === fileFinish || (finish !== null && !pricing.finishes.some((candidate) => candidate.id === finish)) ? undefined : finish;
  const value = own === undefined ? AS_FILE : own === null ? NO_FINISH : finishValue(own);
  return (
    <PartChoice id={id} label={t('assembly.finish')} name={t('assembly.finishOf', { name })}>
      <select
        id={id}
        className={PART_SELECT}
        value={value}
        onChange={(event) => {
          const chosen = event.target.value;
          if (chosen === AS_FILE) onFinish(fileFinish);
          else if (chosen === NO_FINISH) onFinish(null);
          else {
            const found = pricing.finishes.find((candidate) => finishValue(candidate.id) === chosen);
            if (found) onFinish(found.id);
          }
        }}
        data-part-finish
      >
        <option value={AS_FILE}>{t('assembly.finishAsFile', { finish: fileFinishName })}</option>
        <option value={NO_FINISH}>{t('assembly.noFinish')}</option>
        {pricing.finishes.map((candidate) => (
          <option key={candidate.id} value={finishValue(candidate.id)}>
            {finishChoiceText(candidate)}
          </option>
        ))}
      </select>
    </PartChoice>
  );
}

/**
 * A part's material: 与整件相同（the quotation's material） first, then the other materials of its
 * process. A material of its own the shop no longer offers reads as the quotation's.
 */
function MaterialField(props: { id: string; name: string; material: number | undefined; choices: MaterialChoices; onMaterial: (material: number | null) => void }) {
  const { id, name, material, choices, onMaterial } = props;
  const own = material === undefined ? undefined : choices.others.find((candidate) => candidate.id === material);
  return (
    <PartChoice id={id} label={t('assembly.material')} name={t('assembly.materialOf', { name })}>
      <select
        id={id}
        className={PART_SELECT}
        value={own === undefined ? AS_FILE : String(own.id)}
        onChange={(event) => {
          const chosen = choices.others.find((candidate) => String(candidate.id) === event.target.value);
          onMaterial(chosen === undefined ? null : chosen.id);
        }}
        data-part-material
      >
        <option value={AS_FILE}>{t('assembly.materialAsFile', { material: choices.material.name })}</option>
        {choices.others.map((candidate) => (
          <option key={candidate.id} value={String(candidate.id)}>
            {candidate.name}
          </option>
        ))}
      </select>
    </PartChoice>
  );
}

const PART_SELECT = 'select select-xs min-w-0 flex-1 sm:max-w-xs';

/** A part's choice in one row: its short visible label (for screen readers, one with the part's name) and its control. */
function PartChoice({ id, label, name, children }: { id: string; label: string; name: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="w-14 shrink-0 text-xs text-base-content/70">
        <span aria-hidden="true">{label}</span>
        <span className="sr-only">{name}</span>
      </label>
      {children}
    </div>
  );
}

