import type { Hono } from 'hono';
import { z } from 'zod';
import { ADDRESS_BOOK_LIMIT, AddressBook, AddressBookInput, SavedAddress } from '../../src/wire/address-book.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { answerComponent, requestComponent } from '../core/openapi-components.ts';
import { error, json, resource } from '../core/route.ts';
import { addAddress, addressBookOf, deleteAddress, findAddress, setDefaultAddress, updateAddress } from './store.ts';

const AddressIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, '地址编号无效')
    .transform(Number)
    .describe('地址编号'),
});

answerComponent('SavedAddress', SavedAddress);
answerComponent('AddressBook', AddressBook);
requestComponent('AddressBookInput', AddressBookInput);

const notFound = error('地址不存在（或属于其他客户）');
const invalid = error('参数无效：收货人、手机号（大陆手机号）、详细地址；或「所在地区不存在，请重新选择」（省、市、区县不在行政区划数据中）');

/** /shop-address: the customer's address book. */
export function addressRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags: ['地址簿'], customer: true });

  route({
    method: 'get',
    path: '/',
    summary: '本人的地址簿（默认地址在前，其余按新到旧）',
    description: `最多 ${ADDRESS_BOOK_LIMIT} 个地址，不分页。region 为下单时 Address.region 使用的地区文字（直辖市等不写「市辖区」）。`,
    responses: { 200: json('地址簿', AddressBook) },
  }, (c) => c.json(addressBookOf(db, c.get('customerId'))));

  route({
    method: 'post',
    path: '/',
    summary: '新增地址',
    description:
      `省、市、区县须为 src/content/regions/pca-code.json（国家统计局 2023 年区划）中的一组名称。第一个地址自动成为默认地址。` +
      `与已有地址完全相同（收货人、手机号、地区、详细地址）时不重复保存，返回已有的地址（200）。已有 ${ADDRESS_BOOK_LIMIT} 个地址时拒绝（并发请求同样不会超出）。`,
    json: AddressBookInput,
    responses: {
      201: json('新保存的地址', SavedAddress),
      200: json('相同的地址已保存过', SavedAddress),
      400: invalid,
      409: error(`地址簿最多保存 ${ADDRESS_BOOK_LIMIT} 个地址，请先删除不用的地址`),
    },
  }, (c, { json: input }) => {
    const { address, created } = addAddress(db, c.get('customerId'), input, now().getTime());
    return c.json(address, created ? 201 : 200);
  });

  route({
    method: 'get',
    path: '/:id',
    summary: '本人的一个地址',
    params: AddressIdParam,
    responses: { 200: json('地址', SavedAddress), 404: notFound },
  }, (c, { params }) => c.json(findAddress(db, c.get('customerId'), params.id)));

  route({
    method: 'put',
    path: '/:id',
    summary: '修改地址（是否默认不变）',
    params: AddressIdParam,
    json: AddressBookInput,
    responses: { 200: json('修改后的地址', SavedAddress), 400: invalid, 404: notFound },
  }, (c, { params, json: input }) => c.json(updateAddress(db, c.get('customerId'), params.id, input, now().getTime())));

  route({
    method: 'put',
    path: '/:id/default',
    summary: '设为默认地址',
    description: '原默认地址不再是默认。返回修改后的地址簿。',
    params: AddressIdParam,
    responses: { 200: json('地址簿', AddressBook), 404: notFound },
  }, (c, { params }) => c.json(setDefaultAddress(db, c.get('customerId'), params.id, now().getTime())));

  route({
    method: 'delete',
    path: '/:id',
    summary: '删除地址',
    description: '删除的是默认地址时，剩余地址中最新添加的一个成为默认地址。已下单的订单保存的是地址副本，不受影响。返回删除后的地址簿。',
    params: AddressIdParam,
    responses: { 200: json('地址簿', AddressBook), 404: notFound },
  }, (c, { params }) => c.json(deleteAddress(db, c.get('customerId'), params.id, now().getTime())));

  return routes;
}
