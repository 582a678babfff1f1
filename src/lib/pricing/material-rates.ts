import type { Material } from '../../wire/catalogue.ts';
import { readMaterialPricing } from './material-pricing.ts';

/**
 * What a material's card and the estimate's heading say it is priced by: without a cost model,
 * its price per cm³ of the part and a minimum per part (`price`); with one, its rate per cm³ (of
 * the part's material, the stock block, or the resin), what else the model charges (machine time
 * by height or by powder-bed box, CNC's machine minute and set-up, casting's moulds) and whether
 * its minimum is per part or per file.
 */
export interface MaterialRates {
  rateOf: 'price' | 'material' | 'stock' | 'resin';
  minimumPer: 'part' | 'line';
  extras: ReadonlyArray<{ kind: 'height' | 'packedBox' | 'printedVolume' | 'support' | 'machine' | 'setup' | 'mould'; fen: number }>;
}

export function materialRates(material: Pick<Material, 'pricing'>): MaterialRates {
  const model = readMaterialPricing(material.pricing)?.model;
  if (model === undefined) return { rateOf: 'price', minimumPer: 'part', extras: [] };
  if (model.kind === 'print') {
    const { machine } = model;
    const time = machine.by === 'height' ? { kind: 'height' as const, fen: machine.fenPerMm } : { kind: machine.by, fen: machine.fenPerCm3 };
    return { rateOf: 'material', minimumPer: model.minimumPer, extras: [time, ...(model.support ? [{ kind: 'support' as const, fen: model.support.removalFenPerCm2 }] : [])] };
  }
  if (model.kind === 'cnc') {
    return { rateOf: 'stock', minimumPer: model.minimumPer, extras: [{ kind: 'machine', fen: model.machineFenPerMin }, { kind: 'setup', fen: model.setupFen }] };
  }
  return { rateOf: 'resin', minimumPer: model.minimumPer, extras: [{ kind: 'mould', fen: model.mould.castings }] };
}
