/**
 * The walk's reads and writes (docs/import.md, "The walk"): what the records say of a plot on
 * the caller's channel, a check (confirmed or flagged) written with the operation log, a flag's
 * photo in the work photos' store, the office closing a flag, and the progress per area. Plots
 * are shared; checks, occupants and holders are the caller's channel's.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { OWES_NOTHING_STATUSES } from '../../config/orderMoney';
import type { Actor, Channel, ResourcesConfig } from '../../config/types';
import { readPlotLabel, type WalkClosing, type WalkResult } from '../../config/walk';
import type { WalkArea, WalkCheckRow, WalkPlot } from '../../protocol/walk';
import { WALK_FLAGS_LIMIT } from '../../protocol/walk';
import { RECONCILE_AREAS_LIMIT } from '../../protocol/reconcile';
import type { Db } from '../db/database';
import { isPartialField, partialDateSql } from '../db/partialDates';
import { lockRow, type Trx } from '../domain/rows';
import { ApiError } from '../http/errors';
import { recordOperation } from '../oplog/record';
import { decodePhoto, storePhoto, type PhotoRow } from '../work/photos';

type Raw = Record<string, unknown>;
const num = (v: unknown): number => Number(v ?? 0);
const orNull = <T>(v: unknown, f: (v: unknown) => T): T | null => (v === null || v === undefined ? null : f(v));
const iso = (v: unknown): string | null => orNull(v, (d) => (d instanceof Date ? d.toISOString() : new Date(String(d)).toISOString()));

/** Checks with the names of their plot, area and staff (the staff of the check's channel only). */
const checksQuery = (db: Db, channel: Channel) =>
  db
    .selectFrom('walk_check as c')
    .innerJoin('tomb_burialslot as p', 'p.id', 'c.burialslot_id')
    .leftJoin('tomb_area as a', 'a.id', 'c.area_id')
    .leftJoin('user as u', (j) => j.onRef('u.id', '=', 'c.checked_by').on('u.channel', '=', channel))
    .leftJoin('user as v', (j) => j.onRef('v.id', '=', 'c.closed_by').on('v.channel', '=', channel))
    .select([
      'c.id', 'c.burialslot_id', 'c.area_id', 'c.result', 'c.note', 'c.photo_id', 'c.checked_by', 'c.checked_at', 'c.closed_at', 'c.closing_kind', 'c.closing_note',
      'p.code as plot_code', 'a.name as area_name', 'u.nickname as checked_by_name', 'v.nickname as closed_by_name',
    ])
    .where('c.channel', '=', channel);

const checkRow = (r: Raw): WalkCheckRow => ({
  id: num(r.id),
  burialslot_id: num(r.burialslot_id),
  area_id: orNull(r.area_id, Number),
  result: r.result as WalkResult,
  note: orNull(r.note, String),
  photo_id: orNull(r.photo_id, Number),
  checked_by: orNull(r.checked_by, Number),
  checked_by_name: orNull(r.checked_by_name, String),
  checked_at: iso(r.checked_at) ?? '',
  closed_at: iso(r.closed_at),
  closed_by_name: orNull(r.closed_by_name, String),
  closing_kind: orNull(r.closing_kind, String) as WalkClosing | null,
  closing_note: orNull(r.closing_note, String),
  plot_code: String(r.plot_code),
  area_name: orNull(r.area_name, String),
});

/** Progress per area on the caller's channel: a plot counts by its last check. */
export const walkAreas = async (db: Db, channel: Channel): Promise<WalkArea[]> => {
  const { rows } = await sql<Raw>`
    WITH last AS (
      SELECT DISTINCT ON (c.burialslot_id) c.burialslot_id, c.result
      FROM walk_check c WHERE c.channel = ${channel}
      ORDER BY c.burialslot_id, c.checked_at DESC, c.id DESC
    )
    SELECT a.id, a.name, a.code,
      count(p.id)::integer AS plots,
      count(l.burialslot_id)::integer AS checked,
      (count(l.burialslot_id) FILTER (WHERE l.result = 'confirmed'))::integer AS confirmed,
      (count(l.burialslot_id) FILTER (WHERE l.result = 'flagged'))::integer AS flagged,
      (SELECT count(*)::integer FROM walk_check f WHERE f.channel = ${channel} AND f.area_id = a.id AND f.result = 'flagged' AND f.closed_at IS NULL) AS open
    FROM tomb_area a
    LEFT JOIN tomb_burialslot p ON p.area_id = a.id
    LEFT JOIN last l ON l.burialslot_id = p.id
    GROUP BY a.id, a.name, a.code, a.sort
    ORDER BY a.sort, a.code, a.id
    LIMIT ${RECONCILE_AREAS_LIMIT}`.execute(db);
  return rows.map((r) => ({ id: num(r.id), name: String(r.name), code: String(r.code), plots: num(r.plots), checked: num(r.checked), confirmed: num(r.confirmed), flagged: num(r.flagged), open: num(r.open) }));
};

/** What the records say of the plot a scanned label or a typed code names. */
export const walkPlot = async (db: Db, config: ResourcesConfig, channel: Channel, text: string): Promise<WalkPlot> => {
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
  const plotId = Number(plot.id);
  // Dates as the register gave them ('1923-11', '~1879', a day): never a day the records do not have.
  const date = (column: string) => (isPartialField(config.member?.fields[column]) ? partialDateSql('m', column) : sql<string | null>`to_char(${sql.ref(`m.${column}`)}, 'YYYY-MM-DD')`);
  const occupants = await db
    .selectFrom('member as m')
    .select(['m.id', 'm.name', date('birth_date').as('birth_date'), date('death_date').as('death_date'), date('burial_date').as('burial_date')])
    .where('m.channel', '=', channel)
    .where('m.burialslot_id', '=', plotId)
    .orderBy('m.burial_date')
    .orderBy('m.id')
    .limit(50)
    .execute();
  const order = await db
    .selectFrom('tomb_order')
    .select(['id', 'order_no', 'buyer_name'])
    .where('channel', '=', channel)
    .where('burialslot_id', '=', plotId)
    .where('status', 'not in', [...OWES_NOTHING_STATUSES])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const term = order
    ? undefined
    : await db.selectFrom('mgmt_term').select(['holder_name']).where('channel', '=', channel).where('burialslot_id', '=', plotId).orderBy('paid_until', 'desc').executeTakeFirst();
  const checks = await checksQuery(db, channel).where('c.burialslot_id', '=', plotId).orderBy('c.checked_at', 'desc').orderBy('c.id', 'desc').limit(10).execute();
  return {
    plot: {
      id: plotId,
      code: String(plot.code),
      status: String(plot.status),
      type: String(plot.type),
      capacity: num(plot.capacity ?? 1),
      area_id: num(plot.area_id),
      area_name: orNull(plot.area_name, String),
      room_name: orNull(plot.room_name, String),
      shelf_name: orNull(plot.shelf_name, String),
    },
    occupants: occupants.map((m) => ({ id: num(m.id), name: String(m.name), birth_date: orNull(m.birth_date, String), death_date: orNull(m.death_date, String), burial_date: orNull(m.burial_date, String) })),
    holder: order
      ? { name: String(order.buyer_name ?? ''), order_no: orNull(order.order_no, String), order_id: num(order.id) }
      : term
        ? { name: String(term.holder_name ?? ''), order_no: null, order_id: null }
        : null,
    checks: checks.map(checkRow),
  };
};

const oneCheck = async (db: Db, channel: Channel, id: number): Promise<WalkCheckRow> => checkRow(await checksQuery(db, channel).where('c.id', '=', id).executeTakeFirstOrThrow());

/** Confirm the records of a plot, or flag a difference (a flag needs a note). */
export const writeCheck = async (app: FastifyInstance, actor: Actor, req: { plotId: number; result: WalkResult; note?: string }): Promise<WalkCheckRow> => {
  if (req.result === 'flagged' && !req.note) throw new ApiError('walk_flag_needs_note', 422, undefined, { note: { code: 'walk_flag_needs_note' } });
  const id = await app.database.transaction(async (trx: Trx) => {
    const plot = await trx.selectFrom('tomb_burialslot').select(['id', 'code', 'area_id']).where('id', '=', req.plotId).executeTakeFirst();
    if (!plot) throw new ApiError('walk_plot_unknown', 404, { code: String(req.plotId) });
    const row = await trx
      .insertInto('walk_check')
      .values({
        burialslot_id: req.plotId,
        area_id: plot.area_id,
        result: req.result,
        note: req.note ?? null,
        checked_by: actor.userId,
        checked_at: app.clock.now().toISOString(),
        channel: actor.channel,
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    await recordOperation(trx, actor, { action: 'create', table: 'walk_check', rowId: Number(row.id), after: { plot: plot.code, result: req.result, note: req.note ?? null } });
    return Number(row.id);
  });
  return oneCheck(app.database.db, actor.channel, id);
};

/** A flag's photo, kept in the work photos' store; the flag keeps the latest one. */
export const addFlagPhoto = async (app: FastifyInstance, actor: Actor, checkId: number, body: unknown): Promise<PhotoRow> => {
  // Decode before any lock: the slow part never holds a row.
  const photo = await decodePhoto(body);
  return app.database.transaction(async (trx: Trx) => {
    const check = await lockRow(trx, 'walk_check', checkId);
    if (!check || check.channel !== actor.channel) throw new ApiError('not_found', 404);
    if (check.result !== 'flagged') throw new ApiError('walk_photo_flag_only', 409);
    if (check.closed_at !== null) throw new ApiError('walk_already_closed', 409);
    // One photo per flag: the store stays bounded, and a retry after a lost answer cannot add a second.
    if (check.photo_id !== null) throw new ApiError('walk_photo_taken', 409);
    const stored = await storePhoto(trx, app.photoDir, { walk_check_id: checkId }, actor.channel, actor, photo);
    await trx.updateTable('walk_check').set({ photo_id: stored.id, version: sql`version + 1`, updated_at: app.clock.now().toISOString() }).where('id', '=', checkId).execute();
    await recordOperation(trx, actor, { action: 'update', table: 'walk_check', rowId: checkId, after: { photo_added: stored.id, photo_type: photo.mime, photo_bytes: photo.bytes.length } });
    return stored;
  });
};

/** The office's list: open flags (oldest first, the order to work through them), or closed ones (newest first). */
export const walkFlags = async (db: Db, channel: Channel, open: boolean): Promise<WalkCheckRow[]> => {
  let q = checksQuery(db, channel).where('c.result', '=', 'flagged');
  q = open
    ? q.where('c.closed_at', 'is', null).orderBy('c.checked_at', 'asc').orderBy('c.id', 'asc')
    : q.where('c.closed_at', 'is not', null).orderBy('c.closed_at', 'desc').orderBy('c.id', 'desc');
  return (await q.limit(WALK_FLAGS_LIMIT).execute()).map(checkRow);
};

/** Close a flag: by a correction of the records, or by a note. */
export const closeFlag = async (app: FastifyInstance, actor: Actor, req: { id: number; kind: WalkClosing; note: string }): Promise<WalkCheckRow> => {
  await app.database.transaction(async (trx: Trx) => {
    const check = await lockRow(trx, 'walk_check', req.id);
    if (!check || check.channel !== actor.channel || check.result !== 'flagged') throw new ApiError('not_found', 404);
    if (check.closed_at !== null) throw new ApiError('walk_already_closed', 409);
    const now = app.clock.now().toISOString();
    await trx
      .updateTable('walk_check')
      .set({ closed_at: now, closed_by: actor.userId, closing_kind: req.kind, closing_note: req.note, version: sql`version + 1`, updated_at: now })
      .where('id', '=', req.id)
      .execute();
    await recordOperation(trx, actor, { action: 'update', table: 'walk_check', rowId: req.id, before: { closed_at: null }, after: { closed_at: now, closing_kind: req.kind, closing_note: req.note } });
  });
  return oneCheck(app.database.db, actor.channel, req.id);
};
