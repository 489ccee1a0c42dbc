/**
 * The columbarium's rules on every generic write (docs/columbarium.md): a niche's capacity never
 * drops below the urns it holds and a niche holding ashes is never deleted; its status follows
 * what it holds and its reservation; a withdrawn deposit no longer changes; the movement log and
 * the storage payments are never updated or deleted (the config grants nobody those operations,
 * these hooks refuse them too, and a database trigger refuses them below everything).
 */
import { nicheStatus } from '../../config/columbarium';
import { ApiError } from '../http/errors';
import type { HookContext, Row, TableHooks } from '../hooks/registry';

const nicheBeforeCreate = (_ctx: HookContext, data: Row): Row => ({
  ...data,
  stored: 0,
  status: nicheStatus({ stored: 0, temporary: 0, reservedFor: data.reserved_for }),
});

const nicheBeforeUpdate = async (ctx: HookContext, before: Row, patch: Row): Promise<Row> => {
  const stored = Number(before.stored ?? 0);
  if (Object.hasOwn(patch, 'capacity') && Number(patch.capacity) < stored)
    throw new ApiError('niche_capacity_below', 409, { stored }, { capacity: { code: 'niche_capacity_below', params: { stored } } });
  if (!Object.hasOwn(patch, 'reserved_for')) return patch;
  const temporary = await ctx.trx
    .selectFrom('ash_deposit')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('niche_id', '=', Number(before.id))
    .where('status', '=', 'stored')
    .where('storage_kind', '=', 'temporary')
    .executeTakeFirstOrThrow();
  return { ...patch, status: nicheStatus({ stored, temporary: Number(temporary.n), reservedFor: patch.reserved_for }) };
};

const nicheBeforeDelete = async (ctx: HookContext, row: Row): Promise<void> => {
  const held = await ctx.trx.selectFrom('ash_deposit').select('id').where('niche_id', '=', Number(row.id)).limit(1).executeTakeFirst();
  if (Number(row.stored ?? 0) > 0 || held) throw new ApiError(Number(row.stored ?? 0) > 0 ? 'niche_not_empty' : 'referenced', 409);
};

export const nicheHooks: TableHooks = { beforeCreate: nicheBeforeCreate, beforeUpdate: nicheBeforeUpdate, beforeDelete: nicheBeforeDelete };

const noGenericCreate = (): never => {
  throw new ApiError('forbidden', 403);
};

const depositBeforeUpdate = (_ctx: HookContext, before: Row, patch: Row): Row => {
  if (before.status !== 'stored') throw new ApiError('deposit_closed', 409);
  return patch;
};

export const depositHooks: TableHooks = { beforeCreate: noGenericCreate, beforeUpdate: depositBeforeUpdate, beforeDelete: noGenericCreate };

const immutable = (): never => {
  throw new ApiError('movement_immutable', 403);
};

export const immutableHooks: TableHooks = { beforeCreate: noGenericCreate, beforeUpdate: immutable, beforeDelete: immutable };
