import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects: pure and server tests in node, components in jsdom, and end-to-end in Chromium.
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // Vitest's default is one worker on a 2-core machine; most of these files wait on the
    // database or the browser, so two at a time keeps CI well under its 20 minutes.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: 'components', environment: 'jsdom', include: ['tests/components/**/*.test.tsx', 'tests/components/**/*.test.ts'], setupFiles: ['tests/components/setup.ts'], testTimeout: 30_000 },
      },
      // Long hostile-input, fault and soak suites: only with SLOW_TESTS=1 (npm run test:slow), so `npm test` stays short.
      ...(process.env.SLOW_TESTS
        ? [
            {
              extends: true as const,
              test: { name: 'slow', environment: 'node', include: ['tests/slow/**/*.test.ts'], testTimeout: 900_000, hookTimeout: 300_000, fileParallelism: false },
            },
          ]
        : []),
      {
        extends: true,
        test: { name: 'e2e', environment: 'node', include: ['tests/e2e/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000, fileParallelism: false },
      },
    ],
  },
});
