import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { siteRedirects } from './site-redirects.ts';

test('public/_redirects carries exactly the redirect table of the site', () => {
  const rules = readFileSync('public/_redirects', 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))
    .filter(([, , status]) => status === '301');
  expect(Object.fromEntries(rules.map(([from, to]) => [from, to]))).toEqual(siteRedirects);
});
