import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { UploadResult } from '../../src/wire/files.ts';
import { createTestServer, stepBytes, uploadFile, type TestServer } from '../test-support.ts';
import { workerMeasurer } from './measurer.ts';

const draft = 'draft-cad-0001';
const fixtures = join(import.meta.dirname, '../../e2e/fixtures/cad');
const fixture = (name: string) => new Uint8Array(readFileSync(join(fixtures, name)));
const expected: Record<string, { volume?: number; bbox?: { x: number; y: number; z: number }; error?: string }> = JSON.parse(readFileSync(join(fixtures, 'expected.json'), 'utf8'));

describe('/api/shop-file with STEP and IGES files', () => {
  let server: TestServer;
  let demo: string;
  beforeEach(async () => {
    server = await createTestServer({ testHooks: true });
    demo = await server.login('demo');
  });

  const uploaded = async (name: string, bytes = fixture(name)) => {
    const response = await uploadFile(server, demo, draft, name, bytes);
    expect(response.status, await response.clone().text()).toBe(201);
    return UploadResult.strict().parse(await response.json()).file;
  };

  it('measures STEP and IGES parts itself, with the same library as the browser, within 0.5 % of their exact volume', async () => {
    for (const name of ['pocketed-block.step', 'inch-block.step', 'block.iges', 'assembly.step']) {
      const file = await uploaded(name);
      const answer = expected[name];
      expect(file.format).toBe(name.endsWith('.iges') ? 'iges' : 'step');
      expect(file.warnings, name).toEqual([]);
      expect(Math.abs((file.geometry?.volume ?? 0) - (answer?.volume ?? 0)) / (answer?.volume ?? 1), name).toBeLessThan(0.005);
      expect(file.geometry?.bbox.x).toBeCloseTo(answer?.bbox?.x ?? 0, 3);
      expect(file.geometry?.bbox.z).toBeCloseTo(answer?.bbox?.z ?? 0, 3);
    }
  }, 60_000);

  it('keeps a CAD file it cannot measure and says why, for a manual quote of that file alone', async () => {
    for (const name of ['surface-only.step', 'truncated.step', 'unsupported-schema.step', 'surface-only.iges']) {
      const file = await uploaded(name);
      expect(file, name).toMatchObject({ geometry: null, warnings: [expected[name]?.error] });
    }
    const empty = await uploaded('empty.step', stepBytes());
    expect(empty).toMatchObject({ geometry: null, warnings: ['empty'] });
  }, 60_000);

  it('keeps a file whose parse runs past the deadline, quoted by hand because of the time', async () => {
    server = await createTestServer({ measurer: workerMeasurer({ cadTimeoutMs: 1 }) });
    demo = await server.login('demo');
    expect(await uploaded('l-bracket.step')).toMatchObject({ geometry: null, warnings: ['parseTimeout'] });
  });

  it('keeps a file whose parse needs more memory than the parser is allowed, quoted by hand because of its size', async () => {
    // The block with 100 000 points nothing uses (4.6 MB): a whole file, but more than 32 MB of parser memory.
    const points = Array.from({ length: 100_000 }, (_, i) => `#${100_000 + i} = CARTESIAN_POINT('',(${i}.,1.,2.));`).join('\n');
    const big = new TextEncoder().encode(new TextDecoder().decode(fixture('block.step')).replace('ENDSEC;\nEND-ISO', `${points}\nENDSEC;\nEND-ISO`));
    server = await createTestServer({ measurer: workerMeasurer({ cadMaxMemoryBytes: 32 * 1024 ** 2 }) });
    demo = await server.login('demo');
    expect(await uploaded('big.step', big)).toMatchObject({ geometry: null, warnings: ['tooComplex'] });
    // Within the default cap the same file measures as the block it is.
    server = await createTestServer();
    demo = await server.login('demo');
    expect((await uploaded('big.step', big)).geometry?.volume).toBeCloseTo(60_000, 6);
  }, 90_000);
});
