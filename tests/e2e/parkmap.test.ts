/**
 * The park map, end to end (docs/map.md), in Chromium against the real server and demo data:
 * a family on a 375 px phone finds a findable deceased on /find and gets the way from the gate,
 * checked against the drawn path graph (only along paths, the shortest); the desk prints it on
 * A4; a manager draws a row on the demo plan in the editor and its plots line up on it.
 */
import { describe, expect, it } from 'vitest';
import { dist, type Pt } from '../../src/rules/parkmap';
import { checkWay, type DrawnFeature } from '../server/parkmapCheck';
import { LAPTOP, PHONE, screenshot } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();

interface Way {
  line: Pt[];
  stop: Pt;
  at: Pt;
  code: string;
  steps: unknown[];
}

describe('the park map', () => {
  it('finds a grave on a phone and walks the shortest way along the paths; the desk prints it', async () => {
    const member = await product
      .db()
      .selectFrom('member')
      .select(['id', 'name'])
      .where('visit_public', '=', true)
      .where('burialslot_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const context = await product.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/find?lang=en');
    await page.locator('#find-name').fill(String(member.name));
    await page.getByRole('button', { name: 'Search' }).click();
    const mapAnswer = page.waitForResponse((r) => r.url().endsWith('/index/find/map'));
    const wayAnswer = page.waitForResponse((r) => r.url().endsWith('/index/find/route'));
    await page.getByTestId('found').getByRole('button', { name: new RegExp(String(member.name)) }).first().click();
    const features = ((await (await mapAnswer).json()) as { data: { features: DrawnFeature[] } }).data.features;
    const way = ((await (await wayAnswer).json()) as { data: Way }).data;
    await page.getByTestId('route-map').locator('.leaflet-overlay-pane').waitFor({ state: 'attached' });

    // Along drawn paths only, the shortest way from a gate; the grave at its end.
    const checked = checkWay(features, way);
    expect(checked.offPath).toEqual([]);
    expect(checked.walked).toBeCloseTo(checked.shortest, 0);
    expect(dist(way.line[way.line.length - 1], way.at)).toBeLessThan(0.01);
    const steps = page.getByTestId('steps').locator('li');
    expect(await steps.count()).toBe(way.steps.length);
    expect(await steps.first().innerText()).toMatch(/^Enter by .+ and follow the path for \d+ m$/);
    expect(await steps.last().innerText()).toBe(`You have arrived: plot ${way.code}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'find-route-phone-en', { fullPage: true });

    // The desk prints it: A4 asked, the map and the steps on the page, the buttons not.
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print (A4)' }).click();
    expect(await page.locator('html').getAttribute('data-printed')).toBe('yes');
    expect(await page.locator('#find-paper').textContent()).toContain('size: A4');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print (A4)' }).isVisible()).toBe(false);
    expect(await page.getByTestId('route-map').isVisible()).toBe(true);
    expect(await steps.last().isVisible()).toBe(true);
    await context.close();
  });

  it('a manager draws a row and its area on the demo plan: the plots line up on the row, inside the area', async () => {
    const page = await product.open(2, { viewport: LAPTOP, language: 'en', path: '/tomb/mapEditor' });
    await page.locator('[data-testid="editor-map"][data-ready="true"]').waitFor();
    // A small area's row that has plots (the largest area stays as the demo drew it, for the staff map below).
    const target = await product
      .db()
      .selectFrom('tomb_burialslot as p')
      .innerJoin('tomb_area as a', 'a.id', 'p.area_id')
      .select(['a.name', 'p.shelf_id'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy(['a.name', 'p.shelf_id', 'a.id'])
      .orderBy('a.id', 'desc')
      .executeTakeFirstOrThrow();
    const shelfId = Number(target.shelf_id);
    await page.getByTestId('editor-area-select').click();
    await page.getByRole('option', { name: String(target.name), exact: true }).click();
    await page.getByTestId('editor-row-select').click();
    await page.locator(`li[data-id="${shelfId}"]`).click();
    await page.getByTestId('editor-draw').click();
    // Where the map is once the page has settled: the hint above it changes with the drawing mode,
    // and on a busy machine that re-render (which moves the map) can come after the click.
    const settledBox = async () => {
      let before = await page.getByTestId('editor-map').boundingBox();
      for (let i = 0; i < 30; i++) {
        await page.waitForTimeout(100);
        const now = await page.getByTestId('editor-map').boundingBox();
        if (now && before && now.x === before.x && now.y === before.y && now.width === before.width && now.height === before.height) return now;
        before = now;
      }
      throw new Error('the map kept moving');
    };
    const box = await settledBox();
    const [a, b] = [
      { x: box.x + box.width * 0.3, y: box.y + box.height * 0.9 },
      { x: box.x + box.width * 0.6, y: box.y + box.height * 0.9 },
    ];
    const reloaded = page.waitForResponse((r) => r.url().endsWith('/index/admin.map_feature/map'));
    // Two points, then the last one again to finish (apart in time: not a double click, which zooms).
    await page.mouse.click(a.x, a.y);
    await page.waitForTimeout(400);
    await page.mouse.click(b.x, b.y);
    await page.waitForTimeout(400);
    await page.mouse.click(b.x, b.y);
    const map = ((await (await reloaded).json()) as { data: { features: (DrawnFeature & { shelf_id: number | null })[]; plots: [number, number, number, string, number][]; unplaced: number } }).data;
    const row = map.features.find((f) => f.kind === 'row' && f.shelf_id === shelfId);
    if (row?.geometry.type !== 'LineString') throw new Error('the row is not drawn');
    const [start, end] = [row.geometry.coordinates[0], row.geometry.coordinates[row.geometry.coordinates.length - 1]];
    // Drawn left to right at one height, as clicked.
    expect(end[0]).toBeGreaterThan(start[0]);
    expect(Math.abs(end[1] - start[1])).toBeLessThan(1);
    const plots = await product.db().selectFrom('tomb_burialslot').select('id').where('shelf_id', '=', shelfId).execute();
    const ids = new Set(plots.map((p) => p.id));
    const placed = map.plots.filter(([id]) => ids.has(id));
    expect(plots.length).toBeGreaterThan(0);
    expect(placed).toHaveLength(plots.length);
    for (const [, x, y] of placed) {
      expect(Math.abs(y - start[1])).toBeLessThan(1);
      expect(x).toBeGreaterThan(start[0]);
      expect(x).toBeLessThan(end[0]);
    }
    expect(map.unplaced).toBe(0);

    // The area's outline: four corners, then the first again to close it; it replaces the area's drawing.
    const areaId = (await product.db().selectFrom('tomb_shelf').select('area_id').where('id', '=', shelfId).executeTakeFirstOrThrow()).area_id;
    await page.getByTestId('editor-kind-select').click();
    await page.getByRole('option', { name: 'Area', exact: true }).click();
    await page.getByTestId('editor-draw').click();
    const areaBox = await settledBox();
    const corners = [
      [0.25, 0.85],
      [0.65, 0.85],
      [0.65, 0.95],
      [0.25, 0.95],
      [0.25, 0.85],
    ].map(([x, y]) => ({ x: areaBox.x + areaBox.width * x, y: areaBox.y + areaBox.height * y }));
    const again = page.waitForResponse((r) => r.url().endsWith('/index/admin.map_feature/map'));
    for (const c of corners) {
      await page.mouse.click(c.x, c.y);
      await page.waitForTimeout(300);
    }
    const after = ((await (await again).json()) as { data: { features: (DrawnFeature & { area_id: number | null })[] } }).data;
    const outlines = after.features.filter((f) => f.kind === 'area' && f.area_id === areaId);
    expect(outlines).toHaveLength(1);
    const ring = outlines[0].geometry.type === 'Polygon' ? outlines[0].geometry.coordinates[0] : [];
    expect(ring).toHaveLength(5);
    // The row drawn above lies inside the new outline.
    const [xs, ys] = [ring.map((p) => p[0]), ring.map((p) => p[1])];
    expect(start[0]).toBeGreaterThan(Math.min(...xs));
    expect(end[0]).toBeLessThan(Math.max(...xs));
    expect(start[1]).toBeGreaterThan(Math.min(...ys));
    expect(start[1]).toBeLessThan(Math.max(...ys));
    await screenshot(page, 'map-editor-wide-en');
  });

  it('shows every plot of the park on the staff map, fast, and a click opens the plot’s panel', async () => {
    const largest = await product.db().selectFrom('tomb_burialslot').select(['area_id']).select((eb) => eb.fn.countAll<number>().as('n')).groupBy('area_id').orderBy('n', 'desc').executeTakeFirstOrThrow();
    const total = await product.db().selectFrom('tomb_burialslot').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(largest.n)).toBeGreaterThan(5000);
    const page = await product.open(2, { viewport: LAPTOP, language: 'en', path: `/dashboard?view=drawn&area=${largest.area_id}` });
    const map = page.locator('[data-testid="drawn-map"][data-plots]');
    await map.waitFor();
    expect(Number(await map.getAttribute('data-plots'))).toBe(Number(total.n));
    // Drawn on one canvas: the plots take well under a second in the page.
    expect(Number(await map.getAttribute('data-plots-ms'))).toBeLessThan(1000);
    const box = await map.boundingBox();
    if (!box) throw new Error('no map');
    // The largest area fills the view: a click among its rows lands on a plot within a few tries.
    for (let i = 0; i < 60 && !new URL(page.url()).searchParams.get('plot'); i++) {
      await page.mouse.click(box.x + box.width * 0.35 + (i % 8) * 3, box.y + box.height * 0.35 + Math.floor(i / 8) * 3);
      await page.waitForTimeout(100);
    }
    const plot = Number(new URL(page.url()).searchParams.get('plot'));
    expect(plot).toBeGreaterThan(0);
    const code = await product.db().selectFrom('tomb_burialslot').select('code').where('id', '=', plot).executeTakeFirstOrThrow();
    await page.getByTestId('plot-panel').getByText(String(code.code)).first().waitFor();
    await screenshot(page, 'dashboard-drawn-wide-en');

    // A findable deceased's plot: the panel links the desk to the way from the gate.
    const findable = await product
      .db()
      .selectFrom('member as m')
      .innerJoin('tomb_burialslot as p', 'p.id', 'm.burialslot_id')
      .select(['m.id', 'p.id as plot', 'p.area_id'])
      .where('m.visit_public', '=', true)
      .where('m.channel', '=', 'inside')
      .orderBy('m.id')
      .executeTakeFirstOrThrow();
    await page.goto(`/dashboard?view=drawn&area=${findable.area_id}&plot=${findable.plot}`);
    expect(await page.getByTestId(`plot-way-${findable.id}`).getAttribute('href')).toBe(`/find?id=${findable.id}`);
  });
});
