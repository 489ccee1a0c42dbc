/**
 * Logical export of every table, streamed in batches through a cursor inside one read-only
 * repeatable-read transaction: the file is one consistent snapshot, and memory stays flat
 * whatever the size of the database (PGlite's pgDump fails past a few megabytes).
 */
import { sql } from 'kysely';
import { appConfig } from '../../instance';
import type { ResourcesConfig } from '../../config/types';
import type { Database, Db } from '../db/database';
import { quoteIdent } from '../db/names';
import { backupTables, type CatalogTable } from './catalog';
import { BACKUP_FORMAT, BACKUP_VERSION, EXCLUDED_TABLES, type BackupHeader, type EndLine, type RowValues, type SectionLine, type TableInfo } from './format';
import { folderPhotos, type FolderPhotos } from './photos';
import { applyTextSettings } from './textSettings';

export interface ExportOptions {
  config?: ResourcesConfig;
  /** Rows per FETCH. */
  batchSize?: number;
  onTable?: (table: string, rows: number) => void;
  /** The work order photos' folder (runtime/settings.ts photoDirOf): its photos go into the backup. */
  photoDir?: string;
  /** Something the backup could not take (a photo whose file is gone); the backup goes on. */
  onWarning?: (message: string) => void;
}

/** Writes one line; resolves when the stream can take more (backpressure). */
export type LineSink = (line: string) => Promise<void>;

const CURSOR = 'backup_rows';

const countRows = async (trx: Db, table: string): Promise<number> => {
  const r = await sql.raw<{ n: number }>(`select count(*) as n from ${quoteIdent(table)}`).execute(trx);
  return Number(r.rows[0].n);
};

const selectText = (table: CatalogTable): string => {
  const columns = table.columns.map((c, i) => `${quoteIdent(c.name)}::text as c${i}`).join(', ');
  // Ordered by id where there is one: two backups of the same data are the same file.
  const order = table.columns.some((c) => c.name === 'id') ? ' order by id' : '';
  return `select ${columns} from ${quoteIdent(table.name)}${order}`;
};

const streamRows = async (trx: Db, table: CatalogTable, batchSize: number, sink: LineSink, photos: FolderPhotos): Promise<number> => {
  await sql.raw(`declare ${CURSOR} no scroll cursor for ${selectText(table)}`).execute(trx);
  let written = 0;
  for (;;) {
    const batch = await sql.raw<Record<string, string | null>>(`fetch forward ${batchSize} from ${CURSOR}`).execute(trx);
    for (const row of batch.rows) {
      const values: RowValues = table.columns.map((_, i) => row[`c${i}`] ?? null);
      await sink(JSON.stringify(photos.mapRow(table.name, values)));
    }
    written += batch.rows.length;
    if (batch.rows.length < batchSize) break;
  }
  await sql.raw(`close ${CURSOR}`).execute(trx);
  await photos.writeExtra(table.name, async (values) => {
    await sink(JSON.stringify(values));
    written += 1;
  });
  return written;
};

export const exportDatabase = async (database: Database, sink: LineSink, opts: ExportOptions = {}): Promise<BackupHeader> => {
  const batchSize = opts.batchSize ?? 1000;
  return database.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      await applyTextSettings(trx);
      const catalog = await backupTables(trx, opts.config ?? appConfig, EXCLUDED_TABLES);
      const photos = await folderPhotos(trx, catalog, opts.photoDir, opts.onWarning ?? (() => undefined));
      const tables: TableInfo[] = [];
      for (const t of catalog) tables.push({ ...t, rows: (await countRows(trx, t.name)) + photos.extraRows(t.name) });
      const version = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(trx);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        source: database.kind,
        serverVersion: `PostgreSQL ${version.rows[0].v}`,
        excluded: [...EXCLUDED_TABLES],
        tables,
      };
      await sink(JSON.stringify(header));
      let total = 0;
      for (const [i, table] of tables.entries()) {
        const section: SectionLine = { table: table.name, rows: table.rows };
        await sink(JSON.stringify(section));
        const written = await streamRows(trx, catalog[i], batchSize, sink, photos);
        // Same snapshot, so this cannot differ; if it ever did, the file must not look complete.
        if (written !== table.rows) throw new Error(`Table ${table.name}: counted ${table.rows} rows but read ${written}`);
        total += written;
        opts.onTable?.(table.name, written);
      }
      const end: EndLine = { end: true, tables: tables.length, rows: total };
      await sink(JSON.stringify(end));
      return header;
    });
};
