/**
 * The public's bookings (docs/visits.md): book, change, cancel, find. The slot's quota is kept
 * by the database: one conditional UPDATE (booked + n <= quota) in the booking's transaction,
 * so any number of concurrent bookings for the last places get exactly those places. A booking
 * is found only by its code AND the mobile that made it; what goes back is that booking alone.
 * Shuttle seats (./shuttles.ts) go with the booking, taken the same way after the slot's places.
 *
 * The public's calls have no caller to scope: they reach the data through the privileged handle
 * (src/server/data/door.ts). No visit table is a channel's, and the deceased the public may name
 * are every channel's that the cemetery marks findable (`visit_public`).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { CODE_ALPHABET, CODE_LENGTH, VISIT_LIMITS, minutesOf } from '../../rules/visits';
import { addDays, localNow } from '../clock/clock';
import { privilegedRead, privilegedTransaction, type TypedDb } from '../data/door';
import { ApiError, retryLater } from '../http/errors';
import type { RowOf } from '../db/tables';
import type { PublicBooking } from '../../protocol/visits';
import { giveUnits, takeUnits } from './capacity';
import { bookingShuttle, checkSeats, holdOf, moveSeats, type SeatHold } from './shuttles';

export interface BookingRequest {
  slot_id: number;
  name: string;
  mobile: string;
  people: number;
  member_id?: number;
  /** Shuttle seats on a departure of the slot's day, at most `people`. */
  shuttle?: SeatHold | null;
}


export const newCode = (): string => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** A slot that has ended (or a past day) cannot be booked or changed into. */
export const slotIsPast = (slot: Pick<RowOf<'visit_slot'>, 'day' | 'ends'>, today: string, minutes: number): boolean =>
  slot.day < today || (slot.day === today && minutesOf(slot.ends) <= minutes);

const slotRow = (trx: TypedDb, id: number): Promise<RowOf<'visit_slot'> | undefined> => trx.selectFrom('visit_slot').selectAll().where('id', '=', id).executeTakeFirst();

/** Take `people` places of a slot, or refuse: the one statement that keeps the quota. */
const takePlaces = async (app: FastifyInstance, trx: TypedDb, slotId: number, people: number): Promise<void> => {
  const { today, minutes } = localNow(app);
  const slot = await slotRow(trx, slotId);
  if (!slot) throw new ApiError('visit_slot_closed', 409);
  if (slotIsPast(slot, today, minutes)) throw new ApiError('visit_past', 409);
  if (slot.day > addDays(today, VISIT_LIMITS.daysAhead)) throw new ApiError('visit_slot_closed', 409);
  const taken = await takeUnits(trx, 'visit_slot', slotId, people);
  if (!taken) throw new ApiError(slot.closed ? 'visit_slot_closed' : 'visit_full', 409);
};

const givePlaces = (trx: TypedDb, slotId: number, people: number): Promise<void> => giveUnits(trx, 'visit_slot', slotId, people);

/** The lock under which one mobile's bookings are counted (one key per mobile, for booking and change alike). */
const mobileLock = (mobile: string) => sql<null>`pg_advisory_xact_lock(hashtext(${`visit:${mobile}`}))`;

/** One mobile's bookings of one day are counted under a lock on the mobile: the cap holds under concurrency. */
const checkMobileCap = async (trx: TypedDb, mobile: string, day: string, cap: number, except?: number): Promise<void> => {
  await sql`select ${mobileLock(mobile)}`.execute(trx);
  let q = trx
    .selectFrom('visit_booking')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mobile', '=', mobile)
    .where('day', '=', day)
    .where('status', '=', 'booked');
  if (except !== undefined) q = q.where('id', '<>', except);
  const n = Number((await q.executeTakeFirst())?.n ?? 0);
  if (n >= cap) throw new ApiError('visit_mobile_cap', 409, { max: cap });
};

/** The name of a deceased the cemetery marks findable, or refuse as if unknown. */
const publicMemberName = async (trx: TypedDb, memberId: number): Promise<string> => {
  const m = await trx.selectFrom('member').select('name').where('id', '=', memberId).where('visit_public', '=', true).executeTakeFirst();
  if (!m) throw new ApiError('validation', 422, undefined, { member_id: { key: 'reference' } });
  return m.name;
};

export const publicBooking = async (db: TypedDb, bookingId: number): Promise<PublicBooking> => {
  const r = (await db
    .selectFrom('visit_booking as b')
    .innerJoin('visit_slot as s', 's.id', 'b.slot_id')
    .innerJoin('visit_gate as g', 'g.id', 's.gate_id')
    .leftJoin('member as m', (j) => j.onRef('m.id', '=', 'b.member_id').on('m.visit_public', '=', true))
    .select(['b.code', 'b.name', 'b.people', 'b.checked_in', 'b.status', 'b.departure_id', 'b.seats', 's.day', 's.starts', 's.ends', 'g.name as gate', 's.id as slot_id', 'm.name as deceased'])
    .where('b.id', '=', bookingId)
    .executeTakeFirstOrThrow());
  return {
    code: String(r.code),
    name: String(r.name),
    people: Number(r.people),
    checked_in: Number(r.checked_in),
    status: String(r.status),
    day: r.day,
    starts: r.starts,
    ends: r.ends,
    gate: r.gate,
    slot_id: r.slot_id,
    deceased: r.deceased ?? null,
    shuttle: await bookingShuttle(db, holdOf(r)),
  };
};

/** New codes tried when one is already taken (50 random bits: a second collision in a row does not happen but by a broken generator). */
export const CODE_ATTEMPTS = 5;

/**
 * A booking in two statements inside its transaction (docs/performance.md "Qingming rush"):
 * 1. the slot and its gate, taking the mobile's lock in the same statement;
 * 2. the mobile's count of the day, the booking row (unless the count is at the cap or the
 *    code is taken: ON CONFLICT DO NOTHING (its unique index is the only one a new row can meet), so the transaction lives on) and the slot's places
 *    (only when the row went in; the one conditional UPDATE that keeps the quota), as one
 *    statement. Its snapshot is taken after the lock: the count sees every booking of that mobile.
 * The slot's row (the one every booking of the slot waits for) is locked from that statement to
 * the commit only. A taken code is tried again with a new one (at most CODE_ATTEMPTS, then
 * "busy, try again", never a 500); no room rolls the whole transaction back, the row with it.
 */
export const book = async (app: FastifyInstance, req: BookingRequest): Promise<PublicBooking> =>
  privilegedTransaction(app, async (trx) => {
    const slot = (await trx
      .selectFrom('visit_slot as s')
      .innerJoin('visit_gate as g', 'g.id', 's.gate_id')
      .select(['s.id', 's.day', 's.starts', 's.ends', 's.closed', 'g.name as gate', mobileLock(req.mobile).as('locked')])
      .where('s.id', '=', req.slot_id)
      .executeTakeFirst());
    if (!slot) throw new ApiError('visit_slot_closed', 409);
    const { today, minutes } = localNow(app);
    const day = slot.day;
    if (slotIsPast(slot, today, minutes)) throw new ApiError('visit_past', 409);
    if (slot.closed || day > addDays(today, VISIT_LIMITS.daysAhead)) throw new ApiError('visit_slot_closed', 409);
    const deceased = req.member_id === undefined ? null : await publicMemberName(trx, req.member_id);
    const shuttle = req.shuttle ?? null;
    await checkSeats(trx, shuttle, req.people, day);
    const cap = app.visitLimits.perMobilePerDay;
    for (let attempt = 1; attempt <= CODE_ATTEMPTS; attempt++) {
      const code = app.visitCode();
      const { rows } = await sql<{ n: number; id: number | null; booked: number | null }>`
        WITH held AS (
          SELECT count(*)::integer AS n FROM visit_booking WHERE mobile = ${req.mobile} AND day = ${day} AND status = 'booked'
        ), ins AS (
          INSERT INTO visit_booking (code, slot_id, day, name, mobile, people, member_id, status, checked_in, departure_id, seats, boarded)
          SELECT ${code}::text, ${req.slot_id}::integer, ${day}::date, ${req.name}::text, ${req.mobile}::text, ${req.people}::integer, ${req.member_id ?? null}::integer, 'booked', 0,
            ${shuttle?.departure_id ?? null}::integer, ${shuttle?.seats ?? 0}::integer, false
          FROM held WHERE held.n < ${cap}::integer
          ON CONFLICT DO NOTHING
          RETURNING id
        ), taken AS (
          UPDATE visit_slot SET booked = booked + ${req.people}
          WHERE id = ${req.slot_id} AND NOT closed AND booked + ${req.people} <= quota AND EXISTS (SELECT 1 FROM ins)
          RETURNING booked
        )
        SELECT (SELECT n FROM held) AS n, (SELECT id FROM ins) AS id, (SELECT booked FROM taken) AS booked`.execute(trx);
      const r = rows[0];
      if (Number(r.n) >= cap) throw new ApiError('visit_mobile_cap', 409, { max: cap });
      if (r.id === null) continue;
      if (r.booked === null) throw new ApiError('visit_full', 409);
      // Slots before departures, in every writer: no two transactions wait on each other.
      await moveSeats(app, trx, null, shuttle);
      const ticket = { code, name: req.name, people: req.people, checked_in: 0, status: 'booked' as const, day, starts: slot.starts, ends: slot.ends, gate: slot.gate, slot_id: req.slot_id, deceased };
      return { ...ticket, shuttle: await bookingShuttle(trx, shuttle) };
    }
    app.log.error({ attempts: CODE_ATTEMPTS }, 'visit booking: every new code was already taken');
    throw retryLater('database_busy', 503);
  });

/** The booking of this code and mobile, locked; anything else is "not found" (no hint which part was wrong). */
const lockOwn = async (trx: TypedDb, code: string, mobile: string): Promise<RowOf<'visit_booking'>> => {
  const b = await trx.selectFrom('visit_booking').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
  if (!b || b.mobile !== mobile) throw new ApiError('visit_not_found', 404);
  return b;
};

export const findOwn = async (app: FastifyInstance, code: string, mobile: string): Promise<PublicBooking | null> => {
  const db = privilegedRead(app);
  const b = await db.selectFrom('visit_booking').select(['id', 'mobile']).where('code', '=', code).executeTakeFirst();
  if (!b || b.mobile !== mobile) return null;
  return publicBooking(db, b.id);
};

const openForChange = (app: FastifyInstance, b: RowOf<'visit_booking'>, slot: RowOf<'visit_slot'> | undefined): void => {
  if (b.status !== 'booked') throw new ApiError('visit_cancelled', 409);
  if (Number(b.checked_in) > 0) throw new ApiError('visit_already_in', 409);
  const { today, minutes } = localNow(app);
  if (!slot) throw new Error('A booking without its slot');
  if (slotIsPast(slot, today, minutes)) throw new ApiError('visit_past', 409);
};

export const cancelOwn = async (app: FastifyInstance, code: string, mobile: string): Promise<PublicBooking> =>
  privilegedTransaction(app, async (trx) => {
    const b = await lockOwn(trx, code, mobile);
    const slot = await slotRow(trx, Number(b.slot_id));
    openForChange(app, b, slot);
    await trx.updateTable('visit_booking').set({ status: 'cancelled', updated_at: sql`now()`, version: sql`version + 1` }).where('id', '=', b.id).execute();
    await givePlaces(trx, Number(b.slot_id), Number(b.people));
    await moveSeats(app, trx, holdOf(b), null);
    return publicBooking(trx, b.id);
  });

/**
 * Move a booking to another slot and/or party size, and its shuttle seats (`shuttle`: undefined
 * keeps them as they are): the new places and seats are taken under the quota and the seats,
 * the old ones returned.
 */
export const changeOwn = async (app: FastifyInstance, code: string, mobile: string, slotId: number, people: number, shuttle?: SeatHold | null): Promise<PublicBooking> =>
  privilegedTransaction(app, async (trx) => {
    const b = await lockOwn(trx, code, mobile);
    const old = await slotRow(trx, Number(b.slot_id));
    openForChange(app, b, old);
    const oldId = Number(b.slot_id);
    const oldPeople = Number(b.people);
    const seatsWanted = shuttle === undefined ? holdOf(b) : shuttle;
    const newDay = slotId === oldId ? String(b.day) : String((await slotRow(trx, slotId))?.day ?? b.day);
    await checkSeats(trx, seatsWanted, people, newDay);
    if (slotId === oldId) {
      const delta = people - oldPeople;
      if (delta > 0) await takePlaces(app, trx, slotId, delta);
      else if (delta < 0) await givePlaces(trx, slotId, -delta);
    } else {
      const target = await slotRow(trx, slotId);
      if (!target) throw new ApiError('visit_slot_closed', 409);
      if (target.day !== b.day) await checkMobileCap(trx, mobile, target.day, app.visitLimits.perMobilePerDay, b.id);
      // Rows locked in id order: two changes crossing between the same slots never deadlock.
      if (oldId < slotId) {
        await givePlaces(trx, oldId, oldPeople);
        await takePlaces(app, trx, slotId, people);
      } else {
        await takePlaces(app, trx, slotId, people);
        await givePlaces(trx, oldId, oldPeople);
      }
    }
    await moveSeats(app, trx, holdOf(b), seatsWanted);
    await trx
      .updateTable('visit_booking')
      .set({ slot_id: slotId, people, day: newDay, departure_id: seatsWanted?.departure_id ?? null, seats: seatsWanted?.seats ?? 0, updated_at: sql`now()`, version: sql`version + 1` })
      .where('id', '=', b.id)
      .execute();
    return publicBooking(trx, b.id);
  });
