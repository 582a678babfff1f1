import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { UploadResult } from '../../src/wire/files.ts';
import { createTestServer, uploadFile, type TestServer } from '../test-support.ts';

/** STEP files as other CAD systems write them (scripts/make-step-interop-fixtures.ts), uploaded as a customer does. */
const fixtures = join(import.meta.dirname, '../../e2e/fixtures/cad');
const fixture = (name: string) => new Uint8Array(readFileSync(join(fixtures, name)));
const expected: Record<string, { volume: number; parts: Array<{ name: string; count: number; volume: number }> }> = JSON.parse(readFileSync(join(fixtures, 'interop/expected.json'), 'utf8'));
const draft = 'draft-interop-0001';

describe('/api/shop-file with STEP files from other CAD systems', () => {
  let server: TestServer;
  let demo: string;
  beforeEach(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
  });

  const uploaded = async (name: string, bytes = fixture(`interop/${name}`)) => {
    const response = await uploadFile(server, demo, draft, name, bytes);
    expect(response.status, await response.clone().text()).toBe(201);
    return UploadResult.strict().parse(await response.json()).file;
  };
  const relative = (value: number | undefined, exact: number | undefined) => Math.abs((value ?? 0) - (exact ?? 0)) / (exact ?? 1);

  it('measures a part written in AP203 edition 2, which the parser reads, instead of refusing its schema by name; one it reads nothing of stays refused', async () => {
    const file = await uploaded('ap203e2-bracket.step');
    expect(file.warnings).toEqual([]);
    expect(relative(file.geometry?.volume, expected['ap203e2-bracket.step']?.volume)).toBeLessThan(0.005);
    // A single part: the file is its one line.
    expect(file.parts).toBeUndefined();
    // A STEP-format file the parser reads nothing of (a building in IFC4) is still another schema, quoted by hand.
    expect(await uploaded('wall.step', fixture('unsupported-schema.step'))).toMatchObject({ geometry: null, warnings: ['unsupportedSchema'] });
  }, 60_000);

  it('keeps a nested assembly’s parts list as the engineer’s BOM: own product names, each once, nut ×8', async () => {
    const file = await uploaded('nested-assembly.step');
    const answer = expected['nested-assembly.step'];
    expect(relative(file.geometry?.volume, answer?.volume)).toBeLessThan(0.005);
    expect(file.parts?.map(({ name, count }) => ({ name, count }))).toEqual(answer?.parts.map(({ name, count }) => ({ name, count })));
    for (const [index, part] of (file.parts ?? []).entries()) expect(relative(part.geometry.volume, answer?.parts[index]?.volume), part.name).toBeLessThan(0.005);
  }, 60_000);

  it('keeps one part placed turned other ways, far from the origin, as one line of three', async () => {
    const file = await uploaded('turned-nuts.step');
    expect(file.parts?.map(({ name, count }) => `${name} ×${count}`)).toEqual(['nut ×3']);
  }, 60_000);
});
