/**
 * Visit days and slots (docs/visits.md): the rules of every slot write (hooks on the generic
 * create, update and delete) and the template applied to a range of days in one action.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { VISIT_LIMITS, isTimeOfDay, minutesOf, templateRefusal, templateSlots, type SlotTemplate } from '../../rules/visits';
import type { Actor } from '../../config/types';
import { doorTransaction, type ValuesOf } from '../data/door';
import { ApiError } from '../http/errors';
import type { TableHooks } from '../hooks/registry';

const checkTimes = (starts: unknown, ends: unknown): void => {
  if (!isTimeOfDay(starts) || !isTimeOfDay(ends) || minutesOf(ends) <= minutesOf(starts)) throw new ApiError('visit_slot_times', 422);
};

export const slotHooks: TableHooks = {
  beforeCreate: (_ctx, data) => {
    checkTimes(data.starts, data.ends);
    return { ...data, booked: 0, checked_in: 0 };
  },
  // `before` is locked: a booking taking places waits, so the quota is never set under what is booked.
  beforeUpdate: (_ctx, before, patch) => {
    checkTimes(patch.starts ?? before.starts, patch.ends ?? before.ends);
    if (patch.quota !== undefined && Number(patch.quota) < Number(before.booked))
      throw new ApiError('visit_quota_below_booked', 409, { booked: Number(before.booked) });
    return patch;
  },
  beforeDelete: (_ctx, row) => {
    if (Number(row.booked) > 0) throw new ApiError('visit_slot_has_bookings', 409);
  },
};

/** Most slots one template action writes: bounded work per request. */
export const MAX_TEMPLATE_SLOTS = 5000;

export interface TemplateResult {
  created: number;
  updated: number;
  closed: number;
}

/**
 * Apply a template: for each open day of the range and each gate, the slots of the opening
 * hours with the quota (an existing slot at the same day, gate and start keeps its bookings:
 * its quota is raised to the template's, or lowered no further than what is booked); the
 * days the template leaves closed get their existing slots closed. One transaction.
 */
export const applyTemplate = async (app: FastifyInstance, actor: Actor, t: SlotTemplate): Promise<TemplateResult> => {
  const refusal = templateRefusal(t);
  if (refusal) throw new ApiError(refusal, 422, { max: VISIT_LIMITS.maxTemplateDays });
  const wanted = templateSlots(t);
  if (wanted.length * t.gate_ids.length > MAX_TEMPLATE_SLOTS) throw new ApiError('visit_template_range', 422, { max: VISIT_LIMITS.maxTemplateDays });
  return doorTransaction(app, actor, async (trx) => {
    const gates = await trx.selectFrom('visit_gate').select('id').where('id', 'in', t.gate_ids).execute();
    if (gates.length !== t.gate_ids.length) throw new ApiError('validation', 422, undefined, { gate_ids: { key: 'reference' } });
    const existing = (await trx
      .selectFrom('visit_slot')
      .select(['id', 'day', 'gate_id', 'starts', 'booked'])
      .where('day', '>=', t.from)
      .where('day', '<=', t.to)
      .where('gate_id', 'in', t.gate_ids)
      .forUpdate()
      .execute());
    const key = (day: string, gate: number, starts: string): string => `${day}|${gate}|${starts}`;
    const byKey = new Map(existing.map((r) => [key(r.day, r.gate_id, r.starts), r]));
    const openDays = new Set(wanted.map((w) => w.day));
    const fresh: ValuesOf<'visit_slot'>[] = [];
    let updated = 0;
    for (const gate of t.gate_ids)
      for (const w of wanted) {
        const found = byKey.get(key(w.day, gate, w.starts));
        if (!found) {
          fresh.push({ day: w.day, gate_id: gate, starts: w.starts, ends: w.ends, quota: t.quota, booked: 0, checked_in: 0, closed: false });
          continue;
        }
        await trx
          .updateTable('visit_slot')
          .set({ ends: w.ends, quota: Math.max(t.quota, Number(found.booked)), closed: false, version: sql`version + 1`, updated_at: sql`now()` })
          .where('id', '=', found.id)
          .execute();
        updated += 1;
      }
    for (let i = 0; i < fresh.length; i += 500) await trx.insertInto('visit_slot').values(fresh.slice(i, i + 500)).execute();
    const toClose = existing.filter((r) => !openDays.has(r.day)).map((r) => r.id);
    if (toClose.length > 0)
      await trx.updateTable('visit_slot').set({ closed: true, version: sql`version + 1`, updated_at: sql`now()` }).where('id', 'in', toClose).execute();
    return { created: fresh.length, updated, closed: toClose.length };
  });
};
