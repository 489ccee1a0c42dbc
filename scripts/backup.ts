/**
 * npm run backup [-- <file>]: every table (except sessions) of the server's database, and the
 * work order photos kept in a folder, to one gzip JSON-lines file, default backups/backup-<UTC time>.jsonl.gz. See docs/deployment.md.
 * On PGlite, stop the server first: one data folder must never be open in two processes.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupError } from '../src/server/backup/errors';
import { backupToFile } from '../src/server/backup/run';
import { photoDirOf } from '../src/server/runtime/settings';
import { describeTarget, openDatabaseFromEnv } from './dbFromEnv';

const defaultName = (): string => `backups/backup-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}Z.jsonl.gz`;

const main = async (): Promise<void> => {
  const file = resolve(process.argv[2] ?? defaultName());
  if (!process.env.DATABASE_URL && !existsSync(resolve(process.env.DATA_DIR ?? 'data')))
    throw new BackupError(`There is no database to back up: ${describeTarget()} does not exist.`);
  console.error(`Backing up ${describeTarget()} to ${file}`);
  const database = await openDatabaseFromEnv();
  try {
    const header = await backupToFile(database, file, {
      onTable: (t, n) => console.error(`  ${t}: ${n} rows`),
      // The photos kept in a folder go into the file with the rest.
      photoDir: photoDirOf(process.env),
      onWarning: (message) => console.error(`  Warning: ${message}`),
    });
    const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
    console.error(`Done: ${header.tables.length} tables, ${rows} rows (sessions are not backed up).`);
  } finally {
    await database.close();
  }
};

main().catch((e: unknown) => {
  console.error(e instanceof BackupError ? e.message : e);
  process.exit(1);
});
