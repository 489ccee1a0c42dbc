/**
 * The walk (docs/import.md, "The walk"), over the real app: who walks (managers, and the field
 * crew whatever their level), a plot found by its label's QR text or its typed code with what
 * the records say on the caller's channel, confirm and flag (a flag needs a note) with a photo in
 * the work photos' store, progress per area by each plot's last check, the office's list of
 * flags and closing them, and the channel rule on every call.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import type { WalkArea, WalkCheckRow, WalkPlot } from '../../src/protocol/walk';
import { buildWorld } from './domainSetup';
import { onPostgres } from './helpers/database';
import { forFile } from './helpers/forFile';

const w = forFile(async () => {
  const world = await buildWorld('walk_checks');
  const db = world.database.db;
  // The level-1 clerk is on the field crew; the level-3 clerk is not.
  await db.updateTable('user').set({ field_crew: true }).where('id', '=', world.actor(1).userId).execute();
  const [occupied] = world.plots.single;
  await db.updateTable('tomb_burialslot').set({ status: 'buried' }).where('id', '=', occupied).execute();
  await db
    .insertInto('member')
    .values({ name: 'Hana Walk', applicant_name: 'A', applicant_phone: '13800001111', burialslot_id: occupied, birth_date: '1920-02-01', birth_date_precision: 'month', death_date: '1999-04-05', burial_date: '1999-04-09', channel: 'inside' })
    .execute();
  await db
    .insertInto('member')
    .values({ name: 'Ivo Outside', applicant_name: 'A', applicant_phone: '13800001111', burialslot_id: occupied, death_date: '2001-01-01', channel: 'outside' })
    .execute();
  // The inside holder of the occupied plot is its management term's; the next plot is sold (an order, nobody buried yet).
  await db.insertInto('mgmt_term').values({ kind: 'plot', burialslot_id: occupied, holder_name: 'Kai Term', yearly_fee: 100, paid_until: '2030-01-01', channel: 'inside' }).execute();
  await db
    .insertInto('tomb_order')
    .values({ order_no: 'WALK1', burialslot_id: world.plots.single[1], buyer_name: 'Jun Holder', buyer_phone: '13800002222', status: 'paid', price: 1, total: 1, paid: 1, balance: 0, channel: 'inside' })
    .execute();
  return world;
});

const call = async (level: Level, path: string, body: unknown) => {
  const res = await w.call(level, `/index/admin.walk_check/${path}`, body);
  return { http: res.status, status: res.body.status, msg: res.body.msg, data: res.body.data as unknown };
};
const ok = async <T>(level: Level, path: string, body: unknown): Promise<T> => {
  const res = await call(level, path, body);
  expect([path, res.status, res.msg]).toEqual([path, 200, 'ok']);
  return res.data as T;
};
const areaOf = async (level: Level): Promise<WalkArea> => (await ok<WalkArea[]>(level, 'areas', {})).find((a) => a.code === 'N')!;
const upload = async (level: Level, checkId: number, bytes: Buffer) => {
  const res = await w.app.inject({
    method: 'POST',
    url: `/index/admin.walk_check/photo?id=${checkId}`,
    headers: { 'x-token': w.token(level), 'content-type': 'application/octet-stream', 'accept-language': 'en' },
    payload: bytes,
  });
  return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: { id: number; walk_check_id: number; work_order_id: number | null; code?: string } } };
};

describe(`the walk (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is for managers and the field crew: a clerk not on the crew is told so', async () => {
    const refused = await call(3, 'areas', {});
    expect([refused.http, refused.msg]).toEqual([403, 'The walk is for managers (levels 2, 4, 5, 6) and the field crew']);
    expect((await call(1, 'areas', {})).status).toBe(200);
    expect((await call(4, 'areas', {})).status).toBe(200);
    // The user info gives the crew's role, which puts the walk in a clerk's menu.
    const info = async (level: Level) => ((await w.call(level, '/index/user_reg/get_user_info', {})).body as unknown as { data: { roles: string[] } }).data.roles;
    expect(await info(1)).toEqual(['admin', 'field_crew']);
    expect(await info(3)).toEqual(['admin']);
  });

  it("finds a plot by its label's QR text or its typed code, with the records of the caller's channel", async () => {
    const [occupied] = w.plots.single;
    const byQr = await ok<WalkPlot>(1, 'plot', { text: `https://cemetery.example/dashboard?area=${w.areaId}&plot=${occupied}` });
    const byCode = await ok<WalkPlot>(1, 'plot', { text: ' n1-1-01 ' });
    expect(byCode).toEqual(byQr);
    expect(byQr.plot).toMatchObject({ id: occupied, code: 'N1-1-01', status: 'buried', area_name: 'North', room_name: 'Room 1', shelf_name: 'Row 1' });
    // The inside channel's occupant only, with its dates as the register gave them (born February 1920).
    expect(byQr.occupants).toEqual([expect.objectContaining({ name: 'Hana Walk', birth_date: '1920-02', death_date: '1999-04-05', burial_date: '1999-04-09' })]);
    expect(byQr.holder).toEqual({ name: 'Kai Term', order_no: null, order_id: null });
    expect((await ok<WalkPlot>(1, 'plot', { text: 'N1-1-02' })).holder).toMatchObject({ name: 'Jun Holder', order_no: 'WALK1' });
    const outside = await ok<WalkPlot>(4, 'plot', { text: 'N1-1-01' });
    expect(outside.occupants.map((o) => o.name)).toEqual(['Ivo Outside']);
    expect(outside.holder).toBeNull();
    const unknown = await call(1, 'plot', { text: 'ZZ-99' });
    expect([unknown.http, unknown.msg]).toEqual([404, 'No plot has the code ZZ-99']);
  });

  it('confirms and flags (a flag needs a note), takes a photo of a flag, and counts each plot by its last check', async () => {
    const [a, b, c] = w.plots.single;
    const before = await areaOf(1);
    expect(before).toMatchObject({ plots: 8, checked: 0, confirmed: 0, flagged: 0, open: 0 });
    // An area with no plots yet has nothing to walk: it is not listed (never "0 of 0").
    await w.database.db.insertInto('tomb_area').values({ name: 'Not laid out', code: 'EMPTY', sort: 0 }).execute();
    expect((await ok<WalkArea[]>(1, 'areas', {})).map((x) => x.code)).toEqual(['N']);

    const confirmed = await ok<WalkCheckRow>(1, 'check', { plot_id: a, result: 'confirmed' });
    expect(confirmed).toMatchObject({ burialslot_id: a, result: 'confirmed', plot_code: 'N1-1-01', area_name: 'North', checked_by: w.actor(1).userId, closed_at: null });
    const noNote = await call(1, 'check', { plot_id: b, result: 'flagged', note: '  ' });
    expect([noNote.http, noNote.msg]).toEqual([422, 'Say what differs from the records']);
    const flag = await ok<WalkCheckRow>(1, 'check', { plot_id: b, result: 'flagged', note: 'Headstone reads 1921, not 1920' });
    expect(flag).toMatchObject({ result: 'flagged', note: 'Headstone reads 1921, not 1920', checked_by_name: 'Staff 1' });
    // Checked twice: first flagged, then confirmed — the plot counts as confirmed.
    await ok(2, 'check', { plot_id: c, result: 'flagged', note: 'Grass over the marker' });
    await ok(2, 'check', { plot_id: c, result: 'confirmed' });
    expect(await areaOf(1)).toMatchObject({ plots: 8, checked: 3, confirmed: 2, flagged: 1, open: 2 });

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 90, b: 90 } } }).jpeg().toBuffer();
    const up = await upload(1, flag.id, photo);
    expect([up.http, up.body.status]).toEqual([200, 200]);
    expect(up.body.data).toMatchObject({ walk_check_id: flag.id, work_order_id: null });
    const again = await ok<WalkPlot>(1, 'plot', { text: 'N1-1-02' });
    expect(again.checks[0]).toMatchObject({ id: flag.id, photo_id: up.body.data.id });
    // The photo is read like a work order's, on the channel it was taken.
    const inside = await w.app.inject({ method: 'GET', url: `/index/admin.work_order/photo/${up.body.data.id}?size=thumb`, headers: { 'x-token': w.token(2) } });
    expect([inside.statusCode, inside.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const outside = await w.app.inject({ method: 'GET', url: `/index/admin.work_order/photo/${up.body.data.id}?size=thumb`, headers: { 'x-token': w.token(4) } });
    expect(outside.statusCode).toBe(404);
    // One photo per flag; a confirmation takes none; not a photo is refused.
    const second = await upload(1, flag.id, photo);
    expect([second.http, second.body.msg]).toEqual([409, 'This flag already has its photo']);
    expect((await upload(1, confirmed.id, photo)).body.data.code).toBe('walk_photo_flag_only');
    expect((await upload(1, flag.id, Buffer.from('not a photo at all'))).body.data.code).toBe('photo_bad_type');
    // The other channel sees none of it.
    expect(await areaOf(4)).toMatchObject({ plots: 8, checked: 0, confirmed: 0, flagged: 0, open: 0 });
    expect((await upload(4, flag.id, photo)).http).toBe(404);
  });

  it("puts flags on the office's list, closed by a correction or a note, by managers of the flag's channel", async () => {
    const open = await ok<WalkCheckRow[]>(2, 'flags', { open: true });
    expect(open.map((f) => f.note)).toEqual(['Headstone reads 1921, not 1920', 'Grass over the marker']);
    expect(await ok<WalkCheckRow[]>(4, 'flags', { open: true })).toEqual([]);
    const [first, second] = open;

    const clerk = await call(1, 'close', { id: first.id, kind: 'corrected', note: 'Birth year corrected' });
    expect([clerk.http, clerk.msg]).toEqual([403, 'Only managers (levels 2, 4, 5, 6) close a flag']);
    const noNote = await call(2, 'close', { id: first.id, kind: 'corrected', note: '' });
    expect([noNote.http, noNote.msg]).toEqual([422, 'Say how it was settled (what was corrected, or a note)']);
    expect((await call(4, 'close', { id: first.id, kind: 'noted', note: 'Not ours' })).http).toBe(404);

    const closed = await ok<WalkCheckRow>(2, 'close', { id: first.id, kind: 'corrected', note: 'Birth year corrected' });
    expect(closed).toMatchObject({ closing_kind: 'corrected', closing_note: 'Birth year corrected', closed_by_name: 'Staff 2' });
    expect(closed.closed_at).toBe(new Date(2026, 10, 23, 10, 0, 0).toISOString());
    await ok(5, 'close', { id: second.id, kind: 'noted', note: 'Marker cleared, records right' });
    const twice = await call(2, 'close', { id: second.id, kind: 'noted', note: 'again' });
    expect([twice.http, twice.msg]).toEqual([409, 'This flag is already closed']);

    expect(await ok<WalkCheckRow[]>(2, 'flags', { open: true })).toEqual([]);
    expect((await ok<WalkCheckRow[]>(2, 'flags', { open: false })).map((f) => f.closing_kind)).toEqual(['noted', 'corrected']);
    expect(await areaOf(2)).toMatchObject({ checked: 3, confirmed: 2, flagged: 1, open: 0 });
    // The operation log has the checks and the closings.
    const log = await w.database.db.selectFrom('operation_log').select(['action']).where('table_name', '=', 'walk_check').execute();
    expect(log.filter((l) => l.action === 'create')).toHaveLength(4);
    expect(log.filter((l) => l.action === 'update')).toHaveLength(3);
  });

  it('the generated list reads the checks of the caller\'s channel', async () => {
    const res = await w.call(2, '/index/query', { table: 'walk_check', page: 1, page_size: 20 });
    expect(res.body.status).toBe(200);
    const inside = (res.body.data as unknown as { list?: unknown[]; data?: unknown[]; total?: number }) ?? {};
    expect(JSON.stringify(inside)).toContain('Headstone reads 1921');
    const out = await w.call(4, '/index/query', { table: 'walk_check', page: 1, page_size: 20 });
    expect(out.body.status).toBe(200);
    expect(JSON.stringify(out.body.data)).not.toContain('Headstone');
  });
});
