import { describe, expect, it } from 'vitest';
import { monthDayText, shipDateOf, todayIn } from './ship-date';

describe('ship dates', () => {
  it('reads today in the customer\'s time zone', () => {
    // 2026-11-27 17:30 UTC: Saturday 01:30 in 北京, still Friday in New York.
    const moment = new Date('2026-11-27T17:30:00Z');
    expect(todayIn(moment, 'Asia/Shanghai')).toBe('2026-11-28');
    expect(todayIn(moment, 'America/New_York')).toBe('2026-11-27');
  });

  it("reads the browser's own day from the local clock, the same day the time zone's calendar says", () => {
    const before = process.env['TZ'];
    try {
      for (const zone of ['Asia/Shanghai', 'America/New_York', 'Pacific/Kiritimati', 'UTC']) {
        process.env['TZ'] = zone;
        // Every 37 minutes over three days, across midnight in each zone.
        for (let at = Date.parse('2026-11-26T00:00:00Z'); at < Date.parse('2026-11-29T00:00:00Z'); at += 37 * 60_000) {
          const moment = new Date(at);
          expect(todayIn(moment), `${zone} ${moment.toISOString()}`).toBe(todayIn(moment, zone));
        }
      }
    } finally {
      if (before === undefined) delete process.env['TZ'];
      else process.env['TZ'] = before;
    }
  });

  it('counts working days from today, skipping weekends and holidays', () => {
    // Saturday 11-28: 3 working days is Wednesday 12-02; from Friday 11-27 it is Wednesday too.
    expect(shipDateOf('2026-11-28', 3)).toEqual({ date: '2026-12-02', provisional: false });
    expect(shipDateOf('2026-11-27', 3)).toEqual({ date: '2026-12-02', provisional: false });
    expect(shipDateOf('2026-09-30', 1)).toEqual({ date: '2026-10-08', provisional: false });
  });

  it('marks a date after the last day of the known holiday list as provisional', () => {
    expect(shipDateOf('2026-12-28', 3)).toEqual({ date: '2026-12-31', provisional: false });
    // 2027-01-01 is a holiday (元旦): 4 working days from 12-28 is Monday 2027-01-04.
    expect(shipDateOf('2026-12-28', 4)).toEqual({ date: '2027-01-04', provisional: true });
  });

  it('words the date as month and day, with the year when it is another year', () => {
    expect(monthDayText('2026-12-03', '2026-11-24')).toBe('12月3日');
    expect(monthDayText('2027-01-04', '2026-12-28')).toBe('2027年1月4日');
  });
});
