// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { PAINT_FIRST_SCRIPT } from './paint-first.ts';

type Start = (...args: unknown[]) => Promise<unknown>;
const astro = () => (self as unknown as { Astro: { only: Start } }).Astro;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(self, 'Astro');
});

test('an island starts after the next frame, with the arguments Astro gave it', async () => {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  // The script, as the page runs it, before Astro's directive is assigned.
  new Function(PAINT_FIRST_SCRIPT)();
  const started: unknown[][] = [];
  astro().only = (...args: unknown[]) => Promise.resolve(started.push(args));

  const done = astro().only('load', 'options', 'element');
  await vi.advanceTimersByTimeAsync(500);
  expect(started).toEqual([]);
  frames.splice(0).forEach((frame) => frame(0));
  await vi.advanceTimersByTimeAsync(0);
  await done;
  expect(started).toEqual([['load', 'options', 'element']]);
});

test('in a hidden tab, which draws no frame, an island starts after 100 ms', async () => {
  vi.stubGlobal('requestAnimationFrame', () => 0);
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  new Function(PAINT_FIRST_SCRIPT)();
  const started: unknown[][] = [];
  astro().only = (...args: unknown[]) => Promise.resolve(started.push(args));

  void astro().only('load');
  await vi.advanceTimersByTimeAsync(99);
  expect(started).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(started).toEqual([['load']]);
});
