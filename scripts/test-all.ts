/**
 * `npm test`: every check in order — typecheck, lint, unit tests, build, size budget, the README's
 * nginx setup run for real, e2e, page weight of first views —
 * then one closing line `tests: N passed, M failed` with the real counts of the test suites
 * (a failed typecheck, lint, build or budget counts as one failure each).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
}

const totals: Counts = { passed: 0, failed: 0 };
const steps: string[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push(`${ok ? '✓' : '✗'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined);

/** Vitest's JSON report: numPassedTests / numFailedTests. */
function vitestCounts(path: string): Counts | null {
  const report = readJson(path);
  if (!report) return null;
  return { passed: num(field(report, 'numPassedTests')), failed: num(field(report, 'numFailedTests')) };
}

/** The nginx check's report (scripts/nginx-check.ts): { passed, failed }. */
function plainCounts(path: string): Counts | null {
  const report = readJson(path);
  if (!report) return null;
  return { passed: num(field(report, 'passed')), failed: num(field(report, 'failed')) };
}

/** Playwright's JSON report: stats.expected (passed), unexpected + flaky (failed). */
function playwrightCounts(path: string): Counts | null {
  const stats = field(readJson(path), 'stats');
  if (!stats) return null;
  return { passed: num(field(stats, 'expected')), failed: num(field(stats, 'unexpected')) + num(field(stats, 'flaky')) };
}

function add(counts: Counts | null, ok: boolean) {
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  // A runner that crashed before reporting still failed.
  if (!ok && (!counts || counts.failed === 0)) totals.failed += 1;
}

// Reports live outside test-results/, which Playwright empties when it starts.
const reports = '.tmp/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const checks: [string, string, string[]][] = [
  ['typecheck', 'npx', ['astro', 'check']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
];
for (const [label, command, args] of checks) add(null, run(label, command, args));

const unitOk = run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/unit.json`]);
add(vitestCounts(`${reports}/unit.json`), unitOk);

const built = run('build', 'npx', ['astro', 'build']);
add(null, built);
if (built) {
  add(null, run('size budget', 'node', ['scripts/size.ts']));
  const nginxOk = run('nginx in front of the site and the API', 'node', ['scripts/nginx-check.ts', `--report=${reports}/nginx.json`]);
  add(plainCounts(`${reports}/nginx.json`), nginxOk);
  const e2eOk = run('e2e (Chromium)', 'npx', ['playwright', 'test']);
  add(playwrightCounts(`${reports}/e2e.json`), e2eOk);
  // Page weight as a first view downloads it (e2e/weight): a run of its own, on a server of its own, so its report and files stay apart.
  const weightOk = run('page weight (first views)', 'npx', ['playwright', 'test', '--project=weight'], { SHOP_FIRST_VIEW: '1', SHOP_E2E_OUT: `${reports}/weight` });
  add(playwrightCounts(`${reports}/weight/e2e.json`), weightOk);
} else {
  console.log('build failed: size budget, nginx check and e2e skipped');
}

console.log(`\n${steps.join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && steps.every((step) => step.startsWith('✓')) ? 0 : 1);
