import { describe, expect, test } from 'vitest';
import { floorTable, judgeAgainstFloor, type Measure } from './lighthouse-against-floor.ts';

const FLOOR: Measure = { score: 97, tbt: 41 };
const one = (score: number | null, tbt: number | null, floor = FLOOR) => {
  const [verdict] = judgeAgainstFloor(floor, [{ page: '/orders', score, tbt }]);
  if (!verdict) throw new Error('no verdict');
  return verdict;
};

describe('a page against the floor', () => {
  test('TBT exactly 100 ms above the floor passes, 101 ms fails', () => {
    expect(one(97, 141)).toMatchObject({ pass: true, tbtDelta: 100 });
    const over = one(97, 142);
    expect(over).toMatchObject({ pass: false, tbtDelta: 101 });
    expect(over.reason).toBe("TBT 142 ms, 101 ms above the floor's 41 ms (limit +100 ms)");
  });

  test('a score exactly 3 below the floor passes, 4 below fails', () => {
    expect(one(94, 41)).toMatchObject({ pass: true, scoreDelta: -3 });
    const under = one(93, 41);
    expect(under).toMatchObject({ pass: false, scoreDelta: -4 });
    expect(under.reason).toBe("score 93, 4 below the floor's 97 (limit −3)");
  });

  test('TBT is judged in the whole ms the table prints', () => {
    expect(one(97, 141.4, { score: 97, tbt: 40.6 })).toMatchObject({ pass: true, tbt: 141, tbtDelta: 100 });
    expect(one(97, 141.6, { score: 97, tbt: 40.6 })).toMatchObject({ pass: false, tbt: 142, tbtDelta: 101 });
  });

  test('a missing score fails, and so does a missing TBT', () => {
    const noScore = one(null, 41);
    expect(noScore).toMatchObject({ pass: false, score: null, scoreDelta: null });
    expect(noScore.reason).toMatch(/no performance score/);
    expect(one(97, null)).toMatchObject({ pass: false, tbtDelta: null });
    expect(one(97, Number.NaN)).toMatchObject({ pass: false, tbt: null });
  });

  test('with no floor score or TBT nothing can pass', () => {
    expect(one(100, 0, { score: null, tbt: 41 })).toMatchObject({ pass: false, scoreDelta: null });
    expect(one(100, 0, { score: 97, tbt: null })).toMatchObject({ pass: false, tbtDelta: null });
  });

  test('a failing page names every measure that fails, a passing one both measures', () => {
    expect(one(90, 172).reason).toBe("score 90, 7 below the floor's 97 (limit −3); TBT 172 ms, 131 ms above the floor's 41 ms (limit +100 ms)");
    expect(one(98, 20).reason).toBe("score 98, 1 above the floor's 97 (limit −3); TBT 20 ms, 21 ms below the floor's 41 ms (limit +100 ms)");
    expect(one(97, 41).reason).toBe("score 97, the same as the floor's 97 (limit −3); TBT 41 ms, the same as the floor's 41 ms (limit +100 ms)");
  });

  test('the table has the floor first and each page with its deltas and verdict', () => {
    const verdicts = judgeAgainstFloor(FLOOR, [
      { page: '/orders', score: 96, tbt: 80 },
      { page: '/quotation/step3', score: 90, tbt: 172.3 },
      { page: '/broken', score: null, tbt: 50 },
    ]);
    const lines = floorTable('/lighthouse-floor', FLOOR, verdicts).split('\n').map((row) => row.trim().split(/\s{2,}/));
    expect(lines).toEqual([
      ['page', 'score', 'Δ score', 'TBT', 'Δ TBT', 'verdict'],
      ['/lighthouse-floor', '97', '41 ms', 'floor'],
      ['/orders', '96', '-1', '80 ms', '+39 ms', 'pass'],
      ['/quotation/step3', '90', '-7', '172 ms', '+131 ms', 'FAIL'],
      ['/broken', '–', '–', '50 ms', '+9 ms', 'FAIL'],
    ]);
  });
});
