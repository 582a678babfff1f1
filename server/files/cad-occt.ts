/**
 * Starts the STEP/IGES parser (occt-import-js) in Node: the server's measuring thread, the
 * geometry tests and the benchmark read CAD files with the same library the browser runs.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { CadReader } from '../../src/lib/geometry/cad/measure-cad.ts';
import { startOcct, type OcctFactory, type StartedOcct } from '../../src/lib/geometry/cad/occt.ts';

const require = createRequire(import.meta.url);

/** The parser's .wasm in node_modules: the browser build ships the same file under a hashed name. */
export const OCCT_WASM_PATH = require.resolve('occt-import-js/dist/occt-import-js.wasm');

/** Starts a parser with its own memory (at most `maxMemoryBytes` of it, see startOcct). */
export async function startOcctInNode(maxMemoryBytes?: number): Promise<StartedOcct> {
  // The package is an Emscripten CommonJS module: a factory of parsers.
  const factory: OcctFactory = require('occt-import-js');
  const wasm = await readFile(OCCT_WASM_PATH);
  return startOcct(factory, { instantiate: (imports) => WebAssembly.instantiate(wasm, imports), ...(maxMemoryBytes === undefined ? {} : { maxMemoryBytes }) });
}

/** A CAD reader for `measureFile` / `measureAndCheckFile`. */
export async function cadReaderInNode(maxMemoryBytes?: number): Promise<CadReader> {
  const { importer, memoryRefused } = await startOcctInNode(maxMemoryBytes);
  return { importer, memoryRefused };
}
