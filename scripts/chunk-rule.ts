/**
 * The build's one chunk rule (astro.config.mjs, through chunkRule), by folder and by what loads
 * what, never by a list of files:
 *
 * - `shell`: what the open pages' scripts (src/scripts) import, and what that imports (the shell's
 *   stores, the core's shell, nanostores). Every page loads it; an open page loads nothing else.
 * - `core`: src/core (the API client, the session, the guard, the core texts) with React, its
 *   renderer and the client's libraries, and what they import (the session store, the route
 *   rules …). Every page with an island loads all of it, so one file; and no other chunk is both
 *   imported by it and importing it (a cycle of chunks would run one before the other's values
 *   exist).
 * - everything else (the areas, the capabilities, the stores, the domain): Rolldown's own
 *   splitting, by the set of pages that load a module; an import() is a chunk of its own.
 *
 * Measured against making each area and each capability its own chunk (docs/architecture.md,
 * *Chunks*): areas span several pages and capabilities serve many, so a folder chunk makes a page
 * load what only its sibling pages use (+10 to +30 KB gzip on 22 logged-in pages with areas alone,
 * 180 to 400 KB with capabilities too), where the budgets are 100 KB (128 KB for quotation steps 2
 * and 3).
 */

/** What the rule reads of a module: Rolldown's module info, in part. */
export interface ModuleFacts {
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
}

export type ModuleInfoOf = (id: string) => ModuleFacts | null;

const REACT_AND_CLIENT = /[\\/]node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react|@astrojs[\\/]react|ofetch|destr|ufo)[\\/]/;

const posix = (id: string) => id.split('\\').join('/').replace(/\?.*$/, '');
const underSrc = (id: string, folder: string) => posix(id).includes(`/src/${folder}/`);

/** Whether `id` is a module `root` accepts, or imported (statically, at any depth) by one. */
function reachedFrom(root: (id: string) => boolean, id: string, info: ModuleInfoOf, seen = new Set<string>()): boolean {
  if (root(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (info(id)?.importers ?? []).some((importer) => reachedFrom(root, importer, info, seen));
}

const isScript = (id: string) => underSrc(id, 'scripts');
const isCore = (id: string) => REACT_AND_CLIENT.test(id) || underSrc(id, 'core');

/** The chunk a module belongs to, or null for Rolldown's own splitting. */
export function chunkName(id: string, info: ModuleInfoOf): string | null {
  if (reachedFrom(isScript, id, info)) return 'shell';
  // With what the core imports (the session store, the route rules …): a chunk the core imported
  // from would import the core back, and a cycle of chunks runs one of them before the other's
  // values exist.
  if (reachedFrom(isCore, id, info)) return 'core';
  return null;
}

/**
 * The client build's chunks by chunkName. A chunk holds only its own folder's modules (the group
 * does not pull its modules' imports in with them, `includeDependenciesRecursively: false`), so
 * an island's entry may export more than Astro asked of it: Rolldown allows that only with
 * `preserveEntrySignatures: 'allow-extension'`, where Astro sets 'exports-only'. The server
 * build (prerendering) keeps Astro's own splitting.
 */
export function chunkRule() {
  return {
    name: 'shop:chunk-rule',
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
    options: (options: object) => ({ ...options, preserveEntrySignatures: 'allow-extension' as const }),
    outputOptions: (output: object) => ({
      ...output,
      codeSplitting: {
        includeDependenciesRecursively: false,
        groups: [{ name: (id: string, ctx: { getModuleInfo: (id: string) => ModuleFacts | null }) => chunkName(id, (other) => ctx.getModuleInfo(other)), debugName: 'scripts/chunk-rule.ts' }],
      },
    }),
  };
}
