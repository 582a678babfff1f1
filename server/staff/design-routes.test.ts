import { beforeEach, describe, expect, it } from 'vitest';
import { DesignOrder } from '../../src/wire/design-requests.ts';
import { UploadResult } from '../../src/wire/files.ts';
import { MessagePage } from '../../src/wire/messages.ts';
import { OrderDetail } from '../../src/wire/orders.ts';
import { StaffDesignDetail, StaffDesignPage } from '../../src/wire/staff-design.ts';
import { intOf } from '../core/rows.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, messageOf, minutes, stepBytes, uploadFile, type TestServer } from '../test-support.ts';
import { staffLogin, staffPath } from './test-support.ts';

const brief = '需要一个带卡扣的电池盒外壳，尺寸 80 × 50 × 30 mm。';
const mesh = binaryStl(box(60, 40, 18));

interface Sent {
  name: string;
  bytes: Uint8Array;
}

/** The deliver form as the console sends it: the note, then each file. */
function deliverForm(note: string | null, files: readonly Sent[]): FormData {
  const form = new FormData();
  if (note !== null) form.append('note', note);
  for (const file of files) form.append('file', new Blob([file.bytes.slice()]), file.name);
  return form;
}

const count = (server: TestServer, sql: string, ...params: (string | number)[]) => intOf(server.db.prepare(sql).get(...params) ?? {}, 'n');

describe('/api/shop-staff/design', () => {
  let server: TestServer;
  let engineer: string;
  let customer: string;
  let requestNo: string;
  let referenceId: number;

  beforeEach(async () => {
    server = await createTestServer();
    engineer = await staffLogin(server, 'engineer');
    customer = await server.login('e2e-package');
    const bought = await server.call('POST', '/api/shop-design-package-order', { token: customer, json: { packageId: 1, idempotencyKey: 'basic-package-0001' } });
    const { orderNo } = OrderDetail.parse(await bought.json());
    expect((await server.call('POST', `/api/shop-payment/${orderNo}/balance`, { token: customer })).status).toBe(200);
    const uploaded = await uploadFile(server, customer, 'design-draft-0001', 'ref.step', stepBytes());
    expect(uploaded.status).toBe(201);
    referenceId = UploadResult.parse(await uploaded.json()).file.id;
    server.advance(minutes(1));
    const created = await server.call('POST', '/api/shop-design-order', {
      token: customer,
      json: { title: '电池盒外壳', brief, fileIds: [referenceId], idempotencyKey: 'design-key-0001', packageOrderNo: orderNo },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    requestNo = DesignOrder.parse(await created.json()).requestNo;
    server.advance(minutes(1));
  });

  const detail = async (token = engineer) => {
    const response = await server.call('GET', `${staffPath}/design/${requestNo}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return StaffDesignDetail.strict().parse(await response.json());
  };
  const list = async (query = '', token = engineer) => {
    const response = await server.call('GET', `${staffPath}/design?size=100${query}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return StaffDesignPage.strict().parse(await response.json());
  };
  const accept = (token = engineer) => server.call('POST', `${staffPath}/design/${requestNo}/accept`, { token });
  const deliver = (note: string | null, files: readonly Sent[], token = engineer) =>
    server.call('POST', `${staffPath}/design/${requestNo}/deliver`, { token, body: deliverForm(note, files) });
  const customerView = async () => DesignOrder.parse(await (await server.call('GET', `/api/shop-design-order/${requestNo}`, { token: customer })).json());
  const shopStorage = () => count(server, 'SELECT storage_size AS n FROM shops WHERE id = 1');

  it('accepts, delivers version 1 the customer sees with a message, and answers a revision with version 2', async () => {
    const waiting = await list('&status=待接单');
    expect(waiting.records.map((request) => request.requestNo)).toContain(requestNo);
    const opened = await detail();
    expect(opened).toMatchObject({ requestNo, title: '电池盒外壳', brief, status: '待接单', versions: 0, revisionRequested: false, actions: { accept: true, deliver: false } });
    expect(opened.customer.nickname).toBe('测试套餐');
    expect(opened.files.map((file) => [file.id, file.name])).toEqual([[referenceId, 'ref.step']]);
    const reference = await server.call('GET', `${staffPath}/design/${requestNo}/files/${referenceId}`, { token: engineer });
    expect(reference.status).toBe(200);
    expect(new Uint8Array(await reference.arrayBuffer())).toEqual(stepBytes());

    const accepted = await accept();
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(StaffDesignDetail.parse(await accepted.json())).toMatchObject({ status: '设计中', actions: { accept: false, deliver: true } });
    expect((await customerView()).timeline.at(-1)).toMatchObject({ status: '设计中', note: '设计师已接单，开始设计' });

    server.advance(minutes(5));
    const before = shopStorage();
    const first = await deliver('  第一版：卡扣在两侧，壁厚 2 mm  ', [{ name: '外壳.stl', bytes: mesh }, { name: '外壳.step', bytes: stepBytes() }]);
    expect(first.status, await first.clone().text()).toBe(200);
    const afterFirst = StaffDesignDetail.parse(await first.json());
    expect(afterFirst).toMatchObject({ status: '待确认', versions: 1, actions: { accept: false, deliver: false } });
    expect(afterFirst.deliveries.map((d) => [d.version, d.note, d.files.map((f) => [f.name, f.format, f.size])])).toEqual([
      [1, '第一版：卡扣在两侧，壁厚 2 mm', [['外壳.stl', 'stl', mesh.byteLength], ['外壳.step', 'step', stepBytes().byteLength]]],
    ]);
    expect(afterFirst.deliveries[0]?.files[0]?.geometry?.volume).toBeCloseTo(60 * 40 * 18, 0);
    expect(shopStorage()).toBe(before + mesh.byteLength + stepBytes().byteLength);

    const seen = await customerView();
    expect(seen.status).toBe('待确认');
    expect(seen.actions).toEqual({ confirm: true, revise: true });
    expect(seen.deliveries.map((d) => d.version)).toEqual([1]);
    const deliveredId = seen.deliveries[0]?.files[0]?.id ?? 0;
    const download = await server.call('GET', `/api/shop-file/${deliveredId}/content`, { token: customer });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(mesh);
    const inbox = MessagePage.parse(await (await server.call('GET', '/api/shop-message', { token: customer })).json());
    expect(inbox.records[0]).toMatchObject({
      kind: 'designDelivered',
      title: `设计需求 ${requestNo} 第 1 版设计稿已交付`,
      link: `/mydesign/ordercenter/designorder?requestNo=${requestNo}`,
    });
    expect(inbox.records[0]?.body).toContain('还可修改 2 次');
    expect(inbox.records[0]?.body).toContain('第一版：卡扣在两侧');

    server.advance(minutes(5));
    const revised = await server.call('POST', `/api/shop-design-order/${requestNo}/revise`, { token: customer, json: { note: '卡扣改到顶部，壁厚加到 3 mm' } });
    expect(revised.status).toBe(200);
    const asked = await detail();
    expect(asked).toMatchObject({ status: '设计中', versions: 1, revisionRequested: true, revisionsUsed: 1, actions: { deliver: true } });
    expect(asked.revisionComments).toEqual([{ afterVersion: 1, number: 1, note: '卡扣改到顶部，壁厚加到 3 mm', at: '2026-03-01T02:12:00.000Z' }]);
    const designing = await list('&status=设计中');
    expect(designing.records.find((request) => request.requestNo === requestNo)?.revisionRequested).toBe(true);

    server.advance(minutes(5));
    const second = await deliver('第二版：卡扣已移到顶部，壁厚 3 mm', [{ name: '外壳-v2.stl', bytes: binaryStl(box(60, 40, 20)) }]);
    expect(second.status, await second.clone().text()).toBe(200);
    expect(StaffDesignDetail.parse(await second.json()).deliveries.map((d) => d.version)).toEqual([1, 2]);
    const again = await customerView();
    expect(again.deliveries.map((d) => [d.version, d.files.map((f) => f.name)])).toEqual([[1, ['外壳.stl', '外壳.step']], [2, ['外壳-v2.stl']]]);
    expect(again.timeline.map((event) => event.status)).toEqual(['待接单', '设计中', '待确认', '设计中', '待确认']);
    const newer = MessagePage.parse(await (await server.call('GET', '/api/shop-message', { token: customer })).json());
    expect(newer.records[0]).toMatchObject({ kind: 'designDelivered', title: `设计需求 ${requestNo} 第 2 版设计稿已交付` });
    expect(newer.records[0]?.body).toContain('还可修改 1 次');

    const v2File = again.deliveries[1]?.files[0]?.id ?? 0;
    const v2Download = await server.call('GET', `${staffPath}/design/${requestNo}/files/${v2File}`, { token: engineer });
    expect(v2Download.status).toBe(200);
    expect(new Uint8Array(await v2Download.arrayBuffer())).toEqual(binaryStl(box(60, 40, 20)));
    const audit = server.db.prepare('SELECT action, before, after FROM audit_log WHERE subject = ? ORDER BY id').all(`design:${requestNo}`);
    expect(audit.map((row) => row['action'])).toEqual(['design.accept', 'design.deliver', 'design.deliver']);
    expect(JSON.parse(String(audit[2]?.['after']))).toMatchObject({ status: '待确认', version: 2, files: [{ name: '外壳-v2.stl' }] });
  });

  it('keeps the request of another factory out of sight: 404 for factory2\'s admin', async () => {
    const other = await staffLogin(server, 'factory2');
    expect((await list('', other)).records.some((request) => request.requestNo === requestNo)).toBe(false);
    for (const [method, path] of [['GET', ''], ['GET', `/files/${referenceId}`], ['POST', '/accept']] as const) {
      const response = await server.call(method, `${staffPath}/design/${requestNo}${path}`, { token: other });
      expect(response.status, path).toBe(404);
      expect(await messageOf(response)).toBe('设计需求不存在');
    }
    expect((await accept()).status).toBe(200);
    const refused = await deliver('第一版', [{ name: 'a.stl', bytes: mesh }], other);
    expect(refused.status).toBe(404);
    expect((await detail()).status).toBe('设计中');
  });

  it('answers 404 for a file the request does not have', async () => {
    const own = await uploadFile(server, customer, 'other-draft-0001', 'other.stl', mesh);
    const id = UploadResult.parse(await own.json()).file.id;
    const response = await server.call('GET', `${staffPath}/design/${requestNo}/files/${id}`, { token: engineer });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('该设计需求没有这个文件');
  });

  it('lets only 管理员 and 报价工程师 in: 403 for 客服 and 仓储, 401 for a customer', async () => {
    for (const username of ['service', 'warehouse']) {
      const token = await staffLogin(server, username);
      for (const [method, path] of [['GET', '/design'], ['GET', `/design/${requestNo}`], ['POST', `/design/${requestNo}/accept`]] as const) {
        const response = await server.call(method, `${staffPath}${path}`, { token });
        expect(response.status, `${username} ${path}`).toBe(403);
        expect(await messageOf(response)).toBe('当前角色无权执行此操作');
      }
    }
    expect((await server.call('GET', `${staffPath}/design`, { token: customer })).status).toBe(401);
    expect((await accept(customer)).status).toBe(401);
    expect((await server.call('GET', `${staffPath}/design`, { token: await staffLogin(server, 'factory') })).status).toBe(200);
    expect((await detail()).status).toBe('待接单');
  });

  it('refuses a file that is no design file, a mesh that does not parse, a missing or long note: 400, nothing kept', async () => {
    expect((await accept()).status).toBe(200);
    const files = count(server, 'SELECT COUNT(*) AS n FROM design_files');
    const storage = shopStorage();
    const cases: [string | null, Sent[], string][] = [
      ['第一版', [{ name: 'a.stl', bytes: mesh }, { name: 'drawing.dwg', bytes: new Uint8Array([1, 2, 3]) }], '不支持的文件格式：.dwg（支持 STL、OBJ、3MF、STEP、IGES、ZIP）'],
      ['第一版', [{ name: 'broken.stl', bytes: new TextEncoder().encode('not a mesh at all') }], '文件「broken.stl」无法解析为 STL 模型：文件已损坏或不是 STL 格式，请重新导出后上传'],
      [null, [{ name: 'a.stl', bytes: mesh }], '请填写交付说明'],
      ['   ', [{ name: 'a.stl', bytes: mesh }], '请填写交付说明'],
      ['长'.repeat(501), [{ name: 'a.stl', bytes: mesh }], '交付说明最多 500 个字'],
      ['第一版', [], '请选择要交付的设计文件'],
      ['第一版', Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.stl`, bytes: mesh })), '每次交付最多 10 个文件'],
    ];
    for (const [note, sent, message] of cases) {
      const response = await deliver(note, sent);
      expect(response.status, message).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    expect(count(server, 'SELECT COUNT(*) AS n FROM design_files')).toBe(files);
    expect(shopStorage()).toBe(storage);
    expect(await detail()).toMatchObject({ status: '设计中', versions: 0 });
    expect((await deliver('长'.repeat(500), [{ name: 'a.stl', bytes: mesh }])).status).toBe(200);
  });

  it('refuses a delivery the customer\'s shop storage cannot hold: 413 in Chinese, nothing kept', async () => {
    expect((await accept()).status).toBe(200);
    server.db.prepare('UPDATE shops SET storage_quota = storage_size + 100 WHERE id = 1').run();
    const response = await deliver('第一版', [{ name: 'a.stl', bytes: mesh }]);
    expect(response.status).toBe(413);
    expect(await messageOf(response)).toMatch(/^客户店铺的存储空间不足：这次交付的文件共 .+ MB，剩余 0\.01 MB。请压缩文件，或联系客户在「我的文件」中清理后再交付$/);
    expect(await detail()).toMatchObject({ status: '设计中', versions: 0 });
  });

  it('refuses to deliver before accepting and while the customer has a version to confirm: 409', async () => {
    const early = await deliver('第一版', [{ name: 'a.stl', bytes: mesh }]);
    expect(early.status).toBe(409);
    expect(await messageOf(early)).toBe('请先接单，再交付设计稿');
    expect((await accept()).status).toBe(200);
    expect((await deliver('第一版', [{ name: 'a.stl', bytes: mesh }])).status).toBe(200);
    const files = count(server, 'SELECT COUNT(*) AS n FROM design_files');
    const twice = await deliver('又一版', [{ name: 'b.stl', bytes: mesh }]);
    expect(twice.status).toBe(409);
    expect(await messageOf(twice)).toBe('第 1 版设计稿已交付（可能由其他同事交付），正等待客户确认或申请修改');
    expect(count(server, 'SELECT COUNT(*) AS n FROM design_files')).toBe(files);
    const reaccept = await accept();
    expect(reaccept.status).toBe(409);
    expect(await messageOf(reaccept)).toBe('该设计需求已交付设计稿，正等待客户确认');
    expect((await server.call('POST', `/api/shop-design-order/${requestNo}/confirm`, { token: customer })).status).toBe(200);
    const done = await deliver('再一版', [{ name: 'c.stl', bytes: mesh }]);
    expect(done.status).toBe(409);
    expect(await messageOf(done)).toBe('客户已确认设计稿，设计需求已完成，不能再交付');
  });

  it('lets one of two engineers accepting at once win, the other told 409; the same for delivering', async () => {
    const admin = await staffLogin(server, 'factory');
    const accepts = await Promise.all([accept(engineer), accept(admin)]);
    expect(accepts.map((response) => response.status).sort()).toEqual([200, 409]);
    const loser = accepts.find((response) => response.status === 409);
    expect(await messageOf(loser ?? new Response())).toBe('该设计需求已接单（可能由其他同事接单），正在设计中');
    expect(count(server, "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'design.accept' AND subject = ?", `design:${requestNo}`)).toBe(1);
    expect((await customerView()).timeline.filter((event) => event.status === '设计中')).toHaveLength(1);

    const files = count(server, 'SELECT COUNT(*) AS n FROM design_files');
    const delivers = await Promise.all([deliver('甲的版本', [{ name: 'a.stl', bytes: mesh }], engineer), deliver('乙的版本', [{ name: 'b.stl', bytes: mesh }], admin)]);
    expect(delivers.map((response) => response.status).sort()).toEqual([200, 409]);
    const view = await customerView();
    expect(view.deliveries).toHaveLength(1);
    expect(count(server, 'SELECT COUNT(*) AS n FROM design_files')).toBe(files + 1);
    expect(count(server, "SELECT COUNT(*) AS n FROM customer_messages WHERE kind = 'designDelivered' AND link LIKE ?", `%${requestNo}`)).toBe(1);
  });

  it('lists those waiting for the designers first: 待接单, 设计中, then 待确认 and 已完成', async () => {
    const page = await list();
    const order = ['待接单', '设计中', '待确认', '已完成'];
    const ranks = page.records.map((request) => order.indexOf(request.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(page.records.map((request) => request.status)).size).toBeGreaterThan(2);
    expect(page.total).toBe(page.records.length);
    const paged = await server.call('GET', `${staffPath}/design?page=2&size=1`, { token: engineer });
    const second = StaffDesignPage.parse(await paged.json());
    expect(second.records.map((request) => request.requestNo)).toEqual([page.records[1]?.requestNo]);
    expect((await list('&status=待确认')).records.every((request) => request.status === '待确认')).toBe(true);
  });
});
