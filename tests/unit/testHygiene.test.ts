/**
 * Tests use the app's clock and rewrite no tracked file (eslint.config.js): lint refuses a test
 * that reads the wall clock or writes a screenshot to a path of its own choosing, and accepts
 * the app's clock, a generated date, a duration and the screenshot helpers.
 */
import { describe, expect, it } from 'vitest';
import { lintMessages } from './helpers/lint';

/** The no-restricted-syntax messages eslint gives `code` as if it were the file at `path`. */
const refusals = (path: string, code: string): Promise<string[]> => lintMessages(path, `${code}\n`, 'no-restricted-syntax');

describe('lint keeps the tests off the wall clock and off tracked files', () => {
  it.each([
    ['tests/server/fixture.test.ts', 'export const t = Date.now();', 'never read the wall clock'],
    ['tests/unit/fixture.test.ts', 'export const d = new Date();', 'never read the wall clock'],
    ['tests/components/fixture.test.tsx', 'export const d = new Date;', 'never read the wall clock'],
    ['tests/e2e/fixture.test.ts', "export const f = (page: { screenshot: (o: object) => void }) => page.screenshot({ path: 'docs/screenshots/x.png' });", 'docs/screenshots is rewritten only by npm run screenshots'],
    ['tests/e2e/helpers/browser.ts', 'export const t = Date.now();', 'never read the wall clock'],
  ])('%s: %s', async (path, code, message) => {
    const found = await refusals(path, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it.each([
    ['tests/server/fixture.test.ts', 'export const f = (app: { clock: { now: () => Date } }) => app.clock.now();'],
    ['tests/server/fixture.test.ts', 'export const d = new Date(2026, 5, 17, 12, 0);'],
    ['tests/server/fixture.test.ts', 'export const t = performance.now();'],
    ['tests/e2e/fixture.test.ts', "export const f = (screenshot: (p: unknown, n: string) => void, page: unknown) => screenshot(page, 'docs/screenshots/x.png');"],
    ['tests/e2e/helpers/browser.ts', 'export const f = (page: { screenshot: (o: object) => void }, path: string) => page.screenshot({ path });'],
    ['src/server/fixture.ts', 'export const d = new Date();'],
  ])('%s may: %s', async (path, code) => {
    expect(await refusals(path, code)).toEqual([]);
  });
});
