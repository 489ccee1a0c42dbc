/**
 * The park map's calls (docs/map.md; contracts in src/protocol/contracts/parkmap.ts).
 * Staff (a session):
 *   POST /index/admin.map_feature/map                the plan, the features, every placed plot with its status
 *   GET  /index/admin.park_plan/image                the plan's image (an uploaded picture, or the generated SVG)
 *   POST /index/admin.park_plan/upload               a new plan image (managers)
 *   POST /index/admin.map_feature/save|delete        draw, redraw, remove a feature (managers)
 *   POST /index/admin.map_feature/export|import      the drawing as GeoJSON
 * Public (no session; small bodies; the booking page's abuse limits and share of the database):
 *   POST /index/find/search {name, born?, died?}     deceased the family made findable (`visit_public`), nobody else
 *   POST /index/find/route {id, gate_id?}            the way to one of them
 *   POST /index/find/map, GET /index/find/plan       what the page draws under the way
 * The public calls have no caller to scope: they read through the privileged handle (the map is
 * the cemetery's, and a findable deceased is every channel's the family marked findable).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { POI_KINDS, dist, mayEditParkMap, plotPosition, rowLineOf, type Pt } from '../../rules/parkmap';
import type { Level } from '../../config/types';
import { PHOTO_MAX_BYTES } from '../../rules/workPhotos';
import * as pm from '../../protocol/contracts/parkmap';
import { publicRoute, route } from '../contract/route';
import { doorRead, doorTransaction, privilegedRead, type TypedDb } from '../data/door';
import { updateRow } from '../data/logged';
import { ApiError, retryLater } from '../http/errors';
import { decodePhoto, findFile, readFileBytes, storeFile } from '../files/store';
import { WindowCounter } from '../publicKit/windowCounter';
import { buildPathGraph } from './graph';
import { wayTo, type Gate, type Poi } from './route';
import { deleteFeature, exportCollection, importCollection, placePlots, readFeatures, readPlan, saveFeature, writeContext } from './store';

const editorsOnly = (level: Level): void => {
  if (!mayEditParkMap(level)) throw new ApiError('parkmap_editors_only', 403);
};

/** The plan's image: the uploaded picture from the file store, else the generated SVG (as an image: no script runs in it). */
const sendPlan = async (app: FastifyInstance, db: TypedDb, reply: FastifyReply): Promise<never> => {
  const plan = await readPlan(db);
  if (!plan || !plan.info.has_image) throw new ApiError('parkmap_no_plan', 404);
  reply.header('cache-control', 'private, max-age=300').header('x-content-type-options', 'nosniff');
  if (plan.row.file_id != null) {
    const file = await findFile(db, plan.row.file_id);
    const bytes = file ? await readFileBytes(db, app.photoDir, file, 'full') : undefined;
    if (!bytes) throw new ApiError('parkmap_no_plan', 404);
    return reply.header('content-type', bytes.mime).send(bytes.bytes) as never;
  }
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(plan.row.svg ?? '') as never;
};

const yearOf = (d: unknown): number | null => {
  const s = d instanceof Date ? d.toISOString() : typeof d === 'string' ? d : '';
  const y = Number(s.slice(0, 4));
  return Number.isInteger(y) && y > 0 ? y : null;
};

/** The way to a findable deceased's grave; not found (the same refusal) for anyone else. */
const graveRoute = async (db: TypedDb, memberId: number, gateId: number | undefined): Promise<pm.GraveRoute> => {
  const m = await db
    .selectFrom('member as m')
    .innerJoin('tomb_burialslot as p', 'p.id', 'm.burialslot_id')
    .leftJoin('tomb_area as a', 'a.id', 'p.area_id')
    .leftJoin('tomb_shelf as s', 's.id', 'p.shelf_id')
    .leftJoin('tomb_room as r', 'r.id', 'p.room_id')
    .select(['m.id', 'm.name', 'p.id as plot_id', 'p.code', 'p.shelf_id', 'p.column_no', 'a.name as area', 'r.name as room', 's.name as row'])
    .where('m.id', '=', memberId)
    .where('m.visit_public', '=', true)
    .executeTakeFirst();
  if (!m) throw new ApiError('parkmap_not_found', 404);
  const plan = await readPlan(db);
  const features = await readFeatures(db, ['row', 'plot', 'path', ...POI_KINDS]);
  const rowFeature = features.find((f) => f.kind === 'row' && f.shelf_id === m.shelf_id);
  const rowLine = rowFeature ? rowLineOf(rowFeature.geometry) : null;
  const moved = features.find((f) => f.kind === 'plot' && f.burialslot_id === m.plot_id);
  const columns =
    m.shelf_id == null
      ? 1
      : Number((await db.selectFrom('tomb_burialslot').select(sql<number>`max(column_no)`.as('n')).where('shelf_id', '=', m.shelf_id).executeTakeFirst())?.n ?? 1);
  const column = Number(m.column_no ?? 1);
  const at: Pt | null = moved?.geometry.type === 'Point' ? moved.geometry.coordinates : rowLine ? plotPosition(rowLine, column, columns) : null;
  if (!at) throw new ApiError('parkmap_no_route', 404);
  const allGates: Gate[] = features.flatMap((f) => (f.kind === 'gate' && f.geometry.type === 'Point' ? [{ id: f.id, name: f.name ?? '', at: f.geometry.coordinates }] : []));
  const gates = gateId === undefined ? allGates : allGates.filter((g) => g.id === gateId);
  const pois: Poi[] = features.flatMap((f) => (POI_KINDS.includes(f.kind) && f.kind !== 'gate' && f.geometry.type === 'Point' && f.name ? [{ name: f.name, at: f.geometry.coordinates }] : []));
  const graph = buildPathGraph(features.flatMap((f) => (f.kind === 'path' && f.geometry.type === 'LineString' ? [f.geometry.coordinates] : [])));
  // A hand-moved grave is reached from the nearer end of its row only if it still stands by it.
  const useRow = rowLine !== null && (!moved || Math.min(...rowLine.map((p) => dist(p, at))) < dist(rowLine[0], rowLine[rowLine.length - 1]) + 20);
  const walk = wayTo(graph, gates, pois, { code: String(m.code), area: m.area ?? '', row: [m.room, m.row].filter((x) => x != null).join(' '), at, rowLine: useRow ? rowLine : null, column, columns }, plan?.info.meters_per_unit ?? 0.25);
  if (!walk) throw new ApiError('parkmap_no_route', 404);
  return {
    id: m.id,
    name: m.name ?? '',
    place: [m.area, m.room, m.row, m.code].filter((x) => x != null).join(' '),
    code: String(m.code),
    at,
    gate: { id: walk.gate.id, name: walk.gate.name },
    line: walk.line,
    stop: walk.stop,
    metres: Math.max(1, Math.round(walk.units * (plan?.info.meters_per_unit ?? 0.25))),
    steps: walk.steps,
    gates: allGates.map((g) => ({ id: g.id, name: g.name })),
  };
};

export const parkMapRoutes = async (app: FastifyInstance): Promise<void> => {
  app.addContentTypeParser(['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp'], { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES * 2 }, (_req, body, done) => done(null, body));

  route(app, pm.parkMap, async (_body, actor) => {
    const db = doorRead(app, actor);
    const features = await readFeatures(db);
    const plan = await readPlan(db);
    return { plan: plan?.info ?? null, features, ...(await placePlots(db, features)) };
  });

  // The plan is the cemetery's, not a channel's: its file is read whoever uploaded it (any channel's staff see the map).
  route(app, pm.planImage, async (_body, _actor, { reply }) => sendPlan(app, privilegedRead(app), reply), { raw: true });

  route(app, pm.uploadPlan, async (body, actor) => {
    editorsOnly(actor.level);
    const photo = await decodePhoto(body);
    return doorTransaction(app, actor, async (trx) => {
      const current = await readPlan(trx);
      const plan =
        current?.row ??
        (await trx.insertInto('park_plan').values({ name: 'Site plan', width: photo.width, height: photo.height, meters_per_unit: 0.25 }).returningAll().executeTakeFirstOrThrow());
      const stored = await storeFile(trx, app.photoDir, { table: 'park_plan', id: plan.id }, actor.channel, actor, photo);
      const row = await updateRow(writeContext(trx, actor), 'park_plan', plan, { file_id: stored.id, width: photo.width, height: photo.height, svg: null });
      return (await readPlan(trx))?.info ?? { id: row.id, name: row.name ?? '', width: photo.width, height: photo.height, meters_per_unit: 0.25, has_image: true };
    });
  });

  route(app, pm.saveFeature, async (body, actor) => {
    editorsOnly(actor.level);
    return doorTransaction(app, actor, (trx) => saveFeature(writeContext(trx, actor), body));
  });
  route(app, pm.deleteFeature, async (body, actor) => {
    editorsOnly(actor.level);
    return doorTransaction(app, actor, (trx) => deleteFeature(writeContext(trx, actor), body.id));
  });
  route(app, pm.exportMap, async (_body, actor) => exportCollection(doorRead(app, actor)));
  route(app, pm.importMap, async (body, actor) => {
    editorsOnly(actor.level);
    return doorTransaction(app, actor, (trx) => importCollection(writeContext(trx, actor), body.collection, body.replace === true));
  });

  // The public calls: the booking page's limits (reads per address) and its share of the database.
  const counter = new WindowCounter();
  const readLimit = (request: FastifyRequest): void => {
    const limits = app.visitLimits;
    if (!counter.hit(`read:${request.ip}`, limits.readsPerAddress, limits.windowMs, Date.now())) throw retryLater('visit_too_many_requests', 429, Math.ceil(limits.windowMs / 1000));
  };
  const shared =
    <B, T>(handler: (body: B, request: FastifyRequest, reply: FastifyReply) => Promise<T>) =>
    (body: B, _actor: unknown, { request, reply }: { request: FastifyRequest; reply: FastifyReply }): Promise<T> => {
      readLimit(request);
      return app.publicShare.run(() => handler(body, request, reply));
    };

  publicRoute(app, pm.findSearch, shared(async (body) => {
    const like = `${body.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await privilegedRead(app)
      .selectFrom('member as m')
      .innerJoin('tomb_burialslot as p', 'p.id', 'm.burialslot_id')
      .leftJoin('tomb_area as a', 'a.id', 'p.area_id')
      .leftJoin('tomb_shelf as s', 's.id', 'p.shelf_id')
      .leftJoin('tomb_room as r', 'r.id', 'p.room_id')
      .select(['m.id', 'm.name', 'm.birth_date', 'm.death_date', 'p.code', 'a.name as area', 'r.name as room', 's.name as row'])
      .where('m.visit_public', '=', true)
      .where('m.name', 'like', like)
      .orderBy('m.name')
      .orderBy('m.id')
      .limit(200)
      .execute();
    const found: pm.FoundDeceased[] = [];
    for (const r of rows) {
      const born = yearOf(r.birth_date);
      const died = yearOf(r.death_date);
      if (body.born !== undefined && born !== body.born) continue;
      if (body.died !== undefined && died !== body.died) continue;
      found.push({ id: r.id, name: r.name ?? '', born, died, place: [r.area, r.room, r.row, r.code].filter((x) => x != null).join(' ') });
      if (found.length >= 10) break;
    }
    return found;
  }));

  publicRoute(app, pm.findRoute, shared(async (body) => graveRoute(privilegedRead(app), body.id, body.gate_id)));

  publicRoute(app, pm.findMap, shared(async () => {
    const db = privilegedRead(app);
    const plan = await readPlan(db);
    const features = await readFeatures(db, ['area', 'row', 'path', ...POI_KINDS]);
    return { plan: plan?.info ?? null, features: features.map((f) => ({ kind: f.kind, name: f.name, geometry: f.geometry })) };
  }));

  publicRoute(app, pm.findPlan, shared(async (_body, _request, reply) => sendPlan(app, privilegedRead(app), reply)), { raw: true });
};
