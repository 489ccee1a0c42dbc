/**
 * The product for one test file: the real server on fresh demo data and one headless Chromium,
 * started before the file's tests and closed after them.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './browser';
import { startServer, type TestServer } from './server';

/**
 * Call at the top of a test file; `ready` receives the server and the browser (and may do the
 * file's own setup). `opts` as for startServer.
 */
export const withProduct = (ready: (server: TestServer, browser: Browser) => void | Promise<void>, opts?: Parameters<typeof startServer>[0]): void => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(opts);
    browser = await launch();
    await ready(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
};
