/**
 * The demo's visit reservations (src/server/seed/visits.ts): a week of slots at two gates from
 * today, whose counters agree with their bookings and entries; the families of the slots begun
 * checked in before now; and through the real calls, the public page offers the demo's slots,
 * a family finds its own demo booking, the gate checks one in and the data screen counts it.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBookingCode } from '../../src/rules/visits';
import { DEMO_GATES, DEMO_QUOTA, DEMO_VISIT_DAYS, writeDemoVisits, type DemoVisitSummary } from '../../src/server/seed/visits';
import type { Db } from '../../src/server/db/database';
import { buildWorld, demoUsers, type World } from './domainSetup';
import { noLimits, pub } from './visitSetup';

let w: World;
let summary: DemoVisitSummary;
const TODAY = '2026-11-23';
const NOW = new Date(2026, 10, 23, 11, 20);

beforeAll(async () => {
  w = await buildWorld('visit_seed');
  await w.setNow(NOW);
  noLimits(w);
  summary = await w.database.transaction((trx) => writeDemoVisits(trx, TODAY, NOW, demoUsers(w, [1])));
});
afterAll(async () => {
  await w?.close();
});

describe('the demo visit reservations', () => {
  it('makes hourly slots from 08:00 to 17:00 at both gates for a week, counters agreeing with bookings and entries', async () => {
    expect(summary.slots).toBe(DEMO_VISIT_DAYS * 9 * DEMO_GATES.length);
    const { rows } = await sql<{ day: string; starts: string; quota: number; booked: number; checked_in: number; people: number; entered: number; logged: number }>`
      SELECT s.day::text AS day, s.starts, s.quota, s.booked, s.checked_in,
        (SELECT coalesce(sum(b.people), 0)::integer FROM visit_booking b WHERE b.slot_id = s.id AND b.status = 'booked') AS people,
        (SELECT coalesce(sum(b.checked_in), 0)::integer FROM visit_booking b WHERE b.slot_id = s.id) AS entered,
        (SELECT coalesce(sum(c.people), 0)::integer FROM visit_checkin c WHERE c.slot_id = s.id) AS logged
      FROM visit_slot s ORDER BY s.day, s.starts, s.gate_id`.execute(w.database.db);
    expect(rows).toHaveLength(summary.slots);
    expect(rows[0]).toMatchObject({ day: TODAY, starts: '08:00' });
    expect(rows.at(-1)?.starts).toBe('16:00');
    for (const s of rows) {
      expect([s.day, s.starts, s.booked]).toEqual([s.day, s.starts, s.people]);
      expect([s.day, s.starts, s.checked_in, s.checked_in]).toEqual([s.day, s.starts, s.entered, s.logged]);
      expect(s.booked).toBeLessThanOrEqual(s.quota);
      expect(s.quota).toBe(DEMO_QUOTA);
      // Nobody has entered a slot that has not begun.
      if (s.day > TODAY || s.starts > '11:20') expect(s.checked_in).toBe(0);
    }
    const today = rows.filter((s) => s.day === TODAY);
    const booked = today.reduce((n, s) => n + s.booked, 0);
    expect(booked / (today.length * DEMO_QUOTA)).toBeGreaterThan(0.6);
    const begun = today.filter((s) => s.starts <= '11:00');
    expect(begun.reduce((n, s) => n + s.checked_in, 0) / begun.reduce((n, s) => n + s.booked, 0)).toBeGreaterThan(0.6);
    // No entry is logged after now.
    const late = await w.database.db.selectFrom('visit_checkin').select('id').where('created_at', '>', NOW).execute();
    expect(late).toHaveLength(0);
    const codes = await w.database.db.selectFrom('visit_booking').select('code').execute();
    expect(codes.every((c) => isBookingCode(String(c.code)))).toBe(true);
    expect(summary.checkins).toBeGreaterThan(20);
  });

  it('through the real calls: the public page offers the slots not over, a family finds its booking, the gate checks it in, the screen counts it', async () => {
    const slots = await pub(w, 'slots', {});
    const days = slots.body.data.days as { day: string; slots: { starts: string; left: number }[] }[];
    expect(days.map((d) => d.day)).toHaveLength(DEMO_VISIT_DAYS);
    // Today from the slot still running (11:00) on.
    expect(days[0].slots[0].starts).toBe('11:00');

    const b = await w.database.db
      .selectFrom('visit_booking as b')
      .innerJoin('visit_slot as s', 's.id', 'b.slot_id')
      .select(['b.code', 'b.mobile', 'b.people'])
      .where('s.day', '=', TODAY)
      .where('s.starts', '=', '11:00')
      .where('b.status', '=', 'booked')
      .where('b.checked_in', '=', 0)
      .orderBy('b.id')
      .executeTakeFirstOrThrow();
    const found = await pub(w, 'find', { code: b.code, mobile: b.mobile });
    expect([found.http, found.body.data.code, found.body.data.people]).toEqual([200, b.code, b.people]);

    const screen = async (): Promise<number> => {
      const res = await w.app.inject({ method: 'GET', url: '/index/visit/screen', headers: { 'x-token': w.token(2) } });
      return (res.json() as { data: { totals: { checked_in: number } } }).data.totals.checked_in;
    };
    const before = await screen();
    const checked = await w.call(1, '/index/admin.visit_booking/checkin', { code: b.code, people: b.people });
    expect([checked.status, checked.body.status]).toEqual([200, 200]);
    expect(await screen()).toBe(before + Number(b.people));
    expect(before).toBeGreaterThan(0);
  });

  it.each([
    ['before opening', new Date(2026, 10, 23, 7, 51)],
    ['just after midnight', new Date(2026, 10, 23, 0, 20)],
    ['after closing', new Date(2026, 10, 23, 21, 30)],
  ])('written %s, today is partly checked in with slots still to come, and nobody entered before now', async (_when, now) => {
    const rolledBack = new Error('rolled back');
    const seen = await w.database
      .transaction(async (trx: Db) => {
        // The visit rows of beforeAll go within this transaction only: the demo is written again at `now`.
        for (const table of ['visit_checkin', 'visit_booking', 'visit_departure', 'visit_slot', 'visit_gate'] as const) await trx.deleteFrom(table).execute();
        await writeDemoVisits(trx, TODAY, now, demoUsers(w, [1]));
        const slots = await trx.selectFrom('visit_slot').select(['starts', 'ends', 'booked', 'checked_in']).where('day', '=', TODAY).execute();
        const late = await trx.selectFrom('visit_checkin').select('id').where('created_at', '>', now).execute();
        throw Object.assign(rolledBack, { seen: { slots, late: late.length } });
      })
      .catch((e: unknown) => (e === rolledBack ? (e as Error & { seen: { slots: { starts: string; booked: number; checked_in: number }[]; late: number } }).seen : Promise.reject(e)));
    const hhmm = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
    const begun = seen.slots.filter((s) => s.starts <= hhmm);
    const coming = seen.slots.filter((s) => s.starts > hhmm);
    const entered = begun.reduce((n, s) => n + s.checked_in, 0);
    const booked = seen.slots.reduce((n, s) => n + s.booked, 0);
    // Partly checked in: some of today's places entered, not all of them.
    expect(entered).toBeGreaterThan(0);
    expect(entered).toBeLessThan(booked);
    expect(coming.length).toBeGreaterThan(0);
    expect(coming.every((s) => s.checked_in === 0)).toBe(true);
    expect(seen.late).toBe(0);
  });
});
