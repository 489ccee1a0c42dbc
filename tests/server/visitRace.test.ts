/**
 * The slot quota under a rush: 2,000 simultaneous public bookings for the last 100 places of a
 * slot give exactly 100 bookings, and the slot's count says 100. On PostgreSQL
 * (TEST_DATABASE_URL) the bookings really run in parallel on a pool and meet at the slot's row;
 * on PGlite they are serialised; the same assertions hold. Shuttle seats the same way: 500
 * concurrent bookings with a seat for the last 10 seats of a departure give exactly 10.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from './domainSetup';
import { onPostgres } from './helpers/database';
import { addDeparture, addGate, addSlot, mobile, noLimits, pub } from './visitSetup';

let w: World;
beforeAll(async () => {
  // All 2,000 wait for a connection instead of the pool's usual queue of 250 answering 503
  // (database_busy, retried by a client): the race itself is what is under test here.
  process.env.PG_POOL_QUEUE = '5000';
  process.env.PG_CONNECT_TIMEOUT_MS = '120000';
  w = await buildWorld('visit_race');
  delete process.env.PG_POOL_QUEUE;
  delete process.env.PG_CONNECT_TIMEOUT_MS;
  noLimits(w);
});
afterAll(async () => {
  await w?.close();
});

describe(`the slot quota under a rush (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('2,000 concurrent bookings for the last 100 places give exactly 100', async () => {
    const gate = await addGate(w, 'Race gate');
    // 900 of 1,000 places already taken.
    const slot = await addSlot(w, { gate_id: gate, starts: '14:00', ends: '15:00', quota: 1000, booked: 900 });
    const results = await Promise.all(
      Array.from({ length: 2000 }, (_, i) => pub(w, 'book', { slot_id: slot.id, name: '张三', mobile: mobile(), people: 1 }, `198.51.${i % 200}.${i % 250}`)),
    );
    const won = results.filter((r) => r.body.status === 200);
    expect(won).toHaveLength(100);
    for (const r of results.filter((x) => x.body.status !== 200)) expect([r.http, r.body.data.code]).toEqual([409, 'visit_full']);
    const after = await w.row('visit_slot', Number(slot.id));
    expect(Number(after.booked)).toBe(1000);
    const rows = await w.database.db.selectFrom('visit_booking').select('id').where('slot_id', '=', Number(slot.id)).execute();
    expect(rows).toHaveLength(100);
    expect(new Set(won.map((r) => r.body.data.code)).size).toBe(100);
  }, 240_000);

  it('parties of different sizes never go over the quota together', async () => {
    const gate = await addGate(w, 'Race gate 2');
    const slot = await addSlot(w, { gate_id: gate, starts: '15:00', ends: '16:00', quota: 50 });
    const sizes = Array.from({ length: 60 }, (_, i) => (i % 4) + 1);
    const results = await Promise.all(sizes.map((people) => pub(w, 'book', { slot_id: slot.id, name: '李四', mobile: mobile(), people })));
    const taken = results.reduce((s, r, i) => s + (r.body.status === 200 ? sizes[i] : 0), 0);
    const after = await w.row('visit_slot', Number(slot.id));
    expect(Number(after.booked)).toBe(taken);
    expect(taken).toBeLessThanOrEqual(50);
    expect(taken).toBeGreaterThanOrEqual(47);
  }, 120_000);

  it('500 concurrent bookings with a shuttle seat for the last 10 seats give exactly 10', async () => {
    const gate = await addGate(w, 'Race gate 3');
    const slot = await addSlot(w, { gate_id: gate, starts: '16:00', ends: '17:00', quota: 10_000 });
    const dep = await addDeparture(w, { seats: 50, departs: '15:30' });
    await w.database.db.updateTable('visit_departure').set({ booked: 40 }).where('id', '=', Number(dep.id)).execute();
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        pub(w, 'book', { slot_id: slot.id, name: '王五', mobile: mobile(), people: 2, departure_id: dep.id, seats: 1 }, `198.51.${i % 200}.${i % 250}`),
      ),
    );
    const won = results.filter((r) => r.body.status === 200);
    expect(won).toHaveLength(10);
    for (const r of results.filter((x) => x.body.status !== 200)) expect([r.http, r.body.data.code]).toEqual([409, 'visit_seats_full']);
    expect(Number((await w.row('visit_departure', Number(dep.id))).booked)).toBe(50);
    // A refused booking took no places either: only the winners' parties are in the slot.
    expect(Number((await w.row('visit_slot', Number(slot.id))).booked)).toBe(20);
    const seats = await w.database.db.selectFrom('visit_booking').select('seats').where('departure_id', '=', Number(dep.id)).execute();
    expect(seats.reduce((a, r) => a + Number(r.seats), 0)).toBe(10);
  }, 240_000);
});
