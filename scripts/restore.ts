/**
 * npm run restore -- <file> [--force]: load a backup made by npm run backup into the server's
 * database, in one transaction. Refuses tables that already hold data unless --force, which
 * replaces them (and signs everyone out). Stop the servers first. See docs/deployment.md.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupError } from '../src/server/backup/errors';
import { restoreFromFile } from '../src/server/backup/run';
import { describeTarget, openDatabaseFromEnv } from './dbFromEnv';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

const main = async (): Promise<void> => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0].startsWith('-')) throw new BackupError(USAGE);
  const file = resolve(files[0]);
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
  console.error(`Restoring ${file} into ${describeTarget()}${force ? ' (replacing its data)' : ''}`);
  const database = await openDatabaseFromEnv();
  try {
    const result = await restoreFromFile(database, file, { force, onTable: (t, n) => console.error(`  ${t}: ${n} rows`) });
    if (result.createdTables.length > 0) console.error(`Created the server tables ${result.createdTables.join(', ')}.`);
    console.error(`Done: ${result.header.tables.length} tables, ${result.rows} rows, backup of ${result.header.createdAt}.`);
  } finally {
    await database.close();
  }
};

main().catch((e: unknown) => {
  console.error(e instanceof BackupError ? e.message : e);
  process.exit(1);
});
