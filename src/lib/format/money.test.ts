import { describe, expect, it } from 'vitest';
import { formatFen, priceForVolumeFen } from './money.ts';

describe('formatFen', () => {
  it('shows fen as yuan with two decimals', () => {
    expect(formatFen(80)).toBe('¥0.80');
    expect(formatFen(1500)).toBe('¥15.00');
    expect(formatFen(5)).toBe('¥0.05');
  });

  it('groups thousands of yuan', () => {
    expect(formatFen(1_234_567)).toBe('¥12,345.67');
  });

  it('keeps the sign of refunds', () => {
    expect(formatFen(-250)).toBe('-¥2.50');
  });
});

describe('priceForVolumeFen', () => {
  it('charges the price per cm³ for a volume given in mm³', () => {
    expect(priceForVolumeFen(36_500, 80)).toBe(2920);
    expect(priceForVolumeFen(1_234, 50)).toBe(62);
  });
});
