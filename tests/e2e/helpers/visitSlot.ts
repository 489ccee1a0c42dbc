/** A gate of the test's own with today's visit slot around now, written straight to the demo database. */
import type { TypedDb } from '../../../src/server/db/tables';
import { localDay, pad } from './localDay';

/**
 * A new gate with today's slot of the current hour (check-in opens 30 minutes before a slot and
 * closes 30 after it; at 23:00 the slot ends at 23:59). Answers the slot's start and the gate.
 */
export const slotAroundNow = async (
  db: TypedDb,
  gate: string,
  counts: { quota: number; booked: number; checked_in: number },
  /** Now on the server's clock (product.now()). */
  now: Date,
): Promise<{ starts: string; gateId: number }> => {
  const hour = now.getHours();
  const starts = `${pad(hour)}:00`;
  const ends = hour === 23 ? '23:59' : `${pad(hour + 1)}:00`;
  const row = await db.insertInto('visit_gate').values({ name: gate, sort: 1 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('visit_slot').values({ day: localDay(now), gate_id: row.id, starts, ends, ...counts, closed: false }).execute();
  return { starts, gateId: Number(row.id) };
};
