/**
 * `npm run dev`: the reference API on port 4322 (no static files) and the Astro dev server
 * with hot reload, which proxies `/api` to it (astro.config.mjs). Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env['API_PORT'] ?? '4322';
const children: ChildProcess[] = [
  spawn('node', ['--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { SHOP_SIMULATIONS: '1', ...process.env, PORT: apiPort, SERVE_STATIC: '0' },
  }),
  spawn('npx', ['astro', 'dev', '--host', '127.0.0.1'], {
    stdio: 'inherit',
    env: { ...process.env, SHOP_API_PROXY: `http://127.0.0.1:${apiPort}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
