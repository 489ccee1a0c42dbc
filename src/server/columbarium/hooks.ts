/**
 * The columbarium's rules on every generic write (docs/columbarium.md): a niche's capacity never
 * drops below the urns it holds and a niche holding ashes is never deleted; its status follows
 * what it holds and its reservation; a withdrawn deposit no longer changes; the movement log and
 * the storage payments are never updated or deleted (the config grants nobody those operations,
 * these hooks refuse them too, and a database trigger refuses them below everything).
 */
import { nicheStatus } from '../../rules/columbarium';
import { acrossChannels } from '../data/door';
import { ApiError } from '../http/errors';
import type { RowOf } from '../db/tables';
import type { Draft, HookContext, HooksOf, TableHooks } from '../hooks/registry';

type Niche = RowOf<'ash_niche'>;
type Deposit = RowOf<'ash_deposit'>;

const nicheBeforeCreate = (_ctx: HookContext, data: Draft<Niche>): Draft<Niche> => ({
  ...data,
  stored: 0,
  status: nicheStatus({ stored: 0, temporary: 0, reservedFor: data.reserved_for }),
});

const nicheBeforeUpdate = async (ctx: HookContext, before: Niche, patch: Draft<Niche>): Promise<Draft<Niche>> => {
  const stored = before.stored ?? 0;
  if (Object.hasOwn(patch, 'capacity') && Number(patch.capacity) < stored)
    throw new ApiError('niche_capacity_below', 409, { stored }, { capacity: { code: 'niche_capacity_below', params: { stored } } });
  if (!Object.hasOwn(patch, 'reserved_for')) return patch;
  // Both channels' deposits are in a shared niche.
  const temporary = await acrossChannels(ctx.db)
    .selectFrom('ash_deposit')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('niche_id', '=', before.id)
    .where('status', '=', 'stored')
    .where('storage_kind', '=', 'temporary')
    .executeTakeFirstOrThrow();
  return { ...patch, status: nicheStatus({ stored, temporary: temporary.n, reservedFor: patch.reserved_for }) };
};

const nicheBeforeDelete = async (ctx: HookContext, row: Niche): Promise<void> => {
  // Deposits of either channel hold a niche (niches are shared): counted across channels.
  const held = await acrossChannels(ctx.db).selectFrom('ash_deposit').select('id').where('niche_id', '=', row.id).limit(1).executeTakeFirst();
  const stored = row.stored ?? 0;
  if (stored > 0 || held) throw new ApiError(stored > 0 ? 'niche_not_empty' : 'referenced', 409);
};

export const nicheHooks: HooksOf<'ash_niche'> = { beforeCreate: nicheBeforeCreate, beforeUpdate: nicheBeforeUpdate, beforeDelete: nicheBeforeDelete };

const noGenericCreate = (): never => {
  throw new ApiError('forbidden', 403);
};

const depositBeforeUpdate = (_ctx: HookContext, before: Deposit, patch: Draft<Deposit>): Draft<Deposit> => {
  if (before.status !== 'stored') throw new ApiError('deposit_closed', 409);
  return patch;
};

export const depositHooks: HooksOf<'ash_deposit'> = { beforeCreate: noGenericCreate, beforeUpdate: depositBeforeUpdate, beforeDelete: noGenericCreate };

const immutable = (): never => {
  throw new ApiError('movement_immutable', 403);
};

export const immutableHooks: TableHooks = { beforeCreate: noGenericCreate, beforeUpdate: immutable, beforeDelete: immutable };
