/**
 * The walk's reads and writes (docs/import.md, "The walk"): what the records say of a plot on
 * the caller's channel, a check (confirmed or flagged) written with the operation log, a flag's
 * photo in the work photos' store, the office closing a flag, and the progress per area. Plots
 * are shared; checks, occupants and holders are the caller's channel's.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { OWES_NOTHING_STATUSES } from '../../rules/orderMoney';
import type { Actor, ResourcesConfig } from '../../config/types';
import { readPlotLabel, type WalkClosing, type WalkResult } from '../../rules/walk';
import type { WalkArea, WalkCheckRow, WalkPlot } from '../../protocol/walk';
import { WALK_FLAGS_LIMIT } from '../../protocol/walk';
import { RECONCILE_AREAS_LIMIT } from '../../protocol/reconcile';
import { doorTransaction, type TypedDb } from '../data/door';
import { isPartialField, partialDateSql } from '../db/partialDates';
import { ApiError } from '../http/errors';
import { recordOperation } from '../oplog/record';
import { decodePhoto, storeFile } from '../files/store';
import { publicPhoto, type PhotoRow } from '../work/photos';

/** Timestamps as the wire's ISO strings (the drivers give them so already: ./db/types.ts). */
const iso = (v: string | null): string | null => (v === null ? null : new Date(v).toISOString());

/**
 * Checks with the names of their plot, area and staff. `db` is the caller's door: checks and
 * staff are the caller's channel's (a left-joined user of another channel shows no name).
 */
const checksQuery = (db: TypedDb) =>
  db
    .selectFrom('walk_check as c')
    .innerJoin('tomb_burialslot as p', 'p.id', 'c.burialslot_id')
    .leftJoin('tomb_area as a', 'a.id', 'c.area_id')
    .leftJoin('user as u', 'u.id', 'c.checked_by')
    .leftJoin('user as v', 'v.id', 'c.closed_by')
    .select([
      'c.id', 'c.burialslot_id', 'c.area_id', 'c.result', 'c.note', 'c.photo_id', 'c.checked_by', 'c.checked_at', 'c.closed_at', 'c.closing_kind', 'c.closing_note',
      'p.code as plot_code', 'a.name as area_name', 'u.nickname as checked_by_name', 'v.nickname as closed_by_name',
    ]);

type CheckRead = Awaited<ReturnType<ReturnType<typeof checksQuery>['executeTakeFirstOrThrow']>>;

const checkRow = (r: CheckRead): WalkCheckRow => ({
  id: r.id,
  burialslot_id: r.burialslot_id,
  area_id: r.area_id,
  result: r.result,
  note: r.note,
  photo_id: r.photo_id,
  checked_by: r.checked_by,
  checked_by_name: r.checked_by_name,
  checked_at: iso(r.checked_at) ?? '',
  closed_at: iso(r.closed_at),
  closed_by_name: r.closed_by_name,
  closing_kind: r.closing_kind,
  closing_note: r.closing_note,
  plot_code: r.plot_code,
  area_name: r.area_name,
});

/**
 * Progress per area on the caller's channel (`db`: their door): a plot counts by its last check.
 * An area without plots (a section named but not yet laid out)
 * has nothing to walk: it is left out rather than shown as "0 of 0".
 */
export const walkAreas = async (db: TypedDb): Promise<WalkArea[]> => {
  const rows = await db
    .with('last', (w) =>
      w
        .selectFrom('walk_check as c')
        .distinctOn('c.burialslot_id')
        .select(['c.burialslot_id', 'c.result'])
        .orderBy('c.burialslot_id')
        .orderBy('c.checked_at', 'desc')
        .orderBy('c.id', 'desc'),
    )
    .selectFrom('tomb_area as a')
    .leftJoin('tomb_burialslot as p', 'p.area_id', 'a.id')
    .leftJoin('last as l', 'l.burialslot_id', 'p.id')
    .select((eb) => [
      'a.id',
      'a.name',
      'a.code',
      eb.fn.count<number>('p.id').as('plots'),
      eb.fn.count<number>('l.burialslot_id').as('checked'),
      eb.fn.count<number>('l.burialslot_id').filterWhere('l.result', '=', 'confirmed').as('confirmed'),
      eb.fn.count<number>('l.burialslot_id').filterWhere('l.result', '=', 'flagged').as('flagged'),
      eb
        .selectFrom('walk_check as f')
        .select((f) => f.fn.countAll<number>().as('n'))
        .whereRef('f.area_id', '=', 'a.id')
        .where('f.result', '=', 'flagged')
        .where('f.closed_at', 'is', null)
        .as('open'),
    ])
    .groupBy(['a.id', 'a.name', 'a.code', 'a.sort'])
    .having((eb) => eb.fn.count('p.id'), '>', 0)
    .orderBy('a.sort')
    .orderBy('a.code')
    .orderBy('a.id')
    .limit(RECONCILE_AREAS_LIMIT)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, code: r.code, plots: r.plots, checked: r.checked, confirmed: r.confirmed, flagged: r.flagged, open: r.open ?? 0 }));
};

/** What the records say of the plot a scanned label or a typed code names. */
export const walkPlot = async (db: TypedDb, config: ResourcesConfig, text: string): Promise<WalkPlot> => {
  const named = readPlotLabel(text);
  if (!named) throw new ApiError('walk_plot_unknown', 404, { code: text });
  const q = db
    .selectFrom('tomb_burialslot as p')
    .leftJoin('tomb_area as a', 'a.id', 'p.area_id')
    .leftJoin('tomb_room as r', 'r.id', 'p.room_id')
    .leftJoin('tomb_shelf as s', 's.id', 'p.shelf_id')
    .select(['p.id', 'p.code', 'p.status', 'p.type', 'p.capacity', 'p.area_id', 'a.name as area_name', 'r.name as room_name', 's.name as shelf_name']);
  // By id (a label's QR code), else by code: as printed (the unique index), then whatever its case.
  const plot =
    'id' in named
      ? await q.where('p.id', '=', named.id).executeTakeFirst()
      : ((await q.where('p.code', '=', named.code).executeTakeFirst()) ?? (await q.where(sql`upper(p.code)`, '=', named.code).limit(1).executeTakeFirst()));
  if (!plot) throw new ApiError('walk_plot_unknown', 404, { code: 'code' in named ? named.code : text.slice(0, 60) });
  const plotId = plot.id;
  // Dates as the register gave them ('1923-11', '~1879', a day): never a day the records do not have.
  const date = (column: 'birth_date' | 'death_date' | 'burial_date') => (isPartialField(config.member?.fields[column]) ? partialDateSql('m', column) : sql<string | null>`to_char(${sql.ref(`m.${column}`)}, 'YYYY-MM-DD')`);
  const occupants = await db
    .selectFrom('member as m')
    .select(['m.id', 'm.name', date('birth_date').as('birth_date'), date('death_date').as('death_date'), date('burial_date').as('burial_date')])
    .where('m.burialslot_id', '=', plotId)
    .orderBy('m.burial_date')
    .orderBy('m.id')
    .limit(50)
    .execute();
  const order = await db
    .selectFrom('tomb_order')
    .select(['id', 'order_no', 'buyer_name'])
    .where('burialslot_id', '=', plotId)
    .where('status', 'not in', [...OWES_NOTHING_STATUSES])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const term = order
    ? undefined
    : await db.selectFrom('mgmt_term').select(['holder_name']).where('burialslot_id', '=', plotId).orderBy('paid_until', 'desc').executeTakeFirst();
  const checks = await checksQuery(db).where('c.burialslot_id', '=', plotId).orderBy('c.checked_at', 'desc').orderBy('c.id', 'desc').limit(10).execute();
  return {
    plot: {
      id: plotId,
      code: plot.code,
      status: plot.status,
      type: plot.type,
      capacity: plot.capacity ?? 1,
      area_id: plot.area_id,
      area_name: plot.area_name,
      room_name: plot.room_name,
      shelf_name: plot.shelf_name,
    },
    occupants,
    holder: order
      ? { name: order.buyer_name ?? '', order_no: order.order_no, order_id: order.id }
      : term
        ? { name: term.holder_name ?? '', order_no: null, order_id: null }
        : null,
    checks: checks.map(checkRow),
  };
};

const oneCheck = async (db: TypedDb, id: number): Promise<WalkCheckRow> => checkRow(await checksQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow());

/** Confirm the records of a plot, or flag a difference (a flag needs a note). */
export const writeCheck = async (app: FastifyInstance, actor: Actor, req: { plotId: number; result: WalkResult; note?: string }): Promise<WalkCheckRow> => {
  if (req.result === 'flagged' && !req.note) throw new ApiError('walk_flag_needs_note', 422, undefined, { note: { code: 'walk_flag_needs_note' } });
  return doorTransaction(app, actor, async (trx) => {
    const plot = await trx.selectFrom('tomb_burialslot').select(['id', 'code', 'area_id']).where('id', '=', req.plotId).executeTakeFirst();
    if (!plot) throw new ApiError('walk_plot_unknown', 404, { code: String(req.plotId) });
    const row = await trx
      .insertInto('walk_check')
      .values({ burialslot_id: req.plotId, area_id: plot.area_id, result: req.result, note: req.note ?? null, checked_by: actor.userId, checked_at: app.clock.now().toISOString() })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    await recordOperation(trx, actor, { action: 'create', table: 'walk_check', rowId: row.id, after: { plot: plot.code, result: req.result, note: req.note ?? null } });
    return oneCheck(trx, row.id);
  });
};

/** The caller's flag (their channel's, through the door), locked; not found otherwise. */
const lockedFlag = async (trx: TypedDb, id: number) => {
  const check = await trx.selectFrom('walk_check').select(['result', 'closed_at', 'photo_id']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!check || check.result !== 'flagged') throw new ApiError('not_found', 404);
  if (check.closed_at !== null) throw new ApiError('walk_already_closed', 409);
  return check;
};

/** A flag's photo, kept in the file store (src/server/files/store.ts); the flag keeps the latest one. */
export const addFlagPhoto = async (app: FastifyInstance, actor: Actor, checkId: number, body: unknown): Promise<PhotoRow> => {
  // Decode before any lock: the slow part never holds a row.
  const photo = await decodePhoto(body);
  return doorTransaction(app, actor, async (trx) => {
    const check = await trx.selectFrom('walk_check').select(['result', 'closed_at', 'photo_id']).where('id', '=', checkId).forUpdate().executeTakeFirst();
    if (!check) throw new ApiError('not_found', 404);
    if (check.result !== 'flagged') throw new ApiError('walk_photo_flag_only', 409);
    if (check.closed_at !== null) throw new ApiError('walk_already_closed', 409);
    // One photo per flag: the store stays bounded, and a retry after a lost answer cannot add a second.
    if (check.photo_id !== null) throw new ApiError('walk_photo_taken', 409);
    const stored = publicPhoto(await storeFile(trx, app.photoDir, { table: 'walk_check', id: checkId }, actor.channel, actor, photo));
    await trx.updateTable('walk_check').set({ photo_id: stored.id, version: sql`version + 1`, updated_at: app.clock.now().toISOString() }).where('id', '=', checkId).execute();
    await recordOperation(trx, actor, { action: 'update', table: 'walk_check', rowId: checkId, after: { photo_added: stored.id, photo_type: photo.mime, photo_bytes: photo.bytes.length } });
    return stored;
  });
};

/** The office's list (`db`: the caller's door): open flags (oldest first, the order to work through them), or closed ones (newest first). */
export const walkFlags = async (db: TypedDb, open: boolean): Promise<WalkCheckRow[]> => {
  let q = checksQuery(db).where('c.result', '=', 'flagged');
  q = open
    ? q.where('c.closed_at', 'is', null).orderBy('c.checked_at', 'asc').orderBy('c.id', 'asc')
    : q.where('c.closed_at', 'is not', null).orderBy('c.closed_at', 'desc').orderBy('c.id', 'desc');
  return (await q.limit(WALK_FLAGS_LIMIT).execute()).map(checkRow);
};

/** Close a flag: by a correction of the records, or by a note. */
export const closeFlag = async (app: FastifyInstance, actor: Actor, req: { id: number; kind: WalkClosing; note: string }): Promise<WalkCheckRow> =>
  doorTransaction(app, actor, async (trx) => {
    await lockedFlag(trx, req.id);
    const now = app.clock.now().toISOString();
    await trx
      .updateTable('walk_check')
      .set({ closed_at: now, closed_by: actor.userId, closing_kind: req.kind, closing_note: req.note, version: sql`version + 1`, updated_at: now })
      .where('id', '=', req.id)
      .execute();
    await recordOperation(trx, actor, { action: 'update', table: 'walk_check', rowId: req.id, before: { closed_at: null }, after: { closed_at: now, closing_kind: req.kind, closing_note: req.note } });
    return oneCheck(trx, req.id);
  });
