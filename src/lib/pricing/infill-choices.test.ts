import { describe, expect, it } from 'vitest';
import { InfillPercent } from '../../wire/catalogue.ts';
import { INFILL_PERCENTS } from './part-options.ts';

describe('the infill choices', () => {
  it('are the same list for the wire shape and the pages (kept apart so the pages load no zod)', () => {
    expect([...InfillPercent.values]).toEqual([...INFILL_PERCENTS]);
    expect(InfillPercent.safeParse(30).error?.issues[0]?.message).toBe('填充率只能是 10%、20%、50%、100%');
  });
});
