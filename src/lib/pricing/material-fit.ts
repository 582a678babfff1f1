/**
 * Whether another material keeps what the customer chose theirs for (Material.properties): 更便宜
 * suggests one only when it does, or says in plain words what would be given up. Zod-free, so
 * step 2 loads it with the estimate.
 */
import type { Material, MaterialProperties, Toughness } from '../../wire/catalogue.ts';

/** Something a cheaper material gives up: a lower service temperature (°C) or a lower toughness class. */
export type MaterialLoss = { kind: 'temperature'; fromC: number; toC: number } | { kind: 'toughness'; from: Toughness; to: Toughness };

/**
 * `keeps`: every property is met (as hot, as tough, as flexible or as rigid, the same grades);
 * `givesUp`: it is colder-rated or less tough, which `losses` name; `unfit`: it cannot stand in
 * at all (a flexible part made rigid or the other way round, a food-contact or medical grade lost,
 * or properties unknown on one side only).
 */
export type MaterialFit = { verdict: 'keeps' } | { verdict: 'givesUp'; losses: MaterialLoss[] } | { verdict: 'unfit' };

const TOUGHNESS_RANK: Readonly<Record<Toughness, number>> = { low: 0, medium: 1, high: 2 };

/** How `candidate` stands in for `chosen`. A chosen material with no properties known is kept by any (nothing to lose that anyone knows of). */
export function materialFit(chosen: Pick<Material, 'properties'>, candidate: Pick<Material, 'properties'>): MaterialFit {
  const want = chosen.properties;
  if (want === undefined) return { verdict: 'keeps' };
  const have = candidate.properties;
  if (have === undefined || disqualifies(want, have)) return { verdict: 'unfit' };
  const losses: MaterialLoss[] = [];
  if (have.maxServiceC < want.maxServiceC) losses.push({ kind: 'temperature', fromC: want.maxServiceC, toC: have.maxServiceC });
  if (TOUGHNESS_RANK[have.toughness] < TOUGHNESS_RANK[want.toughness]) losses.push({ kind: 'toughness', from: want.toughness, to: have.toughness });
  return losses.length === 0 ? { verdict: 'keeps' } : { verdict: 'givesUp', losses };
}

/** A loss that no saving makes up for: flexibility changed, a food-contact or medical grade lost. */
const disqualifies = (want: MaterialProperties, have: MaterialProperties): boolean =>
  want.flexible !== have.flexible || (want.foodContact && !have.foodContact) || (want.medical && !have.medical);

/** The losses in plain Chinese, joined by 、: 「耐温从 120 °C 降到 55 °C、韧性较差」. */
export function lossesText(losses: readonly MaterialLoss[]): string {
  return losses.map((loss) => (loss.kind === 'temperature' ? `耐温从 ${loss.fromC} °C 降到 ${loss.toC} °C` : '韧性较差')).join('、');
}
