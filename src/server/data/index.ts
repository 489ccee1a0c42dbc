/**
 * The data service: every read and write of a configured table, with access, channel and
 * row-filter scoping, validation, hooks and the operation log. Routes (the legacy generic
 * query, a REST view) only translate their request shapes into these calls. Each call runs in
 * one of its user's slots (./userSlots.ts), so one user cannot hold the database (lists and
 * counts take theirs in ./list.ts, after their cost is checked).
 */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../config/types';
import { create as createRow } from './create';
import { getOne as getRow } from './list';
import { remove as removeRows } from './remove';
import { update as updateRow, updateMany as updateRows } from './update';
import { withUserSlot } from './userSlots';

export { count, list, search, type ListArgs } from './list';
export { parseIds } from './remove';
export { resolveTable, type Target } from './resolve';
export { type UpdateArgs } from './update';

type Call<A extends unknown[], R> = (app: FastifyInstance, actor: Actor, ...args: A) => Promise<R>;

const inSlot =
  <A extends unknown[], R>(call: Call<A, R>): Call<A, R> =>
  (app, actor, ...args) =>
    withUserSlot(app, actor, () => call(app, actor, ...args));

export const getOne = inSlot(getRow);
export const create = inSlot(createRow);
export const update = inSlot(updateRow);
export const updateMany = inSlot(updateRows);
export const remove = inSlot(removeRows);
