import { describe, expect, it } from 'vitest';
import { CLAIM_LIMITS, claimProblems, photoProblem, withinClaimWindow } from './claim-rules.ts';

describe('the rules of a claim', () => {
  it('asks for a reason of the list and a description within the limit', () => {
    expect(claimProblems({ reason: '', description: '  ' })).toEqual([
      { field: 'reason', code: 'reasonRequired' },
      { field: 'description', code: 'descriptionRequired' },
    ]);
    expect(claimProblems({ reason: '少件', description: '字'.repeat(CLAIM_LIMITS.descriptionMax + 1) })).toEqual([{ field: 'description', code: 'descriptionTooLong', count: 501, max: 500 }]);
    expect(claimProblems({ reason: '损坏', description: ' 外壳碎了 ' })).toEqual([]);
  });

  it('takes at most six non-empty pictures of up to 5 MB', () => {
    expect(photoProblem({ name: 'a.png', size: 10 }, 'png', 6)).toEqual({ code: 'tooMany' });
    expect(photoProblem({ name: 'a.png', size: 0 }, 'png', 0)).toEqual({ code: 'empty', name: 'a.png' });
    expect(photoProblem({ name: 'a.png', size: 5 * 1024 * 1024 + 1 }, 'png', 0)).toEqual({ code: 'tooLarge', name: 'a.png' });
    expect(photoProblem({ name: 'a.gif', size: 10 }, null, 0)).toEqual({ code: 'type', name: 'a.gif' });
    expect(photoProblem({ name: 'a.jpg', size: 10 }, 'jpeg', 5)).toBeNull();
  });

  it('keeps the window open until 7 days after receipt', () => {
    const received = '2026-03-01T02:00:00.000Z';
    expect(withinClaimWindow(received, Date.parse('2026-03-08T02:00:00.000Z'))).toBe(true);
    expect(withinClaimWindow(received, Date.parse('2026-03-08T02:00:00.001Z'))).toBe(false);
  });
});
