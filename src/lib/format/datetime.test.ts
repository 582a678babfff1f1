import { describe, expect, test } from 'vitest';
import { formatDate, formatDateTime, localDayEnd, localDayStart, localToday } from './datetime.ts';

// Vitest runs with TZ=Asia/Shanghai (vitest.config.ts), so local time is UTC+8 here.
describe('local time', () => {
  test('shows an instant in local time', () => {
    expect(formatDateTime('2026-11-20T16:30:00Z')).toBe('2026-11-21 00:30');
    expect(formatDate('2026-11-20T16:30:00Z')).toBe('2026-11-21');
  });

  test('shows nothing for an unreadable value', () => {
    expect(formatDateTime('not a time')).toBe('');
  });

  test('a local day runs from its local midnight to the next', () => {
    expect(localDayStart('2026-11-21')).toBe('2026-11-20T16:00:00.000Z');
    expect(localDayEnd('2026-11-21')).toBe('2026-11-21T16:00:00.000Z');
    expect(localDayEnd('2026-12-31')).toBe('2026-12-31T16:00:00.000Z');
  });

  test('rejects days that do not exist', () => {
    expect(localDayStart('2026-02-30')).toBeNull();
    expect(localDayEnd('2026-13-01')).toBeNull();
    expect(localDayStart('20261121')).toBeNull();
  });

  test('today is the local calendar day', () => {
    expect(localToday(new Date('2026-11-20T17:00:00Z'))).toBe('2026-11-21');
  });
});
