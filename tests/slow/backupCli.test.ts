/**
 * The npm scripts themselves (scripts/backup.ts, scripts/restore.ts) on PGlite data folders:
 * slow because each run starts a process that opens a data folder.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { EXCLUDED_TABLES } from '../../src/server/backup/format';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { fillConfigTables, fillServerTables, snapshot, tablesOf } from '../server/backupFixture';
import { appConfig } from '../../src/instance';

const run = promisify(execFile);
const tsx = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, DATABASE_URL: '', ...env }, cwd: process.cwd() });

let dir = '';
beforeAll(async () => {
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
    await database.close();

    const file = join(dir, 'cli.jsonl.gz');
    const backedUp = await tsx('scripts/backup.ts', [file], { DATA_DIR: from });
    expect(backedUp.stderr).toMatch(/Done: \d+ tables, \d+ rows/);
    const restored = await tsx('scripts/restore.ts', [file], { DATA_DIR: to });
    expect(restored.stderr).toMatch(/Done: \d+ tables/);
    // A second restore finds data and asks for --force, with a message and no stack.
    const again = await tsx('scripts/restore.ts', [file], { DATA_DIR: to }).catch((e: { stderr: string; code: number }) => e);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/already hold data.*--force/) });
    expect((again as { stderr: string }).stderr).not.toMatch(/\n\s+at /);

    const check = await openDatabase({ dataDir: to });
    try {
      expect(await snapshot(check, tables)).toEqual(expected);
    } finally {
      await check.close();
    }
  });

  it('explains a missing database or file instead of failing with a stack', async () => {
    const none = await tsx('scripts/backup.ts', [join(dir, 'x.jsonl.gz')], { DATA_DIR: join(dir, 'absent') }).catch((e: { stderr: string }) => e);
    expect((none as { stderr: string }).stderr).toMatch(/There is no database to back up/);
    const missing = await tsx('scripts/restore.ts', [join(dir, 'absent.jsonl.gz')], { DATA_DIR: join(dir, 'd') }).catch((e: { stderr: string }) => e);
    expect((missing as { stderr: string }).stderr).toMatch(/No such file/);
  });
});
