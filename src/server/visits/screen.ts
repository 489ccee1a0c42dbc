/**
 * The data screen's figures (docs/visits.md): today's slots against capacity, arrivals per 15
 * minutes, today's shuttle load, today's burials and work orders, this week's takings. A handful of indexed
 * aggregates, bounded whatever the size of the day: the screen polls it every few seconds.
 * Work orders and payments are the caller's channel's, like everywhere else; the week's sales
 * only when the view allows money (a display token needs the `screen_money` setting).
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Channel } from '../../config/types';
import { BURIAL_KINDS } from '../../rules/work';
import type { ScreenData } from '../../protocol/visits';
import { addDays, dayOf } from '../clock/clock';
import { doorRead } from '../data/door';
import { screenShuttles } from './shuttles';

const localMidnight = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

const hhmm = (d: Date): string => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

/** Whose figures the screen shows: a channel's work and sales, and whether its takings at all. */
export interface ScreenView {
  channel: Channel;
  money: boolean;
}

export const screenData = async (app: FastifyInstance, view: ScreenView): Promise<ScreenData> => {
  // Through the door for the view's channel: work orders, payments and orders are its own.
  const db = doorRead(app, view);
  const now = app.clock.now();
  const day = dayOf(now);
  const start = localMidnight(day);
  const end = localMidnight(addDays(day, 1));
  const monday = addDays(day, -((start.getDay() + 6) % 7));
  const weekStart = localMidnight(monday);

  const slots = await db
    .selectFrom('visit_slot as s')
    .innerJoin('visit_gate as g', 'g.id', 's.gate_id')
    .select(['s.starts', 's.ends', 'g.name as gate', 's.quota', 's.booked', 's.checked_in', 's.closed'])
    .where('s.day', '=', day)
    .orderBy('s.starts')
    .orderBy('g.sort')
    .orderBy('g.id')
    .limit(500)
    .execute();
  const bookings = await db
    .selectFrom('visit_booking')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('day', '=', day)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  const arrivals = await db
    .selectFrom('visit_checkin')
    .select([sql<number>`floor(extract(epoch from created_at) / 900)`.as('q'), (eb) => eb.fn.sum<number>('people').as('people')])
    .where('day', '=', day)
    .groupBy('q')
    .orderBy('q')
    .execute();
  const countBy = async (kinds: typeof BURIAL_KINDS | null): Promise<{ status: string; n: number }[]> => {
    let q = db
      .selectFrom('work_order')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('scheduled_start', '>=', start.toISOString())
      .where('scheduled_start', '<', end.toISOString());
    if (kinds) q = q.where('kind', 'in', kinds);
    return (await q.groupBy('status').execute()).map((r) => ({ status: String(r.status), n: r.n }));
  };
  const pay = !view.money ? undefined : await db
    .selectFrom('tomb_payment')
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<string>('amount').as('amount'),
      // Renewals of management terms (src/server/terms/): the payments that carry a term.
      sql<number>`count(*) FILTER (WHERE term_id IS NOT NULL)`.as('renewals'),
    ])
    .where('kind', '=', 'charge')
    .where('paid_at', '>=', weekStart.toISOString())
    .executeTakeFirst();
  const orders = !view.money ? undefined : await db
    .selectFrom('tomb_order')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', weekStart.toISOString())
    .executeTakeFirst();

  const list = slots.map((s) => ({
    starts: s.starts,
    ends: s.ends,
    gate: s.gate,
    quota: s.quota,
    booked: s.booked ?? 0,
    checked_in: s.checked_in ?? 0,
    closed: s.closed === true,
  }));
  const sum = (k: 'quota' | 'booked' | 'checked_in'): number => list.reduce((a, s) => a + s[k], 0);
  return {
    at: now.toISOString(),
    day,
    slots: list,
    totals: { quota: sum('quota'), booked: sum('booked'), checked_in: sum('checked_in'), bookings: Number(bookings?.n ?? 0) },
    arrivals: arrivals.map((a) => ({ at: hhmm(new Date(Number(a.q) * 900_000)), people: Number(a.people) })),
    burials: await countBy(BURIAL_KINDS),
    work: await countBy(null),
    week: !view.money ? null : { since: monday, payments: Number(pay?.n ?? 0), amount: Number(pay?.amount ?? 0), orders: Number(orders?.n ?? 0), renewals: Number(pay?.renewals ?? 0) },
    shuttles: await screenShuttles(db, day),
  };
};
