/**
 * The reconciliation report (docs/import.md, "After moving in"): POST /index/reconcile/report,
 * for the levels the page's route names (src/config/routes.ts), on the caller's channel.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { PAGE_ROUTES } from '../../config/routes';
import { requireActor } from '../auth/actor';
import { objectBody } from '../http/body';
import { ApiError } from '../http/errors';
import { heavyRead } from '../http/heavyLane';
import { ok } from '../http/reply';
import { reconcileReport } from './report';

const reconcile: FastifyPluginAsync = async (app) => {
  app.post('/index/reconcile/report', async (request) => {
    const actor = requireActor(request);
    if (!PAGE_ROUTES.some((r) => r.page === 'reconcile' && r.levels.includes(actor.level))) throw new ApiError('forbidden', 403);
    objectBody(request.body ?? {}, []);
    // A heavy read: one at a time per instance, under the heavy statement timeout (../http/heavyLane.ts).
    return ok(await heavyRead(app, (db, sliced) => reconcileReport(db, app.resources, actor.channel, sliced)));
  });
};

export const reconcilePlugin = fp(reconcile, { name: 'reconcile', dependencies: ['domain'] });
