import type { Plugin } from 'vite';

const NODE_ONLY = new Set(['fs', 'path', 'crypto']);
const EMPTY = '\0occt-node-only';

/**
 * The STEP/IGES parser's glue (occt-import-js, an Emscripten build for browsers and Node) names
 * Node's fs, path and crypto inside branches that run only in Node. For the browser's worker
 * they resolve to an empty module, so the build neither pulls in a polyfill nor warns about them.
 */
export function occtNodeOnlyModules(): Plugin {
  return {
    name: 'shop:occt-node-only-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      return NODE_ONLY.has(source) && importer?.includes('occt-import-js') ? EMPTY : null;
    },
    load(id) {
      return id === EMPTY ? 'export default {};' : null;
    },
  };
}
