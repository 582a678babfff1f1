import { existsSync } from 'node:fs';
import { BUDGET, measure } from './size-report.ts';

/** `npm run size`: gzip JS and CSS per page of dist/, non-zero exit when over budget. */
// The build folder: an argument, else SHOP_OUT_DIR (as the build used it, for parallel runs), else dist.
const distDir = process.argv[2] ?? process.env['SHOP_OUT_DIR'] ?? 'dist';
if (!existsSync(distDir)) {
  console.error(`${distDir}/ is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = measure(distDir);
console.log(`page${' '.repeat(46)}JS gzip    CSS gzip`);
for (const row of rows) {
  const flag = row.over.length ? `  OVER: ${row.over.join(', ')}` : row.open ? '  (open page)' : '';
  console.log(`${row.page.padEnd(50)}${kb(row.js).padStart(8)}  ${kb(row.css).padStart(9)}${flag}`);
}
const over = rows.filter((row) => row.over.length);
console.log(`\nbudgets: open pages JS ≤ ${kb(BUDGET.openPageJs)}, CSS ≤ ${kb(BUDGET.openPageCss)}; every page JS ≤ ${kb(BUDGET.anyPageJs)}`);
if (over.length) {
  console.error(`${over.length} page(s) over budget`);
  process.exit(1);
}
console.log(`${rows.length} pages within budget`);
