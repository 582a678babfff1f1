import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, nextDay } from './working-days';

describe('working days', () => {
  it('counts Monday to Friday', () => {
    // 2026-11-24 is a Tuesday.
    expect(addWorkingDays('2026-11-24', 1)).toBe('2026-11-25');
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 2)).toBe('2026-12-01');
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-24', 0)).toBe('2026-11-24');
  });

  it('skips the 2026 holidays and works the weekend days the notice moves', () => {
    expect(isWorkingDay('2026-10-01')).toBe(false);
    expect(isWorkingDay('2026-10-10')).toBe(true); // a Saturday worked
    expect(isWorkingDay('2026-09-20')).toBe(true); // a Sunday worked
    // Ordered on 2026-09-30 (Wednesday): the holiday runs to 10-07, and 10-10 is worked.
    expect(addWorkingDays('2026-09-30', 1)).toBe('2026-10-08');
    expect(addWorkingDays('2026-09-30', 3)).toBe('2026-10-10');
    // Spring Festival: 02-15 to 02-23 off, 02-14 and 02-28 worked.
    expect(addWorkingDays('2026-02-13', 1)).toBe('2026-02-14');
    expect(addWorkingDays('2026-02-14', 1)).toBe('2026-02-24');
  });

  it('crosses into the next year with its New Year holiday', () => {
    // 2026-12-31 is a Thursday; 2027-01-01 (Friday) is 元旦.
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-04');
  });

  it('walks the calendar without time zones', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
