/**
 * The demo's shuttles (src/server/seed/shuttles.ts): vehicles, two routes, departures on the
 * visit days (the days with slots), some bookings with seats, no departure over its seats, and
 * the demo driver's manifest opens on their own vehicle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoShuttles } from '../../src/server/seed/shuttles';
import { buildWorld, demoUsers, type World } from './domainSetup';
import { addGate, addSlot, mobile, noLimits, pub } from './visitSetup';

let w: World;
let count = 0;

beforeAll(async () => {
  w = await buildWorld('shuttle_seed');
  noLimits(w);
  const gate = await addGate(w, 'Seed gate');
  for (const day of ['2026-11-23', '2026-11-24']) {
    const slot = await addSlot(w, { gate_id: gate, day, starts: '16:00', ends: '17:00', quota: 500 });
    for (let i = 0; i < 40; i++) await pub(w, 'book', { slot_id: slot.id, name: '家属', mobile: mobile(), people: 1 + (i % 4) });
  }
  count = await w.database.transaction((trx) => writeDemoShuttles(trx, '2026-11-23', demoUsers(w, [1, 3])));
});
afterAll(async () => {
  await w?.close();
});

describe('the demo shuttles', () => {
  it('runs departures on the visit days, with seats booked within each departure’s seats and each party', async () => {
    const db = w.database.db;
    expect(count).toBe(14);
    expect((await db.selectFrom('visit_route').select('id').execute()).length).toBe(2);
    const deps = await db.selectFrom('visit_departure').selectAll().execute();
    expect([...new Set(deps.map((d) => d.day))].sort()).toEqual(['2026-11-23', '2026-11-24']);
    const seated = await db.selectFrom('visit_booking').select(['departure_id', 'seats', 'people', 'day']).where('seats', '>', 0).execute();
    expect(seated.length).toBeGreaterThan(5);
    for (const d of deps) {
      const sum = seated.filter((b) => Number(b.departure_id) === Number(d.id)).reduce((a, b) => a + Number(b.seats), 0);
      expect(Number(d.booked)).toBe(sum);
      expect(sum).toBeLessThanOrEqual(Number(d.seats));
    }
    for (const b of seated) {
      expect(Number(b.seats)).toBeLessThanOrEqual(Number(b.people));
      expect(deps.find((d) => Number(d.id) === Number(b.departure_id))?.day).toBe(b.day);
    }
  });

  it('the demo driver’s manifest opens on their own vehicle’s departure', async () => {
    await w.setNow(new Date(2026, 10, 23, 9, 0));
    const res = await w.call(1, '/index/admin.visit_departure/manifest', {});
    const data = res.body.data as { departure_id: number; departures: { id: number; mine: boolean; vehicle: string }[] };
    expect(data.departures).toHaveLength(7);
    expect(data.departures.find((d) => d.id === data.departure_id)).toMatchObject({ mine: true, vehicle: '1号摆渡车' });
  });
});
