/**
 * Gate check-in (docs/visits.md): staff look a booking up by its code (scanned from the QR or
 * typed) and let the party in, whole or in part. The booking row is locked and the count
 * checked inside the transaction, so several gate phones at once never let in more people
 * than were booked; a wrong day, slot or gate is refused with the reason.
 *
 * Through the staff member's door; the booking's deceased and place are read across channels
 * on purpose (acrossChannels): visits are the cemetery's, whichever channel holds the deceased.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../config/types';
import { checkinRefusal } from '../../rules/visits';
import type { GateBooking, GateLookup } from '../../protocol/visits';
import { localNow } from '../clock/clock';
import { acrossChannels, doorRead, doorTransaction, type TypedDb } from '../data/door';
import { ApiError } from '../http/errors';
import { holdOf, shuttleOf } from './shuttles';

const gateBooking = async (db: TypedDb, code: string, lock: boolean): Promise<(GateBooking & { id: number; slot_id: number }) | undefined> => {
  let q = db
    .selectFrom('visit_booking as b')
    .innerJoin('visit_slot as s', 's.id', 'b.slot_id')
    .innerJoin('visit_gate as g', 'g.id', 's.gate_id')
    .leftJoin('member as m', 'm.id', 'b.member_id')
    .leftJoin('tomb_burialslot as p', 'p.id', 'm.burialslot_id')
    // The party's shuttle in the same statement: a check-in at the Qingming rush makes one round trip for its booking.
    .leftJoin('visit_departure as d', 'd.id', 'b.departure_id')
    .leftJoin('visit_route as r', 'r.id', 'd.route_id')
    .select(['b.id', 'b.code', 'b.name', 'b.people', 'b.checked_in', 'b.status', 'b.slot_id', 's.day', 's.starts', 's.ends', 's.gate_id', 'g.name as gate', 'm.name as deceased', 'p.code as place', 'b.departure_id', 'b.seats', 'd.departs', 'r.name as route'])
    .where('b.code', '=', code);
  if (lock) q = q.forUpdate('b');
  const r = await q.executeTakeFirst();
  if (!r) return undefined;
  return {
    id: r.id,
    slot_id: Number(r.slot_id),
    code: String(r.code),
    name: String(r.name),
    people: Number(r.people),
    checked_in: Number(r.checked_in),
    status: r.status,
    day: r.day,
    starts: r.starts,
    ends: r.ends,
    gate_id: r.gate_id,
    gate: r.gate,
    deceased: r.deceased ?? null,
    place: r.place ?? null,
    shuttle: shuttleOf(holdOf(r), r),
  };
};

const strip = ({ id: _id, slot_id: _slot, ...rest }: GateBooking & { id: number; slot_id: number }): GateBooking => rest;

export const lookupAtGate = async (app: FastifyInstance, actor: Actor, code: string, gateId?: number): Promise<GateLookup> => {
  const b = await gateBooking(acrossChannels(doorRead(app, actor)), code, false);
  if (!b) throw new ApiError('visit_not_found', 404);
  const { today, minutes } = localNow(app);
  const refusal = checkinRefusal(b, 1, today, minutes, gateId);
  return { ...strip(b), refusal, refusalParams: refusalParams(b) };
};

const refusalParams = (b: GateBooking): Record<string, string | number> => ({
  day: b.day,
  slot: `${b.starts}–${b.ends}`,
  gate: b.gate,
  people: b.people,
  left: Math.max(b.people - b.checked_in, 0),
});

export const checkIn = async (app: FastifyInstance, actor: Actor, code: string, people: number, gateId?: number): Promise<GateBooking> =>
  doorTransaction(app, actor, async (trx) => {
    const b = await gateBooking(acrossChannels(trx), code, true);
    if (!b) throw new ApiError('visit_not_found', 404);
    const { today, minutes } = localNow(app);
    const refusal = checkinRefusal(b, people, today, minutes, gateId);
    if (refusal) throw new ApiError(refusal, 409, refusalParams(b));
    await trx
      .updateTable('visit_booking')
      .set({ checked_in: sql`checked_in + ${people}`, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', b.id)
      .execute();
    await trx.updateTable('visit_slot').set({ checked_in: sql`checked_in + ${people}` }).where('id', '=', b.slot_id).execute();
    await trx.insertInto('visit_checkin').values({ booking_id: b.id, slot_id: b.slot_id, day: b.day, people, user_id: actor.userId }).execute();
    return strip({ ...b, checked_in: b.checked_in + people });
  });
