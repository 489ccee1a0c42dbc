import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { configTextsFromSource } from './scripts/configTextsSource.mjs';

/** Slow suites whose verdicts are latencies under attack: alone on the machine. */
const LOAD_SUITES = ['tests/slow/hostileLoad.test.ts', 'tests/slow/loginFlood.test.ts', 'tests/slow/queryAvailability.test.ts'];

// Three projects: pure and server tests in node, components in happy-dom, and end-to-end in Chromium.
// Components run in happy-dom rather than jsdom: the same tests cost a third of the CPU (measured:
// tests/components/builders/validation.test.tsx 15.6 s of CPU in jsdom, 5.5 s in happy-dom), mostly
// jsdom's selector matching and getComputedStyle over emotion's rules. A file that needs jsdom
// says so in its first line (// @vitest-environment jsdom) and why.
export default defineConfig({
  // The catalogues import their language's config texts (scripts/configTexts.ts; here read from the tables as they run).
  plugins: [configTextsFromSource(), react()],
  test: {
    globals: true,
    // One fresh embedded database dumped once, loaded by every in-memory PGlite (no initdb per file).
    globalSetup: ['tests/globalSetup.ts'],
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
        test: { name: 'components', environment: 'happy-dom', include: ['tests/components/**/*.test.tsx', 'tests/components/**/*.test.ts'], setupFiles: ['tests/components/setup.ts'], testTimeout: 30_000 },
      },
      // Long hostile-input, fault and soak suites: only with SLOW_TESTS=1 (npm run test:slow), so `npm test` stays short.
      // The load suites measure how fast others are served while the server is attacked: they run
      // one at a time, after the rest (sequence.groupOrder), with nothing else on the machine.
      ...(process.env.SLOW_TESTS
        ? [
            {
              extends: true as const,
              test: { name: 'slow', environment: 'node', include: ['tests/slow/**/*.test.ts'], exclude: LOAD_SUITES, testTimeout: 900_000, hookTimeout: 300_000 },
            },
            {
              extends: true as const,
              test: { name: 'load', environment: 'node', include: LOAD_SUITES, testTimeout: 900_000, hookTimeout: 300_000, fileParallelism: false, sequence: { groupOrder: 2 } },
            },
          ]
        : []),
      {
        extends: true,
        // After the others (a group of its own), four files at a time: an e2e file mostly waits on
        // the browser and the server (measured: 28 files, 2 at a time, 1,127 s of wall time for 644 s of
        // CPU, a quarter of the two cores), so four at a time keep the cores busy; builds and the demo
        // data are shared under a lock. Six at a time (tried 2026-11-29) timed out the payments' and
        // the working day's flows, which wait on password hashing and notifications.
        test: { name: 'e2e', environment: 'node', include: ['tests/e2e/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000, maxWorkers: 4, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
