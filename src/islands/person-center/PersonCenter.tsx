import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { fetchCouponCounts } from '~/components/checkout/coupons';
import { t, type MessageKey } from '~/components/form/account-messages';
import { Loading } from '~/core/ListState';
import { Guarded } from '~/core/guard/Guarded';
import { RecentOrders } from '~/components/orders/RecentOrders';
import { TopUpButton } from '~/components/top-up/TopUpButton';
import { useRequest } from '~/core/use-request';
import { displayName, initialOf, type CustomerInfo } from '~/core/shell/customer';
import { formatFen } from '~/lib/format/money';
import type { RoutePath } from '~/lib/routes/routes';
import { $shopUser } from '~/stores/shop-user';

const SHORTCUTS: readonly { href: RoutePath; key: MessageKey; hint: MessageKey }[] = [
  { href: '/ordercenter/customizeorder', key: 'person.shortcut.orders', hint: 'person.shortcut.ordersHint' },
  { href: '/quotationorder/selectmaterialprocess', key: 'person.shortcut.quotation', hint: 'person.shortcut.quotationHint' },
  { href: '/usercenter', key: 'person.shortcut.userCenter', hint: 'person.shortcut.userCenterHint' },
  { href: '/membercenter', key: 'person.shortcut.memberCenter', hint: 'person.shortcut.memberCenterHint' },
  { href: '/me/coupon', key: 'person.shortcut.coupon', hint: 'person.shortcut.couponHint' },
  { href: '/me/amountFlow', key: 'person.shortcut.amountFlow', hint: 'person.shortcut.amountFlowHint' },
  { href: '/me/updatepassword', key: 'person.shortcut.password', hint: 'person.shortcut.passwordHint' },
  { href: '/suggest/form', key: 'person.shortcut.suggest', hint: 'person.shortcut.suggestHint' },
];

function Avatar({ customer, name }: { customer: CustomerInfo; name: string }) {
  if (customer.avatar?.startsWith('/')) {
    return <img src={customer.avatar} alt="" width={64} height={64} className="size-16 rounded-full object-cover" />;
  }
  return (
    <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-content" aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}

function Stat({ label, value, href, linkText, action }: { label: string; value: string; href: string; linkText: string; action?: ReactNode }) {
  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="card-body gap-1 p-5">
        <h2 className="text-sm text-base-content/70">{label}</h2>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
          <a className="link link-primary text-sm w-fit" href={href}>
            {linkText}
          </a>
          {action}
        </div>
      </div>
    </div>
  );
}

function Overview() {
  const customer = useStore($shopUser).userInfo?.customer;
  const counts = useRequest('coupon-counts', () => fetchCouponCounts());
  if (!customer) return <Loading rows={3} />;
  const name = displayName(customer, t('customer.fallbackName'));
  const factory = customer.usingFactory;
  const usable = counts.status === 'ready' ? t('person.couponsCount', { count: counts.data.unused }) : counts.status === 'error' ? t('person.countUnavailable') : '…';
  return (
    <div className="flex flex-col gap-6">
      <section className="card bg-base-100 shadow-sm" aria-labelledby="person-heading">
        <div className="card-body flex-row flex-wrap items-center gap-4">
          <Avatar customer={customer} name={name} />
          <div className="min-w-0 flex-1">
            <h1 id="person-heading" className="text-2xl font-bold truncate">
              {name}
            </h1>
            {customer.username && <p className="text-sm text-base-content/70">{t('person.username', { username: customer.username })}</p>}
            {customer.memberLevel && (
              <p className="mt-1">
                <span className="badge badge-accent">{customer.memberLevel}</span>
              </p>
            )}
            <p className="mt-1 text-sm text-base-content/70">
              {t('person.factory')}：{factory ? (factory.name ?? t('customer.factoryUnnamed', { id: factory.id })) : t('person.noFactory')}
            </p>
          </div>
          <a className="btn btn-outline btn-sm" href="/usercenter">
            {t('person.editProfile')}
          </a>
        </div>
      </section>

      {/* Balance and level are our API's extensions: a backend without them gets no card for them. */}
      <div className="grid gap-4 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
        {customer.balance !== undefined && (
          <Stat label={t('person.balance')} value={formatFen(customer.balance)} href="/me/amountFlow" linkText={t('person.viewFlow')} action={<TopUpButton className="btn btn-primary btn-xs" />} />
        )}
        <Stat label={t('person.coupons')} value={usable} href="/me/coupon?status=unused" linkText={t('person.viewCoupons')} />
        {customer.memberLevel && (
          <Stat
            label={t('person.level')}
            value={customer.memberLevel}
            href="/membercenter"
            linkText={customer.growth === undefined ? t('person.viewLevel') : t('person.growth', { growth: customer.growth })}
          />
        )}
      </div>

      <section aria-labelledby="shortcuts-heading">
        <h2 id="shortcuts-heading" className="mb-3 text-lg font-semibold">
          {t('person.shortcuts')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {SHORTCUTS.map((item) => (
            <li key={item.href}>
              <a href={item.href} className="card bg-base-100 shadow-sm h-full hover:shadow-md focus-visible:shadow-md transition-shadow">
                <span className="card-body gap-1 p-4">
                  <span className="font-semibold">{t(item.key)}</span>
                  <span className="text-xs text-base-content/70">{t(item.hint)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      {/* Last: how many recent orders there are is only known once they arrive, and nothing below may move. */}
      <RecentOrders />
    </div>
  );
}

/** /me/personcenter: who I am, my money, my coupons, my level, and where to go next. */
export default function PersonCenter() {
  return (
    <Guarded>
      <Overview />
    </Guarded>
  );
}
