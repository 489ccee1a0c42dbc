/**
 * Rules on the `user` table for every generic write (admin.user/*, admin.admin/*, the
 * generic update, the REST view) and for this part's own calls, which go through the same
 * generic layer: managers only, levels they may give, a password that is hashed before it
 * is stored (and required on create), and the end of a user's sessions when they are
 * disabled or their level or password changes.
 */
import { acceptNewPassword } from '../auth/policy';
import { hashPassword } from '../auth/password';
import { endUserSessions } from '../auth/sessions';
import { ApiError, forbidden, notFound } from '../http/errors';
import type { PrepareContext, Row, TableHooks } from '../hooks/registry';
import { canAssignLevel, canManageUser, isUserManager } from './rules';

const levelNotAllowed = (): ApiError => new ApiError('level_not_allowed', 403, undefined, { level: { code: 'level_not_allowed' } });

const requireManager = (ctx: PrepareContext): void => {
  if (!isUserManager(ctx.actor)) throw forbidden();
};

/** The source of a manager's hashes in the hashing queue: the manager (a signed-in person), not an address. */
const sourceOf = (ctx: PrepareContext): string => `user:${ctx.actor.userId}`;

const trimMobile = (data: Row): Row => (typeof data.mobile === 'string' ? { ...data, mobile: data.mobile.trim() } : data);

export const userHooks: TableHooks = {
  acceptKeys: ['password'],

  // The plain `password` becomes `password_hash` here, before the write's transaction opens:
  // a hash takes about a second, and inside the transaction it would hold PGlite's only connection.
  async prepare(ctx, extras, values, mode) {
    if (mode === 'update' && extras.password === undefined) return extras;
    // The quick refusals first, so nobody spends a hash on a call that is refused anyway.
    requireManager(ctx);
    if (mode === 'create' && !canAssignLevel(ctx.actor, Number(values.level))) throw levelNotAllowed();
    const { password, ...rest } = extras;
    // An account nobody can sign in to is refused rather than created with a guessable default.
    // A new password is never the demo's published one, and the account is a demo one no more.
    return { ...rest, password_hash: await hashPassword(acceptNewPassword(password), undefined, { source: sourceOf(ctx) }), demo: false };
  },

  async beforeCreate(ctx, data) {
    requireManager(ctx);
    if (!canAssignLevel(ctx.actor, Number(data.level))) throw levelNotAllowed();
    // Hashed by `prepare`; without it, the answer is the missing password's (weak_password).
    if (typeof data.password_hash !== 'string') acceptNewPassword(undefined);
    return trimMobile(data);
  },

  async beforeUpdate(ctx, before, patch) {
    requireManager(ctx);
    if (!canManageUser(ctx.actor, before)) throw notFound();
    const self = Number(before.id) === ctx.actor.userId;
    const levelChanges = patch.level !== undefined && Number(patch.level) !== Number(before.level);
    const disables = patch.enabled === false && before.enabled !== false;
    const passwordChanges = patch.password_hash !== undefined;
    // A manager cannot lock themselves out (another manager of the channel can), and changes
    // their own password only with the current one (admin.user/update_password).
    if (self && (levelChanges || disables || passwordChanges)) throw forbidden();
    if (levelChanges && !canAssignLevel(ctx.actor, Number(patch.level))) throw levelNotAllowed();
    const next = trimMobile(patch);
    // Done here rather than after the write: same transaction, and the patch says what changes.
    if (levelChanges || disables || passwordChanges) await endUserSessions(ctx.trx, Number(before.id));
    return next;
  },

  beforeDelete(ctx, row) {
    requireManager(ctx);
    if (!canManageUser(ctx.actor, row)) throw notFound();
    if (Number(row.id) === ctx.actor.userId) throw forbidden();
  },
};
