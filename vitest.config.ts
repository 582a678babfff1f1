/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // A fixed zone, so tests of local-time display mean the same on every machine.
    env: { TZ: 'Asia/Shanghai' },
    testTimeout: 15_000,
  },
});
