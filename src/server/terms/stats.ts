/**
 * The terms' figures on the statistics pages (docs/terms.md), for the levels that have them
 * and their channel only (statsChannelOf): renewal revenue in the page's range (renewals less
 * their refunds), the terms ending in each of the next twelve months (count, and one year's
 * fee of each, what renewing them for a year brings), and the overdue total (terms ended and
 * not lapsed: count, and what renewing each just far enough to reach today comes to, at the
 * stored yearly fee). `POST /index/stats/terms {from, to}` (days, like the other stats calls;
 * contract in src/protocol/contracts/terms.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { nextTwelveMonths } from '../../rules/terms';
import { addDays, addMonths } from '../../config/days';
import * as terms from '../../protocol/contracts/terms';
import { clockOf, dayOf } from '../clock/clock';
import { route } from '../contract/route';
import { doorRead, inScope } from '../data/door';
import { ApiError } from '../http/errors';
import { statsChannelOf } from '../stats/scope';
import type { TermStats } from '../../protocol/terms';
import { readTermSettings } from './term';


export const termStatsRoutes = async (app: FastifyInstance): Promise<void> => {
  route(app, terms.termStats, async (body, actor) => {
    // The session's channel (a user row whose channel is not its level's sees nothing).
    const channel = statsChannelOf(actor);
    if (!channel) throw new ApiError('forbidden', 403);
    const today = dayOf(clockOf(app).now());
    const from = body.from ?? `${today.slice(0, 4)}-01-01`;
    const to = body.to ?? today;
    if (from > to) throw new ApiError('validation', 422, undefined, { to: { key: 'min_value', params: { min: from } } });
    // Through the door of the statistics' channel; the raw aggregates take its condition (inScope).
    const db = doorRead(app, { channel });
    const { policy } = await readTermSettings(db);
    // Plot renewals (less their refunds) and niche storage renewals (less theirs): every storage payment after the deposit's first.
    const [money] = (
      await sql<{ count: string; charged: string; refunded: string }>`
        SELECT count(*) FILTER (WHERE kind = 'charge') AS count,
               coalesce(sum(amount) FILTER (WHERE kind = 'charge'), 0) AS charged,
               coalesce(sum(amount) FILTER (WHERE kind = 'refund'), 0) AS refunded
          FROM tomb_payment
         WHERE ${inScope(db, 'tomb_payment')} AND term_id IS NOT NULL
           AND paid_at >= ${from}::date AND paid_at < (${to}::date + 1)`.execute(db)
    ).rows;
    const [storage] = app.resources.ash_payment
      ? (
          await sql<{ count: string; amount: string; refunded: string }>`
            SELECT count(*) FILTER (WHERE p.kind <> 'refund') AS count,
                   coalesce(sum(CASE WHEN p.kind = 'refund' THEN -p.amount ELSE p.amount END), 0) AS amount,
                   coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refund'), 0) AS refunded
              FROM ash_payment p JOIN ash_deposit d ON d.id = p.deposit_id
             WHERE ${inScope(db, 'ash_payment', 'p')} AND ${inScope(db, 'ash_deposit', 'd')} AND p.covers_from > d.deposited_on
               AND p.paid_at >= ${from}::date AND p.paid_at < (${to}::date + 1)`.execute(db)
        ).rows
      : [];
    const months = nextTwelveMonths(today);
    const start = `${months[0]}-01`;
    const end = addMonths(start, 12);
    const due = (
      await sql<{ month: string; count: string; amount: string }>`
        SELECT to_char(paid_until, 'YYYY-MM') AS month, count(*) AS count, coalesce(sum(yearly_fee), 0) AS amount
          FROM mgmt_term
         WHERE ${inScope(db, 'mgmt_term')} AND status = 'active' AND paid_until >= ${start}::date AND paid_until < ${end}::date
         GROUP BY 1`.execute(db)
    ).rows;
    const byMonth = new Map(due.map((r) => [r.month, r]));
    // Overdue and in grace: ended, not lapsed (plots and niches). The periods to cover today, by
    // the same anchored arithmetic and convention (periodsToCover: paid until D covers D; a
    // started period in full); PostgreSQL's date + months clamps month ends like addMonths.
    const lapsedBefore = addDays(today, -(policy.overdueDays + policy.graceDays));
    const [late] = (
      await sql<{ count: string; amount: string }>`
        WITH late AS (
          SELECT yearly_fee, periods, paid_from, CASE WHEN unit = 'month' THEN 1 ELSE 12 END AS step,
                 (date_part('year', age(${today}::date, paid_from)) * 12 + date_part('month', age(${today}::date, paid_from)))::int AS months
            FROM mgmt_term
           WHERE ${inScope(db, 'mgmt_term')} AND status = 'active' AND paid_until < ${today}::date AND paid_until >= ${lapsedBefore}::date),
        whole AS (SELECT yearly_fee, periods, paid_from, step, months / step AS n FROM late)
        SELECT count(*) AS count,
               coalesce(sum(yearly_fee * greatest(1, n + CASE WHEN (paid_from + make_interval(months => n * step))::date >= ${today}::date THEN 0 ELSE 1 END - periods)), 0) AS amount
          FROM whole`.execute(db)
    ).rows;
    const storageRevenue = { count: Number(storage?.count ?? 0), amount: Number(storage?.amount ?? 0) };
    const stats: TermStats = {
      renewals: {
        count: Number(money?.count ?? 0) + storageRevenue.count,
        amount: Number(money?.charged ?? 0) - Number(money?.refunded ?? 0) + storageRevenue.amount,
        refunded: Number(money?.refunded ?? 0) + Number(storage?.refunded ?? 0),
        storage: storageRevenue,
      },
      dueByMonth: months.map((m) => ({ month: m, count: Number(byMonth.get(m)?.count ?? 0), amount: Number(byMonth.get(m)?.amount ?? 0) })),
      overdue: { count: Number(late?.count ?? 0), amount: Number(late?.amount ?? 0) },
    };
    return stats;
  });
};
