import { useEffect, useId, useRef, useState } from 'react';
import { listDesignPackages } from '~/islands/design-service/design-service';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { t } from '~/islands/design-service/messages';
import { PayPanel } from '~/components/payment/PayPanel';
import { PayCountdown } from '~/components/deadlines/PayCountdown';
import { useRequest } from '~/core/use-request';
import { DESIGN_PATHS, packageOrderUrl, purchaseLoginUrl, readPackageChoice } from '~/lib/routes/design-service-paths';
import { formatFen } from '~/lib/format/money';
import { isMainlandMobile } from '~/lib/forms/phone';
import { saveProfile } from '~/stores/profile';
import { useStoredUser } from '~/islands/design-service/use-stored-user';
import { PackageCard } from './PackageCard';
import { PurchasePhone } from './PurchasePhone';
import { usePackagePurchase } from './use-package-purchase';

/**
 * /mydesign/solution/packagePayment: the packages side by side, one chosen (kept in
 * `?package=`), and 立即购买: a logged-out visitor logs in first and comes back with the choice;
 * a customer gets a 待付款 order paid right here.
 */
export default function PackagePurchase() {
  const id = useId();
  const user = useStoredUser();
  const loggedIn = user.token !== '';
  const customer = user.userInfo?.customer;
  // The server takes a package order only with a phone number in the profile: ask for it here.
  // A backend that does not send the phone at all (undefined) is left to answer for itself.
  const needsPhone = loggedIn && customer !== undefined && customer.phone !== undefined && !isMainlandMobile(customer.phone ?? '');
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [savingPhone, setSavingPhone] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const packages = useRequest('design-packages', (signal) => listDesignPackages(signal));
  const [choice, setChoice] = useState<number | null>(() => readPackageChoice(location.search));
  const purchase = usePackagePurchase();
  const payArea = useRef<HTMLDivElement>(null);
  const records = packages.data?.records ?? [];
  // A chosen id that is not on sale (any more) is no choice.
  const chosen = packages.status === 'ready' ? (records.find((pack) => pack.id === choice) ?? null) : null;

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (choice === null) query.delete('package');
    else query.set('package', String(choice));
    const search = query.toString() ? `?${query.toString()}` : '';
    if (location.search !== search) history.replaceState(history.state, '', `${location.pathname}${search}`);
  }, [choice]);

  useEffect(() => {
    if (!purchase.order) return;
    payArea.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    payArea.current?.querySelector<HTMLInputElement>('input:checked')?.focus({ preventScroll: true });
  }, [purchase.order]);

  async function buy() {
    if (!chosen || savingPhone) return;
    if (!loggedIn) {
      location.assign(purchaseLoginUrl(chosen.id));
      return;
    }
    if (needsPhone && customer) {
      const problem = phone.trim() === '' ? 'design.packages.phoneRequired' : isMainlandMobile(phone) ? null : 'design.packages.phoneInvalid';
      setPhoneError(problem && t(problem));
      if (problem) return phoneRef.current?.focus();
      setSavingPhone(true);
      try {
        await saveProfile({ nickname: customer.nickname ?? customer.username ?? '', phone: phone.trim(), email: customer.email ?? null });
      } catch {
        // The notifier has shown why; the number typed stays for another try.
        return;
      } finally {
        setSavingPhone(false);
      }
    }
    void purchase.buy(chosen.id);
  }

  const ordering = purchase.order !== null;
  const working = purchase.busy || savingPhone;
  return (
    <section className="flex flex-col gap-6" aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-2">
        <h1 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
          {t('design.packages.title')}
        </h1>
        <p className="max-w-3xl text-base-content/80">{t('design.packages.intro')}</p>
      </div>

      <div aria-busy={packages.status === 'loading'}>
        <LoadFailure state={packages} feature={t('nav.myDesign')} onRetry={packages.reload} />
        {packages.status === 'loading' && !packages.data && <Loading rows={3} />}
        {packages.status === 'ready' && records.length === 0 && <Empty title={t('design.packages.empty')}>{t('design.packages.emptyHint')}</Empty>}
        {records.length > 0 && (
          <fieldset disabled={ordering || working} className="min-w-0">
            <legend className="sr-only">{t('design.packages.choice')}</legend>
            <div className={`grid gap-5 pt-3 sm:grid-cols-2 ${records.length >= 4 ? 'xl:grid-cols-4' : 'lg:grid-cols-3'}`}>
              {records.map((pack) => (
                <PackageCard key={pack.id} pack={pack} name={`${id}-package`} checked={pack.id === chosen?.id} disabled={ordering || working} onChoose={setChoice} />
              ))}
            </div>
          </fieldset>
        )}
      </div>

      {records.length > 0 && !purchase.order && (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-base-300 bg-base-100/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:items-center sm:justify-between sm:rounded-box sm:border sm:px-6" data-purchase-bar>
          <div className="flex flex-col gap-0.5" aria-live="polite">
            <span className="font-medium">{chosen ? t('design.packages.chosen', { name: chosen.name }) : t('design.packages.none')}</span>
            {chosen && <span className="text-xl font-bold text-primary tabular-nums">{formatFen(chosen.price)}</span>}
            {!loggedIn && <span className="text-sm text-base-content/75">{t('design.packages.loginFirst')}</span>}
          </div>
          {needsPhone && (
            <PurchasePhone
              id={`${id}-phone`}
              value={phone}
              error={phoneError}
              disabled={working}
              inputRef={phoneRef}
              onValue={(value) => {
                setPhone(value);
                if (phoneError) setPhoneError(null);
              }}
            />
          )}
          <button type="button" className="btn btn-primary sm:min-w-40" disabled={!chosen || working} onClick={() => void buy()}>
            {working && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {savingPhone ? t('design.packages.phoneSaving') : purchase.busy ? t('design.packages.buying') : needsPhone ? t('design.packages.savePhoneAndBuy') : t('design.packages.buy')}
          </button>
        </div>
      )}

      {purchase.order && (
        <div ref={payArea} className="mx-auto flex w-full max-w-2xl scroll-mt-28 flex-col gap-4 rounded-box border border-primary/30 bg-base-100 p-4 shadow-sm sm:p-6" data-package-order={purchase.order.orderNo}>
          <p className="alert alert-info alert-soft text-sm" role="status">
            {t('design.packages.ordered', { orderNo: purchase.order.orderNo })}
          </p>
          <PayPanel orderNo={purchase.order.orderNo} payable={purchase.order.payable} deadline={<PayCountdown payBy={purchase.order.payBy} explain />} />
          <div className="flex flex-wrap justify-between gap-2">
            <button type="button" className="btn btn-ghost btn-sm" onClick={purchase.reset}>
              {t('design.packages.change')}
            </button>
            <a className="btn btn-ghost btn-sm" href={purchase.order ? packageOrderUrl(purchase.order.orderNo) : DESIGN_PATHS.packageOrders}>
              {t('design.packages.viewOrders')} →
            </a>
          </div>
        </div>
      )}
    </section>
  );
}
