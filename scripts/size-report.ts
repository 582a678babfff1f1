import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFiles, pageScripts } from './page-scripts.ts';

/** Budgets in gzip bytes: the open pages stay near zero-JS, and no logged-in page grows past 100 KB. */
export const BUDGET = {
  openPageJs: 5 * 1024,
  openPageCss: 40 * 1024,
  anyPageJs: 100 * 1024,
  /** Quotation steps 2 and 3's first view (`npm run weight`): the uploader or order form and the live price. */
  quotationStepJs: 128 * 1024,
} as const;

/** Quotation steps 2 and 3 carry the uploader or the order form and the live price on their first view: their own budget. */
export const QUOTATION_STEPS = new Set(['/quotationorder/uploaddesigndraws', '/quotationorder/submitorder']);

/** The most a page's JS may weigh: quotation steps 2 and 3 their own budget, every other page the common one. */
export const jsBudgetOf = (page: string): number => (QUOTATION_STEPS.has(page) ? BUDGET.quotationStepJs : BUDGET.anyPageJs);

/** Pre-rendered marketing pages that must stay near zero-JS. */
export const OPEN_PAGES = new Set(['/platformhome', '/mydesign/home', '/mydesign/solution', '/mydesign/case', '/mydesign/aboutus']);

export interface PageSize {
  page: string;
  js: number;
  css: number;
  open: boolean;
  over: string[];
}

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** `/me/coupon/index.html` → `/me/coupon`. */
function pageOf(distDir: string, file: string): string {
  const path = `/${relative(distDir, file).split('\\').join('/')}`;
  if (path === '/index.html') return '/';
  return path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

function pageStyles(distDir: string, html: string): number {
  let total = 0;
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="(\/[^"]+)"/g)) {
    if (match[1]) total += gzipSize(readFileSync(join(distDir, match[1])));
  }
  for (const match of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) total += gzipSize(match[1] ?? '');
  return total;
}

/** Measures gzip JS and CSS of every page in `distDir` against the budgets. */
export function measure(distDir: string): PageSize[] {
  return htmlFiles(distDir)
    .map((file) => {
      const html = readFileSync(file, 'utf8');
      const page = pageOf(distDir, file);
      const { files, inline } = pageScripts(distDir, html);
      const js = [...files].reduce((sum, path) => sum + gzipSize(readFileSync(path)), 0) + inline.reduce((sum, code) => sum + gzipSize(code), 0);
      const css = pageStyles(distDir, html);
      const open = OPEN_PAGES.has(page);
      const over: string[] = [];
      if (open && js > BUDGET.openPageJs) over.push(`JS ${js} > ${BUDGET.openPageJs}`);
      if (open && css > BUDGET.openPageCss) over.push(`CSS ${css} > ${BUDGET.openPageCss}`);
      if (js > jsBudgetOf(page)) over.push(`JS ${js} > ${jsBudgetOf(page)}`);
      return { page, js, css, open, over };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}
