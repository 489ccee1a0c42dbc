/**
 * Two server instances on one PostgreSQL, each holding a user's validated session in memory:
 * disabling the user through one, the other refuses the user's next request within 1 s
 * (the change feed: a trigger's NOTIFY heard on its LISTEN connection). PostgreSQL only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableOnFirstUntilSecondRefuses, post, signIn, startTwoInstances, userIdOf, type TwoInstances } from '../server/helpers/twoInstances';

const URL_ = process.env.TEST_DATABASE_URL;
const SCHEMA = `t_sessions_two_${process.pid}_${randomUUID().slice(0, 8)}`;
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
    const manager = await signIn(a, '13900000205');
    const id = await userIdOf(two, '13900000201');
    for (let round = 0; round < 10; round++) {
      const on = await post(a, '/index/query', { table: 'user', id, data: { enabled: true } }, manager);
      expect(on.statusCode, on.body).toBe(200);
      const seller = await signIn(a, '13900000201');
      for (const app of [a, b]) expect((await post(app, '/index/query', { table: 'tomb_area' }, seller)).statusCode).toBe(200);
      const { answer: onB, afterMs } = await disableOnFirstUntilSecondRefuses(two, manager, { id, token: seller }, { pollMs: 10, giveUpMs: 5000 });
      expect(onB.statusCode).toBe(401);
      expect(afterMs).toBeLessThan(1000);
    }
  });
});
