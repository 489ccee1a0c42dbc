/** The database the command-line tools work on: DATABASE_URL (PostgreSQL), else the PGlite folder DATA_DIR (./data), as the server. */
import { resolve } from 'node:path';
import { openDatabase, type Database } from '../db/database';

export const describeTarget = (): string => (process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(process.env.DATA_DIR ?? 'data')}`);

export const openTarget = (): Promise<Database> => {
  const url = process.env.DATABASE_URL || undefined;
  return openDatabase(url ? { url } : { dataDir: resolve(process.env.DATA_DIR ?? 'data') });
};
