/**
 * Rules on the `user` table for every generic write (admin.user/*, admin.admin/*, the
 * generic update, the REST view) and for this part's own calls, which go through the same
 * generic layer: managers only, levels they may give, a password that is hashed before it
 * is stored, before the transaction (./hashFirst.ts), and required on create, and the end of a user's sessions when they are
 * disabled or their level or password changes.
 */
import { NEW_PASSWORD_CLEARS, acceptNewPassword } from '../auth/policy';
import { hashPassword } from '../auth/password';
import { endUserSessions } from '../auth/sessions';
import { HashedPassword } from './hashFirst';
import { ApiError, forbidden, notFound } from '../http/errors';
import type { HookContext, Row, TableHooks } from '../hooks/registry';
import { canAssignLevel, canManageUser, isUserManager } from './rules';

const levelNotAllowed = (): ApiError => new ApiError('level_not_allowed', 403, undefined, { level: { code: 'level_not_allowed' } });

const requireManager = (ctx: HookContext): void => {
  if (!isUserManager(ctx.actor)) throw forbidden();
};

/**
 * Move the `password` key into `password_hash`; a new password is never the demo's published
 * one. The calls that write users hashed it before the transaction (./hashFirst.ts); a plain
 * one (a caller inside the server) is checked and hashed here.
 */
const withHashedPassword = async (data: Row): Promise<Row> => {
  const { password, ...rest } = data;
  const hash = password instanceof HashedPassword ? password.hash : await hashPassword(acceptNewPassword(password));
  return { ...rest, password_hash: hash, ...NEW_PASSWORD_CLEARS };
};

const trimMobile = (data: Row): Row => (typeof data.mobile === 'string' ? { ...data, mobile: data.mobile.trim() } : data);

export const userHooks: TableHooks = {
  acceptKeys: ['password'],

  async beforeCreate(ctx, data) {
    requireManager(ctx);
    if (!canAssignLevel(ctx.actor, Number(data.level))) throw levelNotAllowed();
    // An account nobody can sign in to is refused rather than created with a guessable default.
    return withHashedPassword(trimMobile(data));
  },

  async beforeUpdate(ctx, before, patch) {
    requireManager(ctx);
    if (!canManageUser(ctx.actor, before)) throw notFound();
    const self = Number(before.id) === ctx.actor.userId;
    const levelChanges = patch.level !== undefined && Number(patch.level) !== Number(before.level);
    const disables = patch.enabled === false && before.enabled !== false;
    const passwordChanges = patch.password !== undefined;
    // A manager cannot lock themselves out (another manager of the channel can), and changes
    // their own password only with the current one (admin.user/update_password).
    if (self && (levelChanges || disables || passwordChanges)) throw forbidden();
    if (levelChanges && !canAssignLevel(ctx.actor, Number(patch.level))) throw levelNotAllowed();
    let next = trimMobile(patch);
    if (passwordChanges) next = await withHashedPassword(next);
    // Done here rather than after the write: same transaction, and the patch says what changes.
    if (levelChanges || disables || passwordChanges) await endUserSessions(ctx.db, Number(before.id), undefined, ctx.app.auth.sessions);
    return next;
  },

  beforeDelete(ctx, row) {
    requireManager(ctx);
    if (!canManageUser(ctx.actor, row)) throw notFound();
    if (Number(row.id) === ctx.actor.userId) throw forbidden();
    // The delete cascades to the sessions; this instance forgets them now, the others on commit.
    ctx.app.auth.sessions.forgetUser(Number(row.id));
  },
};
