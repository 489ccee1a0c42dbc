/**
 * Nothing of the shell covers the page, on a desktop (1366 px) and a phone (375 x 812, touch):
 * the settings gear sits in the navbar, off the lists' last column, row actions and
 * pagination; the phone's breadcrumb shows the current page whole, clear of the header's
 * icons; a tap on the map opens the plot's sheet with no hover card left over it; an A4
 * preview is zoomed to the phone's width while the browser still prints A4; before any
 * script runs, the page shows the product's name and a loading indicator; and the size switch
 * changes the height of table rows and controls (issue 13, items 18, 20, 31 and 34).
 * Screenshots of these screens go to docs/screenshots/shell/.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTION_TIMEOUT_MS, PHONE, loginAs, screenshot, animationsDone, LAPTOP } from './helpers/browser';
import { withProduct } from './helpers/product';
import { A4, demoRecords, examinePdf } from './printHelpers';

let page: Page | undefined;

const product = withProduct();

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await screenshot(page, `failed-${task.name.replace(/\W+/g, '-')}`).catch(() => undefined);
  await page?.context().close();
  page = undefined;
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Signed in at `level`, in `lang`, on a laptop or a phone (a phone has touch, as a real one). */
const open = async (lang: 'zh' | 'en', viewport: { width: number; height: number }, level: 2 | 4 | 5 = 5): Promise<Page> => {
  const phone = viewport.width < 600;
  const context = await product.browser.newContext({ baseURL: product.server.url, viewport, locale: lang === 'zh' ? 'zh-CN' : 'en-US', hasTouch: phone, isMobile: phone });
  await context.addCookies([{ name: 'language', value: lang, url: product.server.url }]);
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  page = await context.newPage();
  await page.goto('/login');
  await loginAs(page, level);
  return page;
};

const box = async (p: Page, selector: string): Promise<Box> => {
  const b = await p.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not on screen`);
  return b;
};

/** A screenshot kept with the docs, once the page is still. */
const keep = async (p: Page, name: string) => {
  await animationsDone(p);
  await screenshot(p, `docs/screenshots/shell/${name}.png`);
};

describe('the size switch sets the density of the real pages (item 18)', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`rows, the search box and the toolbar buttons are larger at default than at mini (${lang})`, async () => {
      const p = await open(lang, LAPTOP);
      const measure = async () => {
        await p.locator('#main-content table tbody tr').first().waitFor();
        return p.evaluate(() => ({
          row: document.querySelector('#main-content table tbody tr')?.getBoundingClientRect().height ?? 0,
          search: document.querySelector('#main-content .MuiOutlinedInput-root')?.getBoundingClientRect().height ?? 0,
          button: document.querySelector('#main-content .MuiToolbar-root .MuiButton-root')?.getBoundingClientRect().height ?? 0,
        }));
      };
      const sizes: Record<string, { row: number; search: number; button: number }> = {};
      for (const size of ['default', 'mini'] as const) {
        await p.getByRole('button', { name: lang === 'zh' ? '布局大小' : 'Size' }).click();
        const item = p.locator(`[data-size="${size}"]`);
        if (await item.isEnabled()) await item.click();
        else await p.keyboard.press('Escape');
        await p.goto('/order/tombOrderList');
        await p.waitForLoadState('networkidle');
        sizes[size] = await measure();
        await keep(p, `size-${size}-${lang}`);
      }
      expect(sizes.default.search).toBeCloseTo(40, 0);
      expect(sizes.mini.search).toBeCloseTo(28, 0);
      expect(sizes.default.row - sizes.mini.row).toBeGreaterThanOrEqual(10);
      expect(sizes.default.button).toBeGreaterThan(sizes.mini.button);
    });
  }
});

describe('the settings gear covers nothing (item 20)', () => {
  for (const viewport of [LAPTOP, PHONE]) {
    it(`is in the navbar, clear of the list, its last column and its pagination, at ${viewport.width} px`, async () => {
      const p = await open('en', viewport);
      await p.goto('/order/tombOrderList');
      // A table on the laptop, cards on the phone (item 19).
      const phone = viewport.width < 600;
      await p.locator(phone ? '#main-content [data-testid="list-card"]' : '#main-content table tbody tr').first().waitFor();
      const gear = p.getByRole('button', { name: 'Page settings' });
      const gearBox = await gear.boundingBox();
      expect(gearBox).not.toBeNull();
      const g = gearBox as Box;
      const header = await box(p, '#shell-header header');
      // Inside the navbar: the header is part of the page's flow, over no content.
      expect(g.y).toBeGreaterThanOrEqual(header.y);
      expect(g.y + g.height).toBeLessThanOrEqual(header.y + header.height);
      const lastColumn = phone ? '#main-content [data-testid="list-card"]' : '#main-content table thead th:last-child';
      for (const part of ['#main-content .RaList-main', lastColumn, '#main-content .MuiTablePagination-root']) {
        const b = await box(p, part);
        expect(overlaps(g, b), `${part} is covered`).toBe(false);
      }
      // Scrolled to the end of the page, the pagination is still uncovered: nothing floats over it.
      await p.locator('#main-content .MuiTablePagination-root').scrollIntoViewIfNeeded();
      const pagination = await box(p, '#main-content .MuiTablePagination-root');
      const hit = await p.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('.MuiTablePagination-root') !== null,
        { x: pagination.x + pagination.width - 20, y: pagination.y + pagination.height / 2 },
      );
      expect(hit).toBe(true);
      // And it still opens the panel.
      await gear.click();
      await p.locator('#settings-panel').waitFor();
    });
  }
});

describe('phone, 375 x 812 (item 31)', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`the breadcrumb shows the current page whole, clear of the header's icons (${lang})`, async () => {
      const p = await open(lang, PHONE);
      for (const path of ['/tomb/tombShelfList', '/order/tombOrderList', '/member/list']) {
        await p.goto(path);
        await p.locator(`[role="tab"][data-path="${path}"][aria-selected="true"]`).waitFor();
        const current = p.locator('#shell-header header nav li:last-of-type');
        const crumb = await current.boundingBox();
        expect(crumb).not.toBeNull();
        const firstIcon = await box(p, '#shell-header header button[aria-label="' + (lang === 'zh' ? '语言' : 'Language') + '"]');
        expect((crumb as Box).x + (crumb as Box).width).toBeLessThanOrEqual(firstIcon.x);
        // Shown whole: no part of the name is clipped.
        const clipped = await current.evaluate((li) => {
          const text = li.firstElementChild as HTMLElement;
          const shown = li.closest('nav')?.parentElement?.getBoundingClientRect();
          const r = text.getBoundingClientRect();
          return text.scrollWidth > text.clientWidth + 1 || (shown !== undefined && r.right > shown.right + 0.5);
        });
        expect(clipped, `${path}: ${await current.innerText()}`).toBe(false);
      }
      await keep(p, `phone-breadcrumb-${lang}`);
    });
  }

  it('a tap on a plot opens its sheet with no hover card over it', async () => {
    const p = await open('en', PHONE, 2);
    const sh = Number((await product.db().selectFrom('tomb_area').select('id').where('code', '=', 'SH').executeTakeFirstOrThrow()).id);
    await p.goto(`/dashboard?area=${sh}`);
    const cell = p.locator('[data-testid="plot-grid"] .plot-cell').nth(3);
    await cell.waitFor();
    await cell.tap();
    const panel = p.getByTestId('plot-panel');
    await panel.waitFor();
    await animationsDone(p);
    expect(await p.getByTestId('plot-hover').count()).toBe(0);
    await keep(p, 'phone-map-sheet');
    // Closing the sheet leaves no card either.
    await panel.getByRole('button', { name: 'Close' }).tap();
    await panel.waitFor({ state: 'detached' });
    expect(await p.getByTestId('plot-hover').count()).toBe(0);
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`an A4 preview is zoomed to the phone's width; the print is still A4 (${lang})`, async () => {
      const p = await open(lang, PHONE, 4);
      const { completed } = await demoRecords(product.server.database, 'outside');
      await p.goto(`/print/print8?order=${completed.id}`);
      const preview = p.getByTestId('print-preview');
      await preview.getByTestId('print-document').waitFor();
      // Zoomed as soon as it is laid out (a few seconds of room for a loaded machine).
      await p
        .waitForFunction(() => (document.querySelector('[data-testid="print-preview"]')?.getBoundingClientRect().right ?? Infinity) <= window.innerWidth, undefined, { timeout: 5000 })
        .catch(() => undefined);
      const sheet = (await preview.boundingBox()) as Box;
      expect(sheet.x).toBeGreaterThanOrEqual(0);
      expect(sheet.x + sheet.width).toBeLessThanOrEqual(PHONE.width);
      // The whole width of the paper is in view: about 0.4 of 210 mm.
      expect(sheet.width).toBeGreaterThan(PHONE.width * 0.7);
      expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await keep(p, `phone-print-${lang}`);
      await p.emulateMedia({ media: 'print' });
      const pdf = examinePdf(`shell-fit-print8-${lang}`, await p.pdf({ preferCSSPageSize: true, printBackground: true }));
      await p.emulateMedia({ media: 'screen' });
      expect(pdf).toMatchObject(A4);
      expect(pdf.text).toContain(completed.order_no);
    });
  }
});

describe('the first paint, before any script (item 34)', () => {
  /** The cemetery's name in the settings: the page is served with it (issue 28 item 20). */
  const cemetery = async (): Promise<string> => String((await product.db().selectFrom('setting').select('cemetery_name').where('id', '=', 1).executeTakeFirstOrThrow()).cemetery_name);

  it('the HTML itself holds the cemetery\'s name and a loading indicator', async () => {
    const name = await cemetery();
    expect(name).not.toBe('陵园管理系统');
    for (const path of ['/', '/login', '/order/tombOrderList']) {
      const html = await (await fetch(`${product.server.url}${path}`)).text();
      const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script', html.indexOf('<div id="root">')));
      expect(root).toContain(`<h1>${name}</h1>`);
      expect(html).toContain(`<title>${name}</title>`);
      expect(root).toContain('Cemetery back office');
      expect(root).toMatch(/role="progressbar"/);
      // Styled inline: nothing to fetch before it shows.
      expect(html).toMatch(/<style>[\s\S]*\.boot-spin[\s\S]*<\/style>/);
    }
  });

  for (const viewport of [LAPTOP, PHONE]) {
    it(`with scripts blocked the page shows the name and the spinner, centred, at ${viewport.width} px`, async () => {
      const context = await product.browser.newContext({ baseURL: product.server.url, viewport, javaScriptEnabled: false });
      page = await context.newPage();
      await page.goto('/login');
      const name = page.getByRole('heading', { name: await cemetery() });
      await name.waitFor();
      expect(await name.isVisible()).toBe(true);
      expect(await page.getByText('Cemetery back office').isVisible()).toBe(true);
      expect(await page.getByRole('progressbar').isVisible()).toBe(true);
      const b = (await name.boundingBox()) as Box;
      expect(Math.abs(b.x + b.width / 2 - viewport.width / 2)).toBeLessThan(2);
      await screenshot(page, `docs/screenshots/shell/first-paint-${viewport.width}.png`);
    });
  }

  it('React replaces it once the app is up', async () => {
    const p = await open('en', LAPTOP);
    expect(await p.locator('[data-testid="boot"]').count()).toBe(0);
  });
});
