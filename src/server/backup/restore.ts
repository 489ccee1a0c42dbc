/**
 * Restore a backup into an empty or existing database, in one transaction: either every
 * table is restored exactly (rows, ids, sequences) or nothing changes. The application's
 * migration runs first, so the config's tables exist with today's columns; the server's own
 * tables that are missing are created from the backup's definitions.
 */
import { sql } from 'kysely';
import { appConfig } from '../../instance';
import type { ResourcesConfig } from '../../config/types';
import type { Database } from '../db/database';
import { quoteIdent } from '../db/names';
import { migrate } from '../db/migrate';
import { BackupError } from './errors';
import { EXCLUDED_TABLES, type BackupHeader } from './format';
import { RowInserter } from './insertRows';
import { parseEnd, parseHeader, parseRow, parseSection } from './parseLines';
import { resetSequences } from './sequences';
import { checkColumns, createMissingTables, emptyTables, nonEmptyTables } from './target';
import { applyTextSettings } from './textSettings';

export interface RestoreOptions {
  /** Replace the data of tables that already have rows. */
  force?: boolean;
  config?: ResourcesConfig;
  batchSize?: number;
  onTable?: (table: string, rows: number) => void;
}

export interface RestoreResult {
  header: BackupHeader;
  rows: number;
  createdTables: string[];
}

const nextLine = async (lines: AsyncIterator<string>): Promise<string | undefined> => {
  const r = await lines.next();
  return r.done ? undefined : r.value;
};

export const restoreDatabase = async (database: Database, source: AsyncIterable<string>, opts: RestoreOptions = {}): Promise<RestoreResult> => {
  const config = opts.config ?? appConfig;
  const batchSize = opts.batchSize ?? 1000;
  const lines = source[Symbol.asyncIterator]();
  const header = parseHeader(await nextLine(lines));
  await migrate(database, config);
  const result = await database.transaction(async (trx) => {
    await applyTextSettings(trx);
    const createdTables = await createMissingTables(trx, header.tables);
    await checkColumns(trx, header.tables);
    if (!opts.force) {
      const full = await nonEmptyTables(trx, header.tables, config);
      if (full.length > 0)
        throw new BackupError(`These tables already hold data: ${full.join(', ')}. Restore into an empty database, or add --force to replace it.`);
    }
    await emptyTables(trx, header.tables, EXCLUDED_TABLES);
    let total = 0;
    for (const table of header.tables) {
      const section = parseSection(await nextLine(lines), table.name);
      if (section.rows !== table.rows) throw new BackupError(`The backup file is damaged: table ${table.name} has two different row counts.`);
      const inserter = new RowInserter(trx, table, batchSize);
      for (let i = 0; i < table.rows; i++) await inserter.add(parseRow(await nextLine(lines), table.name, table.columns.length));
      await inserter.flush();
      total += table.rows;
      opts.onTable?.(table.name, table.rows);
    }
    parseEnd(await nextLine(lines), header.tables.length, total);
    await resetSequences(trx, header.tables);
    return { header, rows: total, createdTables };
  });
  // Fresh statistics, or the planner guesses on the new rows until autovacuum comes by.
  for (const table of header.tables) await sql.raw(`analyze ${quoteIdent(table.name)}`).execute(database.db);
  return result;
};
