/**
 * The judgement of `npm run lighthouse -- --against-floor`: each logged-in page read against the
 * floor page scored in the same sitting (the shell with a React island that draws one paragraph, see
 * astro-lighthouse-floor.ts). A page fails when its total blocking time is more than 100 ms above the
 * floor's or its performance score more than 3 below it; a page or a floor without a measure fails,
 * since nothing can be read from it. Pure: the script measures, this answers.
 */

/** A page's median run: performance score 0–100 (null when Lighthouse gave none) and TBT in ms. */
export interface Measure {
  score: number | null;
  tbt: number | null;
}

export interface PageMeasure extends Measure {
  page: string;
}

export interface Limits {
  /** The most a page's TBT may be above the floor's, in ms. */
  tbtAbove: number;
  /** The most a page's score may be below the floor's, in points. */
  scoreBelow: number;
}

export const FLOOR_LIMITS: Limits = { tbtAbove: 100, scoreBelow: 3 };

export interface Verdict {
  page: string;
  score: number | null;
  /** Page minus floor, in points; null when either has no score. */
  scoreDelta: number | null;
  /** Whole ms. */
  tbt: number | null;
  /** Page minus floor, in whole ms; null when either has no TBT. */
  tbtDelta: number | null;
  pass: boolean;
  /** Why, in plain words: the failing measures for a failing page, both measures for a passing one. */
  reason: string;
}

const known = (value: number | null): value is number => value !== null && Number.isFinite(value);
/** TBT in whole ms, the figure printed, so that the verdict and the table never disagree. */
const wholeMs = (value: number | null): number | null => (known(value) ? Math.round(value) : null);
const side = (delta: number, unit: string): string => (delta === 0 ? 'the same as' : `${Math.abs(delta)}${unit} ${delta > 0 ? 'above' : 'below'}`);

/** Each page's verdict against the floor's median, in the pages' order. */
export function judgeAgainstFloor(floor: Measure, pages: readonly PageMeasure[], limits: Limits = FLOOR_LIMITS): Verdict[] {
  const floorScore = known(floor.score) ? floor.score : null;
  const floorTbt = wholeMs(floor.tbt);
  return pages.map(({ page, score: rawScore, tbt: rawTbt }) => {
    const score = known(rawScore) ? rawScore : null;
    const tbt = wholeMs(rawTbt);
    const scoreDelta = score !== null && floorScore !== null ? score - floorScore : null;
    const tbtDelta = tbt !== null && floorTbt !== null ? tbt - floorTbt : null;
    const failing: string[] = [];
    const within: string[] = [];

    if (score === null) failing.push('no performance score (Lighthouse gave none)');
    else if (floorScore === null || scoreDelta === null) failing.push(`score ${score}, but the floor has no score to read it against`);
    else {
      const words = `score ${score}, ${side(scoreDelta, '')} the floor's ${floorScore} (limit −${limits.scoreBelow})`;
      (scoreDelta < -limits.scoreBelow ? failing : within).push(words);
    }

    if (tbt === null) failing.push('no total blocking time (Lighthouse gave none)');
    else if (floorTbt === null || tbtDelta === null) failing.push(`TBT ${tbt} ms, but the floor has no TBT to read it against`);
    else {
      const words = `TBT ${tbt} ms, ${side(tbtDelta, ' ms')} the floor's ${floorTbt} ms (limit +${limits.tbtAbove} ms)`;
      (tbtDelta > limits.tbtAbove ? failing : within).push(words);
    }

    const pass = failing.length === 0;
    return { page, score, scoreDelta, tbt, tbtDelta, pass, reason: (pass ? within : failing).join('; ') };
  });
}

const signed = (value: number | null, unit = ''): string => (value === null ? '–' : `${value > 0 ? '+' : ''}${value}${unit}`);

/** The printed table: the floor first, then page, score, Δ score, TBT, Δ TBT and pass/fail per page. */
export function floorTable(floorPage: string, floor: Measure, verdicts: readonly Verdict[]): string {
  const width = Math.max(22, floorPage.length + 2, ...verdicts.map((verdict) => verdict.page.length + 2));
  const line = (page: string, score: string, scoreDelta: string, tbt: string, tbtDelta: string, verdict: string) =>
    `${page.padEnd(width)}${score.padStart(6)}${scoreDelta.padStart(9)}${tbt.padStart(10)}${tbtDelta.padStart(10)}  ${verdict}`;
  const floorTbt = wholeMs(floor.tbt);
  const rows = [
    line('page', 'score', 'Δ score', 'TBT', 'Δ TBT', 'verdict'),
    line(floorPage, known(floor.score) ? String(floor.score) : '–', '', floorTbt === null ? '–' : `${floorTbt} ms`, '', 'floor'),
    ...verdicts.map((verdict) =>
      line(verdict.page, verdict.score === null ? '–' : String(verdict.score), signed(verdict.scoreDelta), verdict.tbt === null ? '–' : `${verdict.tbt} ms`, signed(verdict.tbtDelta, ' ms'), verdict.pass ? 'pass' : 'FAIL'),
    ),
  ];
  return rows.join('\n');
}
