import { lazy, Suspense, useId, useState } from 'react';
import { addressBookOrAbsent, deleteAddress, setDefaultAddress } from '~/components/address-book/addresses';
import type { AddressBook, SavedAddress } from '~/wire/address-book';
import { ApiError } from '~/core/errors';
import { LazyConfirmDialog } from '~/components/ui/LazyConfirmDialog';
import { Empty, LoadError, Loading } from '~/core/ListState';
import { useRequest } from '~/core/use-request';
import { t } from '~/components/address-book/messages';
import { showToast } from '~/stores/toasts';

// The form (and the region data it loads) comes when the customer adds or edits an address.
const AddressFormDialog = lazy(() => import('~/components/address-book/form-dialog/AddressFormDialog'));

type Editing = { kind: 'add' } | { kind: 'edit'; address: SavedAddress } | null;

/**
 * 地址簿 in 用户中心: the saved addresses (the default first), 新增地址 up to the limit, 编辑,
 * 设为默认 and 删除 with a confirmation. A backend without a book, or none reachable, shows no card.
 */
export function AddressBookCard() {
  const book = useRequest('address-book', (signal) => addressBookOrAbsent(signal));
  const [shown, setShown] = useState<AddressBook | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  // What the last write answered stands until the book is read again.
  const data = shown ?? book.data;

  if (book.status === 'ready' && book.data === null) return null;

  function reload() {
    setShown(null);
    book.reload();
  }

  async function makeDefault(address: SavedAddress) {
    if (busy !== null) return;
    setBusy(address.id);
    try {
      setShown(await setDefaultAddress(address.id));
      showToast('success', t('addressBook.defaultSet'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) reload();
    } finally {
      setBusy(null);
    }
  }

  async function confirmDelete() {
    if (!deleting || busy !== null) return;
    setBusy(deleting.id);
    setProblem(null);
    try {
      setShown(await deleteAddress(deleting.id));
      setDeleting(null);
      showToast('success', t('addressBook.deleted'));
    } catch (error) {
      if (error instanceof ApiError && error.status !== null && error.status < 500) setProblem(error.message);
    } finally {
      setBusy(null);
    }
  }

  const full = data !== null && data.total >= data.limit;
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`} data-address-book>
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-title`} className="card-title">
            {t('addressBook.title')}
          </h2>
          {data && (
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm text-base-content/70 tabular-nums" data-address-count>
                {t('addressBook.count', { count: data.total, limit: data.limit })}
              </span>
              <button type="button" className="btn btn-primary btn-sm" disabled={full} aria-describedby={full ? `${id}-full` : undefined} onClick={() => setEditing({ kind: 'add' })}>
                {t('addressBook.add')}
              </button>
            </div>
          )}
        </div>
        <p className="text-sm text-base-content/70">{t('addressBook.hint', { limit: data?.limit ?? 20 })}</p>
        {full && (
          <p id={`${id}-full`} className="alert alert-warning alert-soft text-sm">
            {t('addressBook.full', { limit: data.limit })}
          </p>
        )}
        {book.status === 'error' && <LoadError message={book.message} onRetry={reload} />}
        {book.status === 'loading' && !data && <Loading rows={2} label={t('addressBook.loading')} />}
        {data && data.records.length === 0 && <Empty title={t('addressBook.empty')}>{t('addressBook.emptyHint')}</Empty>}
        {data && data.records.length > 0 && (
          <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300" aria-label={t('addressBook.title')}>
            {data.records.map((address) => (
              <li key={address.id} className="flex flex-wrap items-start justify-between gap-3 p-3" data-address-id={address.id} data-default={address.isDefault || undefined}>
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="break-all">{address.name}</span>
                    <span className="tabular-nums">{address.phone}</span>
                    {address.isDefault && <span className="badge badge-primary badge-sm">{t('addressBook.default')}</span>}
                  </p>
                  <p className="text-sm break-words text-base-content/80">
                    {address.region} {address.detail}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  {!address.isDefault && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      disabled={busy !== null}
                      aria-label={t('addressBook.setDefaultOf', { name: address.name })}
                      onClick={() => void makeDefault(address)}
                    >
                      {busy === address.id && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                      {t('addressBook.setDefault')}
                    </button>
                  )}
                  <button type="button" className="btn btn-ghost btn-xs" disabled={busy !== null} aria-label={t('addressBook.editOf', { name: address.name })} onClick={() => setEditing({ kind: 'edit', address })}>
                    {t('addressBook.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs text-error"
                    disabled={busy !== null}
                    aria-label={t('addressBook.deleteOf', { name: address.name })}
                    onClick={() => {
                      setProblem(null);
                      setDeleting(address);
                    }}
                  >
                    {t('addressBook.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing && (
        <Suspense fallback={null}>
          <AddressFormDialog
            {...(editing.kind === 'edit' ? { editing: editing.address } : {})}
            onSaved={() => {
              showToast('success', t('addressBook.saved'));
              reload();
            }}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {deleting && (
        <LazyConfirmDialog
          title={t('addressBook.deleteTitle')}
          confirmLabel={t('addressBook.deleteConfirm')}
          busyLabel={t('addressBook.deleting')}
          busy={busy !== null}
          problem={problem}
          danger
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        >
          <p className="break-words">{t('addressBook.deleteBody', { name: deleting.name, phone: deleting.phone, region: deleting.region, detail: deleting.detail })}</p>
        </LazyConfirmDialog>
      )}
    </section>
  );
}
