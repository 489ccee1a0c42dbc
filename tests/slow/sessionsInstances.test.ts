/**
 * Two server instances on one PostgreSQL, each holding a user's validated session in memory:
 * disabling the user through one, the other refuses the user's next request within 1 s
 * (the change feed: a trigger's NOTIFY heard on its LISTEN connection). PostgreSQL only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signIn, startTwoInstances, type TwoInstances } from '../server/helpers/twoInstances';

const URL_ = process.env.TEST_DATABASE_URL;
const SCHEMA = `t_sessions_two_${process.pid}_${Date.now().toString(36)}`;
let two: TwoInstances;

describe.runIf(URL_)('sessions on two instances', () => {
  beforeAll(async () => {
    two = await startTwoInstances(URL_ ?? '', SCHEMA, [
      { mobile: '13900000201', nickname: 'seller', level: 1 },
      { mobile: '13900000205', nickname: 'manager', level: 5 },
    ]);
  });

  afterAll(async () => {
    await two?.close();
  });

  it('a disabled user’s next request on the other instance is refused within 1 s, each of ten times', async () => {
    const [a, b] = two.apps;
    const db = two.databases[0].db;
    const manager = await signIn(a, '13900000205');
    const id = Number((await db.selectFrom('user').select('id').where('mobile', '=', '13900000201').executeTakeFirstOrThrow()).id);
    for (let round = 0; round < 10; round++) {
      const on = await post(a, '/index/query', { table: 'user', id, data: { enabled: true } }, manager);
      expect(on.statusCode, on.body).toBe(200);
      const seller = await signIn(a, '13900000201');
      for (const app of [a, b]) expect((await post(app, '/index/query', { table: 'tomb_area' }, seller)).statusCode).toBe(200);
      const off = await post(a, '/index/query', { table: 'user', id, data: { enabled: false } }, manager);
      expect(off.statusCode, off.body).toBe(200);
      const disabledAt = Date.now();
      let onB = await post(b, '/index/query', { table: 'tomb_area' }, seller);
      while (onB.statusCode === 200 && Date.now() - disabledAt < 5000) {
        await new Promise((ok) => setTimeout(ok, 10));
        onB = await post(b, '/index/query', { table: 'tomb_area' }, seller);
      }
      expect(onB.statusCode).toBe(401);
      expect(Date.now() - disabledAt).toBeLessThan(1000);
    }
  });
});
