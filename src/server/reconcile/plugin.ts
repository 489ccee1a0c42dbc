/**
 * The reconciliation report (docs/import.md, "After moving in"): POST /index/reconcile/report
 * (its contract: src/protocol/contracts/reconcile.ts), on the caller's channel.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { reconcileReport as reportCall } from '../../protocol/contracts/reconcile';
import { route } from '../contract/route';
import { reconcileReport } from './report';

const reconcile: FastifyPluginAsync = async (app) => {
  route(app, reportCall, async (_body, actor) => reconcileReport(app.database.db, app.resources, actor.channel));
};

export const reconcilePlugin = fp(reconcile, { name: 'reconcile', dependencies: ['domain'] });
