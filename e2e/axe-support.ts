import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The two widths every page is checked at: a phone and a laptop. */
export const WIDTHS = [390, 1280] as const;

/**
 * Waits until the page has settled: every island mounted, no loading placeholder or spinner
 * left, no list still busy. What axe sees then is what the customer reads.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.readyState !== 'complete') return false;
    if (document.querySelector('astro-island[ssr], [data-state="loading"], [aria-busy="true"]')) return false;
    // A skeleton or a spinner still on screen (hidden ones, such as a button's idle spinner, do not count).
    return [...document.querySelectorAll<HTMLElement>('.skeleton, .loading')].every((element) => element.offsetParent === null && getComputedStyle(element).position !== 'fixed');
  });
}

/** One violation as a line of the failure message: rule, impact, help and where. */
function describe(violation: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }): string {
  const where = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`);
  return [`${violation.id} (${violation.impact ?? '?'}): ${violation.help}`, ...where].join('\n');
}

/**
 * Runs axe (every rule it enables by default: WCAG 2.x A and AA and the best practices, and
 * WCAG 2.2's target-size, off by default in axe 4.14: every control at least 24 × 24 px or spaced
 * so that 24 px circles around them do not overlap) over the page as it is now and records any violation against `what`, without stopping the test, so one
 * run names every page that fails.
 */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  // Legacy mode runs axe in the page itself: the default opens a blank page per run to gather the
  // frames' results (2 to 3 times slower here), and these pages have no frames to gather.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } }).analyze();
  expect.soft(violations.map(describe), `axe on ${what}`).toEqual([]);
}
