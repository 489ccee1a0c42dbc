/**
 * The walk on the server (docs/import.md, "The walk"). Calls (contracts in
 * src/protocol/contracts/walk.ts, shapes in src/protocol/walk.ts):
 *   POST /index/admin.walk_check/areas | plot | check | photo?id=N | flags | close
 * Managers (levels 2, 4, 5, 6) and users marked field crew walk, on their channel; managers
 * close flags. Registered only when the config has `walk_check`.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { keepFilesOf } from '../files/plugin';
import fp from 'fastify-plugin';
import { resourceByKey } from '../../config/access';
import type { Actor } from '../../config/types';
import { mayCloseFlag, mayWalk, type WalkClosing, type WalkResult } from '../../rules/walk';
import { PHOTO_MAX_BYTES } from '../../rules/workPhotos';
import * as walk from '../../protocol/contracts/walk';
import { requireActor } from '../http/actor';
import { route } from '../contract/route';
import { ApiError } from '../http/errors';
import { heavyRead } from '../http/heavyLane';
import { isRowId } from '../query/values';
import { door, doorRead } from '../data/door';
import { addFlagPhoto, closeFlag, walkAreas, walkFlags, walkPlot, writeCheck } from './checks';

/** The caller, when they may walk: a manager, or a user marked field crew (read from the user row, never from the client). */
const walker = async (app: FastifyInstance, request: FastifyRequest): Promise<Actor> => {
  const actor = requireActor(request);
  const user = await doorRead(app, actor).selectFrom('user').select(['field_crew']).where('id', '=', actor.userId).executeTakeFirst();
  if (!mayWalk(actor.level, user?.field_crew === true)) throw new ApiError('walk_not_allowed', 403);
  return actor;
};

/** The calls, in a scope of their own: the photo's raw body needs the parser the work photos use (as src/server/work/phoneRoutes.ts). */
const walkRoutes = async (app: FastifyInstance): Promise<void> => {
  app.addContentTypeParser(['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp'], { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES * 2 }, (_req, body, done) =>
    done(null, body),
  );

  // A heavy read (../http/heavyLane.ts), through the door on the lane's handle.
  route(app, walk.walkAreas, async (_body, _actor, { request }) => {
    const actor = await walker(app, request);
    return heavyRead(app, (db) => walkAreas(door(app, db, actor)));
  });

  route(app, walk.walkPlot, async (body, _actor, { request }) => walkPlot(doorRead(app, await walker(app, request)), app.resources, body.text));

  route(app, walk.walkCheck, async (body, _actor, { request }) =>
    writeCheck(app, await walker(app, request), { plotId: body.plot_id, result: body.result as WalkResult, note: body.note }),
  );

  route(app, walk.walkFlagPhoto, async (body, _actor, { request }) => {
    const actor = await walker(app, request);
    const id = Number((request.query as Record<string, unknown>).id);
    if (!isRowId(id)) throw new ApiError('bad_request', 400);
    return addFlagPhoto(app, actor, id, body);
  });

  route(app, walk.walkFlags, async (body, _actor, { request }) => walkFlags(doorRead(app, await walker(app, request)), body.open));

  route(app, walk.closeWalkFlag, async (body, _actor, { request }) => {
    const actor = await walker(app, request);
    if (!mayCloseFlag(actor.level)) throw new ApiError('walk_close_managers_only', 403);
    if (body.note === undefined) throw new ApiError('walk_close_needs_note', 422, undefined, { note: { code: 'walk_close_needs_note' } });
    return closeFlag(app, actor, { id: body.id, kind: body.kind as WalkClosing, note: body.note });
  });
};

const walkModule: FastifyPluginAsync = async (app) => {
  if (resourceByKey('walk_check', app.resources)) {
    // A flag's photo is in the file store.
    keepFilesOf(app, 'walk_check');
    await app.register(walkRoutes);
  }
};

export const walkPlugin = fp(walkModule, { name: 'walk', dependencies: ['work', 'files'] });
