// The address book endpoints of this folder's calls against the reference server itself (seeded, in memory),
// through the shared client as the pages use them.
import { describe, expect, test } from 'vitest';
import { failure, useReferenceServer } from '../../core/test-support.ts';

const { reported, logInAs } = useReferenceServer({ loginAs: 'e2e-empty' });

const addresses = () => import('./addresses.ts');
const input = { name: '李采购', phone: '13912345678', province: '北京市', city: '市辖区', district: '朝阳区', detail: '酒仙桥路 10 号' };

describe('the address book', () => {
  test('adds (the first is the default, with the region line an order takes), edits, sets the default and deletes', async () => {
    const { addAddress, addressBookOrAbsent, deleteAddress, setDefaultAddress, updateAddress } = await addresses();
    expect(await addressBookOrAbsent()).toMatchObject({ records: [], total: 0, limit: 20 });
    const first = await addAddress(input);
    expect(first).toMatchObject({ ...input, region: '北京市 朝阳区', isDefault: true });
    const second = await addAddress({ ...input, name: '王仓管', province: '广东省', city: '深圳市', district: '南山区' });
    expect(second.isDefault).toBe(false);
    expect((await updateAddress(second.id, { ...input, name: '王仓管', detail: '新地址 1 号' })).detail).toBe('新地址 1 号');
    const book = await setDefaultAddress(second.id);
    expect(book.records.map((saved) => [saved.name, saved.isDefault])).toEqual([
      ['王仓管', true],
      ['李采购', false],
    ]);
    expect((await deleteAddress(second.id)).records).toMatchObject([{ id: first.id, isDefault: true }]);
    await deleteAddress(first.id);
    expect(reported).toEqual([]);
  });

  test('a region not in the data is a quiet 400 the form shows; another customer’s address is a quiet 404', async () => {
    const { addAddress, deleteAddress } = await addresses();
    const refused = await failure(addAddress({ ...input, district: '不存在区' }));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/所在地区不存在/);
    await logInAs('demo');
    const { addressBookOrAbsent } = await addresses();
    const demoBook = await addressBookOrAbsent();
    const demoAddress = demoBook?.records[0];
    expect(demoAddress).toBeDefined();
    await logInAs('e2e-empty');
    expect((await failure(deleteAddress(demoAddress?.id ?? 0))).status).toBe(404);
    expect(reported).toEqual([]);
  });
});
