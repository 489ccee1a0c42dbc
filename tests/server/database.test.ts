/**
 * The database handle: the same JS values from PGlite and PostgreSQL (numbers for numeric
 * and int8, 'YYYY-MM-DD' dates, ISO timestamps), transactions that commit or roll back
 * whole, and PGlite's single connection shared safely by concurrent work.
 */
import { sql } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { parseTimestamp } from '../../src/server/db/types';
import { PGLITE_SHARED_BUFFERS } from '../../src/server/db/pglite';
import { closeTestDatabase, openTestDatabase } from './helpers/database';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase('database');
  await sql`create table t (id serial primary key, n integer not null, money numeric(14,2), day date, at timestamptz)`.execute(database.db);
});
afterAll(async () => {
  await closeTestDatabase(database);
});

describe('values', () => {
  it('returns numeric and int8 as numbers, dates as strings and timestamps as ISO strings', async () => {
    const { rows } = await sql<Record<string, unknown>>`select 12345678901.25::numeric(14,2) as money, count(*) as n, 9007199254740991::int8 as big,
      '2024-02-29'::date as day, '2024-03-01 08:30:00+08'::timestamptz as at, '2024-03-01 08:30:00.123456'::timestamp as local
      from (values (1), (2)) v(x)`.execute(database.db);
    expect(rows[0]).toEqual({
      money: 12345678901.25,
      n: 2,
      big: 9007199254740991,
      day: '2024-02-29',
      at: '2024-03-01T00:30:00.000Z',
      local: '2024-03-01T08:30:00.123Z',
    });
  });

  it('reads back what it wrote', async () => {
    await database.db.insertInto('t').values({ n: 1, money: 0.1, day: '1999-12-31', at: '2024-06-01T12:00:00Z' }).execute();
    const row = await database.db.selectFrom('t').selectAll().where('n', '=', 1).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ money: 0.1, day: '1999-12-31', at: '2024-06-01T12:00:00.000Z' });
  });

  it('parses every timestamp form Postgres prints', () => {
    expect(parseTimestamp('2024-01-02 03:04:05+00')).toBe('2024-01-02T03:04:05.000Z');
    expect(parseTimestamp('2024-01-02 03:04:05.5-05:30')).toBe('2024-01-02T08:34:05.500Z');
    expect(parseTimestamp('1900-01-01 00:00:00+08:05:43')).toBe('1899-12-31T15:54:17.000Z');
    expect(parseTimestamp('infinity')).toBe('infinity');
    expect(parseTimestamp('0044-03-15 12:00:00+00 BC')).toBe('0044-03-15 12:00:00+00 BC');
  });
});

describe('transactions', () => {
  it('commits on success and rolls back on failure', async () => {
    await database.transaction(async (trx) => {
      await trx.insertInto('t').values({ n: 10 }).execute();
    });
    await expect(
      database.transaction(async (trx) => {
        await trx.insertInto('t').values({ n: 11 }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const ns = (await database.db.selectFrom('t').select('n').where('n', 'in', [10, 11]).execute()).map((r) => r.n);
    expect(ns).toEqual([10]);
  });

  it('keeps the embedded database\'s buffer cache small (its WebAssembly memory never shrinks), leaving PostgreSQL\'s to its server', async () => {
    const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
    if (database.kind === 'pglite') expect(rows[0].shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    // The value is PostgreSQL's own unit notation (16MB), and well below its default of 128MB.
    expect(PGLITE_SHARED_BUFFERS).toMatch(/^\d+MB$/);
    expect(Number.parseInt(PGLITE_SHARED_BUFFERS, 10)).toBeLessThan(128);
  });

  it('keeps concurrent transactions and queries apart (one at a time on PGlite)', async () => {
    // Each transaction reads a counter, waits, then writes it + 1: interleaving would lose increments.
    await database.db.insertInto('t').values({ n: 100, money: 0 }).execute();
    const bump = () =>
      database.transaction(async (trx) => {
        const row = await trx.selectFrom('t').select('money').where('n', '=', 100).forUpdate().executeTakeFirstOrThrow();
        await new Promise((r) => setTimeout(r, 5));
        await trx.updateTable('t').set({ money: Number(row.money) + 1 }).where('n', '=', 100).execute();
      });
    const reads = Array.from({ length: 10 }, () => database.db.selectFrom('t').select('money').where('n', '=', 100).executeTakeFirstOrThrow());
    await Promise.all([...Array.from({ length: 10 }, bump), ...reads]);
    const final = await database.db.selectFrom('t').select('money').where('n', '=', 100).executeTakeFirstOrThrow();
    expect(final.money).toBe(10);
  });

  it('a failed statement inside a transaction rolls it back and leaves the connection usable', async () => {
    await expect(
      database.transaction(async (trx) => {
        await trx.insertInto('t').values({ n: 200 }).execute();
        await sql`select * from no_such_table`.execute(trx);
      }),
    ).rejects.toThrow();
    expect(await database.db.selectFrom('t').select('n').where('n', '=', 200).execute()).toEqual([]);
    expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
  });
});
