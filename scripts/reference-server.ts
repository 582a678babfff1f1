/**
 * The reference server as a child process on a free port, for the scripts and tests that need
 * a real process (Lighthouse, the load benchmark, the kill -9 fault test).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  /** What it wrote to stderr so far (empty when stderr is inherited). */
  stderr: () => string;
}

/**
 * Starts server/main.ts on 127.0.0.1:`port` with `env` over the current environment and waits
 * until it answers /api/openapi.json (60 s at most).
 */
export async function startReferenceServer(
  port: number,
  env: Record<string, string>,
  options: { stderr?: 'inherit' | 'pipe'; /** Called at once with the child, so a caller stopped meanwhile (a signal) can stop it too. */ spawned?: (child: ChildProcess) => void } = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SHOP_TEST_HOOKS: '0', ...env },
    stdio: ['ignore', 'ignore', options.stderr ?? 'inherit'],
  });
  options.spawned?.(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the reference server exited with ${child.exitCode}: ${errors}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/openapi.json`)).ok) return { child, stderr: () => errors };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the reference server did not start within 60 s: ${errors}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
