/**
 * 目录: the factory's own figures for the materials of its processes, and the platform's
 * consumables. A material's row in factory_materials is this factory's alone (another factory
 * offering the same material keeps the shared figures or its own); new prices read it
 * (catalogue/store.ts findMaterial), while held prices, saved quotations and orders keep the lines
 * they were priced with. Consumables have one price and one stock for every shop: a stock change
 * is relative and conditional, so an order placed meanwhile (which takes its quantities off in its
 * own UPDATE) is never overwritten and the stock never goes below 0. Each write and its audit row
 * (the figures before and after) go in one transaction.
 */
import type { DatabaseSync } from 'node:sqlite';
import { ConsumableCategory } from '../../src/wire/consumables.ts';
import type { ConsumableChange, MaterialSettings, StaffConsumable, StaffConsumableList, StaffMaterial, StaffMaterialList } from '../../src/wire/staff-catalogue.ts';
import { STOCK_MAX } from '../../src/lib/catalogue/catalogue-edit-rules.ts';
import { imagePathsOf } from '../catalogue/consumable-store.ts';
import type { StaffContext } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { changesOf, intOf, isoOf, nullableIntOf, parsedOf, textOf, type Row } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { recordAudit } from './audit.ts';

export const catalogueMessages = {
  materialNotFound: '材料不存在或本厂不提供该工艺',
  consumableNotFound: '耗材不存在',
  priceAdminOnly: '只有管理员可以修改耗材价格',
  stockShort: (name: string, stock: number, unit: string, reserved: number) =>
    `「${name}」当前可售库存 ${stock} ${unit}（另有 ${reserved} ${unit}已被未付款订单占用），不能减少这么多`,
  stockFull: (name: string) => `「${name}」的库存不能超过 ${STOCK_MAX}`,
} as const;

const materialColumns = `m.id, m.name, m.price_per_cm3, m.min_price, m.lead_days, p.id AS process_id, p.code AS process_code, p.name AS process_name,
  fm.price_per_cm3 AS own_price, fm.min_price AS own_min, fm.lead_days AS own_lead, fm.on_sale AS own_on_sale, fm.updated_at AS own_updated`;

const materialFrom = `FROM materials m
  JOIN factory_processes fp ON fp.process_id = m.process_id AND fp.factory_id = :factory
  JOIN processes p ON p.id = m.process_id
  LEFT JOIN factory_materials fm ON fm.material_id = m.id AND fm.factory_id = fp.factory_id`;

function staffMaterialOf(row: Row): StaffMaterial {
  const defaults = { pricePerCm3: intOf(row, 'price_per_cm3'), minPrice: intOf(row, 'min_price'), leadDays: intOf(row, 'lead_days') };
  const updated = nullableIntOf(row, 'own_updated');
  const own =
    updated === null
      ? null
      : { pricePerCm3: intOf(row, 'own_price'), minPrice: intOf(row, 'own_min'), leadDays: intOf(row, 'own_lead'), onSale: intOf(row, 'own_on_sale') === 1, updatedAt: isoOf(row, 'own_updated') };
  return {
    id: intOf(row, 'id'),
    name: textOf(row, 'name'),
    process: { id: intOf(row, 'process_id'), code: textOf(row, 'process_code'), name: textOf(row, 'process_name') },
    defaults,
    own,
    effective: own === null ? defaults : { pricePerCm3: own.pricePerCm3, minPrice: own.minPrice, leadDays: own.leadDays },
    onSale: own === null ? true : own.onSale,
  };
}

/** Every material of the factory's processes, on sale or not, by process then id. */
export function listFactoryMaterials(db: DatabaseSync, factoryId: number): StaffMaterialList {
  const records = db.prepare(`SELECT ${materialColumns} ${materialFrom} ORDER BY p.sort_order, p.id, m.id`).all({ factory: factoryId }).map(staffMaterialOf);
  return { records, total: records.length };
}

function factoryMaterial(db: DatabaseSync, factoryId: number, materialId: number): StaffMaterial | null {
  const row = db.prepare(`SELECT ${materialColumns} ${materialFrom} WHERE m.id = :material`).get({ factory: factoryId, material: materialId });
  return row === undefined ? null : staffMaterialOf(row);
}

/**
 * Sets the factory's figures for a material of its processes (404 for any other), the audit row
 * saying what its new prices used before and use now. Setting the defaults with it on sale still
 * keeps a row of its own: the shared figures may change later, this factory's stay as set.
 */
export function setFactoryMaterial(db: DatabaseSync, staff: StaffContext, materialId: number, settings: Required<MaterialSettings>, at: number): StaffMaterial {
  return inTransaction(db, () => {
    const before = factoryMaterial(db, staff.factoryId, materialId);
    if (before === null) throw new HttpError(404, catalogueMessages.materialNotFound);
    db.prepare(
      `INSERT INTO factory_materials (factory_id, material_id, price_per_cm3, min_price, lead_days, on_sale, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (factory_id, material_id) DO UPDATE SET price_per_cm3 = excluded.price_per_cm3, min_price = excluded.min_price,
         lead_days = excluded.lead_days, on_sale = excluded.on_sale, updated_at = excluded.updated_at`,
    ).run(staff.factoryId, materialId, settings.pricePerCm3, settings.minPrice, settings.leadDays, Number(settings.onSale), at);
    const after = factoryMaterial(db, staff.factoryId, materialId);
    if (after === null) throw new Error(`material ${materialId} vanished while it was set`);
    recordAudit(db, {
      factoryId: staff.factoryId,
      staffId: staff.id,
      at,
      action: 'catalogue.material',
      subject: `material:${materialId}`,
      before: { name: before.name, ...before.effective, onSale: before.onSale, own: before.own !== null },
      after: { name: after.name, ...after.effective, onSale: after.onSale, own: true },
    });
    return after;
  });
}

const consumableColumns = `c.id, c.name, c.category, c.spec, c.unit, c.price, c.stock, c.on_sale, c.image_count,
  (SELECT COALESCE(SUM(i.quantity), 0) FROM order_items i JOIN orders o ON o.id = i.order_id
   WHERE i.consumable_id = c.id AND o.kind = 'consumable' AND o.status = '待付款') AS reserved`;

function staffConsumableOf(row: Row): StaffConsumable {
  const id = intOf(row, 'id');
  return {
    id,
    name: textOf(row, 'name'),
    category: parsedOf(ConsumableCategory)(row, 'category'),
    spec: textOf(row, 'spec'),
    unit: textOf(row, 'unit'),
    price: intOf(row, 'price'),
    stock: intOf(row, 'stock'),
    reserved: intOf(row, 'reserved'),
    onSale: intOf(row, 'on_sale') === 1,
    images: imagePathsOf(id, intOf(row, 'image_count')),
  };
}

/** Every consumable, on sale or not, by id (not paged: the platform sells a few dozen). */
export function listStaffConsumables(db: DatabaseSync): StaffConsumableList {
  const records = db.prepare(`SELECT ${consumableColumns} FROM consumables c ORDER BY c.id`).all().map(staffConsumableOf);
  return { records, total: records.length };
}

function staffConsumable(db: DatabaseSync, id: number): StaffConsumable | null {
  const row = db.prepare(`SELECT ${consumableColumns} FROM consumables c WHERE c.id = ?`).get(id);
  return row === undefined ? null : staffConsumableOf(row);
}

/**
 * Changes a consumable's price (管理员 only: 403 for anyone else), stock (by `stockDelta`, in the
 * UPDATE itself: 409 when it would leave less than 0 to sell, i.e. take back units unpaid orders
 * hold, or more than STOCK_MAX) and sale, with the audit row of what changed.
 */
export function changeConsumable(db: DatabaseSync, staff: StaffContext, id: number, change: ConsumableChange, at: number): StaffConsumable {
  if (change.price !== undefined && staff.role !== 'admin') throw new HttpError(403, catalogueMessages.priceAdminOnly);
  return inTransaction(db, () => {
    const before = staffConsumable(db, id);
    if (before === null) throw new HttpError(404, catalogueMessages.consumableNotFound);
    const delta = change.stockDelta ?? 0;
    const result = db
      .prepare(
        `UPDATE consumables SET price = COALESCE(:price, price), stock = stock + :delta, on_sale = COALESCE(:onSale, on_sale)
         WHERE id = :id AND stock + :delta >= 0 AND stock + :delta <= :max`,
      )
      .run({ id, price: change.price ?? null, delta, onSale: change.onSale === undefined ? null : Number(change.onSale), max: STOCK_MAX });
    if (changesOf(result) !== 1) {
      const now = staffConsumable(db, id) ?? before;
      throw new HttpError(409, now.stock + delta < 0 ? catalogueMessages.stockShort(now.name, now.stock, now.unit, now.reserved) : catalogueMessages.stockFull(now.name));
    }
    const after = staffConsumable(db, id);
    if (after === null) throw new Error(`consumable ${id} vanished while it was changed`);
    const changed = (fields: StaffConsumable) => ({
      name: fields.name,
      ...(change.price === undefined ? {} : { price: fields.price }),
      ...(change.stockDelta === undefined ? {} : { stock: fields.stock }),
      ...(change.onSale === undefined ? {} : { onSale: fields.onSale }),
    });
    recordAudit(db, {
      factoryId: staff.factoryId,
      staffId: staff.id,
      at,
      action: 'catalogue.consumable',
      subject: `consumable:${id}`,
      before: changed(before),
      after: { ...changed(after), ...(change.stockDelta === undefined ? {} : { stockDelta: change.stockDelta }) },
    });
    return after;
  });
}
