import { useId } from 'react';
import type { MemberLevel, MemberLevelInfo } from '~/wire/members';
import { t } from '~/components/profile/messages';

/**
 * Every level with its growth threshold and benefits; the current one stands out by a
 * badge as well as colour. A table from the md breakpoint, cards on phones.
 */
export function LevelTable({ levels, current }: { levels: MemberLevelInfo[]; current: MemberLevel }) {
  const id = useId();
  const badge = <span className="badge badge-primary badge-sm whitespace-nowrap">{t('member.current')}</span>;
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-4">
        <h2 id={`${id}-title`} className="card-title">
          {t('member.levels')}
        </h2>
        <p className="text-sm text-base-content/80">{t('member.benefitsNote')}</p>
        {/* daisyUI's .table sets display itself, so the phone/desktop switch sits on a wrapper. */}
        <div className="hidden md:block">
        <table className="table" aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              <th scope="col">{t('member.level')}</th>
              <th scope="col">{t('member.minGrowth')}</th>
              <th scope="col">{t('member.benefits')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => {
              const isCurrent = level.name === current;
              return (
                <tr key={level.name} className={isCurrent ? 'bg-primary/10' : undefined} aria-current={isCurrent ? 'true' : undefined}>
                  <th scope="row" className="whitespace-nowrap">
                    <span className="flex items-center gap-2">
                      {level.name}
                      {isCurrent && badge}
                    </span>
                  </th>
                  <td className="tabular-nums whitespace-nowrap">{t('member.from', { growth: level.minGrowth })}</td>
                  <td>
                    <ul className="list-disc ps-5">
                      {level.benefits.map((benefit) => (
                        <li key={benefit}>{benefit}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        </div>
        <ul className="flex flex-col gap-3 md:hidden" aria-labelledby={`${id}-title`}>
          {levels.map((level) => {
            const isCurrent = level.name === current;
            return (
              <li
                key={level.name}
                className={`rounded-box border p-4 ${isCurrent ? 'border-primary border-2 bg-primary/10' : 'border-base-300'}`}
                aria-current={isCurrent ? 'true' : undefined}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="flex items-center gap-2 font-semibold">
                    {level.name}
                    {isCurrent && badge}
                  </h3>
                  <span className="text-sm tabular-nums text-base-content/70">{t('member.from', { growth: level.minGrowth })}</span>
                </div>
                <ul className="mt-2 list-disc ps-5 text-sm">
                  {level.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
