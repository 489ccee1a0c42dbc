/**
 * Browser timings in headless Chromium against the running server and its built app: from
 * navigation to the first rows of the orders list, and to the map of a 5,000-plot area fully
 * drawn (every plot cell in the page). Each run is a fresh browser context (cold cache,
 * signed in through the session cookie the app itself keeps); the median of 5 is reported.
 */
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type Page } from 'playwright-core';
import { plotsPerArea } from '../data/volume';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = 5;

interface BrowserTimings {
  runs: number;
  listRowsMs: number[];
  listRowsMedianMs: number;
  mapPlots: number;
  mapDrawnMs: number[];
  mapDrawnMedianMs: number;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const timed = async (browser: Browser, url: string, token: string, path: string, ready: (page: Page) => Promise<void>): Promise<number> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await context.addCookies([
    { name: 'Admin-Token', value: token, url },
    { name: 'language', value: 'en', url },
  ]);
  const page = await context.newPage();
  try {
    const start = performance.now();
    await page.goto(`${url}${path}`, { waitUntil: 'commit' });
    await ready(page);
    return Math.round(performance.now() - start);
  } finally {
    await context.close();
  }
};

/** Rows of the benchmark's orders (numbers B000...) in the list's table body. */
const listRows = async (page: Page): Promise<void> => {
  await page.locator('tbody tr', { hasText: /B0\d{8}/ }).first().waitFor({ timeout: 60_000 });
};

const mapDrawn = (plots: number) => async (page: Page): Promise<void> => {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="plot-grid"] [data-id]').length >= n, plots, { timeout: 120_000, polling: 50 });
};

export const browserTimings = async (url: string, token: string): Promise<BrowserTimings> => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  try {
    // One untimed pass each: the server's first answers (JIT, caches) are not the browser's cost.
    await timed(browser, url, token, '/order/tombOrderList', listRows);
    await timed(browser, url, token, '/dashboard?area=1', mapDrawn(plotsPerArea));
    const listRowsMs: number[] = [];
    const mapDrawnMs: number[] = [];
    for (let i = 0; i < RUNS; i++) listRowsMs.push(await timed(browser, url, token, '/order/tombOrderList', listRows));
    for (let i = 0; i < RUNS; i++) mapDrawnMs.push(await timed(browser, url, token, '/dashboard?area=1', mapDrawn(plotsPerArea)));
    const result = { runs: RUNS, listRowsMs, listRowsMedianMs: median(listRowsMs), mapPlots: plotsPerArea, mapDrawnMs, mapDrawnMedianMs: median(mapDrawnMs) };
    console.log(`  browser: list rows ${result.listRowsMedianMs} ms, map of ${plotsPerArea} plots ${result.mapDrawnMedianMs} ms (medians of ${RUNS})`);
    return result;
  } finally {
    await browser.close();
  }
};
