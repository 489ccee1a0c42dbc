/** The database the server would use: DATABASE_URL (PostgreSQL) or the PGlite folder DATA_DIR (default ./data). */
import { resolve } from 'node:path';
import { openDatabase, type Database } from '../src/server/db/database';

export const describeTarget = (): string =>
  process.env.DATABASE_URL ? `PostgreSQL (${redact(process.env.DATABASE_URL)})` : `PGlite folder ${resolve(process.env.DATA_DIR ?? 'data')}`;

/** The password of a URL never goes to the terminal. */
const redact = (url: string): string => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

export const openDatabaseFromEnv = (): Promise<Database> => {
  const url = process.env.DATABASE_URL || undefined;
  return openDatabase(url ? { url } : { dataDir: resolve(process.env.DATA_DIR ?? 'data') });
};
