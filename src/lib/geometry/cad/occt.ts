/**
 * The part of occt-import-js (OpenCascade compiled to WebAssembly, LGPL-2.1) this shop uses, and
 * how it is started: the same in the browser's worker and in Node. The caller hands over how
 * to instantiate the .wasm (streamed with progress in a browser, read from disk in Node); this
 * module caps how far its memory may grow, so a hostile or huge file fails with a reason instead
 * of taking the tab or the server down.
 */

/** One mesh of the result: a solid, a shell or a set of loose faces, placed in the file's assembly. */
export interface OcctMesh {
  name: string;
  attributes: { position: { array: ArrayLike<number> } };
  index: { array: ArrayLike<number> };
}

/** A node of the file's product structure: an assembly, a part or an occurrence of one. */
export interface OcctNode {
  name: string;
  /** Indices into the result's `meshes`. */
  meshes: number[];
  children: OcctNode[];
}

export type OcctResult = { success: false } | { success: true; root: OcctNode; meshes: OcctMesh[] };

/** Triangulation settings; coordinates come out in `linearUnit` whatever unit the file states. */
export interface OcctParams {
  linearUnit: 'millimeter';
  linearDeflectionType: 'bounding_box_ratio' | 'absolute_value';
  linearDeflection: number;
  angularDeflection: number;
}

export interface OcctImporter {
  ReadFile(format: 'step' | 'iges' | 'brep', content: Uint8Array, params: OcctParams): OcctResult;
}

/** The module factory occt-import-js exports (an Emscripten MODULARIZE build). */
export type OcctFactory = (overrides: Record<string, unknown>) => Promise<OcctImporter>;

/**
 * How finely curved faces are cut into triangles: a chord may stray from its surface by 1/1000
 * of the model's size, and may turn by at most 0.1 rad (a full circle in at least 63 chords), so
 * a round hole or boss loses under 0.2 % of its volume to the facets (at the library's default
 * of 0.5 rad, 4 %), while a 100 mm part with a few holes stays at a few thousand triangles.
 */
export const OCCT_PARAMS: OcctParams = { linearUnit: 'millimeter', linearDeflectionType: 'bounding_box_ratio', linearDeflection: 0.001, angularDeflection: 0.1 };

/**
 * Bytes of the parser's .wasm (occt-import-js 0.0.23) once decompressed: how far its download
 * is, whatever encoding the server sends it in (Content-Length then counts compressed bytes).
 * A test holds it to the file in node_modules, so an upgrade cannot leave it behind.
 */
export const OCCT_WASM_BYTES = 7_604_031;

/**
 * WebAssembly memory allowed to the parser: 2 GiB. A 20 MB STEP assembly needs a few hundred MB;
 * past this the file is too complex to quote automatically and is quoted by hand.
 */
export const OCCT_MAX_MEMORY_BYTES = 2 * 1024 ** 3;

export interface StartOcctOptions {
  /** Instantiates the parser's .wasm with the imports its glue code hands over. */
  instantiate: (imports: WebAssembly.Imports) => Promise<WebAssembly.WebAssemblyInstantiatedSource>;
  /** Default OCCT_MAX_MEMORY_BYTES. */
  maxMemoryBytes?: number;
}

export interface StartedOcct {
  importer: OcctImporter;
  /** Whether the parser asked for more memory than allowed (it then fails: the file is too complex). */
  memoryRefused: () => boolean;
  /** Bytes of WebAssembly memory the parser holds now (it never shrinks: its high-water mark). */
  memoryBytes: () => number;
}

/** Starts the parser from its factory. Rejects when the .wasm cannot be had or compiled. */
export async function startOcct(factory: OcctFactory, { instantiate, maxMemoryBytes = OCCT_MAX_MEMORY_BYTES }: StartOcctOptions): Promise<StartedOcct> {
  let refused = false;
  let memory: WebAssembly.Memory | null = null;
  let failed: (reason: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => {
    failed = reject;
  });
  const importer = factory({
    // OpenCascade reports each transfer on stdout; nothing here reads it.
    print: () => {},
    printErr: () => {},
    instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) {
      instantiate(imports)
        .then(({ instance, module }) => {
          for (const value of Object.values(instance.exports)) {
            if (!(value instanceof WebAssembly.Memory)) continue;
            memory = value;
            capGrowth(value, maxMemoryBytes, () => {
              refused = true;
            });
          }
          // The glue starts the module here; a failure (a policy forbidding its generated
          // functions, say) would otherwise leave the factory's promise pending for ever.
          receive(instance, module);
        })
        .catch(failed);
      // Emscripten's signal that the exports arrive later, through `receive`.
      return {};
    },
  });
  return { importer: await Promise.race([importer, failure]), memoryRefused: () => refused, memoryBytes: () => memory?.buffer.byteLength ?? 0 };
}

/**
 * The glue grows memory through `memory.grow` and treats a throw as "no more memory", which
 * makes the allocation fail inside the parser. Shadowing the method on this one memory caps it
 * without touching any other.
 */
function capGrowth(memory: WebAssembly.Memory, maxBytes: number, onRefused: () => void): void {
  const grow = memory.grow.bind(memory);
  Object.defineProperty(memory, 'grow', {
    value: (pages: number) => {
      if (memory.buffer.byteLength + pages * 65_536 > maxBytes) {
        onRefused();
        throw new RangeError('parser memory cap reached');
      }
      return grow(pages);
    },
  });
}
