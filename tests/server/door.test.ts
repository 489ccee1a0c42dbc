/**
 * The door to the data (src/server/data/door.ts), on a real database: what a query built on a
 * caller's door reads, changes and deletes is their channel's, whichever way the query names
 * the table (alone, aliased, joined, in a subquery or a CTE); an insert gets the caller's
 * channel and one naming another is refused; tables that are not channel-scoped are shared.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Channel } from '../../src/config/types';
import { door, doorTransaction, privileged, ScopeViolation } from '../../src/server/data/door';
import { bindConfig } from '../../src/server/db/handleFacts';
import { recordOperation } from '../../src/server/oplog/record';
import { migrate } from '../../src/server/db/migrate';
import { appConfig } from '../../src/instance';
import { closeTestDatabase, onPostgres, openTestDatabase } from './helpers/database';
import { forFile } from './helpers/forFile';

const w = forFile(async () => {
  const database = await openTestDatabase('door');
  await migrate(database, appConfig);
  const db = privileged(database.db);
  const area = await db.insertInto('tomb_area').values({ name: 'Door area', code: 'DA' }).returning('id').executeTakeFirstOrThrow();
  const room = await db.insertInto('tomb_room').values({ name: 'Door room', code: 'DR', area_id: area.id }).returning('id').executeTakeFirstOrThrow();
  const shelf = await db.insertInto('tomb_shelf').values({ name: 'Door row', code: 'DS', area_id: area.id, room_id: room.id }).returning('id').executeTakeFirstOrThrow();
  const plot = await db
    .insertInto('tomb_burialslot')
    .values({ code: 'DA-1', area_id: area.id, room_id: room.id, shelf_id: shelf.id, column_no: 1, type: 'single', status: 'available', price: 100 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const users: Record<Channel, number> = { inside: 0, outside: 0 };
  for (const channel of ['inside', 'outside'] as const) {
    const u = await db
      .insertInto('user')
      .values({ mobile: channel === 'inside' ? '13900000001' : '13900000002', nickname: `Walker ${channel}`, level: 2, password_hash: 'x', channel })
      .returning('id')
      .executeTakeFirstOrThrow();
    users[channel] = u.id;
    for (const result of ['confirmed', 'flagged'] as const)
      await db.insertInto('walk_check').values({ burialslot_id: plot.id, area_id: area.id, result, checked_by: u.id, checked_at: '2026-01-02T03:04:05.000Z', channel }).execute();
  }
  const app = { resources: appConfig, database };
  return { app, database, plotId: plot.id, areaId: area.id, users, close: () => closeTestDatabase(database) };
});

const inside = { channel: 'inside' as const };
const outside = { channel: 'outside' as const };

describe(`the door scopes every query to the caller's channel (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('reads only the caller’s rows, the table named alone or aliased, with no filter written', async () => {
    const d = door(w.app, w.database.db, inside);
    const plain = await d.selectFrom('walk_check').select(['channel']).execute();
    const aliased = await d.selectFrom('walk_check as c').select(['c.channel']).execute();
    expect(plain.map((r) => r.channel)).toEqual(['inside', 'inside']);
    expect(aliased.map((r) => r.channel)).toEqual(['inside', 'inside']);
    // The whole table holds both channels' checks.
    expect(await privileged(w.database.db).selectFrom('walk_check').select('channel').execute()).toHaveLength(4);
  });

  it('keeps a where of its own (an OR in raw SQL) inside the scope', async () => {
    const rows = await door(w.app, w.database.db, outside)
      .selectFrom('walk_check')
      .select(['channel', 'result'])
      .where(sql<boolean>`result = 'confirmed' or result = 'flagged'`)
      .execute();
    expect(rows.map((r) => r.channel)).toEqual(['outside', 'outside']);
  });

  it('a left join of a scoped table finds only the caller’s row; a shared table joins whole', async () => {
    const rows = await door(w.app, w.database.db, inside)
      .selectFrom('tomb_burialslot as p')
      .leftJoin('user as u', (j) => j.on('u.id', '=', w.users.outside))
      .innerJoin('tomb_area as a', 'a.id', 'p.area_id')
      .select(['p.code', 'u.nickname', 'a.code as area'])
      .where('p.id', '=', w.plotId)
      .execute();
    expect(rows).toEqual([{ code: 'DA-1', nickname: null, area: 'DA' }]);
  });

  it('scopes subqueries and CTEs too', async () => {
    const d = door(w.app, w.database.db, inside);
    const counted = await d
      .selectFrom('tomb_area as a')
      .select((eb) => eb.selectFrom('walk_check as f').select((f) => f.fn.countAll<number>().as('n')).whereRef('f.area_id', '=', 'a.id').as('checks'))
      .where('a.id', '=', w.areaId)
      .executeTakeFirstOrThrow();
    expect(counted.checks).toBe(2);
    const viaCte = await d
      .with('mine', (q) => q.selectFrom('walk_check').select(['id', 'channel']))
      .selectFrom('mine')
      .select(['channel'])
      .execute();
    expect(new Set(viaCte.map((r) => r.channel))).toEqual(new Set(['inside']));
  });

  it('updates and deletes only the caller’s rows', async () => {
    await doorTransaction(w.app, outside, async (trx) => {
      const changed = await trx.updateTable('walk_check').set({ note: 'seen' }).where('result', '=', 'confirmed').returning(['channel']).execute();
      expect(changed).toEqual([{ channel: 'outside' }]);
      const gone = await trx.deleteFrom('walk_check as c').where('c.result', '=', 'flagged').returning(['c.channel']).execute();
      expect(gone).toEqual([{ channel: 'outside' }]);
      // Rolled back: the fixture stays whole for the other tests.
      throw new Rollback();
    }).catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
    const notes = await privileged(w.database.db).selectFrom('walk_check').select(['channel', 'note']).orderBy('id').execute();
    expect(notes.filter((r) => r.note !== null)).toEqual([]);
    expect(notes).toHaveLength(4);
  });

  it('an insert gets the caller’s channel; one naming another channel, or moving a row there, is refused', async () => {
    await doorTransaction(w.app, outside, async (trx) => {
      const row = await trx
        .insertInto('walk_check')
        .values({ burialslot_id: w.plotId, area_id: w.areaId, result: 'confirmed', checked_at: '2026-01-03T00:00:00.000Z' })
        .returning(['channel'])
        .executeTakeFirstOrThrow();
      expect(row.channel).toBe('outside');
      await expect(
        trx.insertInto('walk_check').values({ burialslot_id: w.plotId, result: 'confirmed', channel: 'inside' }).execute(),
      ).rejects.toBeInstanceOf(ScopeViolation);
      await expect(trx.updateTable('walk_check').set({ channel: 'inside' }).execute()).rejects.toBeInstanceOf(ScopeViolation);
      throw new Rollback();
    }).catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
    expect(await privileged(w.database.db).selectFrom('walk_check').select('id').execute()).toHaveLength(4);
  });
});

describe('the operation log redacts by the config of the handle’s app, not the process’s', () => {
  it('a field hidden in the app’s config never reaches its log; a handle no app opened cannot log', async () => {
    const hiding = { ...appConfig, walk_check: { ...appConfig.walk_check, fields: { ...appConfig.walk_check.fields, note: { ...appConfig.walk_check.fields.note, hidden: true } } } };
    const logged = async (config: typeof appConfig | undefined): Promise<unknown> =>
      w.database
        .transaction(async (trx) => {
          if (config) bindConfig(trx, config);
          await recordOperation(trx, { userId: w.users.inside, level: 2, channel: 'inside' }, { action: 'update', table: 'walk_check', rowId: 1, after: { result: 'flagged', note: 'a crack' } });
          const entry = await privileged(trx).selectFrom('operation_log').select('after').orderBy('id', 'desc').executeTakeFirstOrThrow();
          throw new Rollback(entry.after ?? '');
        })
        .catch((e: unknown) => {
          if (e instanceof Rollback) return JSON.parse(e.message);
          throw e;
        });
    expect(await logged(appConfig)).toEqual({ result: 'flagged', note: 'a crack' });
    expect(await logged(hiding)).toEqual({ result: 'flagged' });
    await expect(logged(undefined)).rejects.toThrow(/operation log/);
  });
});

class Rollback extends Error {}
