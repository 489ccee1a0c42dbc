/**
 * A production start without demo data asks for the first administrator as create-admin
 * does (issue 12, item 3): from ADMIN_MOBILE / ADMIN_PASSWORD, on the terminal, or else with
 * one log line saying how; never a demo account, never twice.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/password';
import { UsageError } from '../../src/server/cli/createAdminCommand';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { ensureFirstAdmin, type FirstAdminIo } from '../../src/server/runtime/firstAdmin';
import { closeTestDatabase, openTestDatabase } from './helpers/database';
import { appConfig } from '../../src/instance';

let database: Database;

beforeEach(async () => {
  database = await openTestDatabase('first_admin');
  await migrate(database, appConfig);
});
afterEach(async () => {
  await closeTestDatabase(database);
});

/** A terminal that answers from a script and records what was said. */
const io = (env: NodeJS.ProcessEnv, answers: string[] = [], interactive = answers.length > 0) => {
  const said: string[] = [];
  const asked: string[] = [];
  const next = async (q: string): Promise<string> => {
    asked.push(q);
    const a = answers.shift();
    if (a === undefined) throw new Error(`unexpected question ${q}`);
    return a;
  };
  const terminal: FirstAdminIo = { env, interactive, ask: next, askHidden: next, say: (l) => said.push(l) };
  return { terminal, said, asked };
};

const users = () => database.db.selectFrom('user').select(['mobile', 'level', 'nickname', 'demo', 'password_hash', 'channel']).execute();

describe('the first administrator of a production start', () => {
  it('without a terminal or settings, says in one line how to create one, and creates nobody', async () => {
    const t = io({});
    expect(await ensureFirstAdmin(database, t.terminal)).toBe('missing');
    expect(t.said).toHaveLength(1);
    expect(t.said[0]).toMatch(/No administrator account yet/);
    expect(t.said[0]).toMatch(/npm run create-admin -- --mobile <mobile> --level 5 --nickname <name>/);
    expect(t.said[0]).toMatch(/ADMIN_MOBILE and ADMIN_PASSWORD/);
    expect(await users()).toEqual([]);
  });

  it('creates it from ADMIN_MOBILE and ADMIN_PASSWORD (level and name optional), with its own password and no demo mark', async () => {
    const t = io({ ADMIN_MOBILE: '13900000777', ADMIN_PASSWORD: 'first-admin-pass', ADMIN_LEVEL: '6', ADMIN_NICKNAME: 'Outside admin' });
    expect(await ensureFirstAdmin(database, t.terminal)).toBe('created');
    const [admin, ...others] = await users();
    expect(others).toEqual([]);
    expect(admin).toMatchObject({ mobile: '13900000777', level: 6, nickname: 'Outside admin', demo: false, channel: 'outside' });
    expect(await verifyPassword('first-admin-pass', String(admin.password_hash))).toBe(true);
    expect(t.said.join('\n')).toMatch(/Created the first administrator Outside admin \(level 6, mobile 13900000777/);
    // A second start finds it and asks nothing.
    const again = io({ ADMIN_MOBILE: '13900000778', ADMIN_PASSWORD: 'another-pass-1' });
    expect(await ensureFirstAdmin(database, again.terminal)).toBe('exists');
    expect(await users()).toHaveLength(1);
  });

  it('refuses unusable settings with the reason, creating nothing', async () => {
    await expect(ensureFirstAdmin(database, io({ ADMIN_MOBILE: '12', ADMIN_PASSWORD: 'long-enough-1' }).terminal)).rejects.toThrow(UsageError);
    await expect(ensureFirstAdmin(database, io({ ADMIN_MOBILE: '13900000777', ADMIN_PASSWORD: 'short' }).terminal)).rejects.toThrow(/8 to 256 characters/);
    await expect(ensureFirstAdmin(database, io({ ADMIN_MOBILE: '13900000777', ADMIN_PASSWORD: 'long-enough-1', ADMIN_LEVEL: '1' }).terminal)).rejects.toThrow(/--level/);
    expect(await users()).toEqual([]);
  });

  it('asks on the terminal, again after a mistake, and then creates it', async () => {
    const t = io({}, [
      ...['not-a-mobile', '', '', 'secret-pass-1'],
      ...['13900000555', '5', 'Lin', 'secret-pass-1', 'secret-pass-2'],
      ...['13900000555', '', '', 'secret-pass-1', 'secret-pass-1'],
    ]);
    expect(await ensureFirstAdmin(database, t.terminal)).toBe('created');
    expect(t.said.some((l) => /not a valid mobile number/.test(l))).toBe(true);
    expect(t.said.some((l) => /The two passwords differ/.test(l))).toBe(true);
    const [admin] = await users();
    expect(admin).toMatchObject({ mobile: '13900000555', level: 5, nickname: 'Administrator', demo: false });
    expect(await verifyPassword('secret-pass-1', String(admin.password_hash))).toBe(true);
  });

  it('on an address other machines reach, does not count a demo administrator (it cannot sign in there) and asks for a real one', async () => {
    await database.db
      .insertInto('user')
      .values({ mobile: '13800000005', nickname: 'Demo admin', level: 5, channel: 'inside', enabled: true, demo: true, password_hash: 'x' })
      .execute();
    // On the loopback the demo administrator signs in: nothing to ask.
    expect(await ensureFirstAdmin(database, io({}).terminal)).toBe('exists');
    const t = io({});
    expect(await ensureFirstAdmin(database, { ...t.terminal, demoAccountsLocked: true })).toBe('missing');
    expect(t.said).toEqual([expect.stringMatching(/^No administrator account with a password of its own \(demo accounts cannot sign in on this address\): nobody can sign in\. .*npm run create-admin/)]);
    const made = io({ ADMIN_MOBILE: '13900000778', ADMIN_PASSWORD: 'real-admin-pass-1' });
    expect(await ensureFirstAdmin(database, { ...made.terminal, demoAccountsLocked: true })).toBe('created');
    expect((await users()).filter((u) => !u.demo).map((u) => u.mobile)).toEqual(['13900000778']);
  });
});
