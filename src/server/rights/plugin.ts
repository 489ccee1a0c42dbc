/**
 * The plot's life after the sale on the server (docs/rights.md): documents on any record
 * (documents.ts), rights holders that follow their order (holders.ts) and the transfer of rights
 * (transfer.ts); at start, in the background, the orders signed before holders existed get their
 * buyer as holder. Not encapsulated, like the work plugin.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { keepFilesOf } from '../files/plugin';
import { registerHooks } from '../hooks/registry';
import { runAfterStart } from '../jobs/startup';
import { backfillHolders, holderHooks, orderHolderHooks } from './holders';
import { movedOutMemberHooks } from './moveout';
import { rightsRoutes } from './routes';

const rights: FastifyPluginAsync = async (app) => {
  if (!app.resources.rights_holder || !app.resources.rights_transfer || !app.resources.rights_moveout) return;
  // Documents go with their record (work orders' are kept by the work plugin).
  for (const table of ['tomb_order', 'member', 'rights_holder', 'rights_transfer', 'rights_moveout'] as const) keepFilesOf(app, table);
  registerHooks(app, 'rights_holder', holderHooks);
  registerHooks(app, 'tomb_order', orderHolderHooks);
  registerHooks(app, 'member', movedOutMemberHooks);
  runAfterStart(
    app,
    'rights: holders backfilled',
    async () => {
      const made = await backfillHolders(app);
      if (made > 0) app.log.info({ made }, 'rights holders made from the buyers of orders signed before holders');
    },
    'rights: the holders backfill failed',
  );
  await app.register(rightsRoutes);
};

export const rightsPlugin = fp(rights, { name: 'rights', dependencies: ['domain', 'files', 'work'] });
