/**
 * `npm start` and the tools build only what is older than its sources (scripts/buildState.mjs):
 * the server build is fresh right after it is made, stale as soon as one of the files it was
 * built from is newer, and fresh again once rebuilt; the browser app's check follows its
 * source folders the same way.
 */
import { statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, appIsFresh, ensureBuilt, serverIsFresh } from '../../scripts/buildState.mjs';

/** A modification time later than any build's: a generated date, not the wall clock's. */
const LATER = new Date(Date.UTC(2100, 0, 1));

/** Give a file a modification time in the future for the length of `check`, then put its own back. */
const touchedDuring = (file: string, check: () => void): void => {
  const path = join(ROOT, file);
  const { atime, mtime } = statSync(path);
  utimesSync(path, atime, LATER);
  try {
    check();
  } finally {
    utimesSync(path, atime, mtime);
  }
};

describe('what npm start rebuilds', () => {
  it('rebuilds the server only when a file it was built from is newer than the build', () => {
    ensureBuilt('server');
    expect(serverIsFresh()).toBe(true);
    touchedDuring('src/server/http/health.ts', () => expect(serverIsFresh()).toBe(false));
    expect(serverIsFresh()).toBe(true);
    // A file the server does not import (the browser's) does not make it stale.
    touchedDuring('src/app/App.tsx', () => expect(serverIsFresh()).toBe(true));
  });

  it('rebuilds the browser app when one of its sources is newer than dist/public/index.html, not for a server file', () => {
    const before = appIsFresh();
    touchedDuring('src/app/App.tsx', () => expect(appIsFresh()).toBe(false));
    touchedDuring('src/server/http/health.ts', () => expect(appIsFresh()).toBe(before));
  });
});
