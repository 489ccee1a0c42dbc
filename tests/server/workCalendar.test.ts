/**
 * The work calendar's server side (docs/work.md "Calendar", "Working hours", "Messages",
 * "Calendar feed"), on PGlite or, with TEST_DATABASE_URL, PostgreSQL: a crew booked twice,
 * two schedulers racing for one crew's slot over real HTTP (exactly one wins), the working
 * hours and closed days, the calendar's read and its channel, the bell's work messages and
 * the day-before reminder, and the secret iCalendar feed (parsed by ical.js).
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { messageText } from '../../src/rules/eventMessages';
import type { Level } from '../../src/config/types';
import type { Row } from '../../src/server/hooks/registry';
import { outcome, servedWorld } from './domainSetup';
import { onPostgres } from './helpers/database';
import { hashPassword } from '../../src/server/auth/password';
import { act, at, insertWork, move, newPlot, orderOn, refusalText } from './workSetup';

const { w, send } = servedWorld('work_calendar');

const DB = onPostgres() ? 'PostgreSQL' : 'PGlite';
const setHours = (values: Row) => w.database.db.updateTable('setting').set(values).where('id', '=', 1).execute();
const messages = async (type: string) =>
  w.database.db.selectFrom('message').select(['receive_user_id', 'content', 'url']).where('type', '=', type).orderBy('id').execute();
const countOf = async (table: string): Promise<number> =>
  Number((await w.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe(`a crew booked twice (${DB})`, () => {
  it('refuses overlapping work of one crew, whatever the spacing and case of its name; back-to-back is fine', async () => {
    const first = await insertWork(w, { kind: 'repair', burialslot_id: await newPlot(w), scheduled_start: at(9, 0, 2), crew: 'Crew North' });
    await move(w, 2, first, 'scheduled');
    const clash = await insertWork(w, { kind: 'cleaning', burialslot_id: await newPlot(w), scheduled_start: at(9, 30, 2), crew: '  crew north ' });
    const refused = await refusalText(w, 2, 'move', { id: clash.id, version: clash.version, status: 'scheduled' });
    expect(refused.code).toBe('work_crew_busy');
    expect(refused.http).toBe(409);
    expect(refused.msg).toBe(`The crew crew north is already booked at 2 Nov 2026, 09:00 (work order ${String(first.work_no)})`);
    expect((await w.row('work_order', Number(clash.id))).status).toBe('requested');
    const next = await insertWork(w, { kind: 'cleaning', burialslot_id: await newPlot(w), scheduled_start: at(10, 0, 2), crew: 'Crew North' });
    expect((await move(w, 2, next, 'scheduled')).status).toBe('scheduled');
    // Editing a booked one into the other's time is refused too.
    const moved = await w.row('work_order', Number(next.id));
    expect(await outcome(w.update(2, 'work_order', Number(next.id), { scheduled_start: at(9, 15, 2) }, Number(moved.version)))).toBe('work_crew_busy');
  });

  it(`16 schedulers racing for one crew's slot over real HTTP: exactly one wins`, async () => {
    const works = [];
    for (let i = 0; i < 16; i++)
      works.push(await insertWork(w, { kind: 'cleaning', burialslot_id: await newPlot(w), scheduled_start: at(14, i % 2 === 0 ? 0 : 20, 3), crew: 'Race crew' }));
    const results = await Promise.all(
      works.map((work, i) => send(i % 2 === 0 ? 2 : 5, 'admin.work_order/move', { id: work.id, version: work.version, status: 'scheduled' })),
    );
    expect(results.filter((r) => r.body.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.status !== 200)) expect([r.http, r.body.data.code]).toEqual([409, 'work_crew_busy']);
    const booked = await w.database.db.selectFrom('work_order').select('id').where('crew', '=', 'Race crew').where('status', '=', 'scheduled').execute();
    expect(booked).toHaveLength(1);
  });
});

describe(`working hours and closed days (${DB})`, () => {
  it('refuses booking outside the hours or on a closed day, with the hours or the day in the message; inside them is fine', async () => {
    // 5 November 2026 is a Thursday; Sundays (0) are closed, and 6 November.
    await setHours({ work_day_start: '08:00', work_day_end: '17:00', work_closed_weekdays: '0', work_closed_days: '2026-11-06\n', work_peak_days: '2026-11-05' });
    try {
      const early = await insertWork(w, { kind: 'repair', burialslot_id: await newPlot(w), scheduled_start: at(7, 30, 5), assignee_id: w.actor(2).userId });
      expect(await refusalText(w, 2, 'move', { id: early.id, version: early.version, status: 'scheduled' })).toMatchObject({
        code: 'work_outside_hours',
        http: 409,
        msg: 'Work must be booked within the working hours, 08:00–17:00',
      });
      const late = await insertWork(w, { kind: 'repair', burialslot_id: await newPlot(w), scheduled_start: at(16, 30, 5), duration_minutes: 60, crew: 'Late crew' });
      expect((await refusalText(w, 2, 'move', { id: late.id, version: late.version, status: 'scheduled' })).code).toBe('work_outside_hours');
      const closed = await insertWork(w, { kind: 'repair', burialslot_id: await newPlot(w), scheduled_start: at(10, 0, 6), crew: 'Day crew' });
      expect(await refusalText(w, 2, 'move', { id: closed.id, version: closed.version, status: 'scheduled' })).toMatchObject({
        code: 'work_closed_day',
        msg: 'The cemetery is closed on 6 Nov 2026: no work can be booked',
      });
      const sunday = await insertWork(w, { kind: 'repair', burialslot_id: await newPlot(w), scheduled_start: at(10, 0, 8), crew: 'Day crew' });
      expect((await refusalText(w, 2, 'move', { id: sunday.id, version: sunday.version, status: 'scheduled' })).code).toBe('work_closed_day');
      // Inside the hours on an open (peak) day: booked; then dragged to the closed day: refused, unchanged.
      const fine = await insertWork(w, { kind: 'repair', burialslot_id: await newPlot(w), scheduled_start: at(16, 0, 5), crew: 'Day crew' });
      const booked = await move(w, 2, fine, 'scheduled');
      expect(await outcome(w.update(2, 'work_order', Number(fine.id), { scheduled_start: at(11, 0, 6) }, Number(booked.version)))).toBe('work_closed_day');
      expect((await w.row('work_order', Number(fine.id))).scheduled_start).toEqual(booked.scheduled_start);
      const zh = await w.app.inject({ method: 'POST', url: '/index/admin.work_order/move', headers: { 'x-token': w.token(2), 'accept-language': 'zh' }, payload: { id: early.id, version: early.version, status: 'scheduled' } });
      expect(zh.json().msg).toBe('工作须安排在工作时间 08:00–17:00 之内');
    } finally {
      await setHours({ work_day_start: null, work_day_end: null, work_closed_weekdays: null, work_closed_days: null, work_peak_days: null });
    }
  });

  it('refuses "schedule the burial" on a closed day and creates nothing', async () => {
    await setHours({ work_closed_days: '2026-11-27' });
    try {
      const { order } = await orderOn(w, 2, 'paid');
      const before = await countOf('work_order');
      const res = await refusalText(w, 2, 'schedule_burial', { order_id: order.id, scheduled_start: at(10, 0, 27), assignee_id: w.actor(2).userId, opening: true });
      expect(res.code).toBe('work_closed_day');
      expect(await countOf('work_order')).toBe(before);
    } finally {
      await setHours({ work_closed_days: null });
    }
  });
});

interface CalendarReply {
  events: Row[];
  areas: Row[];
  hours: { start: string; end: string; closedDays: string[]; peakDays: string[] };
}
const calendar = async (level: Level, body: Row): Promise<{ status: number; data: CalendarReply }> => {
  const res = await w.call(level, '/index/admin.work_order/calendar', body);
  return { status: res.body.status, data: res.body.data as unknown as CalendarReply };
};

describe(`the calendar's read (${DB})`, () => {
  it("answers the channel's work of the range with plot, area and assignee, filtered by kind and area, and the hours", async () => {
    await setHours({ work_peak_days: '2026-12-10 2026-12-11' });
    const plot = await newPlot(w);
    const inside = await insertWork(w, { kind: 'burial', burialslot_id: plot, scheduled_start: at(9, 0, 40), status: 'scheduled', assignee_id: w.actor(2).userId });
    await insertWork(w, { kind: 'cleaning', burialslot_id: plot, scheduled_start: at(11, 0, 40), status: 'scheduled', crew: 'Calendar crew' });
    await insertWork(w, { kind: 'repair', burialslot_id: plot, scheduled_start: at(12, 0, 40), status: 'cancelled' });
    const outside = await insertWork(w, { kind: 'repair', burialslot_id: plot, scheduled_start: at(13, 0, 40), status: 'scheduled', channel: 'outside' });
    const range = { from: at(0, 0, 40), to: at(0, 0, 41) };
    const all = await calendar(2, range);
    expect(all.status).toBe(200);
    expect(all.data.events.map((e) => e.kind)).toEqual(['burial', 'cleaning']);
    expect(all.data.events[0]).toMatchObject({ id: inside.id, plot_code: expect.stringMatching(/^W-/), area_name: 'North', assignee_name: expect.any(String) });
    expect(all.data.hours.peakDays).toEqual(['2026-12-10', '2026-12-11']);
    expect((await calendar(2, { ...range, kinds: ['cleaning'] })).data.events.map((e) => e.kind)).toEqual(['cleaning']);
    expect((await calendar(2, { ...range, area_id: w.areaId + 999 })).data.events).toEqual([]);
    expect((await calendar(2, { ...range, crew: ' calendar CREW' })).data.events.map((e) => e.kind)).toEqual(['cleaning']);
    // The outside channel sees only its own.
    expect((await calendar(4, range)).data.events.map((e) => e.id)).toEqual([outside.id]);
    // A range too long (400), or a kind that does not exist (the kinds field's error, 422): refused.
    expect((await calendar(2, { from: at(0, 0, 1), to: at(0, 0, 80) })).status).toBe(400);
    expect((await calendar(2, { ...range, kinds: ['party'] })).status).toBe(422);
    await setHours({ work_peak_days: null });
  });
});

describe(`the bell's work messages (${DB})`, () => {
  it("tells the assignee's level who got the work, and the channel that a burial is booked; a refused write posts nothing", async () => {
    const assignedBefore = (await messages('工单分配')).length;
    const work = await w.create(2, 'work_order', { kind: 'repair', burialslot_id: await newPlot(w), scheduled_start: at(10, 0, 12), assignee_id: w.actor(5).userId });
    const assigned = (await messages('工单分配')).slice(assignedBefore);
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatchObject({ receive_user_id: 5, url: `/work/workOrderList/${String(work.id)}` });
    expect(assigned[0].content).toContain(String(work.work_no));
    expect(assigned[0].content).toContain('维修');
    expect(messageText(assigned[0], 'en')).toMatch(new RegExp(`^Work order ${String(work.work_no)} \\(Repair · plot W-\\S+ · 12 Nov 2026, 10:00\\) is assigned to Staff 5$`));

    const scheduledBefore = (await messages('安葬已安排')).length;
    const { order } = await orderOn(w, 2, 'paid');
    await act(w, 2, 'schedule_burial', { order_id: order.id, scheduled_start: at(10, 0, 14), assignee_id: w.actor(2).userId });
    const scheduled = (await messages('安葬已安排')).slice(scheduledBefore);
    expect(scheduled.map((m) => m.receive_user_id).sort()).toEqual([1, 2, 5]);
    expect(scheduled[0].content).toContain(String(order.order_no));

    // The same person at the same time again: refused, and no message at all.
    const total = await countOf('message');
    const { order: other } = await orderOn(w, 2, 'paid');
    expect((await refusalText(w, 2, 'schedule_burial', { order_id: other.id, scheduled_start: at(10, 30, 14), assignee_id: w.actor(2).userId })).code).toBe('work_assignee_busy');
    expect(await countOf('message')).toBe(total);
  });

  it('reminds the channel the day before a booked burial, once, and again after it moves to another day', async () => {
    const { order } = await orderOn(w, 5, 'paid');
    const made = (await act(w, 5, 'schedule_burial', { order_id: order.id, scheduled_start: at(9, 0, 21), crew: 'Reminder crew' })) as unknown as { burial: Row };
    const before = (await messages('明日安葬')).length;
    await w.setNow(new Date(2026, 10, 19, 8, 0));
    expect((await w.app.work.runReminders()).reminded).toBe(0);
    await w.setNow(new Date(2026, 10, 20, 7, 0));
    expect((await w.app.work.runReminders()).reminded).toBe(1);
    expect((await w.app.work.runReminders()).reminded).toBe(0);
    const posted = (await messages('明日安葬')).slice(before);
    expect(posted.map((m) => m.receive_user_id).sort()).toEqual([1, 2, 5]);
    expect(posted[0].content).toContain(String(made.burial.work_no));
    expect(messageText(posted[0], 'es')).toMatch(new RegExp(`^Inhumación mañana: Inhumación · parcela \\S+ · 21 nov 2026, 09:00 \\(orden de trabajo ${String(made.burial.work_no)}\\)$`));
    // Moved to the 22nd: reminded again on the 21st.
    const burial = await w.row('work_order', Number(made.burial.id));
    await w.update(5, 'work_order', Number(burial.id), { scheduled_start: at(9, 0, 22) }, Number(burial.version));
    await w.setNow(new Date(2026, 10, 21, 7, 0));
    expect((await w.app.work.runReminders()).reminded).toBe(1);
    await w.setNow(new Date(2026, 10, 23, 10, 0));
  });
});

describe(`the calendar feed (${DB})`, () => {
  const post = async (level: Level, path: string) => (await w.call(level, `/index/admin.work_order/${path}`, {})).body.data as unknown as { active: boolean; path?: string };
  const get = (path: string) => w.app.inject({ method: 'GET', url: path });

  it("serves the user's and their crew's booked work as iCalendar, stores only a hash, and a revoked or wrong token reveals nothing", async () => {
    const me = w.actor(2).userId;
    await w.database.db.updateTable('user').set({ crew: 'Feed crew' }).where('id', '=', me).execute();
    const plot = await newPlot(w);
    const mine = await insertWork(w, { kind: 'burial', burialslot_id: plot, scheduled_start: at(9, 0, 24), status: 'scheduled', assignee_id: me, notes: 'Family, with flowers; 10 people' });
    const crews = await insertWork(w, { kind: 'cleaning', burialslot_id: plot, scheduled_start: at(11, 0, 24), duration_minutes: 90, status: 'scheduled', crew: ' feed CREW' });
    await insertWork(w, { kind: 'repair', burialslot_id: plot, scheduled_start: at(13, 0, 24), status: 'scheduled', assignee_id: w.actor(5).userId });
    await insertWork(w, { kind: 'repair', burialslot_id: plot, scheduled_start: at(14, 0, 24), status: 'requested', assignee_id: me });

    expect(await post(2, 'feed_status')).toEqual({ active: false });
    const made = await post(2, 'feed_token');
    expect(made.path).toMatch(/^\/feed\/work\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await post(2, 'feed_status')).toEqual({ active: true });
    const token = made.path!.slice('/feed/work/'.length, -4);
    const stored = await w.database.db.selectFrom('user').select('ics_token_hash').where('id', '=', me).executeTakeFirstOrThrow();
    expect(stored.ics_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.ics_token_hash).not.toContain(token);
    // Never readable through the API.
    const listed = await w.call(5, '/index/query', { table: 'user', where: { id: me } });
    expect(JSON.stringify(listed.body)).not.toContain('ics_token_hash');

    const res = await get(made.path!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const vcal = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
    const all = vcal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    // Every event is this user's or their crew's (the earlier tests booked them too); the 24th holds this test's.
    const ids = new Set((await w.database.db.selectFrom('work_order').select('work_no').where((eb) => eb.or([eb('assignee_id', '=', me), eb('crew', 'ilike', '%feed crew%')])).execute()).map((r) => r.work_no));
    for (const e of all) expect(ids.has(e.summary.replace(/.*\((.+)\)$/, '$1'))).toBe(true);
    const day = [Date.parse(at(0, 0, 24)), Date.parse(at(0, 0, 25))];
    const events = all.filter((e) => e.startDate.toJSDate().getTime() >= day[0] && e.startDate.toJSDate().getTime() < day[1]);
    expect(events).toHaveLength(2);
    expect(events[0].summary).toContain(String(mine.work_no));
    expect(events[0].summary).toContain('Burial');
    expect(events[0].startDate.toJSDate().toISOString()).toBe(at(9, 0, 24));
    expect(events[0].description).toContain('Family, with flowers; 10 people');
    expect(events[0].location).toContain('North');
    expect(events[1].summary).toContain(String(crews.work_no));
    expect(events[1].endDate.toJSDate().getTime() - events[1].startDate.toJSDate().getTime()).toBe(90 * 60_000);
    expect(new Set(events.map((e) => e.uid)).size).toBe(2);

    // A new token ends the old one; revoking ends the new one; a wrong token is the same bare 404.
    const again = await post(2, 'feed_token');
    expect((await get(made.path!)).statusCode).toBe(404);
    expect((await get(again.path!)).statusCode).toBe(200);
    expect(await post(2, 'feed_revoke')).toEqual({ active: false });
    const revoked = await get(again.path!);
    const wrong = await get(`/feed/work/${'A'.repeat(43)}.ics`);
    expect([revoked.statusCode, wrong.statusCode, (await get('/feed/work/short.ics')).statusCode]).toEqual([404, 404, 404]);
    expect(revoked.body).toBe(wrong.body);
    // Without a session the token calls are refused.
    expect((await w.app.inject({ method: 'POST', url: '/index/admin.work_order/feed_token', payload: {} })).json().status).toBe(401);
  });
});

describe(`who may use the calendar (${DB})`, () => {
  it('shows each level its own channel, lets only managers move work, and puts the page in the managers\' menu', async () => {
    const { routeTable } = await import('../../src/config/routes');
    const table = routeTable(w.app.resources);
    const hasCalendar = (level: Level) => table.menuForLevel(level).some((g) => g.path === '/work' && g.children.some((r) => r.path === '/work/calendar'));
    expect(([1, 2, 3, 4, 5, 6] as const).filter(hasCalendar)).toEqual([2, 4, 5, 6]);

    const plot = await newPlot(w);
    const inside = await insertWork(w, { kind: 'cleaning', burialslot_id: plot, scheduled_start: at(10, 0, 60), status: 'scheduled', crew: 'Perm crew' });
    const outside = await insertWork(w, { kind: 'cleaning', burialslot_id: plot, scheduled_start: at(12, 0, 60), status: 'scheduled', crew: 'Perm crew', channel: 'outside' });
    const range = { from: at(0, 0, 60), to: at(0, 0, 61) };
    expect((await calendar(2, range)).data.events.map((e) => e.id)).toEqual([inside.id]);
    expect((await calendar(4, range)).data.events.map((e) => e.id)).toEqual([outside.id]);
    // The clerks have no calendar in their menu, so no calendar call either (issue 26, item 10).
    for (const level of [1, 3] as const) expect(await calendar(level, range)).toMatchObject({ status: 403, data: { code: 'forbidden' } });
    // A clerk cannot move work; an outside manager cannot move inside work (not found); nothing changes.
    expect(await outcome(w.update(1, 'work_order', Number(inside.id), { scheduled_start: at(11, 0, 60) }, Number(inside.version)))).not.toBe('ok');
    expect(await outcome(w.update(4, 'work_order', Number(inside.id), { scheduled_start: at(11, 0, 60) }, Number(inside.version)))).not.toBe('ok');
    expect((await w.row('work_order', Number(inside.id))).version).toBe(inside.version);
    // Without a session: refused.
    expect((await w.app.inject({ method: 'POST', url: '/index/admin.work_order/calendar', payload: range })).json().status).toBe(401);
  });
});

describe(`the calendar feed after a new password (${DB})`, () => {
  const post = async (level: Level, path: string, body: unknown = {}) => (await w.call(level, `/index/admin.work_order/${path}`, body)).body;
  const feedOf = async (level: Level): Promise<string> => String(((await post(level, 'feed_token')).data as { path: string }).path);
  const get = (path: string) => w.app.inject({ method: 'GET', url: path });

  it('ends with one’s own password change and with an administrator’s reset', async () => {
    const me = w.actor(4).userId;
    await w.database.db.updateTable('user').set({ password_hash: await hashPassword('old-secret-4') }).where('id', '=', me).execute();
    const first = await feedOf(4);
    expect((await get(first)).statusCode).toBe(200);
    const changed = await w.call(4, '/index/admin.user/update_password', { old_password: 'old-secret-4', password: 'new-secret-4' });
    expect(changed.body.status).toBe(200);
    expect((await get(first)).statusCode).toBe(404);
    expect((await post(4, 'feed_status')).data).toEqual({ active: false });

    // A new address, then the administrator of the channel resets the password: it ends too.
    const second = await feedOf(4);
    expect((await get(second)).statusCode).toBe(200);
    const reset = await w.call(6, '/index/admin.user/update_password', { id: me, password: 'reset-by-admin-4' });
    expect(reset.body.status).toBe(200);
    expect((await get(second)).statusCode).toBe(404);
    const stored = await w.database.db.selectFrom('user').select('ics_token_hash').where('id', '=', me).executeTakeFirstOrThrow();
    expect(stored.ics_token_hash).toBeNull();
  });
});
