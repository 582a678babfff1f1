import { afterEach, describe, expect, test, vi } from 'vitest';
import { downloadMatches, percentOf, sha256Hex } from './download-check.ts';

describe('checking a download', () => {
  test('hashes bytes to the hex SHA-256 everyone else computes', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc').buffer)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex(new Blob([]))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  test('tells the whole percent done, never above 100, and nothing without a total', () => {
    expect(percentOf(0, 200)).toBe(0);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(250, 200)).toBe(100);
    expect(percentOf(10, 0)).toBeNull();
  });

  describe('matching the listed file', () => {
    const abc = { size: 3, sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' };
    afterEach(() => vi.unstubAllGlobals());

    test('accepts the very bytes and refuses others of the same length or another length', async () => {
      expect(await downloadMatches(new Blob(['abc']), abc)).toBe(true);
      expect(await downloadMatches(new Blob(['abd']), abc)).toBe(false);
      expect(await downloadMatches(new Blob(['abcd']), abc)).toBe(false);
    });

    test('without Web Crypto (plain http from another host) checks the length only', async () => {
      vi.stubGlobal('crypto', {});
      expect(await downloadMatches(new Blob(['abd']), abc)).toBe(true);
      expect(await downloadMatches(new Blob(['ab']), abc)).toBe(false);
    });
  });
});
