import { describe, expect, it } from 'vitest';
import { remainingStorage, storageUsage } from './storage-usage.ts';

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

describe('remaining storage for new files', () => {
  const shop = { storageSize: 100 * MB, storageQuota: 200 * MB };

  it('is the quota less the usage and less the files queued or on their way', () => {
    const items = [
      { status: 'ready' as const, size: 10 * MB },
      { status: 'uploading' as const, size: 5 * MB },
      { status: 'success' as const, size: 40 * MB },
      { status: 'fail' as const, size: 30 * MB },
    ];
    expect(remainingStorage(shop, items)).toBe(85 * MB);
  });

  it('is never below zero, and unknown without a shop', () => {
    expect(remainingStorage({ storageSize: 300, storageQuota: 200 }, [])).toBe(0);
    expect(remainingStorage(null, [])).toBeNull();
    // A backend that sends the used size but no quota: nothing to check against.
    expect(remainingStorage({ storageSize: 300 }, [])).toBeNull();
  });
});
