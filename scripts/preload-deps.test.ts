import type { OutputBundle } from 'rolldown';
import { expect, test } from 'vitest';
import { preloadOnlyWhatIsMissing } from './preload-deps.ts';

type Resolve = (url: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

const chunk = (imports: string[]) => ({ type: 'chunk', imports }) as unknown as OutputBundle[string];

function setUp(bundle: Record<string, string[]>): Resolve {
  const plugin = preloadOnlyWhatIsMissing();
  const configEnvironment = plugin.configEnvironment as (name: string) => { build: { modulePreload: { polyfill: boolean; resolveDependencies: Resolve } } } | undefined;
  expect(configEnvironment('ssr')).toBeUndefined();
  const config = configEnvironment('client');
  expect(config?.build.modulePreload.polyfill).toBe(false);
  const generateBundle = plugin.generateBundle as (options: unknown, output: OutputBundle) => void;
  generateBundle({}, Object.fromEntries(Object.entries(bundle).map(([file, imports]) => [file, chunk(imports)])) as OutputBundle);
  const resolve = config?.build.modulePreload.resolveDependencies;
  if (!resolve) throw new Error('no resolveDependencies');
  return resolve;
}

test("a lazy part's list keeps only the chunks its importer has not loaded, directly or through others", () => {
  const resolve = setUp({
    'page.js': ['islands.js', 'upload.js'],
    'islands.js': ['react.js', 'shell.js'],
    'upload.js': ['shell.js'],
    'react.js': [],
    'shell.js': [],
    'estimate.js': ['react.js', 'pricing.js', 'upload.js'],
    'pricing.js': ['shell.js'],
  });
  expect(resolve('estimate.js', ['estimate.js', 'react.js', 'pricing.js', 'upload.js', 'shell.js'], { hostId: 'page.js', hostType: 'js' })).toEqual(['estimate.js', 'pricing.js']);
});

test('lists of HTML pages and of chunks it does not know stay whole', () => {
  const resolve = setUp({ 'page.js': ['react.js'], 'react.js': [] });
  expect(resolve('a.js', ['a.js', 'react.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['a.js', 'react.js']);
  expect(resolve('a.js', ['a.js', 'react.js'], { hostId: 'other.js', hostType: 'js' })).toEqual(['a.js', 'react.js']);
});
