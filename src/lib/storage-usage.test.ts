import { describe, expect, it } from 'vitest';
import { storageUsage } from './storage-usage.ts';

const MB = 1024 * 1024;

describe('storageUsage', () => {
  it('gives the used share in percent with one decimal', () => {
    expect(storageUsage(356 * MB, 2048 * MB)).toEqual({ percent: 17.4, meter: 17.4, level: 'normal' });
  });

  it('stays normal at exactly 80 % and warns above it', () => {
    expect(storageUsage(80, 100).level).toBe('normal');
    expect(storageUsage(81, 100).level).toBe('warning');
  });

  it('is full at the quota and keeps the real share when over it, with the meter capped', () => {
    expect(storageUsage(100, 100)).toEqual({ percent: 100, meter: 100, level: 'full' });
    expect(storageUsage(125, 100)).toEqual({ percent: 125, meter: 100, level: 'full' });
  });

  it('treats an empty shop as 0 %', () => {
    expect(storageUsage(0, 100)).toEqual({ percent: 0, meter: 0, level: 'normal' });
  });
});
