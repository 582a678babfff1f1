import type { Material, Process } from '../../wire/catalogue.ts';
import type { Geometry } from '../../wire/files.ts';
import type { PartOptions } from '../../wire/quotes.ts';
import { fitBuildVolume } from '../geometry/dfm/build-volume.ts';
import { printabilityRulesOf } from '../geometry/dfm/process-limits.ts';
import { withReadablePricing } from './material-pricing.ts';
import { optionsIn, DEFAULT_PART_OPTIONS } from './part-options.ts';
import { figuresInMillimetres } from './inch-units.ts';
import { pricedFileOf } from './priced-file.ts';
import { quoteLineOf } from './quote-lines.ts';
import { materialFit, type MaterialLoss } from './material-fit.ts';

/** Materials at least this dense (g/cm³) are metals: aluminium is 2.7, the densest plastic here 1.3. */
const METAL_DENSITY = 2.5;

/** Whether a material is a metal or a plastic: a cheaper way keeps the part's kind of material. */
export const materialKind = (material: Pick<Material, 'density'>): 'metal' | 'polymer' => (material.density >= METAL_DENSITY ? 'metal' : 'polymer');

/** Quantities at which another process is looked for, above the line's own. */
export const QUANTITY_LADDER: readonly number[] = [2, 3, 5, 10, 20, 30, 50, 100, 200, 500, 1000];

export interface CheaperWay {
  material: Material;
  processName: string;
  /** Fen per part at the quantity. */
  unitPrice: number;
  quantity: number;
  /** What the customer gives up in it (materialFit): empty when it keeps every property of the chosen material. */
  givesUp: MaterialLoss[];
}

export interface CheaperWays {
  /** The cheapest other material at the line's quantity, when it costs less than the current one. */
  now: (CheaperWay & { saving: number }) | null;
  /** The first larger quantity at which a material of another process is the cheapest way, when there is one. */
  atQuantity: CheaperWay | null;
}

interface Candidate {
  material: Material;
  processName: string;
  options: PartOptions | undefined;
  givesUp: MaterialLoss[];
}

/**
 * For one part, the cheapest way the factory can make it at its quantity (another material or
 * process) and the quantity at which another process becomes the cheaper one, from the price of
 * every material the factory offers, by the function the server prices with. A material is
 * weighed only where it is of the same kind as the chosen one (a metal part stays metal, a plastic
 * one plastic) and can stand in for it (materialFit: never a rigid one for a flexible part or the
 * other way round, never one without the food-contact or medical grade the chosen one has); one
 * that keeps every property is preferred to any that is colder-rated or less tough, which is
 * offered only when none that keeps them is cheaper and says what it gives up. The part fits its process's build volume (the
 * catalogue's, else the shop's table) and it has a price (no 人工报价); the part's choices carry
 * over as the comparison does (optionsIn: a finish the material lacks goes, the units stay).
 */
export function cheaperWays(
  materials: readonly Material[],
  processes: readonly Process[],
  current: Material,
  file: { id: number; name: string; geometry: Geometry },
  quantity: number,
  options: PartOptions | undefined,
): CheaperWays {
  const size = figuresInMillimetres(file.geometry, options?.units ?? 'mm').bbox;
  const candidates: Candidate[] = [];
  for (const sent of materials) {
    if (materialKind(sent) !== materialKind(current)) continue;
    const fit = sent.id === current.id ? ({ verdict: 'keeps' } as const) : materialFit(current, sent);
    if (fit.verdict === 'unfit') continue;
    const material = withReadablePricing(sent);
    const process = processes.find((candidate) => candidate.id === material.processId);
    const volume = printabilityRulesOf(process, material).buildVolume;
    if (volume && fitBuildVolume(size, volume).fits === 'no') continue;
    const carried = material.pricing ? optionsIn(material.pricing, options ?? DEFAULT_PART_OPTIONS) : undefined;
    candidates.push({ material, processName: process?.name ?? '', options: carried, givesUp: fit.verdict === 'givesUp' ? fit.losses : [] });
  }
  const unitAt = (candidate: Candidate, at: number): number | null => {
    const line = quoteLineOf(candidate.material, pricedFileOf(file, at, candidate.options));
    return line.manual ? null : line.unitPrice;
  };
  const keeping = candidates.filter((candidate) => candidate.givesUp.length === 0);
  const cheapestAt = (pool: readonly Candidate[], at: number): (CheaperWay & { processId: number }) | null => {
    let best: (CheaperWay & { processId: number }) | null = null;
    for (const candidate of pool) {
      const unitPrice = unitAt(candidate, at);
      if (unitPrice !== null && (best === null || unitPrice < best.unitPrice)) best = { material: candidate.material, processName: candidate.processName, unitPrice, quantity: at, givesUp: candidate.givesUp, processId: candidate.material.processId };
    }
    return best;
  };
  const own = candidates.find((candidate) => candidate.material.id === current.id);
  const ownUnit = own ? unitAt(own, quantity) : null;
  const cheaper = (way: (CheaperWay & { processId: number }) | null) => (way && ownUnit !== null && way.material.id !== current.id && way.unitPrice < ownUnit ? way : null);
  // Like for like first; one that gives something up only when nothing that keeps it all is cheaper.
  const best = cheaper(cheapestAt(keeping, quantity)) ?? cheaper(cheapestAt(candidates, quantity));
  const now = best && ownUnit !== null ? { ...strip(best), saving: (ownUnit - best.unitPrice) * quantity } : null;
  const processNow = best?.processId ?? current.processId;
  const firstOtherProcess = (pool: readonly Candidate[]): CheaperWay | null => {
    for (const at of QUANTITY_LADDER) {
      if (at <= quantity) continue;
      const cheapest = cheapestAt(pool, at);
      if (cheapest && cheapest.processId !== processNow) return strip(cheapest);
    }
    return null;
  };
  const atQuantity = firstOtherProcess(keeping) ?? firstOtherProcess(candidates);
  return { now, atQuantity };
}

const strip = ({ material, processName, unitPrice, quantity, givesUp }: CheaperWay): CheaperWay => ({ material, processName, unitPrice, quantity, givesUp });
