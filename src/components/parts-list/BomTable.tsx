import { Fragment } from 'react';
import type { BomLine } from '~/wire/quotes';
import { t } from '~/components/parts-list/messages';
import { formatFen } from '~/lib/format/money';
import { partNameOf } from '~/lib/files/part-name';
import { PriceBreakdown } from '~/components/price/PriceBreakdown';
import type { SetTier } from '~/lib/pricing/set-tiers';
import { SetTiers } from './SetTiers';

export interface BomTableProps {
  /** The file the parts list is of. */
  fileName: string;
  parts: readonly BomLine[];
  /** The line's quantity: the number of sets. */
  sets: number;
  /** The line's price per set (absent when a part waits for a manual quote). */
  setPrice?: number | undefined;
  /** The line's finish as priced (an id, null for none), undefined for a line priced without choices. */
  lineFinish?: string | null | undefined;
  /** The material's finishes, naming a part's own finish when the part does not (step 3). */
  finishes?: readonly { id: string; name: string }[] | undefined;
  /** The price of one set at 1, 10 and 100 sets and at the line's own (set-tiers.ts), where the page can price them (step 3). */
  setTiers?: readonly SetTier[] | undefined;
}

/**
 * The name of a part's own finish when it is not the line's: 无表面处理, the name the answer gives or
 * the material's; null when it is the line's, or its name is not known (an id is never shown).
 */
function ownFinishText(part: BomLine, lineFinish: string | null | undefined, finishes: BomTableProps['finishes']): string | null {
  const finish = part.options?.finish;
  if (finish === undefined || lineFinish === undefined || finish === lineFinish) return null;
  if (finish === null) return t('assembly.noFinish');
  // The material's finishes are as the catalogue sent them: another backend may send something else.
  const name = part.finishName ?? (Array.isArray(finishes) ? finishes.find((candidate) => candidate?.id === finish)?.name : undefined);
  return typeof name === 'string' ? t('assembly.partFinish', { finish: name }) : null;
}

/**
 * An assembly line's parts list (BOM) as priced: each kept part with its count per set, the sets,
 * the pieces made, its price per piece and subtotal, and under each part priced by a cost model its
 * own 费用明细 (folded); with `setTiers` the price of a set at 1, 10 and 100 sets. Loaded only where a
 * line has one (steps 3, the order detail, the 报价单 on screen and in print).
 */
export default function BomTable({ fileName, parts, sets, setPrice, lineFinish, finishes, setTiers }: BomTableProps) {
  return (
    <div className="mt-1 overflow-x-auto" data-bom>
      {/* On a phone the 套数 column (the same in every row) moves into the caption and the cells
          narrow, so the six columns fit 390 px without scrolling sideways. */}
      <table className="table table-xs max-sm:[&_:is(th,td)]:px-1" aria-label={t('assembly.tableOf', { file: fileName })}>
        <caption className="text-start text-xs">
          <span className="font-medium">{t('assembly.title')}</span>
          <span className="text-base-content/70">
            {' · '}
            {setPrice === undefined ? t('assembly.setsNote') : t('assembly.setPrice', { price: formatFen(setPrice) })}
          </span>
          <span className="text-base-content/70 sm:hidden" data-bom-sets>
            {' · '}
            {t('assembly.setsCount', { sets })}
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('assembly.col.part')}</th>
            <th scope="col" className="text-end">{t('assembly.col.perSet')}</th>
            <th scope="col" className="text-end max-sm:hidden">{t('assembly.col.sets')}</th>
            <th scope="col" className="text-end">{t('assembly.col.pieces')}</th>
            <th scope="col" className="text-end">{t('assembly.col.unitPrice')}</th>
            <th scope="col" className="text-end">{t('assembly.col.subtotal')}</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => {
            const finish = ownFinishText(part, lineFinish, finishes);
            return (
            <Fragment key={part.part}>
            <tr data-bom-part={part.name}>
              <th scope="row" className="min-w-16 font-normal wrap-anywhere sm:min-w-28">
                {partNameOf(part.name, part.part)}
                {typeof part.materialName === 'string' && (
                  <span className="block text-base-content/70" data-bom-material>
                    {t('assembly.partMaterial', { material: part.materialName })}
                  </span>
                )}
                {finish !== null && (
                  <span className="block text-base-content/70" data-bom-finish>
                    {finish}
                  </span>
                )}
              </th>
              <td className="text-end tabular-nums">{part.count}</td>
              <td className="text-end tabular-nums max-sm:hidden">{sets}</td>
              <td className="text-end tabular-nums" data-bom-pieces>{part.quantity}</td>
              <td className="text-end tabular-nums">{part.manual ? t('assembly.manual') : formatFen(part.unitPrice)}</td>
              <td className="text-end tabular-nums">{part.manual ? '—' : formatFen(part.subtotal)}</td>
            </tr>
            {part.breakdown && !part.manual && (
              <tr data-bom-breakdown={part.name}>
                <td colSpan={6} className="pt-0">
                  <PriceBreakdown line={{ breakdown: part.breakdown, unitPrice: part.unitPrice, quantity: part.quantity, subtotal: part.subtotal, finishName: part.finishName, options: part.options }} />
                </td>
              </tr>
            )}
            </Fragment>
            );
          })}
        </tbody>
      </table>
      {setTiers && setTiers.length > 1 && <SetTiers fileName={fileName} tiers={setTiers} sets={sets} />}
    </div>
  );
}
