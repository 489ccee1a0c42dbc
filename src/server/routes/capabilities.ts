/**
 * GET /index/capabilities: the modules and the generic query's extensions this server offers
 * (src/protocol/capabilities.ts). No session needed: it tells what the product is, never data.
 */
import type { FastifyPluginAsync } from 'fastify';
import { MODULES } from '../../config/modules';
import { QUERY_FEATURES, type Capabilities } from '../../protocol/capabilities';
import { ok } from '../http/reply';

export const capabilitiesRoute: FastifyPluginAsync = async (app) => {
  const offered: Capabilities = { modules: [...MODULES], query: [...QUERY_FEATURES] };
  app.get('/index/capabilities', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return ok(offered);
  });
};
