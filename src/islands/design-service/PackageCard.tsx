import type { DesignPackage } from '~/wire/design-packages';
import { t } from '~/islands/design-service/messages';
import { formatFen } from '~/lib/format/money';

export interface PackageCardProps {
  pack: DesignPackage;
  name: string;
  checked: boolean;
  disabled: boolean;
  onChoose: (id: number) => void;
}

/** One package as a radio choice: the whole card is its label. */
export function PackageCard({ pack, name, checked, disabled, onChoose }: PackageCardProps) {
  const descriptionId = `${name}-${pack.id}-description`;
  const titleId = `${name}-${pack.id}-title`;
  return (
    <label
      className="relative flex h-full cursor-pointer flex-col gap-4 rounded-box border-2 border-base-300 bg-base-100 p-5 shadow-sm transition-colors hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary"
      data-package={pack.id}
    >
      {pack.recommended && <span className="badge badge-secondary absolute -top-3 end-4 shadow-sm">{t('design.packages.recommended')}</span>}
      <span className="flex items-start gap-3">
        <input
          type="radio"
          className="radio radio-primary mt-1 focus-visible:outline-none"
          name={name}
          value={pack.id}
          checked={checked}
          disabled={disabled}
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          onChange={() => onChoose(pack.id)}
        />
        <span id={titleId} className="flex min-w-0 flex-col gap-1">
          <span className="text-lg font-semibold">{pack.name}</span>
          <span className="text-2xl font-bold text-primary tabular-nums">{formatFen(pack.price)}</span>
        </span>
      </span>
      <span id={descriptionId} className="flex flex-1 flex-col gap-4">
        <span className="text-sm text-base-content/80">{pack.summary}</span>
        <span className="grid grid-cols-3 gap-2 rounded-box bg-base-200 p-3 text-center text-sm">
          <Figure label={t('design.packages.requests')} value={t('design.packages.requestsValue', { count: pack.requests })} />
          <Figure label={t('design.packages.revisions')} value={t('design.packages.revisionsValue', { count: pack.revisions })} />
          <Figure label={t('design.packages.delivery')} value={t('design.packages.deliveryValue', { days: pack.deliveryDays })} />
        </span>
        <span className="flex flex-col gap-2">
          <span className="text-sm font-medium">{t('design.packages.scope')}</span>
          <span className="flex flex-col gap-1.5 text-sm" role="list">
            {pack.scope.map((item) => (
              <span key={item} role="listitem" className="flex gap-2">
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className="mt-0.5 shrink-0 text-success">
                  <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span>{item}</span>
              </span>
            ))}
          </span>
        </span>
      </span>
    </label>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <span className="flex flex-col gap-0.5">
      <span className="text-xs text-base-content/75">{label}</span>
      <span className="font-semibold tabular-nums">{value}</span>
    </span>
  );
}
