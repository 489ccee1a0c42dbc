/**
 * The file store's files kept in a folder (src/server/files/store.ts; docs/work.md, "Photos")
 * travel inside the backup: the bytes of each such file and its thumbnail are written as one
 * more row of `stored_file_blob`, and its `stored_file` row says `in_folder = false`. A restore therefore needs no folder: the
 * photos come back in the database, wherever the backup was taken, and the server answers them
 * from there. A photo whose file is gone is named in a warning and keeps its row as it was.
 */
import { access, readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { storedFilePath } from '../files/store';
import type { CatalogTable } from './catalog';
import type { RowValues } from './format';

const PHOTO = 'stored_file';
const BLOB = 'stored_file_blob';

/** bytea's text form with `bytea_output = hex` (format.ts TEXT_SETTINGS): what the restore reads back. */
const byteaText = (bytes: Buffer): string => `\\x${bytes.toString('hex')}`;

export interface FolderPhotos {
  /** Rows the table gains beyond its own. */
  extraRows(table: string): number;
  /** A row of the table as it goes into the backup. */
  mapRow(table: string, values: RowValues): RowValues;
  /** The table's extra rows, written after its own. */
  writeExtra(table: string, write: (values: RowValues) => Promise<void>): Promise<void>;
}

const NONE: FolderPhotos = { extraRows: () => 0, mapRow: (_t, v) => v, writeExtra: async () => undefined };

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

/** What of the folder goes into this backup (read in the export's snapshot). */
export const folderPhotos = async (trx: Db, catalog: readonly CatalogTable[], photoDir: string | undefined, warn: (message: string) => void): Promise<FolderPhotos> => {
  const photoTable = catalog.find((t) => t.name === PHOTO);
  const blobTable = catalog.find((t) => t.name === BLOB);
  if (photoDir === undefined || !photoTable || !blobTable) return NONE;
  const { rows } = await sql<{ id: number; mime: string }>`select id, mime from stored_file where in_folder order by id`.execute(trx);
  const files: { id: number; mime: string }[] = [];
  for (const r of rows) {
    const id = Number(r.id);
    const present = (await exists(storedFilePath(photoDir, id, 'full', r.mime))) && (await exists(storedFilePath(photoDir, id, 'thumb', r.mime)));
    if (present) files.push({ id, mime: r.mime });
    else warn(`Photo ${id}: its file is missing from ${photoDir}; its row is kept, the photo is not in the backup.`);
  }
  if (files.length === 0) return NONE;
  const inBackup = new Set(files.map((f) => f.id));
  const col = (table: CatalogTable, name: string): number => table.columns.findIndex((c) => c.name === name);
  const idAt = col(photoTable, 'id');
  const inFolderAt = col(photoTable, 'in_folder');
  const blobAt = { file_id: col(blobTable, 'file_id'), original: col(blobTable, 'original'), thumb: col(blobTable, 'thumb') };
  return {
    extraRows: (table) => (table === BLOB ? files.length : 0),
    mapRow: (table, values) => {
      if (table !== PHOTO || !inBackup.has(Number(values[idAt]))) return values;
      const out = [...values];
      out[inFolderAt] = 'false';
      return out;
    },
    writeExtra: async (table, write) => {
      if (table !== BLOB) return;
      // One photo in memory at a time (at most 10 MB and its thumbnail).
      for (const f of files) {
        const values: RowValues = blobTable.columns.map(() => null);
        values[blobAt.file_id] = String(f.id);
        values[blobAt.original] = byteaText(await readFile(storedFilePath(photoDir, f.id, 'full', f.mime)));
        values[blobAt.thumb] = byteaText(await readFile(storedFilePath(photoDir, f.id, 'thumb', f.mime)));
        await write(values);
      }
    },
  };
};
