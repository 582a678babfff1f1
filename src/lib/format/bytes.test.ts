import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

describe('formatBytes', () => {
  it('shows small sizes as whole bytes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1023)).toBe('1023 B');
  });

  it('uses binary units with two decimals below 10 and one above', () => {
    expect(formatBytes(KB)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(356 * MB)).toBe('356.0 MB');
    expect(formatBytes(2048 * MB)).toBe('2.00 GB');
    expect(formatBytes(12.5 * GB)).toBe('12.5 GB');
  });

  it('moves to the next unit instead of showing 1024.0 of a smaller one', () => {
    expect(formatBytes(MB - 10)).toBe('1.00 MB');
  });

  it('stops at terabytes', () => {
    expect(formatBytes(3 * 1024 * 1024 * GB)).toBe('3072.0 TB');
  });

  it('shows nonsense input as nothing used rather than NaN', () => {
    expect(formatBytes(Number.NaN)).toBe('0 B');
    expect(formatBytes(-5)).toBe('0 B');
  });
});
