import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';

/** Every built HTML page under `dir` (the `_astro` assets folder left out). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === '_astro' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Rewrites every built page under `dir` with `rewrite` (the build steps run after Astro's own
 * output: modulepreload hints, the island bootstrap moved into head). A page answered unchanged
 * is not written.
 */
export function rewritePages(dir: string, rewrite: (html: string) => string): void {
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const next = rewrite(html);
    if (next !== html) writeFileSync(file, next);
  }
}

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;

/**
 * Every JS file a page loads up front: module scripts, island components and renderers,
 * and their static imports, transitively. Dynamic `import()` chunks load on demand and are
 * not counted.
 */
export function pageScripts(distDir: string, html: string): { files: Set<string>; inline: string[] } {
  // Absolute, so a file named in the HTML and imported by a chunk is one file, not two.
  distDir = resolve(distDir);
  const files = new Set<string>();
  const inline: string[] = [];
  const queue: string[] = [];
  const urlAttr = /(?:src|component-url|renderer-url)="(\/[^"]+\.js)"/g;
  for (const match of html.matchAll(urlAttr)) if (match[1]) queue.push(join(distDir, match[1]));
  // JSON-LD (`type="application/ld+json"`) is structured data the browser never runs: not JS.
  for (const match of html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1]?.trim()) inline.push(match[1]);
  }
  while (queue.length) {
    const file = queue.pop();
    if (!file || files.has(file) || !existsSync(file)) continue;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const spec = match[1];
      if (!spec) continue;
      queue.push(spec.startsWith('/') ? join(distDir, spec) : resolve(dirname(file), posix.normalize(spec)));
    }
  }
  return { files, inline };
}
