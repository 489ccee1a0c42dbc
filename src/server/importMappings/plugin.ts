/**
 * Saved column mappings of the import screen (`import_mapping`, plain config CRUD): the server
 * stamps who saved one, whatever the body says (the field is read-only for clients).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerHooks } from '../hooks/registry';

const importMappings: FastifyPluginAsync = async (app) => {
  registerHooks(app, 'import_mapping', {
    beforeCreate: (ctx, data) => ({ ...data, created_by: ctx.actor.userId }),
  });
};

export const importMappingsPlugin = fp(importMappings, { name: 'import-mappings' });
