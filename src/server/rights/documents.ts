/**
 * Documents on any record (docs/rights.md, "Documents"): scans, photos and PDFs attached to an
 * order, a registration, a rights holder, a transfer or a work order, kept in the file store
 * (src/server/files/store.ts). A document is checked by its bytes (src/rules/rights.ts
 * sniffDocType): a photo is decoded, turned upright, written again without its metadata and
 * thumbnailed like a work photo; a PDF is kept as sent. Access is the record's: a caller reads the
 * documents of the records their level reads and their door (channel) finds; they add or remove
 * documents where their level may change the record (a transfer: while it awaits its decision;
 * a work order: its assignee too). Removing is the uploader's or a manager's. Every add and
 * removal is in the operation log of the record.
 */
import { unlink } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { canDo, resourceByKey } from '../../config/access';
import type { Actor } from '../../config/types';
import { DOC_MAX_BYTES, DOC_MAX_PER_RECORD, docRefusal, isDocOwner, isRightsManager, type DocOwner } from '../../rules/rights';
import type { DocInfo } from '../../protocol/contracts/rights';
import { doorRead, doorTransaction } from '../data/door';
import { lockRow } from '../data/logged';
import type { TypedDb } from '../db/tables';
import { countFiles, decodePhoto, findFile, readFileBytes, storeFile, storedFilePath, type FileOwner, type StorableFile, type StoredFile } from '../files/store';
import { ApiError } from '../http/errors';
import { recordOperation } from '../oplog/record';

/** What a record's row says of who may attach to it. */
interface OwnerRow {
  id: number;
  channel: 'inside' | 'outside';
  status?: string | null;
  assignee_id?: number | null;
}

const LABEL_COLUMN: Record<DocOwner, string> = {
  tomb_order: 'order_no',
  member: 'name',
  rights_holder: 'name',
  rights_transfer: 'transfer_no',
  rights_moveout: 'moveout_no',
  work_order: 'work_no',
};

const defOf = (app: FastifyInstance, table: DocOwner) => resourceByKey(table, app.resources);

/** The caller's level reads this kind of record (else 403); the record is the caller's to read (else 404). */
const readOwner = async (app: FastifyInstance, db: TypedDb, actor: Actor, table: string, id: number, lock = false): Promise<{ table: DocOwner; row: OwnerRow }> => {
  if (!isDocOwner(table)) throw new ApiError('bad_request', 400);
  const def = defOf(app, table);
  if (!def || !canDo(def, actor.level, 'read')) throw new ApiError('forbidden', 403);
  const row = (lock ? await lockRow(db, table, id) : await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as unknown as OwnerRow | undefined;
  if (!row) throw new ApiError('not_found', 404);
  return { table, row };
};

/** Whether the caller may add documents to (or remove them from) this record now. */
const mayAttach = (app: FastifyInstance, actor: Actor, table: DocOwner, row: OwnerRow): boolean => {
  const def = defOf(app, table);
  if (!def) return false;
  switch (table) {
    case 'rights_transfer':
    case 'rights_moveout':
      // The request's documents travel with it until it is decided; then they are what was decided on.
      return row.status === 'requested';
    case 'work_order':
      return canDo(def, actor.level, 'update') || row.assignee_id === actor.userId;
    case 'tomb_order':
    case 'member':
    case 'rights_holder':
      return canDo(def, actor.level, 'update');
    default: {
      const never: never = table;
      return never;
    }
  }
};

const publicDoc = (file: StoredFile & { title?: string | null }, uploaderName: string | null = null): DocInfo => ({
  id: file.id,
  owner_table: file.owner_table,
  owner_id: file.owner_id,
  title: file.title ?? null,
  mime: file.mime,
  bytes: file.bytes,
  width: file.width,
  height: file.height,
  uploaded_by: file.uploaded_by,
  uploader_name: uploaderName,
  created_at: file.created_at,
});

/** Checked before the body is read (the upload's onRequest): the record exists for the caller and takes documents from them. */
export const checkAttach = async (app: FastifyInstance, actor: Actor, table: string, id: number): Promise<void> => {
  const db = doorRead(app, actor);
  const owner = await readOwner(app, db, actor, table, id);
  if (!mayAttach(app, actor, owner.table, owner.row)) throw new ApiError('doc_cannot_attach', 403);
  if ((await countFiles(db, { table: owner.table, id })) >= DOC_MAX_PER_RECORD) throw new ApiError('doc_too_many', 409, { max: DOC_MAX_PER_RECORD });
};

/** Check a document's bytes and make what the store writes (a photo decoded and thumbnailed, a PDF as sent); before any lock. */
const checkDocument = async (body: unknown): Promise<StorableFile> => {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  const refusal = docRefusal(bytes.length, bytes.subarray(0, 16));
  if (refusal === 'doc_too_large') throw new ApiError(refusal, 413, { max: DOC_MAX_BYTES / 1024 / 1024 });
  if (refusal === 'doc_bad_type') throw new ApiError(refusal, 415);
  if (refusal) throw new ApiError(refusal, 422);
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { mime: 'application/pdf', bytes, thumb: Buffer.alloc(0), width: null, height: null };
  return decodePhoto(bytes);
};

/** Attach one document to a record; answers its metadata. */
export const addDocument = async (app: FastifyInstance, dir: string | undefined, actor: Actor, table: string, id: number, title: string | undefined, body: unknown): Promise<DocInfo> => {
  const doc = await checkDocument(body);
  return doorTransaction(app, actor, async (trx) => {
    const owner = await readOwner(app, trx, actor, table, id, true);
    if (!mayAttach(app, actor, owner.table, owner.row)) throw new ApiError('doc_cannot_attach', 403);
    const where: FileOwner = { table: owner.table, id };
    if ((await countFiles(trx, where)) >= DOC_MAX_PER_RECORD) throw new ApiError('doc_too_many', 409, { max: DOC_MAX_PER_RECORD });
    const stored = await storeFile(trx, dir, where, owner.row.channel, actor, doc);
    const named = title ? await trx.updateTable('stored_file').set({ title }).where('id', '=', stored.id).returningAll().executeTakeFirstOrThrow() : stored;
    await recordOperation(trx, actor, {
      action: 'update',
      table: owner.table,
      rowId: id,
      after: { [LABEL_COLUMN[owner.table]]: (owner.row as unknown as Record<string, unknown>)[LABEL_COLUMN[owner.table]], document_added: stored.id, document_title: title ?? null, document_type: doc.mime, document_bytes: doc.bytes.length },
      channel: owner.row.channel,
    });
    return publicDoc(named);
  });
};

/** A record's documents, oldest first, and whether the caller may add to them. */
export const listDocuments = async (app: FastifyInstance, actor: Actor, table: string, id: number): Promise<{ rows: DocInfo[]; can_attach: boolean }> => {
  const db = doorRead(app, actor);
  const owner = await readOwner(app, db, actor, table, id);
  const rows = await db
    .selectFrom('stored_file as f')
    .leftJoin('user as u', 'u.id', 'f.uploaded_by')
    .selectAll('f')
    .select('u.nickname as uploader_name')
    .where('f.owner_table', '=', owner.table)
    .where('f.owner_id', '=', id)
    .orderBy('f.id')
    .limit(DOC_MAX_PER_RECORD)
    .execute();
  return { rows: rows.map((r) => publicDoc(r, r.uploader_name ?? null)), can_attach: mayAttach(app, actor, owner.table, owner.row) };
};

/** The file of a document (or its thumbnail) for a caller who may read the record it belongs to; else not found. */
export const readDocument = async (app: FastifyInstance, dir: string | undefined, actor: Actor, fileId: number, size: 'full' | 'thumb'): Promise<{ mime: string; bytes: Buffer; file: StoredFile }> => {
  const db = doorRead(app, actor);
  const file = await findFile(db, fileId);
  if (!file || !isDocOwner(file.owner_table)) throw new ApiError('not_found', 404);
  await readOwner(app, db, actor, file.owner_table, file.owner_id);
  // A PDF has no thumbnail: its file is answered.
  const bytes = await readFileBytes(db, dir, file, file.mime === 'application/pdf' ? 'full' : size);
  if (!bytes) throw new ApiError('not_found', 404);
  return { ...bytes, file };
};

/** Remove a document: the uploader's or a manager's, on a record that takes documents from them. */
export const removeDocument = async (app: FastifyInstance, dir: string | undefined, actor: Actor, fileId: number): Promise<{ id: number }> => {
  const removed = await doorTransaction(app, actor, async (trx) => {
    const file = await lockRow(trx, 'stored_file', fileId);
    if (!file || !isDocOwner(file.owner_table)) throw new ApiError('not_found', 404);
    const owner = await readOwner(app, trx, actor, file.owner_table, file.owner_id, true);
    if (!mayAttach(app, actor, owner.table, owner.row) || (file.uploaded_by !== actor.userId && !isRightsManager(actor.level))) throw new ApiError('doc_cannot_attach', 403);
    await trx.deleteFrom('stored_file').where('id', '=', file.id).execute();
    await recordOperation(trx, actor, {
      action: 'update',
      table: owner.table,
      rowId: owner.row.id,
      after: { document_removed: file.id, document_title: (file as StoredFile & { title?: string | null }).title ?? null, document_type: file.mime },
      channel: owner.row.channel,
    });
    return file;
  });
  // The folder's files after the row is gone (a failure leaves an unreferenced file, never a row without its file).
  if (removed.in_folder && dir !== undefined) {
    for (const size of ['full', 'thumb'] as const) await unlink(storedFilePath(dir, removed.id, size, removed.mime)).catch(() => undefined);
  }
  return { id: removed.id };
};
