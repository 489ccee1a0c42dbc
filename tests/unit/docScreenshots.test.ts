/**
 * The docs keep only the screenshots they show: every image tracked under docs/screenshots/ is
 * linked from a doc, every image a doc links to is there, and a test run writes a docs path only
 * under `npm run screenshots` (tests/e2e/helpers/browser.ts, screenshotPath).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS_DIR, linkTargets, shownScreenshots } from '../../scripts/docScreenshots';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const tracked = execFileSync('git', ['ls-files', SCREENSHOTS_DIR], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const shown = shownScreenshots(root);

describe('the screenshots of the docs', () => {
  it('reads the links and images of markdown, not code spans or web addresses', () => {
    expect(linkTargets('![a](screenshots/a.png) [b](../b.png#x) `c.png` [d](https://x.org/d.png) [e](<screenshots/e.png> "title")')).toEqual(['screenshots/a.png', '../b.png', 'screenshots/e.png']);
  });

  it('keeps only the images a doc shows', () => {
    expect(tracked.length).toBeGreaterThan(0);
    expect(tracked.filter((path) => !shown.has(path))).toEqual([]);
  });

  it('has every image a doc shows', () => {
    const missing = [...shown].filter(([path]) => !tracked.includes(path) || !existsSync(join(root, path))).map(([path, docs]) => `${path} (${docs.join(', ')})`);
    expect(missing).toEqual([]);
  });
});
