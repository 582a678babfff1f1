import { describe, expect, it } from 'vitest';
import { countdownText, msLeft } from './order-deadlines.ts';

describe('countdownText', () => {
  it.each([
    [0, '00:00'],
    [999, '00:00'],
    [59_000, '00:59'],
    [30 * 60 * 1000, '30:00'],
    [(29 * 60 + 59) * 1000, '29:59'],
    [60 * 60 * 1000, '01:00:00'],
    [(23 * 3600 + 59 * 60 + 59) * 1000, '23:59:59'],
    [24 * 3600 * 1000, '1 天 0 小时'],
    [(9 * 24 + 23) * 3600 * 1000 + 59 * 60 * 1000, '9 天 23 小时'],
    [-5000, '00:00'],
  ])('%d ms reads %s', (ms, text) => {
    expect(countdownText(ms)).toBe(text);
  });
});

describe('msLeft', () => {
  it('counts down to the deadline and stops at 0', () => {
    const deadline = '2026-11-27T10:30:00.000Z';
    expect(msLeft(deadline, Date.parse('2026-11-27T10:00:00.000Z'))).toBe(30 * 60 * 1000);
    expect(msLeft(deadline, Date.parse('2026-11-27T10:31:00.000Z'))).toBe(0);
    expect(msLeft('not a time', 0)).toBe(0);
  });
});
