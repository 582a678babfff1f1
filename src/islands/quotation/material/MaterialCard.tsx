import { useId, useState } from 'react';
import type { Material, Process } from '~/wire/catalogue';
import { LINE, SkeletonBox, SkeletonText } from '~/core/ListState';
import { t } from '~/islands/quotation/material/messages';
import { formatFen } from '~/lib/format/money';
import { materialRates } from '~/lib/pricing/material-rates';

export interface MaterialCardProps {
  material: Material;
  process: Process | undefined;
  chosen: boolean;
  /** The colour in the draft when this material is the chosen one. */
  chosenColour: string | null;
  onChoose: (material: Material, colour: string | null) => void;
}

/**
 * One material: its rate per cm³ and what else its cost model charges, its minimum (per part or per
 * file), lead days and colours. With several
 * colours the customer picks one here; changing it on the chosen card changes the draft at once.
 */
export function MaterialCard({ material, process, chosen, chosenColour, onChoose }: MaterialCardProps) {
  const id = useId();
  const initial = chosen && chosenColour !== null && material.colours.includes(chosenColour) ? chosenColour : (material.colours[0] ?? null);
  const [colour, setColour] = useState<string | null>(initial);
  const several = material.colours.length > 1;
  const rates = materialRates(material);

  function pickColour(next: string) {
    setColour(next);
    if (chosen) onChoose(material, next);
  }

  return (
    <li>
      <article
        className={`card h-full border bg-base-100 transition-shadow ${chosen ? 'border-primary ring-2 ring-primary' : 'border-base-300 hover:shadow-md'}`}
        aria-labelledby={`${id}-name`}
        data-material-id={material.id}
        data-chosen={chosen}
      >
        <div className="card-body gap-3 p-4">
          <div className="flex items-start justify-between gap-2">
            <h2 id={`${id}-name`} className="text-lg font-semibold leading-snug">
              {material.name}
            </h2>
            {process && <span className="badge badge-outline badge-sm shrink-0">{process.code}</span>}
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-base-content/70">{t(`quotation.material.rate.${rates.rateOf}`)}</dt>
              <dd className="font-semibold text-primary tabular-nums">{t('quotation.material.pricePerCm3', { price: formatFen(material.pricePerCm3) })}</dd>
            </div>
            <div>
              <dt className="text-base-content/70">{t('quotation.material.minPriceLabel')}</dt>
              <dd className="tabular-nums" data-minimum-per={rates.minimumPer}>
                {t(rates.minimumPer === 'line' ? 'quotation.material.minPriceLine' : 'quotation.material.minPrice', { price: formatFen(material.minPrice) })}
              </dd>
            </div>
            <div>
              <dt className="text-base-content/70">{t('quotation.material.leadLabel')}</dt>
              <dd className="tabular-nums">{t('quotation.material.leadDays', { days: material.leadDays })}</dd>
            </div>
          </dl>
          {rates.extras.length > 0 && (
            <p className="text-xs text-base-content/70" data-material-rates>
              {rates.extras.map((extra) => (extra.kind === 'mould' ? t('quotation.material.extra.mould', { count: extra.fen }) : t(`quotation.material.extra.${extra.kind}`, { fen: formatFen(extra.fen) }))).join(' + ')}
            </p>
          )}
          {several ? (
            <fieldset className="flex flex-col gap-1.5">
              <legend className="mb-1.5 text-sm text-base-content/70">{t('quotation.material.colours')}</legend>
              <div className="flex flex-wrap gap-1.5">
                {material.colours.map((option) => (
                  <input
                    key={option}
                    type="radio"
                    name={`${id}-colour`}
                    className="btn btn-xs btn-outline checked:btn-primary"
                    aria-label={option}
                    value={option}
                    checked={colour === option}
                    onChange={() => pickColour(option)}
                  />
                ))}
              </div>
            </fieldset>
          ) : (
            <p className="text-sm">
              <span className="text-base-content/70">{t('quotation.material.colours')}：</span>
              {material.colours[0]}
            </p>
          )}
          <div className="card-actions mt-auto">
            <button
              type="button"
              className={`btn btn-sm w-full ${chosen ? 'btn-primary' : 'btn-outline btn-primary'}`}
              aria-pressed={chosen}
              onClick={() => onChoose(material, colour)}
            >
              {chosen ? (
                <>
                  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                  {t('quotation.material.chosen')}
                </>
              ) : (
                t('quotation.material.choose')
              )}
              <span className="sr-only">{material.name}</span>
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}

/**
 * The materials not loaded yet: the process tabs and material cards in their final shape (with
 * a colour choice on wide screens, where a row of cards mostly holds one that has it).
 */
export function MaterialListSkeleton({ cards }: { cards: number }) {
  return (
    <>
      <SkeletonBox className="h-12 w-full rounded-box" />
      <div className={MATERIAL_GRID}>
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="card border border-base-300 bg-base-100">
            <div className="card-body gap-3 p-4">
              <div className="flex items-start justify-between gap-2">
                <SkeletonText line="h-[1.55rem]" width="w-28" />
                <SkeletonBox className="h-5 w-10 rounded-full" />
              </div>
              <div className="grid grid-cols-3 gap-2">
                {[0, 1, 2].map((column) => (
                  <div key={column}>
                    <SkeletonText line={LINE.sm} width="w-12" />
                    <SkeletonText line={LINE.sm} width="w-16" />
                  </div>
                ))}
              </div>
              <SkeletonText line={LINE.sm} width="w-24 xl:hidden" />
              <div className="hidden flex-col gap-1.5 xl:flex">
                <SkeletonText line={LINE.sm} width="w-12" />
                <SkeletonBox className="h-6 w-40 rounded-field" />
              </div>
              <SkeletonBox className="h-8 w-full rounded-field" />
            </div>
          </div>
        ))}
      </div>
    </>
  );
}

/** The material cards' grid, shared with their skeleton. */
export const MATERIAL_GRID = 'lazy-rows-[13rem] grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
