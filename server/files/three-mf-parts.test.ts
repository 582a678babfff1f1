import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { UploadResult, type DrawingFile } from '../../src/wire/files.ts';
import { Quote } from '../../src/wire/quotes.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, uploadFile, type TestServer } from '../test-support.ts';

const plate = new Uint8Array(readFileSync(join(import.meta.dirname, '../../e2e/fixtures/models/plate-of-parts.3mf')));

describe('a 3MF build of several objects becomes a parts list', () => {
  let server: TestServer;
  let token: string;
  let file: DrawingFile;

  beforeAll(async () => {
    server = await createTestServer();
    token = await server.login('demo');
    const response = await uploadFile(server, token, 'draft-3mf-parts-01', 'plate-of-parts.3mf', plate);
    expect(response.status, await response.clone().text()).toBe(201);
    file = UploadResult.strict().parse(await response.json()).file;
  });

  it('answers the upload with its distinct objects: names from the file, placements counted, each piece measured and analysed', () => {
    expect(file.geometry?.volume).toBeCloseTo(20_000, 3);
    expect(file.parts?.map(({ name, count, geometry }) => ({ name, count, volume: Math.round(geometry.volume), bbox: geometry.bbox }))).toEqual([
      { name: '底板', count: 1, volume: 12_000, bbox: { x: 60, y: 40, z: 5 } },
      // The second bracket is turned a quarter: the same part, measured where it is first placed.
      { name: '支架', count: 2, volume: 3_000, bbox: { x: 20, y: 10, z: 15 } },
      { name: '销钉', count: 4, volume: 500, bbox: { x: 5, y: 5, z: 20 } },
    ]);
    for (const part of file.parts ?? []) expect(part.geometry.machining?.setups.length ?? 0).toBeGreaterThan(0);
  });

  it('prices it as its parts list, as a STEP assembly is priced', async () => {
    const request = { materialId: 1, items: [{ fileId: file.id, quantity: 2, parts: [{ part: 0, count: 1 }, { part: 2, count: 4 }] }], couponId: null };
    const response = await server.call('POST', '/api/shop-quotation/price', { token, json: request });
    expect(response.status, await response.clone().text()).toBe(200);
    const line = Quote.parse(await response.json()).lines[0];
    expect(line?.parts?.map(({ name, quantity }) => [name, quantity])).toEqual([
      ['底板', 2],
      ['销钉', 8],
    ]);
    expect(line?.subtotal).toBe((line?.parts ?? []).reduce((sum, part) => sum + part.subtotal, 0));
  });

  it('leaves a mesh of one object one line', async () => {
    const response = await uploadFile(server, token, 'draft-3mf-parts-01', 'cube.stl', binaryStl(box(10, 10, 10)));
    expect(UploadResult.parse(await response.json()).file).not.toHaveProperty('parts');
  });
});
