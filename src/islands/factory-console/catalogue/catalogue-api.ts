/** 目录 in the console (管理员; consumables' stock and on/off also 仓储发货): /api/shop-staff/catalogue. */
import type { ConsumableChange, MaterialSettings, StaffConsumable, StaffConsumableList, StaffMaterial, StaffMaterialList } from '../../../wire/staff-catalogue.ts';
import { has, hasRecordsOf } from '../../../core/shapes.ts';
import { staffApi } from '../staff-api.ts';

export const listCatalogueMaterials = (signal?: AbortSignal) =>
  staffApi<StaffMaterialList>('/api/shop-staff/catalogue/materials', { feature: true, expect: hasRecordsOf({ id: 'number', name: 'string', effective: 'object' }), ...(signal ? { signal } : {}) });
export const setCatalogueMaterial = (id: number, settings: MaterialSettings) =>
  staffApi<StaffMaterial>(`/api/shop-staff/catalogue/materials/${id}`, { method: 'PUT', body: { ...settings }, expect: has({ id: 'number', effective: 'object', onSale: 'boolean' }) });
export const listCatalogueConsumables = (signal?: AbortSignal) =>
  staffApi<StaffConsumableList>('/api/shop-staff/catalogue/consumables', { feature: true, expect: hasRecordsOf({ id: 'number', name: 'string', stock: 'number' }), ...(signal ? { signal } : {}) });
export const changeCatalogueConsumable = (id: number, change: ConsumableChange) =>
  staffApi<StaffConsumable>(`/api/shop-staff/catalogue/consumables/${id}`, { method: 'PATCH', body: { ...change }, expect: has({ id: 'number', stock: 'number', onSale: 'boolean' }) });
