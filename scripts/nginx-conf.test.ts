import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { siteRedirects } from '../src/lib/routes/site-redirects.ts';
import { nginxBlocksOf } from './nginx-check.ts';

// The nginx check (npm run check:nginx) runs the file through nginx; these keep it and the README
// from drifting on a machine without nginx too.
const conf = readFileSync('deploy/nginx/shop.conf', 'utf8');

describe('deploy/nginx/shop.conf', () => {
  test('the README shows it unchanged, as its one nginx block', () => {
    expect(nginxBlocksOf(readFileSync('README.md', 'utf8'))).toEqual([conf]);
  });

  test('has a 301 for each of the seed redirects and no other', () => {
    const listed = [...conf.matchAll(/^ *location = (\S+) \{ return 301 (\S+)\$is_args\$args; \}$/gm)].map((match) => [match[1], match[2]]);
    expect(Object.fromEntries(listed)).toEqual(siteRedirects);
    expect(listed).toHaveLength(Object.keys(siteRedirects).length);
  });

  test('nginxBlocksOf reads an indented block without its indent', () => {
    expect(nginxBlocksOf('1. x\n\n   ```nginx\n   a {\n     b;\n   }\n   ```\n')).toEqual(['a {\n  b;\n}\n']);
  });
});
