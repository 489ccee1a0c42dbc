/**
 * The calls of the phone page and the photos (docs/work.md, "Today's work on a phone", "Photos"):
 *   POST /index/admin.work_order/today {day?}          the caller's own work of the day, in start order
 *   POST /index/admin.work_order/photo?id=N            one photo, the raw bytes as the body
 *   POST /index/admin.work_order/photos {id}           the photos of a work order
 *   GET  /index/admin.work_order/photo/:photo?size=thumb|full   a photo's bytes (X-Token header)
 *   POST /index/admin.work_order/crew                  the staff of the caller's channel to assign, field crew first
 *   POST /index/admin.work_order/proof {id}            what the inscription proof prints (docs/printing.md)
 *   POST /index/admin.work_order/labels {area_id | shelf_id}   the plots of an area or a row, for QR labels
 * Their contracts (who, body, answer) are in src/protocol/contracts/work.ts; each handler checks the channel.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { resourceByKey } from '../../config/access';
import { isWorkManager } from '../../rules/work';
import { PHOTO_MAX_BYTES } from '../../rules/workPhotos';
import { requireActor } from '../http/actor';
import { door, doorRead } from '../data/door';
import type { TypedDb } from '../db/tables';
import { composePartialDates } from '../db/partialDates';
import { addDays, dayOf } from '../clock/clock';
import { readSettingRow } from '../kernel/settings';
import * as work from '../../protocol/contracts/work';
import { route } from '../contract/route';
import { ApiError } from '../http/errors';
import { heavyRead, inPages } from '../http/heavyLane';
import { isRowId } from '../query/values';
import { addPhoto, checkUpload, listPhotos, readPhoto } from './photos';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where photo files go; undefined: in the database (docs/work.md, "Photos"). */
    photoDir: string | undefined;
  }
}

/** The start of a local day (the server's time zone, as every "today" of the server). */
const dayStart = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** At most this many work orders on one day's list. */
/** A work order with where it is done (plot, area, room, row) and its order; `db` is the reader's door (their channel's work and orders). */
const workWithPlace = (db: TypedDb) =>
  db
    .selectFrom('work_order as w')
    .innerJoin('tomb_burialslot as p', 'p.id', 'w.burialslot_id')
    .leftJoin('tomb_area as a', 'a.id', 'p.area_id')
    .leftJoin('tomb_room as r', 'r.id', 'p.room_id')
    .leftJoin('tomb_shelf as s', 's.id', 'p.shelf_id')
    .leftJoin('tomb_order as o', 'o.id', 'w.order_id');

const TODAY_LIMIT = 100;

/** At most this many labels in one print (a large area is printed row by row). */
export const LABELS_LIMIT = 2000;

export const phoneRoutes = async (app: FastifyInstance): Promise<void> => {
  // The photo upload's body: raw bytes, up to twice the limit so that a photo just over it is
  // refused with the translated limit (larger ones get the generic "too large").
  app.addContentTypeParser(['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp'], { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES * 2 }, (_req, body, done) =>
    done(null, body),
  );

  route(app, work.todayWork, async (body, actor) => {
    const day = body.day ?? dayOf(app.clock.now());
    const from = dayStart(day).toISOString();
    const to = dayStart(addDays(day, 1)).toISOString();
    const rows = await workWithPlace(doorRead(app, actor))
      .select([
        'w.id', 'w.version', 'w.work_no', 'w.kind', 'w.status', 'w.scheduled_start', 'w.duration_minutes', 'w.crew', 'w.notes',
        'w.inscription_text', 'w.approved_at', 'w.assignee_id', 'w.order_id', 'w.burialslot_id', 'w.completed_at',
        'p.code as plot_code', 'p.status as plot_status', 'p.column_no', 'p.area_id',
        'a.name as area_name', 'r.name as room_name', 's.name as shelf_name', 'o.order_no',
        sql<number>`(SELECT count(*)::integer FROM stored_file f WHERE f.owner_table = 'work_order' AND f.owner_id = w.id)`.as('photo_count'),
      ])
      .where('w.assignee_id', '=', actor.userId)
      .where((eb) =>
        eb.or([
          eb.and([eb('w.scheduled_start', '>=', from), eb('w.scheduled_start', '<', to), eb('w.status', '<>', 'cancelled')]),
          // Work started on an earlier day and not finished is still today's.
          eb.and([eb('w.status', '=', 'in_progress'), eb('w.scheduled_start', '<', from)]),
        ]),
      )
      .orderBy('w.scheduled_start')
      .orderBy('w.id')
      .limit(TODAY_LIMIT)
      .execute();
    return { day, rows: rows as unknown as work.TodayWork[] };
  });

  const photoTarget = (request: FastifyRequest): number => {
    const id = Number((request.query as Record<string, unknown>).id);
    if (!isRowId(id)) throw new ApiError('bad_request', 400);
    return id;
  };
  route(
    app,
    work.uploadWorkPhoto,
    async (body, actor, { request }) => (await addPhoto(app, app.photoDir, actor, photoTarget(request), body)) as work.PhotoInfo,
    // Before the body is read: who may upload to this work order, in its present state.
    { before: async (request) => checkUpload(app, requireActor(request), photoTarget(request)) },
  );

  route(app, work.workPhotos, async (body, actor) => (await listPhotos(app, actor, body.id)) as work.PhotoInfo[]);

  route(
    app,
    work.workPhotoFile,
    async (_body, actor, { request, reply }) => {
    const id = Number((request.params as Record<string, string>).photo);
    if (!isRowId(id)) throw new ApiError('bad_request', 400);
    const size = (request.query as Record<string, unknown>).size === 'full' ? 'full' : 'thumb';
    const photo = await readPhoto(app, app.photoDir, actor, id, size);
    return reply
      .header('content-type', photo.mime)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(photo.bytes) as never;
    },
    { raw: true },
  );

  route(app, work.workCrew, async (_body, actor) => {
    if (!isWorkManager(actor.level)) throw new ApiError('work_managers_only', 403);
    const rows = await doorRead(app, actor)
      .selectFrom('user')
      .select(['id', 'nickname', 'level', 'field_crew'])
      .where('enabled', '=', true)
      .orderBy(sql`field_crew DESC NULLS LAST`)
      .orderBy('nickname')
      .orderBy('id')
      .limit(200)
      .execute();
    return rows as work.Staff[];
  });

  route(app, work.inscriptionProof, async (body, actor) => {
    const db = doorRead(app, actor);
    const work = await workWithPlace(db)
      .leftJoin('user as u', 'u.id', 'w.approved_by')
      .select([
        'w.id', 'w.version', 'w.work_no', 'w.kind', 'w.status', 'w.inscription_text', 'w.approved_at', 'w.member_id', 'w.order_id', 'w.scheduled_start',
        'p.code as plot_code', 'p.column_no', 'a.name as area_name', 'r.name as room_name', 's.name as shelf_name',
        'o.order_no', 'o.buyer_name', 'u.nickname as approved_by_name',
      ])
      .where('w.id', '=', body.id)
      .executeTakeFirst();
    if (!work) throw new ApiError('not_found', 404);
    if (work.kind !== 'inscription') throw new ApiError('work_bad_move', 409);
    // The deceased named on the work order, else every one registered on its order.
    let members = db
      .selectFrom('member')
      .select(['id', 'name', 'gender', 'birth_date', 'death_date', 'birth_date_precision', 'death_date_precision']);
    if (work.member_id !== null) members = members.where('id', '=', work.member_id);
    else if (work.order_id !== null) members = members.where('order_id', '=', work.order_id);
    else members = members.where(sql<boolean>`false`);
    const setting = await readSettingRow(db, ['cemetery_name']);
    return { ...work, cemetery_name: setting.cemetery_name ?? '', deceased: (await members.orderBy('id').limit(10).execute()).map((m) => composePartialDates(resourceByKey('member', app.resources)!, m)) } as unknown as work.ProofData;
  });

  route(app, work.plotLabels, async (body, actor) => {
    const { area_id: areaId, shelf_id: shelfId } = body;
    if ((areaId === undefined) === (shelfId === undefined)) throw new ApiError('bad_request', 400);
    const rows = await heavyRead(app, (lane, sliced) => {
      let q = door(app, lane, actor)
        .selectFrom('tomb_burialslot as p')
      .leftJoin('tomb_area as a', 'a.id', 'p.area_id')
      .leftJoin('tomb_room as r', 'r.id', 'p.room_id')
      .leftJoin('tomb_shelf as s', 's.id', 'p.shelf_id')
        .select(['p.id', 'p.code', 'p.area_id', 'p.column_no', 'a.name as area_name', 'r.name as room_name', 's.name as shelf_name']);
      q = areaId !== undefined ? q.where('p.area_id', '=', areaId) : q.where('p.shelf_id', '=', shelfId as number);
      const ordered = q.orderBy('r.sort').orderBy('s.sort').orderBy('p.column_no').orderBy('p.id');
      // In pages on the embedded database (../http/heavyLane.ts).
      return inPages(sliced, LABELS_LIMIT + 1, (offset, limit) => ordered.limit(limit ?? LABELS_LIMIT + 1).offset(offset).execute());
    });
    return { rows: rows.slice(0, LABELS_LIMIT) as unknown as work.LabelPlot[], truncated: rows.length > LABELS_LIMIT };
  });
};
