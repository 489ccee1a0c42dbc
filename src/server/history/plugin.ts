/**
 * Imported history (docs/import.md): no routes of its own (the import pipeline calls
 * writeHistory, ./write.ts); at start, the database rule that keeps the fields a register may
 * lack required of every other row (./schema.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { privilegedRead } from '../data/door';
import { ensureHistorySchema } from './schema';

export const historyPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    await ensureHistorySchema(privilegedRead(app), app.resources);
  });
};
