import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const SOURCE = /\.(ts|tsx|astro|mjs)$/;
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The file a relative or `~/` specifier names, or null for a package. */
function resolved(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  const base = bare.startsWith('~/') ? join(root, 'src', bare.slice(2)) : bare.startsWith('.') ? resolve(dirname(from), bare) : null;
  if (base === null) return null;
  for (const ending of ['', '.ts', '.tsx', '.astro', '.mjs']) if (existsSync(base + ending) && statSync(base + ending).isFile()) return base + ending;
  return null;
}

/** Every import between the project's modules, type-only and lazy ones included. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'server'))]) {
    const targets: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolved(file, match[1] ?? match[2] ?? '');
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan): each is an import cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (module: string): void => {
    index.set(module, next);
    low.set(module, next);
    next += 1;
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(module, Math.min(low.get(module) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(module, Math.min(low.get(module) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(relative(root, member));
    } while (member !== module);
    if (group.length > 1) found.push(group.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return found;
}

describe('the import graph', () => {
  // The lint's import-x/no-cycle sees only the imports that run; a cycle of types still ties two
  // modules into one unit that cannot be read, moved or tested apart.
  test('has no cycle in src/ or server/, type-only imports included', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    expect(cycles(graph)).toEqual([]);
  });

  test('finds a cycle when there is one', () => {
    const at = (name: string) => join(root, name);
    const graph = new Map([[at('a'), [at('b')]], [at('b'), [at('c')]], [at('c'), [at('a')]], [at('d'), [at('a')]]]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
