/**
 * The product for one test file: the real server on fresh demo data and one headless Chromium,
 * started before the file's tests and closed after them.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Level } from '../../../src/config/types';
import { launch, newContext, openSignedIn, type ContextOptions, type SignedInOptions } from './browser';
import { startServer, type TestServer } from './server';
import { privileged } from '../../../src/server/data/door';
import type { TypedDb } from '../../../src/server/db/tables';

type StartOptions = Parameters<typeof startServer>[0];

/** What a test file holds of the product once its beforeAll has run. */
interface Product {
  readonly server: TestServer;
  readonly browser: Browser;
  /** The demo database (Kysely), to check what the screens wrote. */
  db: () => TypedDb;
  /** A page signed in as a demo level (openSignedIn against this server). */
  open: (level: Level, opts?: SignedInOptions) => Promise<Page>;
  /** A fresh browser context on this server (newContext). */
  newContext: (opts?: ContextOptions) => Promise<BrowserContext>;
  /** Now on the server's clock (`app.clock`): the tests' today and times of day, never the wall clock read by hand. */
  now: () => Date;
}

/**
 * Call at the top of a test file: `const product = withProduct()`, `opts` as for startServer.
 * The file's own setup goes in a beforeAll declared after it (hooks run in order).
 */
export function withProduct(opts?: StartOptions): Product {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The product starts in beforeAll: use it inside the tests.');
    return value;
  };
  const product: Product = {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    db: () => privileged(product.server.database.db),
    open: (level, signedIn) => openSignedIn(product.browser, product.server.url, level, signedIn),
    newContext: (context) => newContext(product.browser, product.server.url, context),
    now: () => product.server.app.clock.now(),
  };
  beforeAll(async () => {
    server = await startServer(opts);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return product;
}
