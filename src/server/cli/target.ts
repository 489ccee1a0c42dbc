/** The database the command-line tools work on: DATABASE_URL (PostgreSQL), else the PGlite folder DATA_DIR (./data), as the server. */
import { resolve } from 'node:path';
import { openDatabase, type Database } from '../db/database';

export const describeTarget = (): string => (process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(process.env.DATA_DIR ?? 'data')}`);

export const openTarget = (): Promise<Database> => {
  const url = process.env.DATABASE_URL || undefined;
  return openDatabase(url ? { url, directUrl: process.env.DATABASE_DIRECT_URL || undefined } : { dataDir: resolve(process.env.DATA_DIR ?? 'data') });
};

/** Work on the target database and close it afterwards, whatever happens. */
export const onTarget = async <T>(work: (database: Database) => Promise<T>): Promise<T> => {
  const database = await openTarget();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
};

/** Thrown for input the operator should correct; the message says how (exit code 2). */
export class UsageError extends Error {}

/** Run a command's main and exit with its code: 2 and the message for a UsageError, 1 and the error for anything else. */
export const runCommand = (main: () => Promise<number>): void => {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof UsageError ? e.message : e);
      process.exit(e instanceof UsageError ? 2 : 1);
    },
  );
};
