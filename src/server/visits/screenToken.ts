/**
 * The wall screen's display address (docs/visits.md "The data screen", docs/auth.md): one
 * secret token per cemetery that opens /screen and nothing else. Only its SHA-256 is kept (the
 * settings row's hidden `screen_token_hash`, with the channel of the administrator who made
 * it), so the address is shown once, when made; making a new one or revoking ends the old one.
 * The token is read by GET /index/visit/screen alone, from its own header: it is never a
 * session, so every other call answers 401 to it. Takings only when `setting.screen_money` is on.
 *
 *   POST /index/admin.setting/screen_status  {}  -> {active}           the settings page's levels (contracts in src/protocol/contracts/visits.ts)
 *   POST /index/admin.setting/screen_token   {}  -> {active, token}    a new token; the old one ends
 *   POST /index/admin.setting/screen_revoke  {}  -> {active: false}
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHANNELS, type Channel } from '../../config/types';
import * as visits from '../../protocol/contracts/visits';
import { route } from '../contract/route';
import { doorRead, privilegedRead } from '../data/door';
import { readSettingRow } from '../kernel/settings';
import { ApiError } from '../http/errors';

/** The header the screen sends its token in (never X-Token: it is not a session). */
export const SCREEN_TOKEN_HEADER = 'x-screen-token';
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** What a valid display token lets the screen see. */
export interface ScreenGrant {
  channel: Channel;
  money: boolean;
}

/** The request's display token, if it sent one (undefined: none sent). */
export const screenTokenOf = (request: FastifyRequest): string | undefined => {
  const v = request.headers[SCREEN_TOKEN_HEADER];
  return typeof v === 'string' ? v : undefined;
};

/** The grant of a display token, or 401 `screen_token_refused` (wrong, old or revoked). */
export const screenGrant = async (app: FastifyInstance, token: string): Promise<ScreenGrant> => {
  // No caller yet (the token is what is being checked): the settings row through the privileged handle.
  const row = await readSettingRow(privilegedRead(app), ['screen_token_hash', 'screen_token_channel', 'screen_money']);
  const channel = (CHANNELS as readonly string[]).includes(String(row.screen_token_channel)) ? (row.screen_token_channel as Channel) : undefined;
  if (!TOKEN_RE.test(token) || !row.screen_token_hash || row.screen_token_hash !== hashOf(token) || !channel) throw new ApiError('screen_token_refused', 401);
  return { channel, money: row.screen_money === true };
};

export const screenTokenRoutes = async (app: FastifyInstance): Promise<void> => {
  route(app, visits.screenStatus, async (_body, actor) => {
    const row = await readSettingRow(doorRead(app, actor), ['screen_token_hash']);
    return { active: Boolean(row.screen_token_hash) };
  });

  route(app, visits.screenToken, async (_body, actor) => {
    const token = randomBytes(32).toString('base64url');
    const done = await doorRead(app, actor)
      .updateTable('setting').set({ screen_token_hash: hashOf(token), screen_token_channel: actor.channel }).where('id', '=', 1).executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw new ApiError('not_found', 404);
    return { active: true, token };
  });

  route(app, visits.screenRevoke, async (_body, actor) => {
    await doorRead(app, actor).updateTable('setting').set({ screen_token_hash: null, screen_token_channel: null }).where('id', '=', 1).execute();
    return { active: false };
  });
};
