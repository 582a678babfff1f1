import { beforeAll, describe, expect, it } from 'vitest';
import { Consumable, ConsumablePage } from '../../src/wire/consumables.ts';
import { seedConsumables } from './seed-consumables.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';

describe('/api/shop-consumable', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await createTestServer();
    token = await server.login('demo');
  });

  const list = async (query = '') => {
    const response = await server.call('GET', `/api/shop-consumable${query}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return ConsumablePage.strict().parse(await response.json());
  };
  const onSale = seedConsumables.filter((c) => c.onSale);

  it('needs a login for the catalogue but not for its images', async () => {
    expect((await server.call('GET', '/api/shop-consumable')).status).toBe(401);
    expect((await server.call('GET', '/api/shop-consumable/1')).status).toBe(401);
    expect((await server.call('GET', '/api/shop-consumable/images/1-1.svg')).status).toBe(200);
  });

  it('lists every consumable on sale by id, ten to a page, with images and stock', async () => {
    const first = await list();
    expect(first.total).toBe(onSale.length);
    expect(onSale.length).toBeGreaterThanOrEqual(32);
    expect(first.records.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.records[0]).toMatchObject({ name: '标准光敏树脂 灰色', category: 'resin', unit: '瓶', price: 16_900, stock: 240 });
    expect(first.records[0]?.images).toEqual(['/api/shop-consumable/images/1-1.svg', '/api/shop-consumable/images/1-2.svg', '/api/shop-consumable/images/1-3.svg']);
    const all = await list('?size=100');
    expect(all.records.map((c) => c.id)).toEqual(onSale.map((c) => c.id));
    expect(new Set(all.records.map((c) => c.category))).toEqual(new Set(['resin', 'filament', 'powder', 'postprocess', 'tool']));
    expect(all.records.filter((c) => c.stock === 0).length).toBeGreaterThanOrEqual(2);
  });

  it('leaves an item taken off sale out of the list and answers 404 for it', async () => {
    const retired = seedConsumables.find((c) => !c.onSale);
    expect(retired).toBeDefined();
    expect((await list('?size=100')).records.some((c) => c.id === retired?.id)).toBe(false);
    const response = await server.call('GET', `/api/shop-consumable/${retired?.id}`, { token });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('耗材不存在');
  });

  it('filters by category and pages without overlap', async () => {
    const filaments = await list('?category=filament&size=3');
    expect(filaments.total).toBe(onSale.filter((c) => c.category === 'filament').length);
    const second = await list('?category=filament&size=3&page=2');
    expect(filaments.records.every((c) => c.category === 'filament')).toBe(true);
    expect(second.records.map((c) => c.id).some((id) => filaments.records.some((c) => c.id === id))).toBe(false);
  });

  it('searches name and spec, case-insensitively, taking % and _ literally', async () => {
    expect((await list('?keyword=pla&size=100')).records.map((c) => c.name)).toEqual(['PLA 线材 白色', 'PLA+ 线材 黑色', '丝绸 PLA 线材 金色']);
    // "405 nm" is in the resins' spec, not their names.
    expect((await list('?keyword=405%20nm&size=100')).records.every((c) => c.category === 'resin' || c.category === 'postprocess')).toBe(true);
    expect((await list('?keyword=405%20nm&size=100')).total).toBeGreaterThan(5);
    expect((await list(`?keyword=${encodeURIComponent('20%')}`)).records.map((c) => c.name)).toEqual(['碳纤维 PA 线材']);
    expect((await list(`?keyword=${encodeURIComponent('%')}`)).records.map((c) => c.name)).toEqual(['高韧性树脂 类 ABS', '碳纤维 PA 线材', 'PA12 玻纤增强粉末', '树脂清洗液']);
    expect((await list('?keyword=_')).total).toBe(0);
    expect((await list('?keyword=%20%20')).total).toBe(onSale.length);
  });

  it('finds "405 nm" however it is typed: without the space, in capitals, in full-width characters', async () => {
    const spaced = (await list('?keyword=405%20nm&size=100')).records.map((c) => c.id);
    expect(spaced.length).toBeGreaterThan(5);
    for (const typed of ['405nm', '405NM', '４０５ｎｍ', '４０５　ＮＭ']) {
      expect((await list(`?keyword=${encodeURIComponent(typed)}&size=100`)).records.map((c) => c.id), typed).toEqual(spaced);
    }
    expect((await list(`?keyword=${encodeURIComponent('光敏 树脂')}&size=100`)).records.map((c) => c.name)).toContain('标准光敏树脂 灰色');
  });

  it('sorts by price either way, ties by id', async () => {
    const ascending = (await list('?sort=priceAsc&size=100')).records;
    const descending = (await list('?sort=priceDesc&size=100')).records;
    const byPrice = (sign: number) => (a: Consumable, b: Consumable) => sign * (a.price - b.price) || a.id - b.id;
    expect(ascending).toEqual(ascending.toSorted(byPrice(1)));
    expect(descending).toEqual(descending.toSorted(byPrice(-1)));
    expect(ascending[0]?.name).toBe('不锈钢模型铲刀');
    // 标准光敏树脂 灰色 and 白色 cost the same: the lower id first in both orders.
    const twins = (records: Consumable[]) => records.filter((c) => c.price === 16_900).map((c) => c.id);
    expect(twins(ascending)).toEqual([1, 2]);
    expect(twins(descending)).toEqual([1, 2]);
  });

  it('refuses an unknown category, sort, page size or a keyword over 50 characters', async () => {
    for (const query of ['?category=paint', '?sort=cheap', '?size=101', `?keyword=${'树'.repeat(51)}`]) {
      expect((await server.call('GET', `/api/shop-consumable${query}`, { token })).status, query).toBe(400);
    }
  });

  it('answers one consumable, 404 for an unknown id and 400 for a malformed one', async () => {
    const response = await server.call('GET', '/api/shop-consumable/14', { token });
    expect(Consumable.strict().parse(await response.json())).toMatchObject({ id: 14, name: '碳纤维 PA 线材', stock: 5 });
    expect(await messageOf(await server.call('GET', '/api/shop-consumable/999', { token }))).toBe('耗材不存在');
    expect((await server.call('GET', '/api/shop-consumable/abc', { token })).status).toBe(400);
  });

  it('serves each listed image as a cached, locked-down SVG of the item', async () => {
    for (const consumable of (await list('?size=100')).records) {
      for (const path of consumable.images) {
        const response = await server.call('GET', path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
        expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d{7,}/);
        expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
        const svg = await response.text();
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(svg).toContain(`<title>${consumable.name}</title>`);
        expect(svg).not.toMatch(/<script|on\w+=|href=/i);
      }
    }
  });

  it('draws the same image every time and escapes the item\'s text', async () => {
    const first = await (await server.call('GET', '/api/shop-consumable/images/3-2.svg')).text();
    expect(await (await server.call('GET', '/api/shop-consumable/images/3-2.svg')).text()).toBe(first);
    server.db.prepare("UPDATE consumables SET name = '<b>\"危险\"&</b>' WHERE id = 3").run();
    const svg = await (await server.call('GET', '/api/shop-consumable/images/3-1.svg')).text();
    expect(svg).toContain('&#60;b&#62;&#34;危险&#34;&#38;&#60;/b&#62;');
    expect(svg).not.toContain('<b>');
  });

  it('answers 404 for an image the item does not have', async () => {
    for (const file of ['7-2.svg', '999-1.svg', '1-0.svg', '1-1.png', 'x.svg']) {
      expect((await server.call('GET', `/api/shop-consumable/images/${file}`)).status, file).toBe(404);
    }
  });
});
