import type { Material } from '../../wire/catalogue.ts';
import type { DrawingFile } from '../../wire/files.ts';
import type { QuotationDraft } from '../drafts/quotation-draft.ts';
import { leadDaysOf, quoteLinesOf } from './quote-lines.ts';
import { partOptionsOf } from './part-options.ts';
import { pricedFileOf } from './priced-file.ts';
import { keptPartsOf, partMaterialsIn } from '../drafts/assembly-draft.ts';
import type { PartsVerdict } from '../geometry/parts-printability.ts';
import type { Sides } from '../geometry/part-fit.ts';
import { countedFiles } from './estimate-fit.ts';

/** One material of the comparison: what the uploaded parts would cost in it and when they would ship. */
export interface ComparisonRow {
  material: Material;
  /** Fen: the priced lines added up (before member discount, coupon and shipping). */
  goods: number;
  /** Files quoted by hand (not in `goods`). */
  manual: number;
  /** Files that count in no price in this material (too large for every machine, cannot be made in it, broken): not in `goods`. */
  refused: number;
  /** Files priced in `goods` (0: nothing to add up, the total is a dash). */
  priced: number;
  /** Working days until the slowest part ships. */
  leadDays: number;
  /** How the parts the browser analysed fare in this material (build volume, walls); null when none was analysed. */
  printability: PartsVerdict | null;
}

/**
 * Every material priced for the draft's uploaded files by the server's own function, each part
 * with its quantity and its choices carried to that material (optionsIn: a finish or lead time
 * it lacks falls back to none and 标准), so a row's figure is what the quote says after 选用. A
 * file larger than every machine of `volumes` (the factory's), one the material's printability
 * says cannot be made in it, and a broken file add to no row's total or ship date.
 */
export function compareMaterials(
  materials: readonly Material[],
  draft: Pick<QuotationDraft, 'fileList' | 'quantities' | 'partOptions' | 'assemblies'>,
  verdictOf: (material: Material) => PartsVerdict | null = () => null,
  volumes: readonly Sides[] = [],
): ComparisonRow[] {
  return materials.map((material) => {
    const printability = verdictOf(material);
    const { counted, refused } = countedFiles(draft.fileList, {
      volumes,
      cannotMake: new Set(printability?.cannotMakeFiles ?? []),
      unitsOf: (fileId) => partOptionsOf(draft, fileId, material.pricing)?.units,
      assemblies: draft.assemblies,
    });
    // A part's own material stays when it is of this material's process (as after 选用), else the part is made of this one.
    const partMaterials = partMaterialsIn(materials, material);
    const items = counted.map((file: DrawingFile) => {
      // Each part's own finish is carried like the file's choices: one the material lacks follows the file's.
      const options = partOptionsOf(draft, file.id, material.pricing);
      return pricedFileOf(file, draft.quantities[String(file.id)] ?? 1, options, keptPartsOf(file, draft.assemblies?.[String(file.id)], options, material.pricing, partMaterials), partMaterials);
    });
    const lines = quoteLinesOf(material, items);
    return {
      material,
      goods: lines.reduce((sum, line) => sum + line.subtotal, 0),
      manual: lines.filter((line) => line.manual).length,
      refused,
      priced: lines.filter((line) => !line.manual).length,
      leadDays: leadDaysOf(lines, material.leadDays),
      printability,
    };
  });
}

export type ComparisonColumn = 'material' | 'process' | 'total' | 'ship' | 'printability';
export type SortDirection = 'ascending' | 'descending';

/**
 * The rows sorted by a column (the material's name and process in catalogue order by Chinese
 * collation, the total in fen with the materials that leave files out last, the ship date in working days, printability from fine to cannot be
 * made with unknown first), ties kept in catalogue order.
 */
export function sortRows(rows: readonly ComparisonRow[], column: ComparisonColumn, direction: SortDirection, processOrder: ReadonlyMap<number, number>): ComparisonRow[] {
  const collator = column === 'material' ? chineseCollator() : null;
  const sign = direction === 'ascending' ? 1 : -1;
  const compare = (a: ComparisonRow, b: ComparisonRow): number => {
    switch (column) {
      case 'material':
        return collator?.compare(a.material.name, b.material.name) ?? 0;
      case 'process':
        return (processOrder.get(a.material.processId) ?? 0) - (processOrder.get(b.material.processId) ?? 0);
      case 'total':
        return a.goods - b.goods;
      case 'ship':
        return a.leadDays - b.leadDays;
      case 'printability':
        return verdictRank(a.printability) - verdictRank(b.printability);
    }
  };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => lastWhenRefused(column, a.row, b.row) || sign * compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/**
 * By total, a material in which some file cannot be made or quoted comes after every one that
 * prices them all, whichever the direction: its total leaves those files out, so it is not cheaper.
 */
const lastWhenRefused = (column: ComparisonColumn, a: ComparisonRow, b: ComparisonRow): number => (column === 'total' ? Number(a.refused > 0) - Number(b.refused > 0) : 0);

let zhCollator: Intl.Collator | undefined;
/**
 * One Chinese collator, made when a sort by name first needs it: building one loads the browser's
 * collation data, which costs a throttled phone about 70 ms, so the comparison's first draw (sorted
 * by total) must not pay for it.
 */
function chineseCollator(): Intl.Collator {
  zhCollator ??= new Intl.Collator('zh-CN');
  return zhCollator;
}

const RANK = { ok: 1, mayFail: 2, cannotMake: 3 } as const;
/** Unknown, fine, may fail, cannot be made: more parts at the worst verdict rank lower. */
const verdictRank = (verdict: PartsVerdict | null): number =>
  verdict === null ? 0 : RANK[verdict.verdict] * 1000 + (verdict.verdict === 'cannotMake' ? verdict.cannotMake : verdict.mayFail);
