/**
 * The choices of the seller filter: the channel's users inside (the user table is small), the
 * agents named on the channel's orders outside (grouped, never listed row by row).
 */
import { sql } from 'kysely';
import type { SellersData } from '../../../protocol/stats';
import { num, where, type DoorScope } from '../base/common';

/** More agents than this are not a usable drop-down; the most frequent are kept. */
const MAX_AGENTS = 200;

export const sellers = async (scope: DoorScope): Promise<SellersData> => {
  const db = scope.door;
  if (scope.channel === 'inside') {
    const { rows } = await sql<{ id: number; name: string }>`
      SELECT u.id, u.nickname AS name FROM "user" u WHERE ${where(scope, 'user', 'u')} ORDER BY u.nickname, u.id`.execute(db);
    return { kind: 'salesperson', options: rows.map((r) => ({ id: num(r.id), name: r.name })) };
  }
  const { rows } = await sql<{ name: string }>`
    SELECT o.agent AS name FROM tomb_order o
    WHERE ${where(scope, 'tomb_order', 'o')} AND o.agent IS NOT NULL AND o.agent <> ''
    GROUP BY o.agent ORDER BY COUNT(*) DESC, o.agent LIMIT ${MAX_AGENTS}`.execute(db);
  return { kind: 'agent', options: rows.map((r) => ({ id: null, name: r.name })) };
};
