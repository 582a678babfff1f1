import { useStore } from '@nanostores/react';
import { t, type MessageKey } from '~/components/form/account-messages';
import { Guarded } from '~/core/guard/Guarded';
import { OrderCountsCard } from '~/components/orders/OrderCountsCard';
import { RecentOrders } from '~/components/orders/RecentOrders';
import type { RoutePath } from '~/lib/routes/routes';
import { $shopUser } from '~/stores/shop-user';

const ENTRIES: readonly { href: RoutePath; key: MessageKey }[] = [
  { href: '/quotationorder/selectmaterialprocess', key: 'nav.quotation' },
  { href: '/professionalorder', key: 'nav.professional' },
  { href: '/consumablesorder', key: 'nav.consumables' },
  { href: '/footagedownload', key: 'nav.footage' },
  { href: '/ordercenter/customizeorder', key: 'nav.orderCenter' },
];

/**
 * /homefactory: the customer's using factory, the ways in, order counts per status of both
 * kinds and the recent orders. Also where QQ returns; the guard handles that before this renders.
 */
function FactoryHome() {
  const factory = useStore($shopUser).userInfo?.customer.usingFactory;
  return (
    <div className="flex flex-col gap-6">
      <section className="card bg-base-100 shadow-sm" aria-labelledby="factory-heading">
        <div className="card-body flex-row flex-wrap items-center justify-between gap-3">
          <div>
            <h1 id="factory-heading" className="text-2xl font-bold">
              {t('page.homefactory')}
            </h1>
            {factory && (
              <p className="mt-1 text-base-content/80">
                {factory.city
                  ? t('factoryHome.current', { name: factory.name ?? t('customer.factoryUnnamed', { id: factory.id }), city: factory.city })
                  : t('factoryHome.currentNoCity', { name: factory.name ?? t('customer.factoryUnnamed', { id: factory.id }) })}
              </p>
            )}
          </div>
          <a className="btn btn-outline btn-sm" href="/usercenter#factory">
            {t('factoryHome.switch')}
          </a>
        </div>
      </section>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {ENTRIES.map((entry) => (
          <li key={entry.href}>
            <a className="card bg-base-100 shadow-sm h-full hover:shadow-md transition-shadow" href={entry.href}>
              <span className="card-body p-4 font-semibold">{t(entry.key)}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        <OrderCountsCard kind="customized" />
        <OrderCountsCard kind="consumable" />
      </div>
      <RecentOrders />
    </div>
  );
}

export default function HomeFactory() {
  return (
    <Guarded>
      <FactoryHome />
    </Guarded>
  );
}
