import { describe, expect, test } from 'vitest';
import { percentOf, sha256Hex } from './download-check.ts';

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
});
