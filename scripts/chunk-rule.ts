/**
 * The build's one chunk rule (astro.config.mjs), in folders of what the shop does rather than in
 * lists of files:
 *
 * - `shell`: what the open pages' scripts (src/scripts) import, and what that imports (the shell's
 *   stores, the core's shell, nanostores). Every page loads it; an open page loads nothing else.
 * - `core`: src/core (the API client, the session, the guard, the core texts) with React, its
 *   renderer and the client's libraries. Every page with an island loads all of it, so one file.
 * - an area (src/islands/<area>) or a capability (src/components/<capability>): its folder is its
 *   chunk, named after it; a subfolder only ever loaded lazily (no module outside it imports one
 *   of its modules statically) is a chunk of its own, named `<folder>-<subfolder>`.
 * - anything else (the stores beside the shell's, the domain in src/lib): Rolldown's own
 *   splitting, by the pages that import it.
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

/** Whether a module is one of the open pages' scripts, or imported (statically, at any depth) by one. */
function inShell(id: string, info: ModuleInfoOf, seen = new Set<string>()): boolean {
  if (underSrc(id, 'scripts')) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (info(id)?.importers ?? []).some((importer) => inShell(importer, info, seen));
}

/**
 * Whether modules outside `folder` import it only through import(), and at least one does: the
 * modules reached from `id` through static imports within the folder, and their importers. (An
 * island a page mounts has no importer at all: it is an entry, not a lazy part.)
 */
function loadedOnlyLazily(id: string, folder: string, info: ModuleInfoOf): boolean {
  const inside = (other: string) => posix(other).startsWith(folder);
  const members = new Set([id]);
  const queue = [id];
  let lazily = false;
  for (let member = queue.pop(); member !== undefined; member = queue.pop()) {
    const facts = info(member);
    if (!facts) continue;
    if (facts.importers.some((importer) => !inside(importer))) return false;
    if (facts.dynamicImporters.some((importer) => !inside(importer))) lazily = true;
    for (const next of [...facts.importers, ...facts.importedIds.filter(inside)]) {
      if (members.has(next)) continue;
      members.add(next);
      queue.push(next);
    }
  }
  return lazily;
}

/** The chunk a module belongs to, or null for Rolldown's own splitting. */
export function chunkName(id: string, info: ModuleInfoOf): string | null {
  if (inShell(id, info)) return 'shell';
  if (REACT_AND_CLIENT.test(id) || underSrc(id, 'core')) return 'core';
  const path = posix(id);
  const match = /^(.*\/src\/(?:islands|components)\/)([^/]+)\/((?:[^/]+\/)*)[^/]+$/.exec(path);
  if (!match) return null;
  const [, base = '', top = '', sub = ''] = match;
  const folders = sub.split('/').filter(Boolean);
  // The deepest folder that is loaded only lazily names the chunk; else the area or capability.
  for (let depth = folders.length; depth > 0; depth -= 1) {
    const folder = `${base}${top}/${folders.slice(0, depth).join('/')}/`;
    if (loadedOnlyLazily(id, folder, info)) return [top, ...folders.slice(0, depth)].join('-');
  }
  return top;
}
