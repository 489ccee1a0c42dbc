/**
 * The demo's past (./history.ts) written as the statistics' daily snapshots, source 'seed',
 * in the shape the job writes them: a marker per day, a row per plot status that has plots,
 * a row per channel and seller with open orders. Every snapshot already there is replaced:
 * the demo rewrites the whole past, so an earlier one (the job's, taken on the empty
 * database when the server started) no longer describes it.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { fromCents } from '../kernel/money';
import { SNAPSHOT_BALANCE, SNAPSHOT_DAY, SNAPSHOT_PLOT } from '../stats/snapshots/schema';
import type { SnapshotSource } from '../stats/snapshots/take';
import type { DayState } from './history';
import { idOf, insertRows } from './insert';

const SOURCE: SnapshotSource = 'seed';

export const writeDemoSnapshots = async (trx: Db, history: readonly DayState[], users: Map<string, number>, takenAt: Date): Promise<void> => {
  // The figures go with their day (ON DELETE CASCADE).
  await sql`DELETE FROM ${sql.table(SNAPSHOT_DAY)}`.execute(trx);
  await insertRows(
    trx,
    SNAPSHOT_DAY,
    history.map((d) => ({ day: d.day, taken_at: takenAt.toISOString(), source: SOURCE })),
  );
  await insertRows(
    trx,
    SNAPSHOT_PLOT,
    history.flatMap((d) => Object.entries(d.plots).flatMap(([status, plots]) => (plots > 0 ? [{ day: d.day, status, plots }] : []))),
  );
  await insertRows(
    trx,
    SNAPSHOT_BALANCE,
    history.flatMap((d) =>
      d.balances.map((b) => ({
        day: d.day,
        channel: b.channel,
        salesperson_id: idOf(users, b.salesperson_mobile),
        agent: b.agent ?? '',
        orders: b.orders,
        balance: fromCents(b.balance),
      })),
    ),
  );
};
