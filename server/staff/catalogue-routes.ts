import type { Hono } from 'hono';
import {
  ConsumableChange,
  ConsumableIdParam,
  MaterialIdParam,
  MaterialSettings,
  StaffConsumable,
  StaffConsumableList,
  StaffMaterial,
  StaffMaterialList,
} from '../../src/wire/staff-catalogue.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { error, json, resource } from '../core/route.ts';
import { changeConsumable, listFactoryMaterials, listStaffConsumables, setFactoryMaterial } from './catalogue-store.ts';

const tags = ['员工：目录'];
const newPricesOnly = '修改只影响之后的新报价：已保持的价格、已保存的报价单与已下的订单仍按原来的价格。';

/**
 * /catalogue: 目录. The factory's materials (管理员 only: its own figures over the shared
 * catalogue's) and the platform's consumables (管理员 and 仓储发货; the price 管理员 only).
 */
export function catalogueRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags, staff: [] });

  route({
    method: 'get',
    path: '/catalogue/materials',
    summary: '本厂各工艺的材料：共享默认价目与本厂价目',
    description: '本厂提供的各工艺下的全部材料（含已下架），按工艺、材料编号排列；defaults 为共享目录的价目，own 为本厂设置的价目（未设置为 null），effective 为本厂新报价所用的价目。',
    responses: { 200: json('材料列表', StaffMaterialList) },
  }, (c) => c.json(listFactoryMaterials(db, c.get('staff').factoryId)));

  route({
    method: 'put',
    path: '/catalogue/materials/:id',
    summary: '设置本厂某材料的单价、最低价、交期与上架状态',
    description: `金额为整数分。只改本厂的价目，其他提供同一材料的工厂不受影响；下架后客户看不到该材料，也不能再按它报价或下单。${newPricesOnly}`,
    params: MaterialIdParam,
    json: MaterialSettings,
    responses: { 200: json('本厂的材料', StaffMaterial), 404: error('材料不存在或本厂不提供该工艺') },
  }, (c, { params: { id }, json: settings }) => c.json(setFactoryMaterial(db, c.get('staff'), id, settings, now().getTime())));

  route({
    staff: ['warehouse'],
    method: 'get',
    path: '/catalogue/consumables',
    summary: '耗材（含已下架）：价格、可售库存、未付款订单占用与上架状态',
    description: '耗材由平台统一销售，各店铺共用同一价格与库存。stock 为可售库存（未付款订单占用的已扣除），reserved 为未付款订单占用的数量。',
    responses: { 200: json('耗材列表', StaffConsumableList) },
  }, (c) => c.json(listStaffConsumables(db)));

  route({
    staff: ['warehouse'],
    method: 'patch',
    path: '/catalogue/consumables/:id',
    summary: '修改耗材：价格（仅管理员）、库存调整、上架状态',
    description: `stockDelta 为增减的数量（负数为减少），在同一条更新中按当时的库存计算，不会覆盖同时下的订单；减少后可售库存不能小于 0（未付款订单占用的不能收回）。价格为整数分。${newPricesOnly}`,
    params: ConsumableIdParam,
    json: ConsumableChange,
    responses: {
      200: json('修改后的耗材', StaffConsumable),
      404: error('耗材不存在'),
      409: error('可售库存不足以减少这么多，或库存将超过上限'),
    },
  }, (c, { params: { id }, json: change }) => c.json(changeConsumable(db, c.get('staff'), id, change, now().getTime())));

  return routes;
}
