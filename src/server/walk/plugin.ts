/**
 * The walk on the server (docs/import.md, "The walk"). Calls (shapes in src/protocol/walk.ts):
 *   POST /index/admin.walk_check/areas | plot | check | photo?id=N | flags | close
 * Managers (levels 2, 4, 5, 6) and users marked field crew walk, on their channel; managers
 * close flags. Registered only when the config has `walk_check`.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { keepFilesOf } from '../files/plugin';
import fp from 'fastify-plugin';
import { canDo, resourceByKey } from '../../config/access';
import type { Actor } from '../../config/types';
import { WALK_CLOSING, WALK_CODE_MAX, WALK_NOTE_MAX, WALK_RESULT, mayCloseFlag, mayWalk, type WalkClosing, type WalkResult } from '../../config/walk';
import { PHOTO_MAX_BYTES } from '../../config/workPhotos';
import { requireActor } from '../auth/actor';
import { objectBody, oneOf, positiveInt, requiredText, type Body } from '../http/body';
import { ApiError } from '../http/errors';
import { heavyRead } from '../http/heavyLane';
import { ok } from '../http/reply';
import { isRowId } from '../query/values';
import { door, doorRead } from '../data/door';
import { addFlagPhoto, closeFlag, walkAreas, walkFlags, walkPlot, writeCheck } from './checks';

/** The caller, when they may walk: a manager, or a user marked field crew (read from the user row, never from the client). */
const walker = async (app: FastifyInstance, request: FastifyRequest): Promise<Actor> => {
  const actor = requireActor(request);
  const def = resourceByKey('walk_check', app.resources);
  if (!def || !canDo(def, actor.level, 'read')) throw new ApiError('forbidden', 403);
  const user = await doorRead(app, actor).selectFrom('user').select(['field_crew']).where('id', '=', actor.userId).executeTakeFirst();
  if (!mayWalk(actor.level, user?.field_crew === true)) throw new ApiError('walk_not_allowed', 403);
  return actor;
};

const optionalNote = (body: Body): string | undefined => {
  const v = body.note;
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw new ApiError('validation', 422, undefined, { note: { key: 'type_text' } });
  if (v.length > WALK_NOTE_MAX) throw new ApiError('validation', 422, undefined, { note: { key: 'max_length', params: { max: WALK_NOTE_MAX } } });
  return v.trim() || undefined;
};

/** The calls, in a scope of their own: the photo's raw body needs the parser the work photos use (as src/server/work/phoneRoutes.ts). */
const walkRoutes = async (app: FastifyInstance): Promise<void> => {
  app.addContentTypeParser(['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp'], { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES * 2 }, (_req, body, done) =>
    done(null, body),
  );

  app.post('/index/admin.walk_check/areas', async (request) => {
    const actor = await walker(app, request);
    objectBody(request.body ?? {}, []);
    // A heavy read (../http/heavyLane.ts), through the door on the lane's handle.
    return ok(await heavyRead(app, (db) => walkAreas(door(app, db, actor))));
  });

  app.post('/index/admin.walk_check/plot', async (request) => {
    const actor = await walker(app, request);
    const body = objectBody(request.body, ['text']);
    return ok(await walkPlot(doorRead(app, actor), app.resources, requiredText(body, 'text', WALK_CODE_MAX)));
  });

  app.post('/index/admin.walk_check/check', async (request) => {
    const actor = await walker(app, request);
    const body = objectBody(request.body, ['plot_id', 'result', 'note']);
    const req = {
      plotId: positiveInt(body, 'plot_id'),
      result: oneOf(body, 'result', WALK_RESULT.map((r) => r.value)) as WalkResult,
      note: optionalNote(body),
    };
    return ok(await writeCheck(app, actor, req));
  });

  app.post('/index/admin.walk_check/photo', async (request) => {
    const actor = await walker(app, request);
    const id = Number((request.query as Record<string, unknown>).id);
    if (!isRowId(id)) throw new ApiError('bad_request', 400);
    return ok(await addFlagPhoto(app, actor, id, request.body));
  });

  app.post('/index/admin.walk_check/flags', async (request) => {
    const actor = await walker(app, request);
    const body = objectBody(request.body ?? {}, ['open']);
    if (body.open !== undefined && typeof body.open !== 'boolean') throw new ApiError('bad_request', 400);
    return ok(await walkFlags(doorRead(app, actor), body.open !== false));
  });

  app.post('/index/admin.walk_check/close', async (request) => {
    const actor = await walker(app, request);
    if (!mayCloseFlag(actor.level)) throw new ApiError('walk_close_managers_only', 403);
    const body = objectBody(request.body, ['id', 'kind', 'note']);
    const id = positiveInt(body, 'id');
    const kind = oneOf(body, 'kind', WALK_CLOSING.map((k) => k.value)) as WalkClosing;
    if (typeof body.note !== 'string' || !body.note.trim()) throw new ApiError('walk_close_needs_note', 422, undefined, { note: { code: 'walk_close_needs_note' } });
    return ok(await closeFlag(app, actor, { id, kind, note: requiredText(body, 'note', WALK_NOTE_MAX) }));
  });
};

const walk: FastifyPluginAsync = async (app) => {
  if (resourceByKey('walk_check', app.resources)) {
    // A flag's photo is in the file store.
    keepFilesOf(app, 'walk_check');
    await app.register(walkRoutes);
  }
};

export const walkPlugin = fp(walk, { name: 'walk', dependencies: ['work', 'files'] });
