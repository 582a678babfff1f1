import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkParserOffFirstLoad } from './size-parser.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built site: a page whose island imports `entry`, a lazy chunk that starts the CAD worker, the worker and the parser. */
function site(pageHtml: string, entry: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'size-parser-'));
  dirs.push(dir);
  mkdirSync(join(dir, '_astro'));
  mkdirSync(join(dir, 'page'));
  writeFileSync(join(dir, '_astro', 'occt-import-js-A1.wasm'), new Uint8Array(64));
  writeFileSync(join(dir, '_astro', 'occt-import-js-A1.wasm.br'), new Uint8Array(8));
  writeFileSync(join(dir, '_astro', 'cad.worker-B2.js'), 'fetch(new URL("occt-import-js-A1.wasm", import.meta.url));');
  writeFileSync(join(dir, '_astro', 'lazy.C3.js'), 'new Worker(new URL("cad.worker-B2.js", import.meta.url));');
  writeFileSync(join(dir, '_astro', 'island.D4.js'), entry);
  writeFileSync(join(dir, 'page', 'index.html'), pageHtml);
  return dir;
}

describe('the size check of the CAD parser', () => {
  it('passes a page whose only way to the parser is a chunk it imports on demand', () => {
    const check = checkParserOffFirstLoad(site('<script type="module" src="/_astro/island.D4.js"></script>', 'const load = () => import("./lazy.C3.js");'));
    expect(check.offenders).toEqual([]);
    expect(check.parser.wasm).toEqual(['occt-import-js-A1.wasm']);
    expect(check.parser.loaders).toEqual(['cad.worker-B2.js']);
    expect(check.parser.sizes).toEqual([{ name: 'occt-import-js-A1.wasm', raw: 64, br: 8, gz: null }]);
  });

  it('fails a page that preloads the parser or loads its worker up front', () => {
    const preload = checkParserOffFirstLoad(site('<link rel="preload" href="/_astro/occt-import-js-A1.wasm"><script type="module" src="/_astro/island.D4.js"></script>', ''));
    expect(preload.offenders).toEqual([{ page: '/page/index.html', files: ['occt-import-js-A1.wasm'] }]);
    const eager = checkParserOffFirstLoad(site('<script type="module" src="/_astro/island.D4.js"></script>', 'import "./cad.worker-B2.js";'));
    expect(eager.offenders).toEqual([{ page: '/page/index.html', files: ['cad.worker-B2.js', 'occt-import-js-A1.wasm'] }]);
  });
});
