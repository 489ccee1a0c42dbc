/**
 * "Mark all read" in the message drawer: POST /index/admin.message/read_all marks every unread
 * message of the caller's level read in one transaction (versioned and logged like one-by-one
 * updates) and leaves every other level's messages as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/actors';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer('messages_read_all');
});
afterAll(async () => {
  await s?.close();
});

const post = (level: 0 | 2 | 5, body: unknown = {}) => s.post(level, '/index/admin.message/read_all', body, { 'accept-language': 'en' });

const seed = async (level: number, status: string, n: number): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const row = await s.database.db
      .insertInto('message')
      .values({ type: '新订单', receive_user_id: level, content: `to ${level} #${i}`, submit_date: s.app.clock.now().toISOString(), status })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  return ids;
};

const rows = (ids: number[]) => s.database.db.selectFrom('message').select(['id', 'status', 'version']).where('id', 'in', ids).orderBy('id').execute();

describe('mark all read', () => {
  it('marks every unread message of the level, and only those, in one call', async () => {
    const mine = await seed(5, '未读', 3);
    const alreadyRead = await seed(5, '已读', 1);
    const others = await seed(2, '未读', 2);
    const res = await post(5);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ids: mine });
    expect(await rows(mine)).toEqual(mine.map((id) => ({ id, status: '已读', version: 2 })));
    expect(await rows(alreadyRead)).toEqual(alreadyRead.map((id) => ({ id, status: '已读', version: 1 })));
    expect(await rows(others)).toEqual(others.map((id) => ({ id, status: '未读', version: 1 })));
    // The unread count the bell polls is now zero for level 5, untouched for level 2.
    const count = async (level: 2 | 5) =>
      (await s.post(level, '/index/query', { table: 'message', where: { receive_user_id: level, status: '未读' }, is_count: 1 })).json().data;
    expect(await count(5)).toBe(0);
    expect(await count(2)).toBe(2);
    const logged = await s.database.db.selectFrom('operation_log').select(['row_id', 'action', 'user_id']).where('table_name', '=', 'message').orderBy('row_id').execute();
    expect(logged).toEqual(mine.map((id) => ({ row_id: id, action: 'update', user_id: s.actors[5].userId })));
  });

  it('answers no ids when nothing is unread, and changes nothing', async () => {
    const res = await post(5);
    expect(res.json()).toEqual({ status: 200, msg: 'ok', data: { ids: [] } });
  });

  it('takes no keys (another level cannot be named) and needs a session', async () => {
    const others = await seed(2, '未读', 1);
    const named = await post(5, { receive_user_id: 2 });
    expect(named.statusCode).toBe(400);
    expect(named.json().data.code).toBe('unknown_key');
    expect((await post(0)).statusCode).toBe(401);
    expect(await rows(others)).toEqual(others.map((id) => ({ id, status: '未读', version: 1 })));
  });
});
