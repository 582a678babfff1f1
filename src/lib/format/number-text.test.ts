import { describe, expect, it } from 'vitest';
import { fixedText, groupThousands } from './number-text';
import { shortText } from './short-text';

describe('number text', () => {
  it('puts a comma between thousands of a whole number', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(1234567)).toBe('1,234,567');
    expect(groupThousands(-1288)).toBe('-1,288');
  });

  it('writes exactly the asked decimals, grouped, as toLocaleString does', () => {
    const samples = [0, 0.004, 0.005, 1, 1.005, 2.675, 12.5, 999.995, 1000, 123456.789, 47700000.125, -3.14159];
    for (const value of samples) {
      for (const digits of [0, 1, 2]) {
        expect(fixedText(value, digits)).toBe(value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
      }
    }
  });

  it('leaves trailing zeros out of a short number', () => {
    expect(shortText(399, 2)).toBe('399');
    expect(shortText(399.5, 2)).toBe('399.5');
    expect(shortText(1299.99, 2)).toBe('1,299.99');
    expect(shortText(2000, 2)).toBe('2,000');
  });
});
