/**
 * POST /index/user/update_userinfo {nickname?, avatar?, introduction?}: a user edits their own
 * profile (any level). Values are checked with the config's validators for those fields.
 */
import type { FastifyInstance } from 'fastify';
import { validateField } from '../../config/validators';
import { updateUserInfo } from '../../protocol/contracts/users';
import { route } from '../contract/route';
import { userInfoOf } from '../auth/userInfo';
import { objectBody } from '../http/body';
import { ApiError, type AnyFieldError } from '../http/errors';
import { doorRead, doorTransaction, type PatchOf } from '../data/door';
import { recordOperation } from '../oplog/record';
import { sql } from 'kysely';

const PROFILE_FIELDS = ['nickname', 'avatar', 'introduction'] as const;

export const profileRoute = (app: FastifyInstance): void => {
  route(app, updateUserInfo, async (sent, actor) => {
    const body = objectBody(sent, PROFILE_FIELDS);
    const fields = app.resources.user.fields;
    const errors: Record<string, AnyFieldError> = {};
    const patch: Record<string, unknown> = {};
    for (const name of PROFILE_FIELDS) {
      if (!(name in body)) continue;
      const error = validateField(fields[name], body[name]);
      if (error) errors[name] = error;
      // An empty avatar or introduction clears it.
      else patch[name] = body[name] === '' && name !== 'nickname' ? null : body[name];
    }
    if (Object.keys(errors).length > 0) throw new ApiError('validation', 422, undefined, errors);
    if (Object.keys(patch).length > 0) {
      await doorTransaction(app, actor, async (trx) => {
        const before = await trx.selectFrom('user').select(['id', ...PROFILE_FIELDS]).where('id', '=', actor.userId).executeTakeFirst();
        await trx
          .updateTable('user')
          .set({ ...(patch as PatchOf<'user'>), version: sql`version + 1`, updated_at: sql`now()` })
          .where('id', '=', actor.userId)
          .execute();
        await recordOperation(trx, actor, { action: 'update', table: 'user', rowId: actor.userId, before, after: { ...before, ...patch } });
      });
    }
    return userInfoOf(doorRead(app, actor), actor);
  });
};
