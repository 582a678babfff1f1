import { t } from '~/islands/design-service/messages';
import { DESIGN_PATHS } from '~/lib/routes/design-service-paths';

const LINKS = [
  { href: DESIGN_PATHS.packageOrders, label: 'design.nav.packages' },
  { href: DESIGN_PATHS.designOrders, label: 'design.nav.requests' },
  { href: DESIGN_PATHS.myOrders, label: 'design.nav.mine' },
] as const;

/** The design order center's three pages, and buying a package. */
export function DesignNav({ current }: { current: (typeof LINKS)[number]['href'] }) {
  return (
    <nav aria-label={t('design.orderNav')} className="flex flex-wrap items-center justify-between gap-2">
      <div className="tabs tabs-box w-full flex-nowrap overflow-x-auto sm:w-auto">
        {LINKS.map(({ href, label }) => (
          <a key={href} href={href} className={`tab flex-1 whitespace-nowrap sm:flex-none ${href === current ? 'tab-active font-semibold' : 'text-base-content/80'}`} aria-current={href === current ? 'page' : undefined}>
            {t(label)}
          </a>
        ))}
      </div>
      <a className="btn btn-ghost btn-sm" href={DESIGN_PATHS.packagePayment}>
        {t('design.nav.buy')} →
      </a>
    </nav>
  );
}
