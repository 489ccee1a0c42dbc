/**
 * The columbarium on the server (docs/columbarium.md): the rules of every generic write
 * (hooks.ts), the deposit, withdrawal and transfer calls (routes.ts, actions.ts) and the
 * database guards (schema.ts). Not encapsulated, like the domain plugin.
 */
import type { FastifyPluginAsync } from 'fastify';
import { privilegedRead } from '../data/door';
import fp from 'fastify-plugin';
import { registerHooks } from '../hooks/registry';
import { depositHooks, immutableHooks, nicheHooks } from './hooks';
import { columbariumRoutes } from './routes';
import { ensureColumbariumSchema } from './schema';
import { backfillStorageTerms } from './storageTerm';

const columbarium: FastifyPluginAsync = async (app) => {
  if (!app.resources.ash_niche || !app.resources.ash_deposit) return;
  registerHooks(app, 'ash_niche', nicheHooks);
  registerHooks(app, 'ash_deposit', depositHooks);
  registerHooks(app, 'ash_movement', immutableHooks);
  registerHooks(app, 'ash_payment', immutableHooks);
  app.addHook('onReady', async () => {
    // At start, for every channel: unscoped.
    const db = privilegedRead(app);
    await ensureColumbariumSchema(db);
    if (!app.resources.mgmt_term) return;
    const made = await backfillStorageTerms(db);
    if (made > 0) app.log.info({ made }, 'storage terms made for the deposits before storage terms');
  });
  await app.register(columbariumRoutes);
};

export const columbariumPlugin = fp(columbarium, { name: 'columbarium', dependencies: ['domain'] });
