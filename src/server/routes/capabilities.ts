/**
 * GET /index/capabilities: the modules and the generic query's extensions this server offers
 * (src/protocol/capabilities.ts). No session needed: it tells what the product is, never data.
 */
import type { FastifyPluginAsync } from 'fastify';
import { MODULES } from '../../config/modules';
import { QUERY_FEATURES, type Capabilities } from '../../protocol/capabilities';
import { capabilities } from '../../protocol/contracts/system';
import { publicRoute } from '../contract/route';

export const capabilitiesRoute: FastifyPluginAsync = async (app) => {
  const offered: Capabilities = { modules: [...MODULES], query: [...QUERY_FEATURES] };
  publicRoute(app, capabilities, async (_body, _actor, { reply }) => {
    reply.header('cache-control', 'no-cache');
    return offered;
  });
};
