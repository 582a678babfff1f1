import { describe, expect, test } from 'vitest';
import { flowFilterQuery, NO_FLOW_FILTER, readFlowSearch, validateFlowDates, writeFlowSearch } from './amount-flow-filter.ts';

// Vitest runs with TZ=Asia/Shanghai, so local midnight is 16:00 UTC the day before.
describe('date range validation', () => {
  test('accepts an empty range, an open end and a single day', () => {
    expect(validateFlowDates({ from: '', to: '' })).toBeNull();
    expect(validateFlowDates({ from: '2026-11-01', to: '' })).toBeNull();
    expect(validateFlowDates({ from: '', to: '2026-11-01' })).toBeNull();
    expect(validateFlowDates({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
  });

  test('rejects a start after the end', () => {
    expect(validateFlowDates({ from: '2026-11-02', to: '2026-11-01' })).toBe('开始日期不能晚于结束日期');
  });

  test('rejects a day that does not exist', () => {
    expect(validateFlowDates({ from: '2026-02-30', to: '' })).toBe('请输入有效的日期');
  });
});

describe('filter to API query', () => {
  test('no filter asks for everything', () => {
    expect(flowFilterQuery(NO_FLOW_FILTER)).toEqual({});
  });

  test('a range covers whole local days: from the first midnight to the midnight after the last day', () => {
    expect(flowFilterQuery({ type: 'refund', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      type: 'refund',
      from: '2026-10-31T16:00:00.000Z',
      to: '2026-11-30T16:00:00.000Z',
    });
  });

  test('an invalid range sends nothing', () => {
    expect(flowFilterQuery({ type: '', from: '2026-11-30', to: '2026-11-01' })).toBeNull();
  });
});

describe('filter in the query string', () => {
  test('round-trips type, dates and page', () => {
    const form = { type: 'payment' as const, from: '2026-10-01', to: '2026-10-31' };
    const search = writeFlowSearch(form, 3);
    expect(search).toBe('?type=payment&from=2026-10-01&to=2026-10-31&page=3');
    expect(readFlowSearch(search)).toEqual({ form, page: 3 });
  });

  test('leaves defaults out', () => {
    expect(writeFlowSearch(NO_FLOW_FILTER, 1)).toBe('');
  });

  test('ignores values it cannot read', () => {
    expect(readFlowSearch('?type=bonus&from=yesterday&to=2026-13-01&page=-2')).toEqual({ form: NO_FLOW_FILTER, page: 1 });
    expect(readFlowSearch('?page=1.5').page).toBe(1);
  });

  test('drops a backwards range but keeps the type', () => {
    expect(readFlowSearch('?type=refund&from=2026-11-10&to=2026-11-01').form).toEqual({ type: 'refund', from: '', to: '' });
  });
});
