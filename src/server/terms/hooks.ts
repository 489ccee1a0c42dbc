/**
 * The rules of every generic write of a term (the list's edit form, the REST view): the dates,
 * years and status are read-only (the config), so they move only by a renewal or its refund
 * (actions.ts); the yearly fee is the managers'. Terms are made by the server (term.ts), never
 * created or deleted by a client (the config grants nobody those), and refused here too.
 * Payments: a renewal's fields are the server's (read-only in the config).
 */
import { MANAGERS } from '../../config/define';
import { ApiError } from '../http/errors';
import type { HookContext, Row, TableHooks } from '../hooks/registry';
import { followOrder } from './term';

const beforeUpdate = (ctx: HookContext, before: Row, patch: Row): Row => {
  if (before.kind === 'storage' && Object.hasOwn(patch, 'yearly_fee') && Number(patch.yearly_fee) !== Number(before.yearly_fee))
    throw new ApiError('term_storage_fee', 409, undefined, { yearly_fee: { code: 'term_storage_fee' } });
  if (Object.hasOwn(patch, 'yearly_fee') && Number(patch.yearly_fee) !== Number(before.yearly_fee) && !MANAGERS.includes(ctx.actor.level))
    throw new ApiError('term_fee_managers', 403, undefined, { yearly_fee: { code: 'term_fee_managers' } });
  return patch;
};

const refuse = (): never => {
  throw new ApiError('forbidden', 403);
};

export const termHooks: TableHooks = { beforeUpdate, beforeCreate: refuse, beforeDelete: refuse };

/** The order's status moves open and close its term. */
export const orderTermHooks: TableHooks = { afterStatus: followOrder };
