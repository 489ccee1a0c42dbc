/**
 * Photos of the result of a work order (docs/work.md, "Photos"), kept in the file store
 * (src/server/files/store.ts: checked by their bytes and pixels before decoding, decoded in the
 * bounded decode line, written again without metadata, thumbnailed). This module says who may
 * add a photo to which work order: checked before the body is read (`checkUpload`, the route's
 * onRequest), and again inside the write's transaction, where the photo is logged in the
 * operation log. Every read goes through the caller's door: another channel's work order and
 * its photos are not found.
 */
import type { FastifyInstance } from 'fastify';
import { canDo, resourceByKey } from '../../config/access';
import type { Actor } from '../../config/types';
import { isWorkManager } from '../../rules/work';
import { PHOTO_MAX_PER_WORK, type PhotoType } from '../../rules/workPhotos';
import { doorRead, doorTransaction } from '../data/door';
import { lockRow } from '../data/logged';
import type { RowOf, TypedDb } from '../db/tables';
import { countFiles, decodePhoto, findFile, listFiles, readFileBytes, storeFile, type FileOwner, type StoredFile } from '../files/store';
import { ApiError } from '../http/errors';
import { recordOperation } from '../oplog/record';

/** A photo as the calls answer it (the phone page and the walk's flags: src/app/work/phoneApi.ts). */
export interface PhotoRow {
  id: number;
  /** The work order the photo shows the result of; null for a walk check's photo. */
  work_order_id: number | null;
  /** The walk check (a flag) the photo belongs to, else null. */
  walk_check_id: number | null;
  mime: PhotoType;
  bytes: number;
  width: number;
  height: number;
  uploaded_by: number;
  created_at: string;
}

export const publicPhoto = (file: StoredFile): PhotoRow => ({
  id: file.id,
  work_order_id: file.owner_table === 'work_order' ? file.owner_id : null,
  walk_check_id: file.owner_table === 'walk_check' ? file.owner_id : null,
  mime: file.mime as PhotoType,
  bytes: file.bytes,
  width: file.width ?? 0,
  height: file.height ?? 0,
  uploaded_by: file.uploaded_by ?? 0,
  created_at: file.created_at,
});

const ofWork = (id: number): FileOwner => ({ table: 'work_order', id });

/** The caller may see work orders: a level that reads them. */
const mayRead = (app: FastifyInstance, actor: Actor): boolean => {
  const def = resourceByKey('work_order', app.resources);
  return !!def && canDo(def, actor.level, 'read');
};

/**
 * Why this caller may not add a photo to this work order now (undefined: they may): a work
 * order their door does not find is not found; only managers and the assignee add; a cancelled
 * work order and a full one take no more.
 */
const uploadRefusal = (actor: Actor, work: Pick<RowOf<'work_order'>, 'status' | 'assignee_id'> | undefined, count: number): ApiError | undefined => {
  if (!work) return new ApiError('not_found', 404);
  if (!isWorkManager(actor.level) && work.assignee_id !== actor.userId) return new ApiError('photo_uploads_only_assigned', 403);
  if (work.status === 'cancelled') return new ApiError('photo_closed', 409);
  if (count >= PHOTO_MAX_PER_WORK) return new ApiError('photo_too_many', 409, { max: PHOTO_MAX_PER_WORK });
  return undefined;
};

/**
 * Whether the caller may add a photo to this work order, checked before the body is read (the
 * upload route's onRequest): nobody makes the server read or decode a photo it would refuse.
 * The write checks again inside its transaction.
 */
export const checkUpload = async (app: FastifyInstance, actor: Actor, workId: number): Promise<void> => {
  if (!mayRead(app, actor)) throw new ApiError('forbidden', 403);
  const db = doorRead(app, actor);
  const work = await db.selectFrom('work_order').select(['status', 'assignee_id']).where('id', '=', workId).executeTakeFirst();
  const refusal = uploadRefusal(actor, work, work ? await countFiles(db, ofWork(workId)) : 0);
  if (refusal) throw refusal;
};

/** The work order has a photo (a kind that needs one is done only then). */
export const hasPhoto = async (db: TypedDb, workId: number): Promise<boolean> => (await countFiles(db, ofWork(workId))) > 0;

/** Check, thumbnail and store one photo of a work order; answers its metadata. */
export const addPhoto = async (app: FastifyInstance, photoDir: string | undefined, actor: Actor, workId: number, body: unknown): Promise<PhotoRow> => {
  if (!mayRead(app, actor)) throw new ApiError('forbidden', 403);
  // Decode before any lock: the slow part never holds a row.
  const photo = await decodePhoto(body);
  return doorTransaction(app, actor, async (trx) => {
    const work = await lockRow(trx, 'work_order', workId);
    const refusal = uploadRefusal(actor, work, work ? await countFiles(trx, ofWork(workId)) : 0);
    if (refusal || !work) throw refusal ?? new ApiError('not_found', 404);
    const stored = await storeFile(trx, photoDir, ofWork(workId), work.channel, actor, photo);
    await recordOperation(trx, actor, {
      action: 'update',
      table: 'work_order',
      rowId: workId,
      after: { work_no: work.work_no, photo_added: stored.id, photo_type: photo.mime, photo_bytes: photo.bytes.length },
      channel: work.channel,
    });
    return publicPhoto(stored);
  });
};

/** The photos of a work order the caller may see (newest last). */
export const listPhotos = async (app: FastifyInstance, actor: Actor, workId: number): Promise<PhotoRow[]> => {
  if (!mayRead(app, actor)) throw new ApiError('forbidden', 403);
  const db = doorRead(app, actor);
  const work = await db.selectFrom('work_order').select(['id']).where('id', '=', workId).executeTakeFirst();
  if (!work) throw new ApiError('not_found', 404);
  return (await listFiles(db, ofWork(workId), PHOTO_MAX_PER_WORK)).map(publicPhoto);
};

/** The bytes of one photo (or its thumbnail), for a caller who may read what it belongs to; else not found. */
export const readPhoto = async (app: FastifyInstance, photoDir: string | undefined, actor: Actor, photoId: number, size: 'full' | 'thumb'): Promise<{ mime: string; bytes: Buffer }> => {
  const db = doorRead(app, actor);
  const file = await findFile(db, photoId);
  // A walk check's photo is read by whoever reads the walk checks; a work order's, by whoever reads work orders.
  const def = resourceByKey(file?.owner_table === 'walk_check' ? 'walk_check' : 'work_order', app.resources);
  if (!def || !canDo(def, actor.level, 'read')) throw new ApiError('forbidden', 403);
  const bytes = file && (await readFileBytes(db, photoDir, file, size));
  if (!bytes) throw new ApiError('not_found', 404);
  return bytes;
};
