import { beforeEach, describe, expect, it } from 'vitest';
import data from '../../src/content/regions/pca-code.json' with { type: 'json' };
import { ADDRESS_BOOK_LIMIT, AddressBook, SavedAddress, type AddressBookInput } from '../../src/wire/address-book.ts';
import { MaterialPage } from '../../src/wire/catalogue.ts';
import { UploadResult } from '../../src/wire/files.ts';
import { CustomizedOrder } from '../../src/wire/orders.ts';
import { Quote } from '../../src/wire/quotes.ts';
import { REGION_NAME_MAX } from '../../src/lib/forms/address-book-rules.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, messageOf, uploadFile, type TestServer } from '../test-support.ts';

const nanshan: AddressBookInput = { name: '张三', phone: '13800138000', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南区 1 号' };
const chaoyang: AddressBookInput = { name: '李四', phone: '13900139000', province: '北京市', city: '市辖区', district: '朝阳区', detail: '建国路 88 号' };

describe('/api/shop-address', () => {
  let server: TestServer;
  let token: string;

  beforeEach(async () => {
    server = await createTestServer();
    // maker has no saved addresses.
    token = await server.login('maker');
  });

  const book = async (as = token) => AddressBook.parse(await (await server.call('GET', '/api/shop-address', { token: as })).json());
  const add = (input: unknown, as = token) => server.call('POST', '/api/shop-address', { token: as, json: input });
  const added = async (input: AddressBookInput, as = token) => {
    const response = await add(input, as);
    expect(response.status, await response.clone().text()).toBe(201);
    return SavedAddress.parse(await response.json());
  };
  const numbered = (n: number): AddressBookInput => ({ ...nanshan, detail: `科技园南区 ${n} 号` });

  it('answers an empty book with the limit, and only to a logged-in customer', async () => {
    expect(await book()).toEqual({ records: [], total: 0, limit: ADDRESS_BOOK_LIMIT });
    expect((await server.call('GET', '/api/shop-address')).status).toBe(401);
  });

  it('makes the first address the default and the others not; lists the default first, then the newest', async () => {
    const first = await added(nanshan);
    expect(first).toMatchObject({ ...nanshan, isDefault: true, region: '广东省 深圳市 南山区', regionCode: '440305' });
    server.advance(1000);
    const second = await added(chaoyang);
    expect(second).toMatchObject({ isDefault: false, region: '北京市 朝阳区', regionCode: '110105' });
    server.advance(1000);
    const third = await added(numbered(3));
    expect((await book()).records.map((a) => [a.id, a.isDefault])).toEqual([[first.id, true], [third.id, false], [second.id, false]]);
  });

  it('takes the towns the data lists as districts, with their 9-digit codes', async () => {
    expect(await added({ ...nanshan, city: '东莞市', district: '松山湖' })).toMatchObject({ regionCode: expect.stringMatching(/^\d{9}$/), region: '广东省 东莞市 松山湖' });
  });

  it('refuses a province / city / district triple that is not in the region data', async () => {
    for (const region of [
      { province: '广东省', city: '广州市', district: '南山区' },
      { province: '浙江省', city: '深圳市', district: '南山区' },
      { province: '广东省', city: '深圳市', district: '火星区' },
      { province: '广东', city: '深圳市', district: '南山区' },
    ]) {
      const response = await add({ ...nanshan, ...region });
      expect(response.status, JSON.stringify(region)).toBe(400);
      expect(await messageOf(response)).toBe('所在地区不存在，请重新选择');
    }
    expect((await book()).total).toBe(0);
  });

  it('checks receiver, phone and detail like an order address, and asks for each region part', async () => {
    const refusals: Array<[Partial<AddressBookInput>, string]> = [
      [{ name: '  ' }, '请输入收货人'],
      [{ name: '名'.repeat(33) }, '收货人最多 32 个字符'],
      [{ phone: '12345678901' }, '请输入正确的手机号'],
      [{ detail: '' }, '请输入详细地址'],
      [{ detail: '路'.repeat(121) }, '详细地址最多 120 个字符'],
      [{ province: '' }, '请选择省份'],
      [{ city: ' ' }, '请选择城市'],
      [{ district: '' }, '请选择区县'],
      [{ detail: '科技园\n1 号' }, '详细地址不能包含换行符'],
    ];
    for (const [change, message] of refusals) {
      const response = await add({ ...nanshan, ...change });
      expect(response.status, message).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
  });

  it('keeps every region name of the data within the names the schema takes', () => {
    const names = data.flatMap((p) => [p.name, ...p.children.flatMap((c) => [c.name, ...c.children.map((d) => d.name)])]);
    expect(Math.max(...names.map((name) => name.length))).toBeLessThanOrEqual(REGION_NAME_MAX);
  });

  it('trims what it stores and answers the same address sent again with the saved one instead of a copy', async () => {
    const first = await added({ ...nanshan, name: ' 张三 ', detail: ' 科技园南区 1 号 ' });
    expect(first).toMatchObject({ name: '张三', detail: '科技园南区 1 号' });
    const again = await add(nanshan);
    expect(again.status).toBe(200);
    expect(SavedAddress.parse(await again.json()).id).toBe(first.id);
    expect((await book()).total).toBe(1);
  });

  it(`holds at most ${ADDRESS_BOOK_LIMIT} addresses`, async () => {
    for (let n = 1; n <= ADDRESS_BOOK_LIMIT; n += 1) await added(numbered(n));
    const over = await add(numbered(99));
    expect(over.status).toBe(409);
    expect(await messageOf(over)).toBe(`地址簿最多保存 ${ADDRESS_BOOK_LIMIT} 个地址，请先删除不用的地址`);
    expect((await book()).total).toBe(ADDRESS_BOOK_LIMIT);
  });

  it(`holds the limit and one default when ${ADDRESS_BOOK_LIMIT + 5} addresses arrive at once`, async () => {
    const answers = await Promise.all(Array.from({ length: ADDRESS_BOOK_LIMIT + 5 }, (_, n) => add(numbered(n + 1))));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(ADDRESS_BOOK_LIMIT);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(5);
    const { records, total } = await book();
    expect(total).toBe(ADDRESS_BOOK_LIMIT);
    expect(records.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('saves one address when the same one is sent twice at once', async () => {
    const answers = await Promise.all([add(nanshan), add(nanshan)]);
    expect(answers.map((r) => r.status).toSorted()).toEqual([200, 201]);
    expect((await book()).total).toBe(1);
  });

  it('edits an address: new fields, the default mark kept', async () => {
    const first = await added(nanshan);
    server.advance(60_000);
    const response = await server.call('PUT', `/api/shop-address/${first.id}`, { token, json: chaoyang });
    expect(response.status).toBe(200);
    const edited = SavedAddress.parse(await response.json());
    expect(edited).toMatchObject({ ...chaoyang, id: first.id, isDefault: true, region: '北京市 朝阳区', createdAt: first.createdAt });
    expect(edited.updatedAt > first.updatedAt).toBe(true);
    const refused = await server.call('PUT', `/api/shop-address/${first.id}`, { token, json: { ...chaoyang, district: '南山区' } });
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe('所在地区不存在，请重新选择');
  });

  it('moves the default to the address chosen, leaving exactly one', async () => {
    const first = await added(nanshan);
    const second = await added(chaoyang);
    const response = await server.call('PUT', `/api/shop-address/${second.id}/default`, { token });
    expect(response.status).toBe(200);
    const { records } = AddressBook.parse(await response.json());
    expect(records.map((a) => [a.id, a.isDefault])).toEqual([[second.id, true], [first.id, false]]);
    // Choosing the default again changes nothing.
    expect(AddressBook.parse(await (await server.call('PUT', `/api/shop-address/${second.id}/default`, { token })).json()).records).toEqual(records);
  });

  it('makes the newest remaining address the default when the default is deleted', async () => {
    const first = await added(numbered(1));
    server.advance(1000);
    const second = await added(numbered(2));
    server.advance(1000);
    const third = await added(numbered(3));
    server.advance(1000);
    await server.call('PUT', `/api/shop-address/${second.id}/default`, { token });
    const afterDefault = AddressBook.parse(await (await server.call('DELETE', `/api/shop-address/${second.id}`, { token })).json());
    expect(afterDefault.records.map((a) => [a.id, a.isDefault])).toEqual([[third.id, true], [first.id, false]]);
    // Deleting one that is not the default leaves the default where it is.
    const afterOther = AddressBook.parse(await (await server.call('DELETE', `/api/shop-address/${first.id}`, { token })).json());
    expect(afterOther.records.map((a) => [a.id, a.isDefault])).toEqual([[third.id, true]]);
    expect(AddressBook.parse(await (await server.call('DELETE', `/api/shop-address/${third.id}`, { token })).json()).total).toBe(0);
    // A new first address is the default again.
    expect((await added(chaoyang)).isDefault).toBe(true);
  });

  it("answers 404 for another customer's address, whatever the call, and changes nothing", async () => {
    const mine = await added(nanshan);
    const other = await server.login('demo');
    for (const [method, path, json] of [
      ['GET', `/api/shop-address/${mine.id}`, undefined],
      ['PUT', `/api/shop-address/${mine.id}`, chaoyang],
      ['PUT', `/api/shop-address/${mine.id}/default`, undefined],
      ['DELETE', `/api/shop-address/${mine.id}`, undefined],
      ['GET', '/api/shop-address/999999', undefined],
    ] as const) {
      const response = await server.call(method, path, { token: other, json });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await messageOf(response)).toBe('地址不存在');
    }
    expect((await book()).records).toEqual([mine]);
    expect((await server.call('GET', '/api/shop-address/abc', { token })).status).toBe(400);
  });

  it('gives an order its address as today: a saved address is a valid order address as it stands', async () => {
    const saved = await added(chaoyang);
    const upload = await uploadFile(server, token, 'draft-address-1', 'part.stl', binaryStl(box(20, 20, 20)));
    const file = UploadResult.parse(await upload.json()).file;
    const [material] = MaterialPage.parse(await (await server.call('GET', '/api/shop-material', { token })).json()).records;
    const materialId = material?.id ?? 0;
    const quote = await server.call('POST', '/api/shop-quotation/price', { token, json: { materialId, items: [{ fileId: file.id, quantity: 1 }], couponId: null } });
    const { payable } = Quote.parse(await quote.json());
    const response = await server.call('POST', '/api/shop-order/customized', {
      token,
      json: {
        materialId,
        items: [{ fileId: file.id, quantity: 1 }],
        couponId: null,
        address: { name: saved.name, phone: saved.phone, region: saved.region, detail: saved.detail },
        remarks: '',
        expectedPayable: payable,
        idempotencyKey: 'key-address-order-1',
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(CustomizedOrder.parse(await response.json()).address).toEqual({ name: '李四', phone: '13900139000', region: '北京市 朝阳区', detail: '建国路 88 号' });
  });
});

describe('the text rule on address book fields', () => {
  it('names the field in Chinese when a region part or the company carries a line break', async () => {
    const server = await createTestServer();
    const token = await server.login('maker');
    const response = await server.call('POST', '/api/shop-address', { token, json: { ...nanshan, district: '南山\n区' } });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('区县不能包含换行符');
  });
});
