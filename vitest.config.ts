/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // A fixed zone, so tests of local-time display mean the same on every machine; no server log lines
    // among the results (tests that read them capture a logger of their own).
    env: { TZ: 'Asia/Shanghai', LOG_LEVEL: 'silent' },
    testTimeout: 15_000,
  },
});
