/** Calls made from another session, as an administrator's own browser would make them (through the API). */
import { channelOfLevel } from '../../../src/config/routes';
import type { Level } from '../../../src/config/types';
import { DEMO_PASSWORD, demoMobile } from '../../../src/server/seed/users';
import type { TestServer } from './server';

/** A call by the demo administrator of a channel: level 5 inside, 6 outside. */
export const adminCall = async (server: TestServer, path: string, body: object, admin: 5 | 6 = 5): Promise<{ status: number; data: unknown }> => {
  const login = await server.app.inject({ method: 'POST', url: '/index/User_Reg/pwd_login', payload: { mobile: demoMobile(admin), pwd: DEMO_PASSWORD, type: 'pc' } });
  const token = login.json().data.token_info.token as string;
  const res = await server.app.inject({ method: 'POST', url: `/index/${path}`, payload: body, headers: { 'x-token': token } });
  return res.json();
};

/**
 * Enable or disable a demo level's account the way its channel's user list does: a versioned
 * update of `enabled` by that channel's administrator (disabling ends the account's sessions).
 */
export const setEnabled = async (server: TestServer, level: Level, enabled: boolean): Promise<number> => {
  const user = await server.database.db.selectFrom('user').select(['id', 'version']).where('mobile', '=', demoMobile(level)).executeTakeFirstOrThrow();
  const admin = channelOfLevel(level) === 'outside' ? 6 : 5;
  const res = await adminCall(server, 'query', { table: 'user', id: user.id, version: user.version, data: { enabled } }, admin);
  return res.status;
};
