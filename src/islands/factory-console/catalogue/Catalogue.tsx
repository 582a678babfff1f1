import { useId, useState } from 'react';
import { useTabList } from '~/components/ui/use-tab-list';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { useRequest } from '~/core/use-request';
import { formatFen } from '~/lib/format/money';
import { showToast } from '~/stores/toasts';
import type { StaffMember } from '~/wire/staff';
import type { StaffConsumable, StaffMaterial } from '~/wire/staff-catalogue';
import {
  consumableChangeOf,
  consumableEntryOf,
  materialEntryOf,
  materialSettingsOf,
  type ConsumableEntry,
  type ConsumableErrors,
  type MaterialEntry,
  type MaterialErrors,
} from './catalogue-form';
import { ConsoleGuard } from '../ConsoleGuard';
import { t } from './messages';
import { changeCatalogueConsumable, listCatalogueConsumables, listCatalogueMaterials, setCatalogueMaterial } from './catalogue-api';

type Tab = 'materials' | 'consumables';

/**
 * /factory/catalogue (目录): the factory's figures for its materials (管理员) and the platform's
 * consumables (管理员 and 仓储发货; the price 管理员 only). New prices only: what customers hold stays.
 */
export default function Catalogue() {
  return <ConsoleGuard>{(member) => <CatalogueScreen member={member} />}</ConsoleGuard>;
}

const tabsOf = (member: StaffMember): Tab[] => (member.role === 'admin' ? ['materials', 'consumables'] : member.role === 'warehouse' ? ['consumables'] : []);

function CatalogueScreen({ member }: { member: StaffMember }) {
  const id = useId();
  const tabs = tabsOf(member);
  const [tab, setTab] = useState<Tab>(tabs[0] ?? 'consumables');
  const tabId = (value: Tab) => `${id}-tab-${value}`;
  const { tabProps } = useTabList(tabs, tab, setTab, tabId, `${id}-panel`);
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t('console.catalogue.heading')}
        </h1>
        <p className="text-sm text-base-content/70 mt-1">{t('console.catalogue.intro')}</p>
      </div>
      {tabs.length === 0 && <Empty title={t('console.catalogue.noRole')} />}
      {tabs.length > 1 && (
        <div role="tablist" aria-label={t('console.catalogue.tabs')} className="tabs tabs-border">
          {tabs.map((value) => (
            <button key={value} {...tabProps(value)} className={`tab ${value === tab ? 'tab-active font-semibold' : 'text-base-content/80'}`}>
              {t(`console.catalogue.tab.${value}`)}
            </button>
          ))}
        </div>
      )}
      {tabs.length > 0 && (
        <div id={`${id}-panel`} {...(tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': tabId(tab) } : {})}>
          {tab === 'materials' ? <MaterialsPanel /> : <ConsumablesPanel mayPrice={member.role === 'admin'} />}
        </div>
      )}
    </section>
  );
}

/** One labelled field of an editing row, with its problem under it. */
function Field({ id, label, value, error, onChange, inputMode = 'decimal' }: { id: string; label: string; value: string; error: string | undefined; onChange: (value: string) => void; inputMode?: 'decimal' | 'numeric' | 'text' }) {
  return (
    <label className="flex flex-col gap-1" htmlFor={id}>
      <span className="text-xs font-medium">{label}</span>
      <input
        id={id}
        className={`input input-sm w-28 ${error ? 'input-error' : ''}`}
        value={value}
        inputMode={inputMode}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="max-w-48 text-xs text-error">
          {error}
        </span>
      )}
    </label>
  );
}

function SaleToggle({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2" htmlFor={id}>
      <input id={id} type="checkbox" className="toggle toggle-sm toggle-success" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span className="text-xs">{t('console.catalogue.onSale')}</span>
    </label>
  );
}

function SaleBadge({ onSale }: { onSale: boolean }) {
  return <span className={`badge badge-sm ${onSale ? 'badge-success badge-soft' : 'badge-ghost'}`}>{onSale ? t('console.catalogue.onSale') : t('console.catalogue.offSale')}</span>;
}

function MaterialsPanel() {
  const list = useRequest('catalogue:materials', (signal) => listCatalogueMaterials(signal));
  const [saved, setSaved] = useState<ReadonlyMap<number, StaffMaterial>>(new Map());
  const records = (list.data?.records ?? []).map((material) => saved.get(material.id) ?? material);
  const groups: Array<{ process: StaffMaterial['process']; materials: StaffMaterial[] }> = [];
  for (const material of records) {
    const group = groups.find((candidate) => candidate.process.id === material.process.id);
    if (group) group.materials.push(material);
    else groups.push({ process: material.process, materials: [material] });
  }
  return (
    <div className="flex flex-col gap-6">
      <LoadFailure state={list} feature={t('console.catalogue.feature')} onRetry={list.reload} />
      {list.status === 'loading' && !list.data && <Loading rows={5} />}
      {list.data && records.length === 0 && <Empty title={t('console.catalogue.material.empty')} />}
      {groups.map(({ process, materials }) => (
        <section key={process.id} className="rounded-box bg-base-100 p-4 shadow-sm" data-catalogue-process={process.code}>
          <h2 className="mb-2 flex items-center gap-2 text-lg font-semibold">
            {process.name}
            <span className="badge badge-outline badge-sm">{process.code}</span>
          </h2>
          <div className="overflow-x-auto">
            <table className="table table-sm" aria-label={t('console.catalogue.material.listLabel', { process: process.name })}>
              <thead>
                <tr>
                  <th scope="col">{t('console.catalogue.material.name')}</th>
                  <th scope="col">{t('console.catalogue.material.priceUnit')}</th>
                  <th scope="col">{t('console.catalogue.material.minPriceUnit')}</th>
                  <th scope="col">{t('console.catalogue.material.leadDays')}</th>
                  <th scope="col">{t('console.catalogue.onSale')}</th>
                  <th scope="col">{t('console.catalogue.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {materials.map((material) => (
                  <MaterialRow key={material.id} material={material} onSaved={(answer) => setSaved((previous) => new Map(previous).set(answer.id, answer))} />
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}

const differs = (material: StaffMaterial) =>
  material.effective.pricePerCm3 !== material.defaults.pricePerCm3 || material.effective.minPrice !== material.defaults.minPrice || material.effective.leadDays !== material.defaults.leadDays;

function MaterialRow({ material, onSaved }: { material: StaffMaterial; onSaved: (answer: StaffMaterial) => void }) {
  const id = useId();
  const [entry, setEntry] = useState<MaterialEntry | null>(null);
  const [errors, setErrors] = useState<MaterialErrors>({});
  const [busy, setBusy] = useState(false);
  const edit = (change: Partial<MaterialEntry>, field?: keyof MaterialErrors) => {
    setEntry((previous) => (previous === null ? previous : { ...previous, ...change }));
    if (field && errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  async function save() {
    if (busy || entry === null) return;
    const checked = materialSettingsOf(entry);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = (['price', 'minPrice', 'leadDays'] as const).find((field) => checked.errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await setCatalogueMaterial(material.id, checked.settings);
      showToast(
        'success',
        t('console.catalogue.material.saved', {
          name: answer.name,
          price: formatFen(answer.effective.pricePerCm3),
          min: formatFen(answer.effective.minPrice),
          days: answer.effective.leadDays,
          sale: answer.onSale ? '' : t('console.catalogue.material.savedOff'),
        }),
      );
      onSaved(answer);
      setEntry(null);
    } catch {
      // The toast says why (400, 404); what was typed stays.
    } finally {
      setBusy(false);
    }
  }

  const { effective, defaults } = material;
  if (entry === null) {
    return (
      <tr data-catalogue-material={material.id}>
        <th scope="row" className="min-w-28 font-medium">
          {material.name}
          {differs(material) && (
            <span className="block text-xs font-normal text-base-content/70">
              {t('console.catalogue.material.default', { price: formatFen(defaults.pricePerCm3), min: formatFen(defaults.minPrice), days: defaults.leadDays })}
            </span>
          )}
        </th>
        <td className="tabular-nums">{t('console.catalogue.material.perCm3', { price: formatFen(effective.pricePerCm3) })}</td>
        <td className="tabular-nums">{formatFen(effective.minPrice)}</td>
        <td className="tabular-nums">{t('console.catalogue.material.days', { days: effective.leadDays })}</td>
        <td>
          <SaleBadge onSale={material.onSale} />
        </td>
        <td>
          <button type="button" className="btn btn-xs btn-outline" onClick={() => setEntry(materialEntryOf(material))}>
            {t('console.catalogue.edit')}
            <span className="sr-only"> {material.name}</span>
          </button>
        </td>
      </tr>
    );
  }
  return (
    <tr data-catalogue-material={material.id} data-editing="">
      <th scope="row" className="min-w-28 align-top font-medium">
        {material.name}
        <span className="block text-xs font-normal text-base-content/70">
          {t('console.catalogue.material.default', { price: formatFen(defaults.pricePerCm3), min: formatFen(defaults.minPrice), days: defaults.leadDays })}
        </span>
      </th>
      <td className="align-top">
        <Field id={`${id}-price`} label={t('console.catalogue.material.priceUnit')} value={entry.price} error={errors.price} onChange={(price) => edit({ price }, 'price')} />
      </td>
      <td className="align-top">
        <Field id={`${id}-minPrice`} label={t('console.catalogue.material.minPriceUnit')} value={entry.minPrice} error={errors.minPrice} onChange={(minPrice) => edit({ minPrice }, 'minPrice')} />
      </td>
      <td className="align-top">
        <Field id={`${id}-leadDays`} label={t('console.catalogue.material.leadDays')} value={entry.leadDays} error={errors.leadDays} inputMode="numeric" onChange={(leadDays) => edit({ leadDays }, 'leadDays')} />
      </td>
      <td className="align-top pt-7">
        <SaleToggle id={`${id}-onSale`} checked={entry.onSale} onChange={(onSale) => edit({ onSale })} />
      </td>
      <td className="align-top pt-6">
        <RowActions
          busy={busy}
          onSave={() => void save()}
          onCancel={() => {
            setEntry(null);
            setErrors({});
          }}
        />
      </td>
    </tr>
  );
}

const imageUrl = (path: string) => `${import.meta.env.PUBLIC_API_BASE ?? ''}${path}`;

function ConsumablesPanel({ mayPrice }: { mayPrice: boolean }) {
  const list = useRequest('catalogue:consumables', (signal) => listCatalogueConsumables(signal));
  const [saved, setSaved] = useState<ReadonlyMap<number, StaffConsumable>>(new Map());
  const records = (list.data?.records ?? []).map((item) => saved.get(item.id) ?? item);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-base-content/70">{t('console.catalogue.consumable.shared')}</p>
      <LoadFailure state={list} feature={t('console.catalogue.feature')} onRetry={list.reload} />
      {list.status === 'loading' && !list.data && <Loading rows={5} />}
      {list.data && records.length === 0 && <Empty title={t('console.catalogue.consumable.empty')} />}
      {records.length > 0 && (
        <div className="overflow-x-auto rounded-box bg-base-100 p-4 shadow-sm">
          <table className="table table-sm" aria-label={t('console.catalogue.consumable.listLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('console.catalogue.consumable.name')}</th>
                <th scope="col">{t('console.catalogue.consumable.price')}</th>
                <th scope="col">{t('console.catalogue.consumable.stock')}</th>
                <th scope="col">{t('console.catalogue.onSale')}</th>
                <th scope="col">{t('console.catalogue.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((item) => (
                <ConsumableRow key={item.id} item={item} mayPrice={mayPrice} onSaved={(answer) => setSaved((previous) => new Map(previous).set(answer.id, answer))} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function ConsumableRow({ item, mayPrice, onSaved }: { item: StaffConsumable; mayPrice: boolean; onSaved: (answer: StaffConsumable) => void }) {
  const id = useId();
  const [entry, setEntry] = useState<ConsumableEntry | null>(null);
  const [errors, setErrors] = useState<ConsumableErrors>({});
  const [busy, setBusy] = useState(false);
  const edit = (change: Partial<ConsumableEntry>, field?: 'price' | 'stockDelta') => {
    setEntry((previous) => (previous === null ? previous : { ...previous, ...change }));
    setErrors(({ form: _form, ...rest }) => {
      if (field === undefined) return rest;
      const { [field]: _gone, ...others } = rest;
      return others;
    });
  };

  async function save() {
    if (busy || entry === null) return;
    const checked = consumableChangeOf(item, entry, mayPrice);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = (['price', 'stockDelta'] as const).find((field) => checked.errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await changeCatalogueConsumable(item.id, checked.change);
      showToast('success', t('console.catalogue.consumable.saved', { name: answer.name }));
      onSaved(answer);
      setEntry(null);
    } catch {
      // 409 (too little left to sell: an order took some meanwhile), 403, 400: the toast says why; what was typed stays.
    } finally {
      setBusy(false);
    }
  }

  const cover = item.images[0];
  const name = (
    <th scope="row" className="min-w-28 align-top font-medium">
      <div className="flex items-start gap-3">
        {cover && <img src={imageUrl(cover)} alt="" width={40} height={40} className="size-10 rounded bg-base-200" loading="lazy" />}
        <span>
          {item.name}
          <span className="block text-xs font-normal text-base-content/70">{item.spec}</span>
        </span>
      </div>
    </th>
  );
  const stock = (
    <>
      <span className="tabular-nums">{t('console.catalogue.consumable.stockOf', { stock: item.stock, unit: item.unit })}</span>
      {item.reserved > 0 && <span className="block text-xs text-base-content/70">{t('console.catalogue.consumable.reserved', { reserved: item.reserved, unit: item.unit })}</span>}
    </>
  );
  if (entry === null) {
    return (
      <tr data-catalogue-consumable={item.id}>
        {name}
        <td className="tabular-nums">{formatFen(item.price)}</td>
        <td>{stock}</td>
        <td>
          <SaleBadge onSale={item.onSale} />
        </td>
        <td>
          <button type="button" className="btn btn-xs btn-outline" onClick={() => setEntry(consumableEntryOf(item))}>
            {t('console.catalogue.edit')}
            <span className="sr-only"> {item.name}</span>
          </button>
        </td>
      </tr>
    );
  }
  return (
    <tr data-catalogue-consumable={item.id} data-editing="">
      {name}
      <td className="align-top">
        {mayPrice ? (
          <Field id={`${id}-price`} label={t('console.catalogue.consumable.priceUnit', { unit: item.unit })} value={entry.price} error={errors.price} onChange={(price) => edit({ price }, 'price')} />
        ) : (
          <span className="tabular-nums">
            {formatFen(item.price)}
            <span className="block text-xs text-base-content/70">{t('console.catalogue.consumable.priceAdminOnly')}</span>
          </span>
        )}
      </td>
      <td className="align-top">
        {stock}
        <div className="mt-1">
          <Field id={`${id}-stockDelta`} label={t('console.catalogue.consumable.delta')} value={entry.stockDelta} error={errors.stockDelta} inputMode="text" onChange={(stockDelta) => edit({ stockDelta }, 'stockDelta')} />
        </div>
      </td>
      <td className="align-top pt-3">
        <SaleToggle id={`${id}-onSale`} checked={entry.onSale} onChange={(onSale) => edit({ onSale })} />
      </td>
      <td className="align-top pt-3">
        <RowActions
          busy={busy}
          onSave={() => void save()}
          onCancel={() => {
            setEntry(null);
            setErrors({});
          }}
        />
        {errors.form && (
          <p className="mt-1 text-xs text-error" role="alert">
            {errors.form}
          </p>
        )}
      </td>
    </tr>
  );
}

/** A row's 保存 and 取消 while it is being edited; both off while the save is out. */
function RowActions({ busy, onSave, onCancel }: { busy: boolean; onSave: () => void; onCancel: () => void }) {
  return (
    <div className="flex gap-2">
      <button type="button" className="btn btn-xs btn-primary" onClick={onSave} disabled={busy} aria-busy={busy}>
        {busy ? t('console.catalogue.saving') : t('console.catalogue.save')}
      </button>
      <button type="button" className="btn btn-xs btn-ghost" disabled={busy} onClick={onCancel}>
        {t('console.catalogue.cancel')}
      </button>
    </div>
  );
}
