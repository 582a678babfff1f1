import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { Loading } from '~/core/ListState';
import { t } from '~/components/profile/messages';
import { Guarded } from '~/core/guard/Guarded';
import { $shopUser } from '~/stores/shop-user';
import { FactoryCard } from './FactoryCard';
import { FilesCard } from './FilesCard';
import { ProfileCard } from './ProfileCard';
import { QqBindingCard } from './QqBindingCard';
import { StorageCard } from './StorageCard';

// The address book (its texts, confirmation and form) loads beside the page's first render.
const AddressBookCard = lazy(async () => ({ default: (await import('./AddressBookCard')).AddressBookCard }));

/** /usercenter: profile, QQ binding, using factory, address book, storage and the customer's files, each as a card. */
export default function UserCenter() {
  return (
    <Guarded>
      <UserCenterCards />
    </Guarded>
  );
}

function UserCenterCards() {
  const customer = useStore($shopUser).userInfo?.customer;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('page.usercenter')}</h1>
      {customer ? (
        <>
          <div className="grid gap-6 xl:grid-cols-2">
            <ProfileCard customer={customer} />
            <div className="flex flex-col gap-6">
              <QqBindingCard />
              {customer.shop?.storageSize !== undefined && <StorageCard shop={{ ...customer.shop, storageSize: customer.shop.storageSize }} />}
            </div>
          </div>
          <FactoryCard currentId={customer.usingFactory?.id ?? null} />
          <FilesCard />
          {/* Last: a backend without an address book shows no card, and nothing below may move. */}
          <Suspense>
            <AddressBookCard />
          </Suspense>
        </>
      ) : (
        <Loading rows={4} />
      )}
    </div>
  );
}
