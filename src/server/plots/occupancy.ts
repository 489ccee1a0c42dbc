/**
 * Who lies in a plot, as far as any level may know: how many deceased are registered on it,
 * and how many of those on the other channel. Only counts: the other channel's registrations
 * (names, dates, applicants) stay out of sight, but a clerk is not told a plot is empty when
 * it is not. Plots are shared by both channels, as their status is: `db` is unscoped
 * (privilegedRead), the counts are across channels on purpose.
 */
import { sql } from 'kysely';
import type { Channel } from '../../config/types';
import type { TypedDb } from '../db/tables';
import { notFound } from '../http/errors';
import { MAX_OCCUPANCY_IDS } from '../../protocol/contracts/plots';

interface Occupancy {
  /** Deceased registered on the plot, on either channel. */
  registered: number;
  /** Of those, the ones registered on the other channel than the caller's. */
  elsewhere: number;
}

export const plotOccupancy = async (db: TypedDb, plotId: number, channel: Channel): Promise<Occupancy> => {
  const plot = await db.selectFrom('tomb_burialslot').select('id').where('id', '=', plotId).executeTakeFirst();
  if (!plot) throw notFound();
  const row = await db
    .selectFrom('member')
    .select([sql<number>`count(*)::integer`.as('registered'), sql<number>`(count(*) filter (where channel <> ${channel}))::integer`.as('elsewhere')])
    .where('burialslot_id', '=', plotId)
    .executeTakeFirstOrThrow();
  return { registered: row.registered, elsewhere: row.elsewhere };
};

/** The most plots one call counts: a picker's page. */
export { MAX_OCCUPANCY_IDS };

/** The registered counts of several plots (a picker's page), in one query; a missing plot is left out. */
export const plotsOccupancy = async (db: TypedDb, plotIds: readonly number[]): Promise<{ id: number; registered: number }[]> => {
  if (plotIds.length === 0) return [];
  const rows = await db
    .selectFrom('tomb_burialslot as p')
    .leftJoin('member as m', 'm.burialslot_id', 'p.id')
    .select(['p.id', sql<number>`count(m.id)::integer`.as('registered')])
    .where('p.id', 'in', [...plotIds])
    .groupBy('p.id')
    .orderBy('p.id')
    .execute();
  return rows;
};
