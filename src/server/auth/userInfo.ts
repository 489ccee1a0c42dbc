/**
 * POST /index/user_reg/get_user_info: who the session belongs to, in the legacy shape
 * (Nickname, AvatarUrl) plus what the new app needs (level, channel, id, mobile).
 * The role is always `admin`: menus depend on the level, as in the legacy product; a user marked
 * field crew also has FIELD_CREW_ROLE, which opens the walk to a clerk (src/config/routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { FIELD_CREW_ROLE } from '../../config/routes';
import type { Actor } from '../../config/types';
import type { TypedDb } from '../db/tables';
import { ApiError } from '../http/errors';
import { getUserInfo, type UserInfo } from '../../protocol/contracts/auth';
import { route } from '../contract/route';
import { privilegedRead } from '../data/door';

export const userInfoOf = async (db: TypedDb, actor: Actor): Promise<UserInfo> => {
  const row = await db
    .selectFrom('user')
    .select(['id', 'nickname', 'avatar', 'introduction', 'level', 'mobile', 'field_crew'])
    .where('id', '=', actor.userId)
    .executeTakeFirst();
  // The session was found a moment ago; a user deleted in between has no session any more.
  if (!row) throw new ApiError('session_expired', 401);
  return {
    Nickname: row.nickname ?? '',
    AvatarUrl: row.avatar ?? '',
    introduction: row.introduction ?? '',
    roles: row.field_crew === true ? ['admin', FIELD_CREW_ROLE] : ['admin'],
    level: row.level,
    mobile: row.mobile,
    id: row.id,
    channel: actor.channel,
  };
};

export const userInfoRoute = (app: FastifyInstance): void => {
  // The spec's own envelope (status 1), sent as it is.
  route(app, getUserInfo, async (_body, actor) => ({ status: 1, msg: 'ok', data: await userInfoOf(privilegedRead(app), actor) }), { raw: true });
};
