/**
 * Work orders (docs/work.md) on the real app over HTTP, on PGlite or, with TEST_DATABASE_URL,
 * PostgreSQL: every move of the status graph allowed or refused, the double bookings (a person
 * booked twice at once, two burials at one plot at once), the order's state, the burial flow
 * in one transaction, and the inscription approval. The expectations are written out from the
 * docs, not read from the config.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../src/server/hooks/registry';
import { buildWorld, outcome, type World } from './domainSetup';
import { onPostgres } from './helpers/database';
import { act, at, insertWork, move, newPlot, orderOn, refusalText } from './workSetup';

let w: World;
let staff: { a: number; b: number };

beforeAll(async () => {
  w = await buildWorld('work_rules');
  staff = { a: w.actor(2).userId, b: w.actor(5).userId };
});
afterAll(async () => {
  await w?.close();
});

const STATUSES = ['requested', 'scheduled', 'in_progress', 'done', 'cancelled'];
/** The graph of docs/work.md, written out. */
const ALLOWED = new Set(['requested>scheduled', 'requested>cancelled', 'scheduled>in_progress', 'scheduled>requested', 'scheduled>cancelled', 'in_progress>done', 'in_progress>cancelled']);

describe(`the status graph (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('allows exactly the moves of the graph, and refuses every other with a clear message, changing nothing', async () => {
    const plot = await newPlot(w);
    let hour = 0;
    for (const from of STATUSES)
      for (const to of STATUSES) {
        hour += 1;
        // A repair with a time and a crew: nothing else stands in the way of a move.
        const work = await insertWork(w, { kind: 'repair', burialslot_id: plot, status: from, scheduled_start: at(hour % 24, 0, 1 + Math.floor(hour / 24)), crew: 'Crew A' });
        const res = await refusalText(w, 2, 'move', { id: work.id, version: work.version, status: to, reason: 'family asked' });
        const key = `${from}>${to}`;
        if (ALLOWED.has(key)) {
          expect([key, res.code]).toEqual([key, 'ok']);
          expect((await w.row('work_order', Number(work.id))).status).toBe(to);
        } else {
          expect([key, res.code, res.http, res.msg]).toEqual([key, 'work_bad_move', 409, 'The work order cannot make this move from its status']);
          expect(await w.row('work_order', Number(work.id))).toMatchObject({ status: from, version: work.version });
        }
      }
  });

  it('needs a time and someone to do it before scheduling, and a reason to cancel', async () => {
    const plot = await newPlot(w);
    const bare = await insertWork(w, { kind: 'cleaning', burialslot_id: plot });
    expect(await refusalText(w, 2, 'move', { id: bare.id, version: bare.version, status: 'scheduled' })).toMatchObject({
      code: 'work_needs_schedule',
      msg: 'Enter the start time and the assignee (or crew) first',
    });
    expect((await refusalText(w, 2, 'move', { id: bare.id, version: bare.version, status: 'cancelled' })).code).toBe('work_needs_reason');
    expect((await refusalText(w, 2, 'move', { id: bare.id, version: bare.version, status: 'cancelled', reason: '   ' })).code).toBe('work_needs_reason');
    const cancelled = await move(w, 2, bare, 'cancelled', 'weather');
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'weather' });
    // Closed: the form cannot change it either.
    expect(await outcome(w.update(2, 'work_order', Number(bare.id), { notes: 'x' }))).toBe('work_closed');
  });

  it('refuses a stale version', async () => {
    const work = await insertWork(w, { kind: 'repair', burialslot_id: await newPlot(w), scheduled_start: at(8, 0, 5), crew: 'B' });
    await move(w, 2, work, 'scheduled');
    expect((await refusalText(w, 2, 'move', { id: work.id, version: work.version, status: 'in_progress' })).code).toBe('conflict');
  });
});

describe('double bookings', () => {
  it('refuse a person booked twice at once, name them and the time, and accept back-to-back work', async () => {
    const plot = await newPlot(w);
    const first = await insertWork(w, { kind: 'repair', burialslot_id: plot, scheduled_start: at(10), duration_minutes: 60, assignee_id: staff.a });
    const overlapping = await insertWork(w, { kind: 'cleaning', burialslot_id: await newPlot(w), scheduled_start: at(10, 30), duration_minutes: 30, assignee_id: staff.a });
    const after = await insertWork(w, { kind: 'cleaning', burialslot_id: plot, scheduled_start: at(11), duration_minutes: 30, assignee_id: staff.a });
    const other = await insertWork(w, { kind: 'cleaning', burialslot_id: plot, scheduled_start: at(10, 30), duration_minutes: 30, assignee_id: staff.b });
    await move(w, 2, first, 'scheduled');
    const refused = await refusalText(w, 2, 'move', { id: overlapping.id, version: overlapping.version, status: 'scheduled' });
    expect(refused.code).toBe('work_assignee_busy');
    expect(refused.http).toBe(409);
    expect(refused.msg).toMatch(/^Staff 2 is already booked at .*10:00.* \(work order T\d+\)$/);
    expect((await w.row('work_order', Number(overlapping.id))).status).toBe('requested');
    expect((await move(w, 2, after, 'scheduled')).status).toBe('scheduled');
    expect((await move(w, 2, other, 'scheduled')).status).toBe('scheduled');
    // Moving a booked one onto the other's time through the form is refused too.
    const afterNow = await w.row('work_order', Number(after.id));
    expect(await outcome(w.update(2, 'work_order', Number(after.id), { scheduled_start: at(10, 15) }, Number(afterNow.version)))).toBe('work_assignee_busy');
    // Once the first is cancelled, its time is free again.
    await move(w, 2, await w.row('work_order', Number(first.id)), 'cancelled', 'rain');
    expect((await move(w, 2, overlapping, 'scheduled')).status).toBe('scheduled');
  });

  it('refuse two burials at one plot at once, whoever does them', async () => {
    const { order, plot } = await orderOn(w, 1, 'paid');
    const one = await w.create(1, 'work_order', { kind: 'burial', burialslot_id: plot, order_id: order.id, scheduled_start: at(14, 0, 10) });
    const two = await w.create(1, 'work_order', { kind: 'ash_placement', burialslot_id: plot, order_id: order.id, scheduled_start: at(14, 30, 10) });
    await w.update(2, 'work_order', Number(one.id), { assignee_id: staff.a }, Number(one.version));
    await w.update(2, 'work_order', Number(two.id), { assignee_id: staff.b }, Number(two.version));
    await move(w, 2, await w.row('work_order', Number(one.id)), 'scheduled');
    const refused = await refusalText(w, 2, 'move', { id: two.id, version: Number(two.version) + 1, status: 'scheduled' });
    expect(refused).toMatchObject({ code: 'work_plot_busy', msg: 'Another burial is scheduled at this plot at that time' });
  });
});

describe("the order's state", () => {
  it('burial work needs a fully paid order; other work an active one', async () => {
    const contracted = await orderOn(w, 1, 'contracted');
    const burial = await w.call(1, '/index/admin.work_order/create', { kind: 'burial', burialslot_id: contracted.plot, order_id: contracted.order.id });
    expect([burial.status, burial.body.data.code, burial.body.msg]).toEqual([409, 'burial_needs_payment', 'The order must be fully paid before a burial is registered']);
    expect((await refusalText(w, 1, 'schedule_burial', { order_id: contracted.order.id })).code).toBe('burial_needs_payment');
    // An inscription may be drafted while the order is being paid.
    expect(await outcome(w.create(1, 'work_order', { kind: 'inscription', burialslot_id: contracted.plot, order_id: contracted.order.id }))).toBe('ok');
    const cancelled = await w.call(2, '/index/admin.tomb_order/cancel', { id: contracted.order.id, version: (await w.row('tomb_order', Number(contracted.order.id))).version, reason: 'x' });
    expect(cancelled.body.data.status).toBe('cancelled');
    const repair = await w.call(2, '/index/admin.work_order/create', { kind: 'repair', burialslot_id: contracted.plot, order_id: contracted.order.id });
    expect([repair.body.data.code, repair.body.msg]).toEqual(['work_order_state', 'The order’s status (Cancelled) does not allow this work']);
    // Work on a plot without an order (a path, a repair) needs none.
    expect(await outcome(w.create(2, 'work_order', { kind: 'repair', burialslot_id: await newPlot(w) }))).toBe('ok');
  });

  it('refuses a plot that is not the order’s, and burial work on a plot with no order', async () => {
    const { order } = await orderOn(w, 1, 'paid');
    expect(await outcome(w.create(2, 'work_order', { kind: 'burial', burialslot_id: await newPlot(w), order_id: order.id }))).toBe('work_plot_mismatch');
    expect(await outcome(w.create(2, 'work_order', { kind: 'burial', burialslot_id: await newPlot(w) }))).toBe('plot_has_no_order');
  });
});

describe('the burial flow', () => {
  it('schedules the burial of a paid order with the inscription and the opening before it', async () => {
    const { order, member } = await orderOn(w, 1, 'paid');
    const made = await act(w, 2, 'schedule_burial', { order_id: order.id, scheduled_start: at(9, 0, 12), assignee_id: staff.a, inscription: true, inscription_text: '先考王公之墓', opening: true });
    const burial = made.burial as Row;
    const opening = made.opening as Row;
    const inscription = made.inscription as Row;
    expect(burial).toMatchObject({ kind: 'burial', status: 'scheduled', order_id: order.id, burialslot_id: order.burialslot_id, assignee_id: staff.a, channel: 'inside', scheduled_start: at(9, 0, 12) });
    expect(burial.work_no).toMatch(/^WO\d{6}$/);
    expect(opening).toMatchObject({ kind: 'plot_opening', status: 'scheduled', scheduled_start: at(8, 0, 12), assignee_id: staff.a });
    expect(inscription).toMatchObject({ kind: 'inscription', status: 'requested', inscription_text: '先考王公之墓', approved_at: null });
    // Asked twice (a double click): refused, nothing added.
    expect((await refusalText(w, 2, 'schedule_burial', { order_id: order.id })).code).toBe('work_burial_exists');
    expect(await w.database.db.selectFrom('work_order').select('id').where('order_id', '=', Number(order.id)).execute()).toHaveLength(3);

    // Done: the registration gets its burial date, the order is completed and the plot buried, at once.
    const started = await move(w, 2, burial, 'in_progress');
    const done = await move(w, 2, started, 'done');
    expect(done).toMatchObject({ status: 'done' });
    expect((await w.row('member', Number(member!.id))).burial_date).toBe('2026-11-23');
    expect(await w.row('tomb_order', Number(order.id))).toMatchObject({ status: 'completed', completed_at: '2026-11-23' });
    expect((await w.row('tomb_burialslot', Number(order.burialslot_id))).status).toBe('buried');
  });

  it('refuses to finish a burial with no registration, and changes nothing', async () => {
    const { order } = await orderOn(w, 2, 'paid', false);
    const { burial } = (await act(w, 2, 'schedule_burial', { order_id: order.id, scheduled_start: at(15, 0, 12), crew: 'Crew B' })) as { burial: Row };
    const started = await move(w, 2, burial, 'in_progress');
    const refused = await refusalText(w, 2, 'move', { id: started.id, version: started.version, status: 'done' });
    expect(refused.code).toBe('work_needs_member');
    expect((await w.row('work_order', Number(burial.id))).status).toBe('in_progress');
    expect((await w.row('tomb_order', Number(order.id))).status).toBe('paid');
    expect((await w.row('tomb_burialslot', Number(order.burialslot_id))).status).toBe('sold');
  });

  it('lets a clerk request the burial of their order, unassigned, and a manager schedule it', async () => {
    const { order } = await orderOn(w, 3, 'paid');
    expect((await refusalText(w, 3, 'schedule_burial', { order_id: order.id, assignee_id: w.actor(4).userId })).code).toBe('work_clerk_assigns');
    const { burial } = (await act(w, 3, 'schedule_burial', { order_id: order.id, scheduled_start: at(10, 0, 14) })) as { burial: Row };
    expect(burial).toMatchObject({ status: 'requested', channel: 'outside', assignee_id: null });
    expect((await refusalText(w, 3, 'move', { id: burial.id, version: burial.version, status: 'scheduled' })).code).toBe('work_managers_only');
    const assigned = await w.update(4, 'work_order', Number(burial.id), { assignee_id: w.actor(6).userId }, Number(burial.version));
    expect((await move(w, 4, assigned, 'scheduled')).status).toBe('scheduled');
  });
});

describe('the inscription', () => {
  it('is engraved only after the family approved it, and a change of text takes the approval back', async () => {
    const { order, plot } = await orderOn(w, 1, 'paid');
    const draft = await w.create(2, 'work_order', { kind: 'inscription', burialslot_id: plot, order_id: order.id, scheduled_start: at(9, 0, 20), assignee_id: staff.b });
    const scheduled = await move(w, 2, draft, 'scheduled');
    expect((await refusalText(w, 2, 'approve', { id: scheduled.id, version: scheduled.version })).code).toBe('inscription_needs_text');
    const written = await w.update(2, 'work_order', Number(draft.id), { inscription_text: '慈母李氏之墓' }, Number(scheduled.version));
    expect(await refusalText(w, 2, 'move', { id: written.id, version: written.version, status: 'in_progress' })).toMatchObject({
      code: 'inscription_not_approved',
      msg: 'The family must approve the inscription before engraving starts',
    });
    expect((await refusalText(w, 1, 'approve', { id: written.id, version: written.version })).code).toBe('work_managers_only');
    const approved = await act(w, 2, 'approve', { id: written.id, version: written.version });
    expect(approved).toMatchObject({ approved_by: staff.a, approved_at: new Date(2026, 10, 23, 10).toISOString() });
    const changed = await w.update(2, 'work_order', Number(draft.id), { inscription_text: '慈母李氏之墓 子孙敬立' }, Number(approved.version));
    expect(changed).toMatchObject({ approved_by: null, approved_at: null });
    expect((await refusalText(w, 2, 'move', { id: changed.id, version: changed.version, status: 'in_progress' })).code).toBe('inscription_not_approved');
    // The same text again is no change: the approval stays.
    const again = await act(w, 2, 'approve', { id: changed.id, version: changed.version });
    const same = await w.update(2, 'work_order', Number(draft.id), { inscription_text: '慈母李氏之墓 子孙敬立', notes: 'gold leaf' }, Number(again.version));
    expect(same.approved_at).not.toBeNull();
    expect((await move(w, 2, same, 'in_progress')).status).toBe('in_progress');
  });
});
