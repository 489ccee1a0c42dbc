/**
 * The file store of an app (./store.ts): the modules whose records have files say so
 * (`keepFilesOf`, when they register), and once the config's tables exist the store's own table
 * and its ties to those records are made (./schema.ts). Not encapsulated, like the domain plugin.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { privilegedRead } from '../data/door';
import type { TableName } from '../db/tables';
import { migrateFileStore } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tables whose records have files in the store. */
    fileOwners: Set<TableName>;
  }
}

/** The records of `table` have files: they go with their record. */
export const keepFilesOf = (app: FastifyInstance, table: TableName): void => {
  app.fileOwners.add(table);
};

const files: FastifyPluginAsync = async (app) => {
  app.decorate('fileOwners', new Set<TableName>());
  // After the config migration (main and the test helpers migrate before ready): the store's table is the config's.
  app.addHook('onReady', async () => {
    if (app.resources.stored_file) await migrateFileStore(privilegedRead(app), [...app.fileOwners].filter((t) => Object.values(app.resources).some((r) => r.table === t)));
  });
};

export const filesPlugin = fp(files, { name: 'files' });
