/**
 * Bulk plot creation for one shelf: the preview lists the plots a range would create (and the
 * codes that already exist); the real call creates them all in one transaction or none.
 */
import { sql } from 'kysely';
import type { ValuesOf } from '../db/tables';
import type { FastifyInstance } from 'fastify';
import { doorTransaction } from '../data/door';
import type { Actor } from '../../config/types';
import { resourceByKey } from '../../config/access';
import type { Row } from '../hooks/registry';
import { ApiError } from '../http/errors';
import { checkBulkInput, planPlots, type BulkInput } from './bulkPlan';
import { insertRow } from '../data/logged';

interface BulkResult {
  shelf: { id: number; area_id: number; room_id: number };
  rows: Row[];
  /** Codes of the range that already exist (the real call refuses them). */
  duplicates: string[];
  created?: number[];
}

export const bulkCreatePlots = async (app: FastifyInstance, actor: Actor, input: Partial<BulkInput>, preview: boolean): Promise<BulkResult> => {
  const config = app.resources;
  const plots = resourceByKey('tomb_burialslot', config);
  if (!plots) throw new ApiError('forbidden', 403);
  const errors = checkBulkInput(input, plots);
  if (Object.keys(errors).length > 0) throw new ApiError('validation', 422, undefined, errors);
  const valid = input as BulkInput;
  return doorTransaction(app, actor, async (trx) => {
    const shelf = await trx.selectFrom('tomb_shelf').select(['id', 'area_id', 'room_id']).where('id', '=', valid.shelf_id).executeTakeFirst();
    if (!shelf) throw new ApiError('validation', 422, undefined, { shelf_id: { key: 'reference' } });
    const rows: Row[] = planPlots(valid, plots).map((p) => ({ ...p, area_id: shelf.area_id, room_id: shelf.room_id, shelf_id: shelf.id, status: 'available' }));
    // Codes are unique whatever their case (the index is on the normalised value): `bk-01` meets `BK-01`.
    const existing = await trx
      .selectFrom('tomb_burialslot')
      .select('code')
      .where(sql`lower(code)`, 'in', rows.map((r) => String(r.code).toLowerCase()))
      .orderBy('code')
      .execute();
    const duplicates = existing.map((e) => e.code);
    const result: BulkResult = { shelf: { id: shelf.id, area_id: shelf.area_id, room_id: shelf.room_id }, rows, duplicates };
    if (preview) return result;
    if (duplicates.length > 0) {
      const label = resourceByKey('tomb_burialslot', config)?.fields.code.label ?? duplicates[0];
      throw new ApiError('duplicate', 409, { column: label }, { code_prefix: { code: 'duplicate', params: { column: duplicates.slice(0, 5).join(', ') } } });
    }
    const created: number[] = [];
    for (const row of rows) created.push((await insertRow({ db: trx, actor }, 'tomb_burialslot', row as ValuesOf<'tomb_burialslot'>)).id);
    return { ...result, created };
  });
};
