/**
 * The work orders' permission matrix (docs/work.md, "Who may do what"), level by level, on the
 * level's own channel and on the other one: every level reads its channel's work orders; the
 * clerks (1, 3) request burial work for their orders, unassigned; the tomb managers (2, 4, 5, 6)
 * create any work, schedule, assign, move and approve; 5 and 6 delete. Another channel's work
 * order or order is "not found". Written out from the docs, not read from the config.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVELS, type Level } from '../../src/config/types';
import type { Row } from '../../src/server/hooks/registry';
import { buildWorld, outcome, type World } from './domainSetup';
import { onPostgres } from './helpers/database';
import { act, at, insertWork, newPlot, orderOn } from './workSetup';

const OUTSIDE: readonly Level[] = [3, 4, 6];
const channelOf = (level: Level) => (OUTSIDE.includes(level) ? 'outside' : 'inside');
const MANAGERS: readonly Level[] = [2, 4, 5, 6];
const DELETES: readonly Level[] = [5, 6];

let w: World;
const paid: Record<'inside' | 'outside', Row> = {} as Record<'inside' | 'outside', Row>;
const works: Record<'inside' | 'outside', Row> = {} as Record<'inside' | 'outside', Row>;

beforeAll(async () => {
  w = await buildWorld('work_permissions');
  for (const [channel, level] of [['inside', 1], ['outside', 3]] as const) {
    paid[channel] = (await orderOn(w, level, 'paid')).order;
    works[channel] = await insertWork(w, { kind: 'repair', channel, burialslot_id: paid[channel].burialslot_id, order_id: paid[channel].id, scheduled_start: at(8), crew: 'C' });
  }
});
afterAll(async () => {
  await w?.close();
});

describe(`work orders, level by level (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('every level reads its own channel’s work orders and never the other’s', async () => {
    for (const level of LEVELS) {
      const res = await w.call(level, '/index/query', { table: 'work_order', field: 'id,channel', page_size: 100 });
      const rows = res.body.data as unknown as { channel: string }[];
      expect([level, rows.length > 0, [...new Set(rows.map((r) => r.channel))]]).toEqual([level, true, [channelOf(level)]]);
    }
  });

  it('clerks request burial work for their channel’s orders only, unassigned; managers create any work', async () => {
    for (const level of LEVELS) {
      const own = paid[channelOf(level)];
      const other = paid[channelOf(level) === 'inside' ? 'outside' : 'inside'];
      const manager = MANAGERS.includes(level);
      const repair = await outcome(w.create(level, 'work_order', { kind: 'repair', burialslot_id: await newPlot(w) }));
      expect([level, repair]).toEqual([level, manager ? 'ok' : 'work_clerk_kind']);
      const loose = await outcome(w.create(level, 'work_order', { kind: 'burial', burialslot_id: own.burialslot_id }));
      expect([level, loose]).toEqual([level, manager ? 'ok' : 'work_clerk_needs_order']);
      const assigned = await outcome(w.create(level, 'work_order', { kind: 'inscription', burialslot_id: own.burialslot_id, order_id: own.id, assignee_id: w.actor(level).userId }));
      expect([level, assigned]).toEqual([level, manager ? 'ok' : 'work_clerk_assigns']);
      const request = await w.create(level, 'work_order', { kind: 'inscription', burialslot_id: own.burialslot_id, order_id: own.id });
      expect([level, request.status, request.channel]).toEqual([level, 'requested', channelOf(level)]);
      // The other channel's order is an unknown reference, its burial "not found".
      expect([level, await outcome(w.create(level, 'work_order', { kind: 'inscription', burialslot_id: other.burialslot_id, order_id: other.id }))]).toEqual([level, 'validation']);
      const burial = await w.call(level, '/index/admin.work_order/schedule_burial', { order_id: other.id });
      expect([level, burial.status, burial.body.data.code]).toEqual([level, 404, 'not_found']);
      // A status in the body is refused: it moves only through the actions.
      expect([level, await outcome(w.create(level, 'work_order', { kind: 'inscription', burialslot_id: own.burialslot_id, order_id: own.id, status: 'done' }))]).toEqual([level, 'read_only_field']);
    }
  });

  it('only managers edit, schedule, move and approve; on the other channel nothing is found', async () => {
    for (const level of LEVELS) {
      const mine = await insertWork(w, { kind: 'repair', channel: channelOf(level), burialslot_id: await newPlot(w), scheduled_start: at(level + 8, 0, 2), crew: 'C' });
      const theirs = works[channelOf(level) === 'inside' ? 'outside' : 'inside'];
      const manager = MANAGERS.includes(level);
      expect([level, await outcome(w.update(level, 'work_order', Number(mine.id), { notes: 'n' }))]).toEqual([level, manager ? 'ok' : 'forbidden']);
      const fresh = await w.row('work_order', Number(mine.id));
      const moved = await w.call(level, '/index/admin.work_order/move', { id: mine.id, version: fresh.version, status: 'scheduled' });
      expect([level, moved.status, moved.body.data.code ?? moved.body.data.status]).toEqual(manager ? [level, 200, 'scheduled'] : [level, 403, 'work_managers_only']);
      for (const path of ['move', 'approve']) {
        const res = await w.call(level, `/index/admin.work_order/${path}`, { id: theirs.id, version: theirs.version, ...(path === 'move' ? { status: 'cancelled', reason: 'x' } : {}) });
        expect([level, path, res.status, res.body.data.code]).toEqual([level, path, 404, 'not_found']);
      }
      if (manager) expect([level, await outcome(w.update(level, 'work_order', Number(theirs.id), { notes: 'n' }))]).toEqual([level, 'not_found']);
      expect(await w.row('work_order', Number(theirs.id))).toMatchObject({ status: 'requested', version: theirs.version });
    }
  });

  it('the managers of users delete work orders of their channel', async () => {
    for (const level of LEVELS) {
      const mine = await insertWork(w, { kind: 'cleaning', channel: channelOf(level), burialslot_id: await newPlot(w) });
      const res = await w.call(level, '/index/admin.work_order/table_delete', { ids: [mine.id] });
      expect([level, res.status]).toEqual([level, DELETES.includes(level) ? 200 : 403]);
    }
  });

  it('approving an inscription is the managers’', async () => {
    const { order, plot } = await orderOn(w, 3, 'paid');
    const ins = await w.create(3, 'work_order', { kind: 'inscription', burialslot_id: plot, order_id: order.id, inscription_text: '之墓' });
    expect(await outcome(act(w, 3, 'approve', { id: ins.id, version: ins.version }))).toBe('work_managers_only');
    expect((await act(w, 6, 'approve', { id: ins.id, version: ins.version })).approved_by).toBe(w.actor(6).userId);
  });
});

describe(`each work call, level by level, against the menu (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  /** Every route of work management, with the screen that offers it (written out, not read from the contracts). */
  const CALLS: { method: 'GET' | 'POST'; call: string; offeredBy: { page: string } | { resource: 'work_order' } }[] = [
    { method: 'POST', call: 'today', offeredBy: { page: 'workToday' } },
    { method: 'POST', call: 'photo', offeredBy: { resource: 'work_order' } },
    { method: 'POST', call: 'photos', offeredBy: { resource: 'work_order' } },
    { method: 'GET', call: 'photo/:photo', offeredBy: { resource: 'work_order' } },
    { method: 'POST', call: 'move', offeredBy: { resource: 'work_order' } },
    { method: 'POST', call: 'approve', offeredBy: { resource: 'work_order' } },
    { method: 'POST', call: 'schedule_burial', offeredBy: { resource: 'work_order' } },
    { method: 'POST', call: 'crew', offeredBy: { resource: 'work_order' } },
    { method: 'POST', call: 'calendar', offeredBy: { page: 'workCalendar' } },
    { method: 'POST', call: 'feed_status', offeredBy: { page: 'workCalendar' } },
    { method: 'POST', call: 'feed_token', offeredBy: { page: 'workCalendar' } },
    { method: 'POST', call: 'feed_revoke', offeredBy: { page: 'workCalendar' } },
    { method: 'POST', call: 'proof', offeredBy: { page: 'inscription' } },
    { method: 'POST', call: 'labels', offeredBy: { page: 'plotLabels' } },
  ];

  it('lists every work route the server has, each declared by its contract', async () => {
    const { CONTRACTS } = await import('../../src/protocol/contracts');
    for (const { method, call } of CALLS) expect([call, w.app.hasRoute({ method, url: `/index/admin.work_order/${call}` })]).toEqual([call, true]);
    const declared = CONTRACTS.filter((c) => c.path.startsWith('admin.work_order/')).map((c) => c.path.slice('admin.work_order/'.length));
    expect(declared.sort()).toEqual(CALLS.map((c) => c.call).sort());
  });

  it('answers each level only the calls its menu offers (clerks: no calendar, feed, labels or inscription proof)', async () => {
    const { routeTable } = await import('../../src/config/routes');
    const table = routeTable(w.app.resources);
    const reached: string[] = [];
    const expected: string[] = [];
    for (const level of LEVELS) {
      const menu = table.menuForLevel(level).flatMap((g) => g.children);
      for (const { method, call, offeredBy } of CALLS) {
        const offered = menu.some((r) => ('page' in offeredBy ? r.kind === 'page' && r.page === offeredBy.page : r.kind === 'resource' && r.resource === offeredBy.resource));
        if (offered) expected.push(`${level} ${call}`);
        const res = await w.app.inject({
          method,
          url: `/index/admin.work_order/${call.replace(':photo', '999999')}${call === 'photo' ? '?id=999999' : ''}`,
          headers: { 'x-token': w.token(level), 'accept-language': 'en', ...(method === 'POST' ? { 'content-type': call === 'photo' ? 'image/jpeg' : 'application/json' } : {}) },
          ...(method === 'POST' ? { payload: call === 'photo' ? Buffer.from([0xff, 0xd8, 0xff]) : '{}' } : {}),
        });
        const code = res.statusCode === 403 ? (res.json() as { data: { code: string } }).data.code : 'reached';
        if (code !== 'forbidden') reached.push(`${level} ${call}`);
      }
    }
    expect(reached).toEqual(expected);
    for (const level of [1, 3] as const) {
      const mine = reached.filter((r) => r.startsWith(`${level} `)).map((r) => r.slice(2));
      for (const call of ['calendar', 'feed_status', 'feed_token', 'feed_revoke', 'labels', 'proof']) expect(mine).not.toContain(call);
      expect(mine).toContain('today');
    }
  });
});
