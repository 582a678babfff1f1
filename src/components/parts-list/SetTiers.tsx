import type { SetTier } from '~/lib/pricing/set-tiers';
import { t } from '~/components/parts-list/messages';
import { formatFen } from '~/lib/format/money';

/** The price of one set at each tier, the line's own marked, as a single part's quantity table. */
export function SetTiers({ fileName, tiers, sets }: { fileName: string; tiers: readonly SetTier[]; sets: number }) {
  return (
    <table className="table table-xs mt-1 w-auto" data-set-tiers>
      <caption className="text-start text-xs font-medium">{t('assembly.tiers', { file: fileName })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('assembly.col.sets')}</th>
          <th scope="col" className="text-end">{t('assembly.tiers.setPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.sets} className={tier.sets === sets ? 'bg-primary/10 font-semibold' : ''} data-set-tier={tier.sets} data-current={tier.sets === sets ? '' : undefined}>
            <td>
              {t('assembly.tiers.at', { sets: tier.sets })}
              {tier.sets === sets && <span className="badge badge-primary badge-xs ms-2">{t('assembly.tiers.current')}</span>}
            </td>
            <td className="text-end tabular-nums">{formatFen(tier.setPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
