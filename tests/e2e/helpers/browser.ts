/**
 * Headless Debian Chromium through playwright-core: launch, sign in as a demo level through
 * the real login page, and screenshots under screenshots/tmp/ (the docs' own set with
 * `npm run screenshots` only).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { SCREENSHOTS_DIR, shownScreenshots } from '../../../scripts/docScreenshots';
import type { Level } from '../../../src/config/types';
import { DEMO_PASSWORD, demoMobile } from '../../../src/server/seed/users';
import { ROOT } from './server';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const ACTION_TIMEOUT_MS = 45_000;

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };
/** The narrowest desktop the product is made for. */
export const LAPTOP = { width: 1366, height: 800 };

/**
 * The views a screen is checked and photographed in. `npm run screenshots` (SCREENSHOTS=all)
 * takes every language at every size and rewrites the docs' set (the images the docs show, in
 * docs/screenshots: see screenshotPath). `npm test` takes two
 * crossed views that still cover both languages and both sizes: English on the phone (the
 * longest words on the narrowest screen) and Chinese on the laptop. Half the passes, which were
 * a third of the end-to-end run's time.
 */
export const ALL_VIEWS = process.env.SCREENSHOTS === 'all';
/** Whether the run takes `language` at `viewport` (see ALL_VIEWS). */
export const inViews = (language: string, viewport: { width: number }): boolean => ALL_VIEWS || (language === 'en') === (viewport.width < LAPTOP.width);

/**
 * Run `shoot` at 1366 and 375 px, in English then Chinese, on one signed-in page (its language
 * cookie set for the page's server), for the views of this run (inViews).
 */
export const inEachLanguageAndSize = async (page: Page, shoot: (name: 'wide' | 'phone', language: 'en' | 'zh') => Promise<void>): Promise<void> => {
  for (const language of ['en', 'zh'] as const) {
    await page.context().addCookies([{ name: 'language', value: language, url: new URL(page.url()).origin }]);
    for (const [size, name] of [
      [LAPTOP, 'wide'],
      [PHONE, 'phone'],
    ] as const) {
      if (!inViews(language, size)) continue;
      await page.setViewportSize(size);
      await shoot(name, language);
    }
  }
};

/** The screenshots of a screen (language, viewport, the file's suffix): the views of this run. */
export const SCREENSHOT_VIEWS = (
  [
    ['en', LAPTOP, 'wide'],
    ['zh', LAPTOP, 'wide'],
    ['en', PHONE, 'phone'],
    ['zh', PHONE, 'phone'],
  ] as const
).filter(([language, viewport]) => inViews(language, viewport));

export const launch = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });

export interface ContextOptions {
  viewport?: { width: number; height: number };
  /** The `language` cookie the app starts in (else the browser's). */
  language?: string;
  /** The browser's language (en-US unless said). */
  locale?: string;
}

export const newContext = async (browser: Browser, baseURL: string, opts: ContextOptions = {}): Promise<BrowserContext> => {
  const context = await browser.newContext({ baseURL, viewport: opts.viewport ?? DESKTOP, locale: opts.locale ?? 'en-US' });
  if (opts.language) await context.addCookies([{ name: 'language', value: opts.language, url: baseURL }]);
  // The machine is shared with other test runs: waits get more room than Playwright's 30 s.
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
};

/** Fill the login form on the page and send it; what the app answers is the caller's to wait for. */
export const submitLogin = async (page: Page, mobile: string, password: string): Promise<void> => {
  await page.locator('input[name="mobile"]').fill(mobile);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
};

/** Fill the login form and wait until the shell shows (its navbar is there). */
export const loginAs = async (page: Page, level: Level, path = '/login'): Promise<void> => {
  if (!page.url().includes('/login')) await page.goto(path);
  await submitLogin(page, demoMobile(level), DEMO_PASSWORD);
  await page.locator('[data-testid="hamburger"]').waitFor();
};

/** The images the docs show (scripts/docScreenshots.ts), read once per run of `npm run screenshots`. */
let shown: Map<string, string[]> | undefined;

/**
 * Where a screenshot goes. A bare name: screenshots/tmp/<name>.png. A path under
 * docs/screenshots/: there only when `npm run screenshots` runs and a doc shows that image, else
 * under screenshots/tmp/docs/ (ignored by git), so a test run never rewrites a tracked file.
 * Any other path is taken from the repository root.
 */
export const screenshotPath = (name: string): string => {
  if (!name.includes('/')) return join(ROOT, 'screenshots', 'tmp', `${name}.png`);
  if (!name.startsWith(`${SCREENSHOTS_DIR}/`)) return join(ROOT, name);
  shown ??= ALL_VIEWS ? shownScreenshots(ROOT) : new Map();
  return shown.has(name) ? join(ROOT, name) : join(ROOT, 'screenshots', 'tmp', 'docs', name.slice(SCREENSHOTS_DIR.length + 1));
};

/** A PNG of the viewport, to screenshotPath(name); returns where it went. */
export const screenshot = async (page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<string> => {
  const path = screenshotPath(name);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: opts.fullPage ?? false });
  return path;
};

export interface SignedInOptions extends ContextOptions {
  /** Where to go once signed in (else the app's start page). */
  path?: string;
  /** Every wait of the page (default 60 s: the machine is shared by parallel test runs). */
  timeoutMs?: number;
  /** Animations off (charts drawn at once, drawers without sliding), for screenshots. */
  reducedMotion?: boolean;
}

/** A page of a new context, signed in as a demo level through the login page, then on `path`. */
export const openSignedIn = async (browser: Browser, baseURL: string, level: Level, opts: SignedInOptions = {}): Promise<Page> => {
  const context = await newContext(browser, baseURL, opts);
  const page = await context.newPage();
  page.setDefaultTimeout(opts.timeoutMs ?? 60_000);
  if (opts.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  if (!opts.path) {
    await page.goto('/login');
    await loginAs(page, level);
    return page;
  }
  // Through the login page's redirect, as a user following a link signs in: the app loads
  // once (a goto after signing in would load and start it a second time, which was a good
  // part of what the end-to-end run spent in Chromium).
  const wanted = new URL(opts.path, baseURL);
  await page.goto(`/login?redirect=${encodeURIComponent(`${wanted.pathname}${wanted.search}`)}`);
  await submitLogin(page, demoMobile(level), DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === wanted.pathname);
  return page;
};

/**
 * A screenshot once the page is still: the pointer moved off (no hover effects), and every
 * finite animation (drawers and dialogs sliding in) finished.
 */
export const stillScreenshot = async (page: Page, path: string): Promise<string> => {
  await page.mouse.move(0, 0);
  await animationsDone(page);
  return screenshot(page, path);
};

/**
 * Every finite animation of the page (drawers and dialogs sliding in, charts growing) has
 * finished. Animations driven by scrolling rather than time (the map rows' edge fade) never
 * finish and are left out.
 */
export const animationsDone = async (page: Page): Promise<void> => {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity || !(a.timeline instanceof DocumentTimeline)),
  );
};
