import { describe, expect, test } from 'vitest';
import { daysAfter, EXPECTED_DATE_PRESETS } from './expected-date.ts';

describe('daysAfter', () => {
  test('counts calendar days across month and year ends and a leap day', () => {
    expect(daysAfter('2026-11-28', 7)).toBe('2026-12-05');
    expect(daysAfter('2026-12-25', 14)).toBe('2027-01-08');
    expect(daysAfter('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysAfter('2027-02-28', 1)).toBe('2027-03-01');
    expect(daysAfter('2026-11-28', 0)).toBe('2026-11-28');
  });

  test('the presets are later days, soonest first', () => {
    expect(EXPECTED_DATE_PRESETS.every((days, index) => days > 0 && (index === 0 || days > EXPECTED_DATE_PRESETS[index - 1]!))).toBe(true);
  });
});
