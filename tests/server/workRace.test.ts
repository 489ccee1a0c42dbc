/**
 * Two schedulers racing for one person's slot: exactly one wins. Many simultaneous moves to
 * "scheduled" of work orders booking the same person at the same time, and many simultaneous
 * "schedule the burial" calls of different orders for that person, over real HTTP. On
 * PostgreSQL (TEST_DATABASE_URL) the requests really run in parallel on a connection pool and
 * meet at the row lock on the person; on PGlite they are serialised; the same assertions hold.
 */
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { servedWorld } from './domainSetup';
import { onPostgres } from './helpers/database';
import { at, insertWork, newPlot, orderOn } from './workSetup';

const ATTEMPTS = 16;
const { w, send } = servedWorld('work_race');

const post = (level: Level, path: string, body: unknown) => send(level, `admin.work_order/${path}`, body);

describe(`racing schedulers (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`${ATTEMPTS} simultaneous moves booking one person at one time: one is scheduled, the rest refused`, async () => {
    const person = w.actor(5).userId;
    const works = [];
    for (let i = 0; i < ATTEMPTS; i++)
      works.push(await insertWork(w, { kind: 'repair', burialslot_id: await newPlot(w), scheduled_start: at(9, i % 3 === 0 ? 0 : 30), duration_minutes: 60, assignee_id: person }));
    // Two managers of the channel, at once.
    const results = await Promise.all(works.map((work, i) => post(i % 2 === 0 ? 2 : 5, 'move', { id: work.id, version: work.version, status: 'scheduled' })));
    const won = results.filter((r) => r.body.status === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.body.status !== 200)) {
      expect(r.http).toBe(409);
      expect(r.body.data.code).toBe('work_assignee_busy');
    }
    const booked = await w.database.db.selectFrom('work_order').select('id').where('assignee_id', '=', person).where('status', '=', 'scheduled').execute();
    expect(booked).toHaveLength(1);
  });

  it(`${ATTEMPTS} simultaneous "schedule the burial" calls for one person at one time: one burial booked, nothing left of the others`, async () => {
    const person = w.actor(2).userId;
    const orders = [];
    for (let i = 0; i < ATTEMPTS; i++) orders.push((await orderOn(w, 1, 'paid')).order);
    const before = Number((await w.database.db.selectFrom('work_order').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const results = await Promise.all(
      orders.map((order, i) => post(i % 2 === 0 ? 2 : 5, 'schedule_burial', { order_id: order.id, scheduled_start: at(14, 0, 25), assignee_id: person, opening: true })),
    );
    expect(results.filter((r) => r.body.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.status !== 200)) expect([r.http, r.body.data.code]).toEqual([409, 'work_assignee_busy']);
    // The winner's opening and burial, nothing of the refused calls (each rolled back whole).
    const after = Number((await w.database.db.selectFrom('work_order').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(after - before).toBe(2);
  });
});
