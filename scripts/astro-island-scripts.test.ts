import { expect, test } from 'vitest';
import { hoistIslandBootstrap } from './astro-island-scripts.ts';

const BOOT = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style><script>(()=>{self.Astro.only=1})();</script><script>(()=>{customElements.define("astro-island",class{})})();</script>';
const page = (head: string, main: string) => `<!DOCTYPE html><html><head><meta charset="utf-8"><script>paintFirst()</script>${head}</head><body><header>头</header><main>${main}</main><script type="module" src="/_astro/a.js"></script></body></html>`;

test('the island bootstrap moves from main to head, before the first stylesheet and after what came before it', () => {
  const html = page('<meta http-equiv="content-security-policy" content="x"><link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css">', `<p>保存报价单</p>${BOOT}<astro-island uid="1"></astro-island>`);
  expect(hoistIslandBootstrap(html)).toBe(
    page(`<meta http-equiv="content-security-policy" content="x">${BOOT}<link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css">`, '<p>保存报价单</p><astro-island uid="1"></astro-island>'),
  );
});

test('pages without islands, without a stylesheet in head, or already hoisted are left as they are', () => {
  const open = page('<link rel="stylesheet" href="/_astro/a.css">', '<h1>平台首页</h1>');
  expect(hoistIslandBootstrap(open)).toBe(open);
  const noSheet = page('', `${BOOT}<astro-island uid="1"></astro-island>`);
  expect(hoistIslandBootstrap(noSheet)).toBe(noSheet);
  const once = hoistIslandBootstrap(page('<link rel="stylesheet" href="/_astro/a.css">', `${BOOT}<astro-island uid="1"></astro-island>`));
  expect(hoistIslandBootstrap(once)).toBe(once);
});

