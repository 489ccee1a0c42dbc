/**
 * The command-line tools as production runs them (npm run backup / restore run the compiled
 * dist/server/cli/backup.js and restore.js, built here when stale) on PGlite data folders:
 * slow because each run starts a process that opens a data folder.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { EXCLUDED_TABLES } from '../../src/server/backup/format';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { SERVER_DIR, ensureBuilt } from '../../scripts/buildState.mjs';
import { fillConfigTables, fillServerTables, snapshot, tablesOf } from '../server/backupFixture';
import { appConfig } from '../../src/instance';

const run = promisify(execFile);
const tool = (name: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  run(process.execPath, [join(SERVER_DIR, 'cli', `${name}.js`), ...args], { env: { ...process.env, DATABASE_URL: '', ...env }, cwd: process.cwd() });

let dir = '';
beforeAll(async () => {
  ensureBuilt('server');
  dir = await mkdtemp(join(tmpdir(), 'backup-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  it('back up a PGlite data folder and restore it into another one', async () => {
    const from = join(dir, 'data-from');
    const to = join(dir, 'data-to');
    const database = await openDatabase({ dataDir: from });
    await migrate(database, appConfig);
    const app = await buildApp({ database });
    await app.ready();
    await app.close();
    await fillConfigTables(database.db);
    await fillServerTables(database);
    const tables = (await tablesOf(database.db)).filter((t) => !EXCLUDED_TABLES.includes(t));
    const expected = await snapshot(database, tables);
    // A work order photo kept in the data folder, as the server stores it (DATA_DIR/work-photos).
    const work = await database.db.selectFrom('work_order').select(['id', 'channel']).orderBy('id').executeTakeFirstOrThrow();
    const photo = await database.db
      .insertInto('stored_file')
      .values({ owner_table: 'work_order', owner_id: work.id, channel: work.channel, mime: 'image/jpeg', bytes: 4, width: 2, height: 1, in_folder: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await mkdir(join(from, 'work-photos'));
    await writeFile(join(from, 'work-photos', `${photo.id}.jpg`), Buffer.from([0xff, 0xd8, 0xff, 0x01]));
    await writeFile(join(from, 'work-photos', `${photo.id}.thumb.jpg`), Buffer.from([0xff, 0xd8, 0xff, 0x02]));
    await database.close();

    const file = join(dir, 'cli.jsonl.gz');
    const backedUp = await tool('backup', [file], { DATA_DIR: from });
    expect(backedUp.stderr).toMatch(/Done: \d+ tables, \d+ rows/);
    const restored = await tool('restore', [file], { DATA_DIR: to });
    expect(restored.stderr).toMatch(/Done: \d+ tables/);
    // A second restore finds data and asks for --force, with a message and no stack.
    const again = await tool('restore', [file], { DATA_DIR: to }).catch((e: { stderr: string; code: number }) => e);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/already hold data.*--force/) });
    expect((again as { stderr: string }).stderr).not.toMatch(/\n\s+at /);

    const check = await openDatabase({ dataDir: to });
    try {
      const photoTables = ['stored_file', 'stored_file_blob'];
      const others = tables.filter((t) => !photoTables.includes(t));
      expect(await snapshot(check, others)).toEqual(Object.fromEntries(others.map((t) => [t, expected[t]])));
      // The photo's bytes came with the file, into the database (the target has no such folder).
      const photos = await check.db.selectFrom('stored_file as p').innerJoin('stored_file_blob as b', 'b.file_id', 'p.id').select(['p.in_folder', 'b.original', 'b.thumb']).execute();
      expect(photos.map((p) => [p.in_folder, [...(p.original as Uint8Array)], [...(p.thumb as Uint8Array)]])).toEqual([[false, [0xff, 0xd8, 0xff, 0x01], [0xff, 0xd8, 0xff, 0x02]]]);
    } finally {
      await check.close();
    }
  });

  it('explains a missing database or file instead of failing with a stack', async () => {
    const none = await tool('backup', [join(dir, 'x.jsonl.gz')], { DATA_DIR: join(dir, 'absent') }).catch((e: { stderr: string }) => e);
    expect((none as { stderr: string }).stderr).toMatch(/There is no database to back up/);
    const missing = await tool('restore', [join(dir, 'absent.jsonl.gz')], { DATA_DIR: join(dir, 'd') }).catch((e: { stderr: string }) => e);
    expect((missing as { stderr: string }).stderr).toMatch(/No such file/);
  });
});

describe('npm run create-admin / npm run seed (the compiled tools, through scripts/run.mjs)', () => {
  const npm = (args: string[], env: Record<string, string>) =>
    run('npm', ['run', '--silent', ...args], { env: { ...process.env, DATABASE_URL: '', ...env }, cwd: process.cwd() });

  it('creates the first administrator, then the seed refuses a database that has users', async () => {
    const data = join(dir, 'data-tools');
    const created = await npm(['create-admin', '--', '--mobile', '13900000905', '--level', '5', '--nickname', 'First'], { DATA_DIR: data, ADMIN_PASSWORD: 'first-admin-pw' });
    expect(created.stdout).toMatch(/Created First \(level 5, mobile 13900000905, id \d+\) in PGlite/);
    const seeded = await npm(['seed'], { DATA_DIR: data }).catch((e: { stderr: string; code: number }) => e);
    expect(seeded).toMatchObject({ code: 1, stderr: expect.stringMatching(/already has 1 user\(s\): nothing was written/) });
    const check = await openDatabase({ dataDir: data });
    try {
      const users = await check.db.selectFrom('user').select(['mobile', 'level', 'demo']).execute();
      expect(users).toEqual([{ mobile: '13900000905', level: 5, demo: false }]);
    } finally {
      await check.close();
    }
  });
});
