/**
 * The reconciliation report (docs/import.md, "After moving in"): POST /index/reconcile/report
 * (its contract: src/protocol/contracts/reconcile.ts), on the caller's channel.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { reconcileReport as reportCall } from '../../protocol/contracts/reconcile';
import { route } from '../contract/route';
import { heavyRead } from '../http/heavyLane';
import { reconcileReport } from './report';

const reconcile: FastifyPluginAsync = async (app) => {
  // A heavy read: one at a time per instance, under the heavy statement timeout (../http/heavyLane.ts).
  route(app, reportCall, async (_body, actor) => heavyRead(app, (db, sliced) => reconcileReport(db, app.resources, actor.channel, sliced)));
};

export const reconcilePlugin = fp(reconcile, { name: 'reconcile', dependencies: ['domain'] });
