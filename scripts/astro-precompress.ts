import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every WebAssembly file of the build (the
 * STEP/IGES parser, 7.3 MB): hosts that serve precompressed files (the reference server, nginx's
 * gzip_static and brotli_static, most CDNs) send 2.2 MB to a browser that accepts brotli. Done
 * once at build time, at the highest levels, which no host would spend per request.
 */
export function precompressWasm(): AstroIntegration {
  return {
    name: 'shop:precompress-wasm',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const assets = join(fileURLToPath(dir), '_astro');
        for (const name of readdirSync(assets).filter((file) => file.endsWith('.wasm'))) {
          const bytes = readFileSync(join(assets, name));
          writeFileSync(join(assets, `${name}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
          writeFileSync(join(assets, `${name}.gz`), gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}
