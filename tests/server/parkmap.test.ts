/**
 * The park map (docs/map.md): the demo's drawn park over a small cemetery (every area placed,
 * every row drawn, paths and two gates), the editor's saves (managers only, each drawing checked,
 * plots placed along the row drawn), GeoJSON export and import, and the public find-a-grave:
 * only findable deceased, and a way that walks only along drawn paths and is the shortest one
 * (checked against the path graph with the test's own Dijkstra).
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/config/types';
import { dist, stepText, type MapGeometry, type Pt, type RouteStep } from '../../src/rules/parkmap';
import { writeDemoParkMap } from '../../src/server/seed/parkmap';
import { privileged } from '../../src/server/data/door';
import { buildWorld, type World } from './domainSetup';
import { forFile } from './helpers/forFile';
import { checkWay, pathsCrossRows } from './parkmapCheck';

interface Feature {
  id: number;
  kind: string;
  name: string | null;
  area_id: number | null;
  shelf_id: number | null;
  geometry: MapGeometry;
}
interface MapData {
  plan: { width: number; height: number; meters_per_unit: number } | null;
  features: Feature[];
  plots: [number, number, number, string, number][];
  unplaced: number;
}
interface Way {
  gate: { id: number; name: string };
  line: Pt[];
  stop: Pt;
  at: Pt;
  metres: number;
  steps: RouteStep[];
  gates: { id: number; name: string }[];
}

const ctx = forFile(async () => {
  const w = await buildWorld('parkmap');
  const db = privileged(w.database.db);
  // A second area: 4 rooms of 3 rows of 10 plots.
  const area = await db.insertInto('tomb_area').values({ name: 'South', code: 'S', sort: 2 }).returning('id').executeTakeFirstOrThrow();
  const plotIds: number[] = [];
  for (let r = 1; r <= 4; r++) {
    const room = await db.insertInto('tomb_room').values({ area_id: area.id, name: `Room ${r}`, code: `S${r}`, sort: r }).returning('id').executeTakeFirstOrThrow();
    for (let s = 1; s <= 3; s++) {
      const shelf = await db.insertInto('tomb_shelf').values({ area_id: area.id, room_id: room.id, name: `Row ${s}`, code: `S${r}-${s}`, sort: s }).returning('id').executeTakeFirstOrThrow();
      for (let c = 1; c <= 10; c++)
        plotIds.push(
          (
            await db
              .insertInto('tomb_burialslot')
              .values({ area_id: area.id, room_id: room.id, shelf_id: shelf.id, code: `S${r}-${s}-${c}`, column_no: c, type: 'single', price: 1000, capacity: 1, status: 'available' })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
    }
  }
  await writeDemoParkMap(w.database.db);
  const member = async (name: string, plot: number, findable: boolean, birth = '1931-05-02', death = '2019-03-04') =>
    (
      await db
        .insertInto('member')
        .values({ name, burialslot_id: plot, visit_public: findable, channel: 'inside', applicant_name: 'A', applicant_phone: '13800000000', birth_date: birth, death_date: death })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const findable = [await member('Wang Lan', plotIds[0], true), await member('Wang Hua', plotIds[57], true, '1940-01-01', '2020-02-02'), await member('Li Ming', plotIds[119], true), await member('Li Wei', w.plots.single[2], true)];
  const hidden = await member('Wang Secret', plotIds[30], false);
  return { w, findable, hidden, southArea: area.id, close: () => w.close() };
});

const staff = async (w: World, level: 1 | 2 | 3 | 4 | 5 | 6, path: string, body: unknown = {}) => (await w.call(level, `/index/${path}`, body)).body;
const pub = async (w: World, path: string, body: unknown) => (await w.app.inject({ method: 'POST', url: `/index/${path}`, payload: body as object, headers: { 'accept-language': 'en' } })).json();
const mapOf = async (w: World): Promise<MapData> => (await staff(w, 1, 'admin.map_feature/map')).data as unknown as MapData;

describe('the demo park', () => {
  it('places every area and draws every row, with paths and two gates; no path crosses a row of graves', async () => {
    const map = await mapOf(ctx.w);
    expect(map.plan?.width).toBeGreaterThan(100);
    const areas = map.features.filter((f) => f.kind === 'area');
    expect(areas.map((a) => a.area_id).sort()).toEqual([ctx.w.areaId, ctx.southArea].sort());
    expect(map.features.filter((f) => f.kind === 'row')).toHaveLength(13);
    expect(map.features.filter((f) => f.kind === 'gate').map((g) => g.name)).toEqual(['正门', '北门']);
    expect(map.unplaced).toBe(0);
    expect(map.plots).toHaveLength(8 + 120);
    expect(pathsCrossRows(map.features)).toBe(false);
  });

  it('answers the generated plan as an image, to staff and to the public', async () => {
    const res = await ctx.w.app.inject({ method: 'GET', url: '/index/find/plan' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    // The app's policy: no inline script runs, in the image or anywhere.
    expect(String(res.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('find a grave', () => {
  it('finds only the deceased marked findable, by name and years', async () => {
    const found = (await pub(ctx.w, 'find/search', { name: 'Wang' })).data as { id: number; name: string; born: number }[];
    expect(found.map((f) => f.name).sort()).toEqual(['Wang Hua', 'Wang Lan']);
    expect(found.some((f) => f.id === ctx.hidden)).toBe(false);
    const byYear = (await pub(ctx.w, 'find/search', { name: 'Wang', died: 2020 })).data as { name: string }[];
    expect(byYear.map((f) => f.name)).toEqual(['Wang Hua']);
    const hidden = await pub(ctx.w, 'find/route', { id: ctx.hidden });
    expect(hidden.status).toBe(404);
    expect(hidden.msg).toBe('No such deceased can be found');
  });

  it('walks from a gate along drawn paths only, the shortest way, then along the row to the grave', async () => {
    const map = await mapOf(ctx.w);
    for (const id of ctx.findable) {
      const answer = await pub(ctx.w, 'find/route', { id });
      expect(answer.status).toBe(200);
      const way = answer.data as Way;
      // Gate to the row along drawn paths only, then the row's end and the grave; no way is shorter.
      const checked = checkWay(map.features, way);
      expect(checked.offPath).toEqual([]);
      expect(dist(way.line[way.line.length - 1], way.at)).toBeLessThan(0.01);
      expect(checked.walked).toBeCloseTo(checked.shortest, 0);
      expect(way.metres).toBe(Math.max(1, Math.round(checked.shortest * 0.25)));
      // The steps: from the gate, turns, into the row, arrived; in every language.
      expect(way.steps[0]).toMatchObject({ kind: 'start', gate: way.gate.name });
      expect(way.steps.at(-2)?.kind).toBe('row');
      expect(way.steps.at(-1)).toEqual({ kind: 'arrive', code: expect.any(String) });
      for (const lang of LANGS) for (const s of way.steps) expect(stepText(s, lang)).not.toMatch(/\{|undefined/);
    }
  });

  it('starts from the gate asked for', async () => {
    const first = (await pub(ctx.w, 'find/route', { id: ctx.findable[0] })).data as Way;
    const other = first.gates.find((g) => g.id !== first.gate.id);
    const fromOther = (await pub(ctx.w, 'find/route', { id: ctx.findable[0], gate_id: other?.id })).data as Way;
    expect(fromOther.gate.id).toBe(other?.id);
    expect(fromOther.metres).toBeGreaterThanOrEqual(first.metres);
  });
});

describe('the editor', () => {
  it('refuses a clerk and a bad drawing, changing nothing', async () => {
    const before = (await mapOf(ctx.w)).features.length;
    const clerk = await staff(ctx.w, 1, 'admin.map_feature/save', { kind: 'path', geometry: { type: 'LineString', coordinates: [[0, 0], [10, 10]] } });
    expect(clerk.status).toBe(403);
    const bad = await staff(ctx.w, 2, 'admin.map_feature/save', { kind: 'path', geometry: { type: 'Point', coordinates: [0, 0] } });
    expect(bad.status).toBe(422);
    expect(bad.msg).toBe('The drawing does not fit this kind of feature, or its coordinates are invalid');
    const noRow = await staff(ctx.w, 2, 'admin.map_feature/save', { kind: 'row', geometry: { type: 'LineString', coordinates: [[0, 0], [10, 10]] } });
    expect(noRow.status).toBe(422);
    expect((await mapOf(ctx.w)).features.length).toBe(before);
  });

  it('places the plots of a row where the manager draws it, and moves one plot by hand', async () => {
    const res = await staff(ctx.w, 4, 'admin.map_feature/save', { kind: 'row', shelf_id: ctx.w.shelfId, geometry: { type: 'LineString', coordinates: [[1000, 500], [1080, 500]] } });
    expect(res.status).toBe(200);
    const map = await mapOf(ctx.w);
    expect(map.features.filter((f) => f.shelf_id === ctx.w.shelfId)).toHaveLength(1);
    const xs = map.plots.filter(([id]) => [...ctx.w.plots.single, ctx.w.plots.double, ctx.w.plots.family].includes(id)).map(([, x, y]) => [x, y]);
    // 8 plots on 80 units: one every 10, in the middle of each place.
    expect(xs.sort((a, b) => a[0] - b[0])).toEqual([5, 15, 25, 35, 45, 55, 65, 75].map((d) => [1000 + d, 500]));
    const moved = await staff(ctx.w, 2, 'admin.map_feature/save', { kind: 'plot', burialslot_id: ctx.w.plots.family, geometry: { type: 'Point', coordinates: [1100, 520] } });
    expect(moved.status).toBe(200);
    const after = await mapOf(ctx.w);
    expect(after.plots.find(([id]) => id === ctx.w.plots.family)?.slice(1, 3)).toEqual([1100, 520]);
    const area = await staff(ctx.w, 2, 'admin.map_feature/save', { kind: 'area', area_id: ctx.w.areaId, geometry: { type: 'Polygon', coordinates: [[[990, 490], [990, 530], [1120, 530], [1120, 490], [990, 490]]] } });
    expect(area.status).toBe(200);
    expect((await mapOf(ctx.w)).features.filter((f) => f.kind === 'area' && f.area_id === ctx.w.areaId)).toHaveLength(1);
  });

  it('exports the drawing as GeoJSON and imports it back', async () => {
    const exported = (await staff(ctx.w, 2, 'admin.map_feature/export')).data as unknown as { type: string; features: { properties: { kind: string; row: string | null } }[] };
    expect(exported.type).toBe('FeatureCollection');
    const n = exported.features.length;
    expect(exported.features.filter((f) => f.properties.kind === 'row').every((f) => typeof f.properties.row === 'string')).toBe(true);
    const bad = await staff(ctx.w, 2, 'admin.map_feature/import', { collection: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [0, 0] }, properties: { kind: 'row', row: 'NOPE' } }] }, replace: true });
    expect(bad.status).toBe(422);
    expect((await mapOf(ctx.w)).features).toHaveLength(n);
    const res = await staff(ctx.w, 2, 'admin.map_feature/import', { collection: exported, replace: true });
    expect(res.status).toBe(200);
    expect((res.data as unknown as { imported: number }).imported).toBe(n);
    expect((await mapOf(ctx.w)).features).toHaveLength(n);
  });
});

describe('the site plan', () => {
  it('takes a manager’s uploaded image as the plan, refuses a clerk and a non-image, and serves it', async () => {
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#88aa66' } }).png().toBuffer();
    const upload = (token: string, body: Buffer) =>
      ctx.w.app.inject({ method: 'POST', url: '/index/admin.park_plan/upload', payload: body, headers: { 'content-type': 'application/octet-stream', 'x-token': token, 'accept-language': 'en' } });
    expect((await upload(ctx.w.token(1), png)).statusCode).toBe(403);
    const notImage = (await upload(ctx.w.token(2), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).json();
    expect(notImage.status).toBe(415);
    expect((await mapOf(ctx.w)).plan?.width).toBeGreaterThan(64);
    const res = (await upload(ctx.w.token(2), png)).json();
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ width: 64, height: 40, has_image: true });
    const served = await ctx.w.app.inject({ method: 'GET', url: '/index/find/plan' });
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);
  });
});
