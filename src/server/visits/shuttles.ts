/**
 * Shuttles (docs/visits.md "Shuttles"): departures of a vehicle on a route at a time of a visit
 * day, with the vehicle's seats. A booking takes seats on one departure of its day, never more
 * than its party: one conditional UPDATE (booked + n <= seats) in the booking's transaction,
 * after the slot's places, so concurrent requests for the last seats get exactly those seats.
 * Drivers see the day's manifest and tick who boarded.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../config/types';
import { departureOpen, isTimeOfDay, maskMobile, maskName, seatRefusal } from '../../rules/visits';
import type { BookingShuttle, DriverDeparture, DriverManifest, PublicShuttle, ScreenData } from '../../protocol/visits';
import { dayOf, localNow } from '../clock/clock';
import { giveUnits, takeUnits } from './capacity';
import { doorRead, doorTransaction, privilegedRead, type TypedDb } from '../data/door';
import { ApiError } from '../http/errors';
import type { TableHooks } from '../hooks/registry';
import type { RowOf } from '../db/tables';

/** A booking's shuttle: a departure and its seats, or none. */
export interface SeatHold {
  departure_id: number;
  seats: number;
}

const departureRow = (trx: TypedDb, id: number): Promise<RowOf<'visit_departure'> | undefined> =>
  trx.selectFrom('visit_departure').selectAll().where('id', '=', id).executeTakeFirst();

const vehicleSeats = async (trx: TypedDb, vehicleId: unknown): Promise<number> => {
  const v = await trx.selectFrom('visit_vehicle').select('seats').where('id', '=', Number(vehicleId)).executeTakeFirst();
  if (!v) throw new ApiError('validation', 422, undefined, { vehicle_id: { key: 'reference' } });
  return v.seats;
};

const checkTime = (departs: unknown): void => {
  if (!isTimeOfDay(departs)) throw new ApiError('validation', 422, undefined, { departs: { key: 'pattern' } });
};

/** A departure runs on a day of visits: a day with no slot at all is a mistyped day (nobody could book its seats). */
const checkSlotDay = async (trx: TypedDb, day: unknown): Promise<void> => {
  const slot = await trx.selectFrom('visit_slot').select('id').where('day', '=', String(day)).limit(1).executeTakeFirst();
  if (!slot) throw new ApiError('visit_departure_no_slots', 422, undefined, { day: { code: 'visit_departure_no_slots' } });
};

/** Departures: on a day with visit slots; the seats are the vehicle's, never fewer than booked; one with seats booked keeps its day and stays. */
export const departureHooks: TableHooks = {
  beforeCreate: async (ctx, data) => {
    checkTime(data.departs);
    await checkSlotDay(ctx.db, data.day);
    return { ...data, seats: await vehicleSeats(ctx.db, data.vehicle_id), booked: 0, boarded: 0 };
  },
  // `before` is locked: a booking taking seats waits, so the seats are never set under what is booked.
  beforeUpdate: async (ctx, before, patch) => {
    if (patch.departs !== undefined) checkTime(patch.departs);
    const booked = Number(before.booked);
    if (patch.day !== undefined && String(patch.day) !== String(before.day) && booked > 0) throw new ApiError('visit_departure_has_seats', 409);
    if (patch.day !== undefined && String(patch.day) !== String(before.day)) await checkSlotDay(ctx.db, patch.day);
    if (patch.vehicle_id === undefined || Number(patch.vehicle_id) === Number(before.vehicle_id)) return patch;
    const seats = await vehicleSeats(ctx.db, patch.vehicle_id);
    if (seats < booked) throw new ApiError('visit_seats_below_booked', 409, { booked });
    return { ...patch, seats };
  },
  beforeDelete: (_ctx, row) => {
    if (Number(row.booked) > 0) throw new ApiError('visit_departure_has_seats', 409);
  },
};

/** A vehicle's new seat count goes to its departures from today on (never under what one of them has booked). */
export const vehicleHooks: TableHooks = {
  afterUpdate: async (ctx, before, after) => {
    if (Number(before.seats) === Number(after.seats)) return;
    const seats = Number(after.seats);
    const today = dayOf(ctx.app.clock.now());
    const deps = await ctx.db
      .selectFrom('visit_departure')
      .select(['id', 'booked'])
      .where('vehicle_id', '=', Number(after.id))
      .where('day', '>=', today)
      .orderBy('id')
      .forUpdate()
      .execute();
    const over = deps.find((d) => Number(d.booked) > seats);
    if (over) throw new ApiError('visit_seats_below_booked', 409, { booked: Number(over.booked) });
    if (deps.length > 0)
      await ctx.db
        .updateTable('visit_departure')
        .set({ seats, version: sql`version + 1`, updated_at: sql`now()` })
        .where('id', 'in', deps.map((d) => d.id))
        .execute();
  },
};

/** Take `seats` of a departure, or refuse: the one statement that keeps the seats. */
const takeSeats = async (app: FastifyInstance, trx: TypedDb, departureId: number, seats: number): Promise<void> => {
  const dep = await departureRow(trx, departureId);
  const { today, minutes } = localNow(app);
  if (!dep || !departureOpen({ day: dep.day, departs: dep.departs, closed: Boolean(dep.closed) }, today, minutes))
    throw new ApiError('visit_departure_closed', 409);
  if (!(await takeUnits(trx, 'visit_departure', departureId, seats))) throw new ApiError('visit_seats_full', 409);
};

const giveSeats = (trx: TypedDb, departureId: number, seats: number): Promise<void> => giveUnits(trx, 'visit_departure', departureId, seats);

/**
 * Check what a booking of `people` on `day` asks of the shuttle (the shared rule), the
 * departure's day read from the database. Refuses before anything is written.
 */
export const checkSeats = async (trx: TypedDb, want: SeatHold | null, people: number, day: string): Promise<void> => {
  let departureDay: string | null = null;
  if (want) {
    const dep = await departureRow(trx, want.departure_id);
    if (!dep) throw new ApiError('visit_departure_closed', 409);
    departureDay = dep.day;
  }
  const refusal = seatRefusal(want?.seats ?? 0, people, day, departureDay);
  if (refusal) throw new ApiError(refusal, 422, { people });
};

/**
 * Move a booking's seats from `from` to `to` (either may be none): more seats on the same
 * departure are taken under its seats, fewer returned; between two departures the rows are
 * changed in id order, so two crossing changes never deadlock. Called after the slot's places
 * (every writer locks slots before departures).
 */
export const moveSeats = async (app: FastifyInstance, trx: TypedDb, from: SeatHold | null, to: SeatHold | null): Promise<void> => {
  if (from && to && from.departure_id === to.departure_id) {
    const delta = to.seats - from.seats;
    if (delta > 0) await takeSeats(app, trx, to.departure_id, delta);
    else if (delta < 0) await giveSeats(trx, to.departure_id, -delta);
    return;
  }
  const steps = [
    ...(from ? [{ id: from.departure_id, run: () => giveSeats(trx, from.departure_id, from.seats) }] : []),
    ...(to ? [{ id: to.departure_id, run: () => takeSeats(app, trx, to.departure_id, to.seats) }] : []),
  ].sort((a, b) => a.id - b.id);
  for (const s of steps) await s.run();
};

/** The seats a booking row holds, or none. */
export const holdOf = (b: Pick<RowOf<'visit_booking'>, 'departure_id' | 'seats'>): SeatHold | null =>
  b.departure_id == null || Number(b.seats) === 0 ? null : { departure_id: b.departure_id, seats: Number(b.seats) };

/** A booking's shuttle from its seats and its departure's time and route name (null: no seats, or the departure is gone). */
export const shuttleOf = (hold: SeatHold | null, departure: { departs?: unknown; route?: unknown } | undefined): BookingShuttle | null =>
  hold && departure && departure.departs != null ? { departure_id: hold.departure_id, departs: String(departure.departs), route: String(departure.route), seats: hold.seats } : null;

/** The owner's view of a booking's shuttle. */
export const bookingShuttle = async (db: TypedDb, hold: SeatHold | null): Promise<BookingShuttle | null> => {
  if (!hold) return null;
  const r = (await db
    .selectFrom('visit_departure as d')
    .innerJoin('visit_route as r', 'r.id', 'd.route_id')
    .select(['d.departs', 'r.name as route'])
    .where('d.id', '=', hold.departure_id)
    .executeTakeFirst());
  return shuttleOf(hold, r);
};

/** The open departures of the public page's days, by day: the seats left and nothing else (no caller: the privileged handle). */
export const publicShuttles = async (app: FastifyInstance, from: string, last: string): Promise<Map<string, PublicShuttle[]>> => {
  const { today, minutes } = localNow(app);
  const rows = (await privilegedRead(app)
    .selectFrom('visit_departure as d')
    .innerJoin('visit_route as r', 'r.id', 'd.route_id')
    .select(['d.id', 'd.day', 'd.departs', 'd.seats', 'd.booked', 'd.closed', 'r.name as route', 'r.stops'])
    .where('d.day', '>=', from)
    .where('d.day', '<=', last)
    .where('d.closed', '=', false)
    .orderBy('d.day')
    .orderBy('d.departs')
    .orderBy('d.id')
    .limit(2000)
    .execute());
  const byDay = new Map<string, PublicShuttle[]>();
  for (const r of rows) {
    const day = r.day;
    if (!departureOpen({ day, departs: r.departs, closed: false }, today, minutes)) continue;
    if (!byDay.has(day)) byDay.set(day, []);
    byDay.get(day)?.push({ id: r.id, departs: r.departs, route: r.route, stops: r.stops, left: Math.max(Number(r.seats) - Number(r.booked), 0) });
  }
  return byDay;
};

/** Today's departures on a driver's phone and the chosen one's bookings (the caller's vehicle's first by default). */
export const driverManifest = async (app: FastifyInstance, actor: Actor, departureId?: number): Promise<DriverManifest> => {
  const db = doorRead(app, actor);
  const { today, minutes } = localNow(app);
  const deps = (await db
    .selectFrom('visit_departure as d')
    .innerJoin('visit_route as r', 'r.id', 'd.route_id')
    .innerJoin('visit_vehicle as v', 'v.id', 'd.vehicle_id')
    .select(['d.id', 'd.departs', 'd.seats', 'd.booked', 'd.boarded', 'r.name as route', 'v.name as vehicle', 'v.plate', 'v.driver_id'])
    .where('d.day', '=', today)
    .orderBy('d.departs')
    .orderBy('d.id')
    .limit(200)
    .execute());
  const departures: DriverDeparture[] = deps.map((d) => ({
    id: d.id,
    departs: d.departs,
    route: d.route,
    vehicle: d.vehicle,
    plate: d.plate == null ? '' : d.plate,
    seats: Number(d.seats),
    booked: Number(d.booked),
    boarded: Number(d.boarded),
    mine: d.driver_id != null && d.driver_id === actor.userId,
  }));
  const mine = departures.filter((d) => d.mine);
  // The caller's next departure (or their last one once all have left).
  const fallback = mine.find((d) => departureOpen({ day: today, departs: d.departs, closed: false }, today, minutes - 30)) ?? mine[mine.length - 1];
  const chosen = departureId !== undefined ? departures.find((d) => d.id === departureId) : fallback;
  if (departureId !== undefined && !chosen) throw new ApiError('visit_departure_day', 409);
  if (!chosen) return { day: today, departures, departure_id: null, rows: [] };
  const rows = (await db
    .selectFrom('visit_booking')
    .select(['code', 'name', 'mobile', 'seats', 'boarded'])
    .where('departure_id', '=', chosen.id)
    .where('status', '=', 'booked')
    .where('seats', '>', 0)
    .orderBy('boarded')
    .orderBy('code')
    .limit(500)
    .execute());
  return {
    day: today,
    departures,
    departure_id: chosen.id,
    rows: rows.map((r) => ({ code: String(r.code), name: maskName(String(r.name)), mobile: maskMobile(String(r.mobile)), seats: Number(r.seats), boarded: Boolean(r.boarded) })),
  };
};

/** Tick (or untick) a booking as boarded on today's departure: the booking's row locked, the departure's count kept with it. */
export const board = async (app: FastifyInstance, actor: Actor, departureId: number, code: string, boarded: boolean): Promise<DriverManifest> => {
  await doorTransaction(app, actor, async (trx) => {
    const b = (await trx.selectFrom('visit_booking').select(['id', 'departure_id', 'seats', 'boarded', 'status']).where('code', '=', code).forUpdate().executeTakeFirst());
    if (!b || Number(b.departure_id) !== departureId || b.status !== 'booked' || Number(b.seats) === 0) throw new ApiError('visit_not_on_departure', 409);
    const dep = await departureRow(trx, departureId);
    if (!dep || dep.day !== localNow(app).today) throw new ApiError('visit_departure_day', 409);
    if (Boolean(b.boarded) === boarded) return;
    const seats = Number(b.seats);
    await trx.updateTable('visit_booking').set({ boarded, version: sql`version + 1`, updated_at: sql`now()` }).where('id', '=', b.id).execute();
    await trx
      .updateTable('visit_departure')
      .set({ boarded: boarded ? sql`boarded + ${seats}` : sql`greatest(boarded - ${seats}, 0)` })
      .where('id', '=', departureId)
      .execute();
  });
  return driverManifest(app, actor, departureId);
};

/** Today's shuttle load for the data screen. */
export const screenShuttles = async (db: TypedDb, day: string): Promise<ScreenData['shuttles']> => {
  const rows = (await db
    .selectFrom('visit_departure as d')
    .innerJoin('visit_route as r', 'r.id', 'd.route_id')
    .innerJoin('visit_vehicle as v', 'v.id', 'd.vehicle_id')
    .select(['d.departs', 'd.seats', 'd.booked', 'd.boarded', 'r.name as route', 'v.name as vehicle'])
    .where('d.day', '=', day)
    .orderBy('d.departs')
    .orderBy('d.id')
    .limit(100)
    .execute());
  return rows.map((r) => ({ departs: r.departs, route: r.route, vehicle: r.vehicle, seats: Number(r.seats), booked: Number(r.booked), boarded: Number(r.boarded) }));
};
