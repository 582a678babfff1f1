import { useId } from 'react';
import { t } from '~/components/profile/messages';

/** How growth value is earned, one rule per line as the API gives them. */
export function GrowthRules({ rules }: { rules: string[] }) {
  const id = useId();
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-3">
        <h2 id={`${id}-title`} className="card-title">
          {t('member.rules')}
        </h2>
        <ul className="list-disc ps-5 flex flex-col gap-1">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
