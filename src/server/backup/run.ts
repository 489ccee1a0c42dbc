/** Backup to a file and restore from one: what the CLIs (scripts/backup.ts, scripts/restore.ts) and tests call. */
import type { Database } from '../db/database';
import { exportDatabase, type ExportOptions } from './export';
import { openBackupFile, readBackupLines } from './files';
import type { BackupHeader } from './format';
import { restoreDatabase, type RestoreOptions, type RestoreResult } from './restore';

export const backupToFile = async (database: Database, path: string, opts: ExportOptions = {}): Promise<BackupHeader> => {
  const file = await openBackupFile(path);
  try {
    const header = await exportDatabase(database, file.write, opts);
    await file.commit();
    return header;
  } catch (e) {
    await file.abort();
    throw e;
  }
};

export const restoreFromFile = (database: Database, path: string, opts: RestoreOptions = {}): Promise<RestoreResult> =>
  restoreDatabase(database, readBackupLines(path), opts);
