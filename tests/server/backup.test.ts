/**
 * npm run backup / npm run restore: every table comes back exactly (rows, ids, sequences), on
 * PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL (each database in a schema of its
 * own) and across the two. A damaged file or a non-empty target changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createSession } from '../../src/server/auth/sessions';
import { systemClock } from '../../src/server/clock/clock';
import { BackupError } from '../../src/server/backup/errors';
import { EXCLUDED_TABLES } from '../../src/server/backup/format';
import { ROLLUP_TABLES } from '../../src/server/stats/rollups/names';
import { backupToFile, restoreFromFile } from '../../src/server/backup/run';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { EXTRA_TABLE, fillConfigTables, fillServerTables, makeIdGaps, snapshot, tablesOf } from './backupFixture';
import { appConfig } from '../../src/instance';
import { privileged } from '../../src/server/data/door';

const PG_URL = process.env.TEST_DATABASE_URL;
type Kind = 'pglite' | 'postgres';
const KINDS: Kind[] = PG_URL ? ['pglite', 'postgres'] : ['pglite'];

const opened: Database[] = [];
let dir = '';

const open = async (kind: Kind, name: string): Promise<Database> => {
  const database =
    kind === 'pglite'
      ? await openDatabase({})
      : await openDatabase({ url: PG_URL, schema: `t_backup_${name}_${process.pid}_${randomUUID().slice(0, 8)}` });
  opened.push(database);
  return database;
};

/** The schema a running server would have: the migration plus every plugin's own tables. */
const serverSchema = async (database: Database): Promise<void> => {
  await migrate(database, appConfig);
  const app = await buildApp({ database });
  await app.ready();
  await app.startupWork.settled();
  await app.close();
};

const source = async (kind: Kind): Promise<Database> => {
  const database = await open(kind, 'src');
  await serverSchema(database);
  await fillConfigTables(database.db);
  await makeIdGaps(database.db);
  await fillServerTables(database);
  return database;
};

const backedUpTables = async (database: Database): Promise<string[]> =>
  (await tablesOf(database.db)).filter((t) => !EXCLUDED_TABLES.includes(t));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backup-test-'));
});

afterAll(async () => {
  for (const database of opened) {
    if (database.kind === 'postgres') {
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(database.db);
      if (rows[0]?.s.startsWith('t_backup_')) await sql`drop schema ${sql.id(rows[0].s)} cascade`.execute(database.db);
    }
    await database.close();
  }
  await rm(dir, { recursive: true, force: true });
});

describe.each(KINDS)('backup and restore on %s', (kind) => {
  let src: Database;
  let file = '';
  let expected: Record<string, string[]> = {};

  beforeAll(async () => {
    src = await source(kind);
    file = join(dir, `${kind}.jsonl.gz`);
    // A small batch so every table is read through several FETCHes and inserted in several statements.
    await backupToFile(src, file, { batchSize: 7 });
    expected = await snapshot(src, await backedUpTables(src));
  });

  it('writes a header with every table, its columns and counts, and leaves sessions, the sign-in secret and the statistics rollups out', async () => {
    const lines = gunzipSync(await readFile(file)).toString('utf8').trim().split('\n');
    const header = JSON.parse(lines[0]);
    expect(header).toMatchObject({ format: 'cemetery-backup', version: 1, source: kind, excluded: ['session', 'auth_secret', ...ROLLUP_TABLES] });
    const names = header.tables.map((t: { name: string }) => t.name);
    expect(names).not.toContain('stats_order_month');
    expect(names).not.toContain('auth_secret');
    expect(names.sort()).toEqual((await backedUpTables(src)).sort());
    for (const t of header.tables) expect(t.rows).toBe(expected[t.name].length);
    expect(header.tables.find((t: { name: string }) => t.name === 'tomb_order').columns).toContainEqual(
      expect.objectContaining({ name: 'total', type: 'numeric(14,2)' }),
    );
    expect(JSON.parse(lines[lines.length - 1])).toMatchObject({ end: true });
  });

  it('round-trips every table exactly into an empty database, with sequences after the largest id', async () => {
    const target = await open(kind, 'dst');
    const result = await restoreFromFile(target, file, { batchSize: 5 });
    expect(result.createdTables).toContain(EXTRA_TABLE);
    expect(await snapshot(target, Object.keys(expected))).toEqual(expected);
    // New rows continue after the largest restored id, never on top of one.
    for (const table of ['message', 'tomb_order', EXTRA_TABLE]) {
      const max = await sql.raw<{ m: number }>(`select max(id) as m from ${table}`).execute(target.db);
      const next = await sql<{ n: number }>`select nextval(pg_get_serial_sequence(${table}, 'id')) as n`.execute(target.db);
      expect(Number(next.rows[0].n)).toBe(Number(max.rows[0].m) + 1);
    }
    // The extra table came back with its constraints and index.
    const indexes = await sql<{ n: string }>`select indexname as n from pg_indexes where schemaname = current_schema() and tablename = ${EXTRA_TABLE}`.execute(target.db);
    expect(indexes.rows.map((r) => r.n)).toEqual(expect.arrayContaining([`${EXTRA_TABLE}_at`, `${EXTRA_TABLE}_pkey`]));
    await expect(sql.raw(`insert into ${EXTRA_TABLE} (amount) values (-1)`).execute(target.db)).rejects.toThrow();
  });

  it('refuses a target that holds data, and with --force replaces it and ends its sessions', async () => {
    const target = await open(kind, 'full');
    await serverSchema(target);
    await target.db.insertInto('user').values({ mobile: '13900000099', nickname: 'old', level: 5, channel: 'inside' }).execute();
    const user = await target.db.selectFrom('user').select('id').executeTakeFirstOrThrow();
    await createSession(privileged(target.db), Number(user.id), systemClock.now());
    await expect(restoreFromFile(target, file)).rejects.toThrow(/already hold data: user/);
    expect((await target.db.selectFrom('user').select('nickname').execute()).map((u) => u.nickname)).toEqual(['old']);

    await restoreFromFile(target, file, { force: true });
    expect(await snapshot(target, Object.keys(expected))).toEqual(expected);
    const sessions = await sql<{ n: number }>`select count(*) as n from session`.execute(target.db);
    expect(Number(sessions.rows[0].n)).toBe(0);
  });

  it('refuses a damaged file and leaves the target as it was', async () => {
    const lines = gunzipSync(await readFile(file)).toString('utf8').trim().split('\n');
    const cut = join(dir, `${kind}-cut.jsonl`);
    await writeFile(cut, lines.slice(0, lines.length - 4).join('\n'));
    const target = await open(kind, 'cut');
    await serverSchema(target);
    const tables = await tablesOf(target.db);
    const before = await snapshot(target, tables);
    await expect(restoreFromFile(target, cut)).rejects.toBeInstanceOf(BackupError);
    // Not even the extra table the restore had created survives the rollback.
    expect(await tablesOf(target.db)).toEqual(tables);
    expect(await snapshot(target, tables)).toEqual(before);

    const edited = join(dir, `${kind}-edited.jsonl.gz`);
    const row = lines.findIndex((l) => l.startsWith('['));
    await writeFile(edited, gzipSync([...lines.slice(0, row), '["only one value"]', ...lines.slice(row + 1)].join('\n')));
    await expect(restoreFromFile(target, edited)).rejects.toThrow(/does not match its columns/);
    expect(await snapshot(target, tables)).toEqual(before);
  });
});

describe.runIf(PG_URL)('moving from PGlite to PostgreSQL', () => {
  it('restores a PGlite backup into PostgreSQL exactly', async () => {
    const src = await source('pglite');
    const file = join(dir, 'cross.jsonl.gz');
    await backupToFile(src, file);
    const target = await open('postgres', 'cross');
    await restoreFromFile(target, file);
    const tables = await backedUpTables(src);
    expect(await snapshot(target, tables)).toEqual(await snapshot(src, tables));
  });
});
