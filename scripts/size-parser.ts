import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { htmlFiles, pageScripts } from './page-scripts.ts';

/** The STEP/IGES parser as built: its WebAssembly, the precompressed copies, the worker that loads it. */
export interface ParserFiles {
  wasm: string[];
  /** Bytes of each .wasm and of its .br and .gz copies, when present. */
  sizes: Array<{ name: string; raw: number; br: number | null; gz: number | null }>;
  /** The scripts that name a .wasm (the CAD worker): loading one of them would start the download. */
  loaders: string[];
}

export interface ParserCheck {
  parser: ParserFiles;
  pages: number;
  /** Pages that load the parser (or a script that fetches it) up front, or name it in their HTML, with what. */
  offenders: Array<{ page: string; files: string[] }>;
}

/** The parser's files in `distDir`'s assets. */
export function parserFiles(distDir: string): ParserFiles {
  const assets = join(distDir, '_astro');
  const names = existsSync(assets) ? readdirSync(assets) : [];
  const wasm = names.filter((name) => name.endsWith('.wasm'));
  const size = (name: string) => (names.includes(name) ? statSync(join(assets, name)).size : null);
  const loaders = names.filter((name) => name.endsWith('.js') && wasm.some((file) => readFileSync(join(assets, name), 'utf8').includes(file)));
  return { wasm, sizes: wasm.map((name) => ({ name, raw: size(name) ?? 0, br: size(`${name}.br`), gz: size(`${name}.gz`) })), loaders };
}

/**
 * Proves for every page of `distDir` that the parser is not part of its first load: none of the
 * scripts it loads up front is the parser's worker, and neither its HTML nor those scripts name
 * the .wasm (no preload, no fetch). The parser loads only when a customer picks a CAD file.
 */
export function checkParserOffFirstLoad(distDir: string): ParserCheck {
  const parser = parserFiles(distDir);
  const forbidden = [...parser.wasm, ...parser.loaders];
  const pages = htmlFiles(distDir);
  const offenders = pages.flatMap((file) => {
    const html = readFileSync(file, 'utf8');
    const scripts = [...pageScripts(distDir, html).files];
    const found = new Set<string>();
    for (const name of forbidden) if (html.includes(name)) found.add(name);
    for (const script of scripts) {
      if (parser.loaders.includes(basename(script))) found.add(basename(script));
      const code = readFileSync(script, 'utf8');
      for (const name of parser.wasm) if (code.includes(name)) found.add(name);
    }
    return found.size ? [{ page: file.slice(distDir.length), files: [...found] }] : [];
  });
  return { parser, pages: pages.length, offenders };
}
