/**
 * Instances behind PgBouncer in transaction mode (issue 33): a server connection is an
 * instance's only for one transaction, so LISTEN through the pooler hears nothing and start-up
 * parameters never reach PostgreSQL. With DATABASE_DIRECT_URL beside the pooled DATABASE_URL
 * (src/server/db/postgres.ts) a disabled user is refused on the other instance within 1 s, and the
 * generic reads keep their statement timeout. PostgreSQL only; needs Debian's pgbouncer.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableOnFirstUntilSecondRefuses, post, signIn, startTwoInstances, userIdOf, type TwoInstances } from './helpers/twoInstances';
import { startPooler, type Pooler } from './helpers/pgbouncer';

const URL_ = process.env.TEST_DATABASE_URL;
let pooler: Pooler;
let two: TwoInstances;

describe.runIf(URL_)('two instances behind PgBouncer in transaction mode', () => {
  beforeAll(async () => {
    pooler = await startPooler(URL_ ?? '', `t_pooler_${process.pid}`);
    two = await startTwoInstances(
      pooler.url,
      undefined,
      [
        { mobile: '13900000301', nickname: 'seller', level: 1 },
        { mobile: '13900000305', nickname: 'manager', level: 5 },
      ],
      pooler.directUrl,
    );
  });

  afterAll(async () => {
    await two?.close();
    await pooler?.stop();
  });

  it('refuses a disabled user on the other instance within 1 s, each of five times', async () => {
    const [a, b] = two.apps;
    const manager = await signIn(a, '13900000305');
    const id = await userIdOf(two, '13900000301');
    for (let round = 0; round < 5; round++) {
      const on = await post(a, '/index/query', { table: 'user', id, data: { enabled: true } }, manager);
      expect(on.statusCode, on.body).toBe(200);
      const seller = await signIn(a, '13900000301');
      for (const app of [a, b]) expect((await post(app, '/index/query', { table: 'tomb_area' }, seller)).statusCode).toBe(200);
      const { answer: onB, afterMs } = await disableOnFirstUntilSecondRefuses(two, manager, { id, token: seller }, { pollMs: 10, giveUpMs: 5000 });
      expect(onB.statusCode).toBe(401);
      expect(afterMs).toBeLessThan(1000);
    }
  });

  it('still cuts a generic read at the statement timeout, and answers lists through the pooler', async () => {
    await expect(two.databases[1].bounded((db) => sql`select pg_sleep(30)`.execute(db))).rejects.toMatchObject({ code: '57014' });
    const manager = await signIn(two.apps[1], '13900000305');
    const list = await post(two.apps[1], '/index/query', { table: 'user', field: ['mobile'], page: 1, page_size: 10 }, manager);
    expect(JSON.parse(list.body).data.map((u: { mobile: string }) => u.mobile)).toEqual(expect.arrayContaining(['13900000301', '13900000305']));
  });

  it('runs the maintenance’s session (lock, setting, then a statement outside any transaction) on one connection of its own', async () => {
    const database = two.databases[0];
    // Other requests keep the pooler's server connections busy meanwhile, as on a working day.
    const traffic = () => Promise.all(Array.from({ length: 8 }, () => sql`select pg_sleep(0.05)`.execute(database.db)));
    const seen = await database.session(async (conn) => {
      await sql`select set_config('application_name', 'maintenance-check', false)`.execute(conn);
      const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn)).rows[0].pid;
      const busy = traffic();
      await new Promise((ok) => setTimeout(ok, 10));
      const name = (await sql<{ name: string }>`select current_setting('application_name') as name`.execute(conn)).rows[0].name;
      const again = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn)).rows[0].pid;
      await busy;
      return { pid, name, again };
    });
    expect(seen.name).toBe('maintenance-check');
    expect(seen.again).toBe(seen.pid);
  });
});
