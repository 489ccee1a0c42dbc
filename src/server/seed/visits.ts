/**
 * The demo's visit reservations (docs/visits.md): two gates, and a festival week of hourly slots
 * from today (08:00–17:00, the slot template's own split: src/rules/visits.ts templateSlots), most
 * of today's places booked; the families of the slots already begun checked in (most of them,
 * some in part), each entry kept with its time, so the public page (/visit), the gate
 * (/visit/gate) and the data screen (/screen) show a Qingming day on a fresh demo. Today's hours
 * reach around the hour the demo is written (`demoHoursToday`), so that at any time of day some
 * of today's slots have begun and are partly checked in, and some are still to come, as README
 * says. Some of the deceased with a plot are findable from the public page. Written after the
 * rest of the demo, in its transaction; `now` says which of today's slots have begun.
 */
import { CODE_ALPHABET, CODE_LENGTH, VISIT_LIMITS, minutesOf, templateSlots, timeOf } from '../../rules/visits';
import { daysBetween } from '../../config/days';
import { addDays, minuteOfDay } from '../clock/clock';
import type { Db } from '../db/database';
import { idOf, insertRows } from './insert';
import { mobileNumber, personName } from './people';
import { createRng, type Rng } from './prng';
import { demoMobile } from './users';

export const DEMO_GATES = [
  { name: '正门', sort: 1 },
  { name: '北门', sort: 2 },
] as const;
/** Days of slots from today, and each slot's places per gate. */
export const DEMO_VISIT_DAYS = 7;
export const DEMO_QUOTA = 60;

/** The festival days' hours. */
const DEMO_OPEN = '08:00';
const DEMO_CLOSE = '17:00';

/**
 * Today's hours on a demo written at `now`: the festival's, stretched so that the two slots
 * before the current hour have begun and the next two are still to come (a demo written at
 * 07:51 opens at 05:00, one written at 21:30 closes at 23:00); never past midnight.
 */
export const demoHoursToday = (now: Date): { open: string; close: string } => {
  const hour = Math.floor(minuteOfDay(now) / 60);
  return {
    open: timeOf(Math.min(minutesOf(DEMO_OPEN), Math.max(0, hour - 2) * 60)),
    close: timeOf(Math.max(minutesOf(DEMO_CLOSE), Math.min(23, hour + 2) * 60)),
  };
};

const code = (rng: Rng): string => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[rng.int(0, CODE_ALPHABET.length - 1)]).join('');

/** The local time of `day` at `hhmm` plus `minutes`. */
const at = (day: string, hhmm: string, minutes: number): Date => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 0, minutesOf(hhmm) + minutes);
};

export interface DemoVisitSummary {
  slots: number;
  bookings: number;
  checkins: number;
}

export const writeDemoVisits = async (trx: Db, today: string, now: Date, users: Map<string, number>): Promise<DemoVisitSummary> => {
  const rng = createRng(4405);
  const nowMinutes = minuteOfDay(now);
  const gates = await insertRows(trx, 'visit_gate', DEMO_GATES, 'name');
  const gateIds = DEMO_GATES.map((g) => idOf(gates, g.name));
  const template = { minutes: 60, quota: DEMO_QUOTA, gate_ids: gateIds, closed_weekdays: [], closed_days: [] };
  const times = [
    ...templateSlots({ ...template, from: today, to: today, ...demoHoursToday(now) }),
    ...templateSlots({ ...template, from: addDays(today, 1), to: addDays(today, DEMO_VISIT_DAYS - 1), open: DEMO_OPEN, close: DEMO_CLOSE }),
  ];
  const slotRows = times.flatMap((t) => gateIds.map((gate_id) => ({ ...t, gate_id, quota: DEMO_QUOTA, booked: 0, checked_in: 0, closed: false })));
  const key = (s: { day: unknown; starts: unknown; gate_id: unknown }): string => `${String(s.day)} ${String(s.starts)} ${String(s.gate_id)}`;
  const stored = await trx.insertInto('visit_slot').values(slotRows).returning(['id', 'day', 'starts', 'gate_id']).execute();
  const idByKey = new Map(stored.map((s) => [key(s), Number(s.id)]));

  const findable = await trx.selectFrom('member').select('id').where('burialslot_id', 'is not', null).orderBy('id').execute();
  const findableIds = findable.filter((_, i) => i % 3 === 0).map((m) => Number(m.id));
  if (findableIds.length > 0) await trx.updateTable('member').set({ visit_public: true }).where('id', 'in', findableIds).execute();

  const gateStaff = users.get(demoMobile(1)) ?? null;
  const bookings: Record<string, unknown>[] = [];
  const entries: { code: string; people: number; at: Date }[] = [];
  const slotCount = new Map<string, { booked: number; checked_in: number }>();
  const codes = new Set<string>();
  for (const s of slotRows) {
    const day = s.day;
    // Today's slots are mostly full, the coming days fill up less the further they are.
    const offset = daysBetween(today, day);
    const wanted = Math.round(DEMO_QUOTA * Math.max(0.1, 0.85 - offset * 0.12) * (0.8 + rng.next() * 0.2));
    const begun = day === today && minutesOf(s.starts) <= nowMinutes;
    let booked = 0;
    let entered = 0;
    while (booked < wanted) {
      const people = Math.min(rng.int(1, 5), wanted - booked, VISIT_LIMITS.maxParty);
      let c = code(rng);
      while (codes.has(c)) c = code(rng);
      codes.add(c);
      const cancelled = rng.chance(0.05);
      const coming = !cancelled && begun && rng.chance(0.85);
      const checked = coming ? (rng.chance(0.85) ? people : rng.int(1, people)) : 0;
      bookings.push({
        code: c,
        slot_id: idByKey.get(key(s)),
        day,
        name: personName(rng, rng.chance(0.5) ? 'male' : 'female'),
        mobile: mobileNumber(rng),
        people,
        checked_in: checked,
        status: cancelled ? 'cancelled' : 'booked',
        member_id: findableIds.length > 0 && rng.chance(0.3) ? rng.pick(findableIds) : null,
      });
      if (cancelled) continue;
      booked += people;
      if (checked > 0) {
        entered += checked;
        // Arrivals from a quarter before the slot (never before midnight) to its end, never after now.
        const minute = Math.min(rng.int(Math.max(-15, -minutesOf(s.starts)), minutesOf(s.ends) - minutesOf(s.starts) - 1), nowMinutes - minutesOf(s.starts));
        entries.push({ code: c, people: checked, at: at(day, s.starts, minute) });
      }
    }
    slotCount.set(key(s), { booked, checked_in: entered });
  }
  const bookingIds = await insertRows(trx, 'visit_booking', bookings, 'code');
  for (const [k, c] of slotCount) {
    const id = idByKey.get(k);
    if (id !== undefined && (c.booked > 0 || c.checked_in > 0)) await trx.updateTable('visit_slot').set(c).where('id', '=', id).execute();
  }
  const slotOfBooking = new Map(bookings.map((b) => [String(b.code), Number(b.slot_id)]));
  await insertRows(
    trx,
    'visit_checkin',
    entries.map((e) => ({ booking_id: idOf(bookingIds, e.code), slot_id: slotOfBooking.get(e.code), day: today, people: e.people, user_id: gateStaff, created_at: e.at.toISOString() })),
  );
  return { slots: slotRows.length, bookings: bookings.length, checkins: entries.length };
};
