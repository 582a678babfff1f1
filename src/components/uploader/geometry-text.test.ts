import { describe, expect, test } from 'vitest';
import { formatArea, formatBbox, formatTriangles, formatVolume } from './geometry-text.ts';

describe('geometry figures for display', () => {
  test('shows mm³ as cm³ with two decimals', () => {
    expect(formatVolume(1000)).toBe('1.00 cm³');
    expect(formatVolume(4158.97)).toBe('4.16 cm³');
    expect(formatVolume(1_234_567_000)).toBe('1,234,567.00 cm³');
  });

  test('shows mm² as cm²', () => {
    expect(formatArea(600)).toBe('6.00 cm²');
  });

  test('shows the box sizes in mm', () => {
    expect(formatBbox({ x: 10, y: 20.04, z: 5.25 })).toBe('10.0 × 20.0 × 5.3 mm');
  });

  test('groups large triangle counts', () => {
    expect(formatTriangles(2_100_000)).toBe('2,100,000');
  });
});
