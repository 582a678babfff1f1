import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * For each dynamic import, Vite writes the list of chunks the imported module needs into the
 * importing chunk, and preloads them when the import runs. The chunks the importing chunk itself
 * imports statically, directly or not, have been loaded before it runs: listing them only adds
 * their names (hashes that do not compress) to every such list and a lookup per name when the
 * import runs. This leaves them out; the chunks that are really missing stay, so a lazy part
 * still fetches all of them at once.
 *
 * A Vite plugin: it sets the browser build's `modulePreload.resolveDependencies` (Astro sets the
 * top-level `build.modulePreload` itself, so it goes on the environment) and keeps a reference to
 * the bundle being written, whose generateBundle runs before Vite's own, which asks it.
 */
export function preloadOnlyWhatIsMissing(): Plugin {
  let bundle: OutputBundle | null = null;
  const loadedBefore = (host: string): Set<string> => {
    const seen = new Set<string>();
    const queue = [host];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const chunk = bundle?.[file];
      if (chunk?.type !== 'chunk') continue;
      for (const imported of chunk.imports) {
        if (!seen.has(imported)) {
          seen.add(imported);
          queue.push(imported);
        }
      }
    }
    return seen;
  };
  const resolveDependencies = (_url: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }) => {
    if (hostType !== 'js' || !bundle?.[hostId]) return deps;
    const loaded = loadedBefore(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return {
    name: 'shop:preload-only-what-is-missing',
    enforce: 'pre',
    // Astro's name for the browser build.
    configEnvironment(name) {
      if (name === 'client') return { build: { modulePreload: { polyfill: false, resolveDependencies } } };
      return undefined;
    },
    generateBundle(_options, output) {
      bundle = output;
    },
  };
}
