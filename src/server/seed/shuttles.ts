/**
 * The demo's shuttles (docs/visits.md "Shuttles"): three vehicles (two with a demo driver), two
 * routes, and departures on the demo's visit days (the days that have visit slots, at most 14;
 * today and the next two days when there are none yet). Some of those days' bookings get seats
 * on a departure (never over its seats). Written in the demo's transaction, after the visit data.
 */
import { sql } from 'kysely';
import { addDays } from '../clock/clock';
import type { Db } from '../db/database';
import { idOf } from './insert';
import { createRng } from './prng';
import { demoMobile } from './users';

const VEHICLES = [
  { name: '1号摆渡车', plate: '粤A·D1234', seats: 19, driver: demoMobile(1) },
  { name: '2号摆渡车', plate: '粤A·D5678', seats: 33, driver: demoMobile(3) },
  { name: '3号电瓶车', plate: '园内-03', seats: 14, driver: null },
];
const ROUTES = [
  { name: '地铁站线', stops: '地铁站B口 — 正门 — 思亲堂' },
  { name: '停车场线', stops: '东停车场 — 东门 — 松柏园' },
];
/** Each day's departures: [time, route index, vehicle index]. */
const TIMETABLE: [string, number, number][] = [
  ['08:30', 0, 0],
  ['09:00', 1, 2],
  ['10:00', 0, 1],
  ['11:30', 0, 0],
  ['12:00', 1, 2],
  ['13:30', 0, 1],
  ['15:00', 0, 0],
];

export const writeDemoShuttles = async (trx: Db, today: string, users: Map<string, number>): Promise<number> => {
  const exists = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ('visit_vehicle', 'visit_route', 'visit_departure')`.execute(trx);
  if (Number(exists.rows[0]?.n) < 3) return 0;
  const rng = createRng(1818);
  const vehicles: { id: number; seats: number }[] = [];
  for (const v of VEHICLES)
    vehicles.push(
      (await trx
        .insertInto('visit_vehicle')
        .values({ name: v.name, plate: v.plate, seats: v.seats, driver_id: v.driver && users.has(v.driver) ? idOf(users, v.driver) : null })
        .returning(['id', 'seats'])
        .executeTakeFirstOrThrow()) as { id: number; seats: number },
    );
  const routes: number[] = [];
  for (const r of ROUTES) routes.push(Number((await trx.insertInto('visit_route').values(r).returning('id').executeTakeFirstOrThrow()).id));
  const slotDays = (await trx.selectFrom('visit_slot').select('day').distinct().where('day', '>=', today).orderBy('day').limit(14).execute()).map((r) => String(r.day));
  const days = slotDays.length > 0 ? slotDays : [today, addDays(today, 1), addDays(today, 2)];
  let made = 0;
  for (const day of days) {
    const deps = TIMETABLE.map(([departs, r, v]) => ({ day, departs, route_id: routes[r], vehicle_id: vehicles[v].id, seats: Number(vehicles[v].seats), booked: 0, boarded: 0, closed: false }));
    const ids = await trx.insertInto('visit_departure').values(deps).returning(['id', 'seats']).execute();
    made += ids.length;
    // About a third of the day's bookings ride a shuttle.
    const bookings = await trx.selectFrom('visit_booking').select(['id', 'people']).where('day', '=', day).where('status', '=', 'booked').orderBy('id').limit(2000).execute();
    const booked = new Map<number, number>();
    for (const b of bookings) {
      if (rng.next() > 0.35) continue;
      const dep = rng.pick(ids);
      const seats = Math.min(Number(b.people), rng.int(1, 3));
      const taken = booked.get(Number(dep.id)) ?? 0;
      if (taken + seats > Number(dep.seats)) continue;
      booked.set(Number(dep.id), taken + seats);
      await trx.updateTable('visit_booking').set({ departure_id: Number(dep.id), seats }).where('id', '=', Number(b.id)).execute();
    }
    for (const [id, n] of booked) await trx.updateTable('visit_departure').set({ booked: n }).where('id', '=', id).execute();
  }
  return made;
};
