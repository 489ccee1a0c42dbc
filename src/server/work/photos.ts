/**
 * Photos of the result of a work order (docs/work.md, "Photos"). The metadata is the table
 * `work_photo` (not a config resource: nothing here goes through the generic query); the bytes
 * go to a folder (the embedded database's data folder, or PHOTO_DIR) or, without a folder, to
 * the table `work_photo_blob` (PostgreSQL without PHOTO_DIR). Every upload is checked, in this
 * order: who may upload to this work order, before its body is read (`checkUpload`, the route's
 * onRequest); its content type (src/config/workPhotos.ts); its pixels, from the header, before
 * anything is decoded; then it is decoded in its turn in the decode line (./decodeLine.ts),
 * turned upright and written again without its metadata (EXIF, GPS: nothing of where or with
 * what it was taken is kept or served), thumbnailed, and logged in the operation log in the
 * same transaction.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type ColumnType, type Generated } from 'kysely';
import { canDo, resourceByKey } from '../../config/access';
import type { Actor, Channel } from '../../config/types';
import { isWorkManager } from '../../config/work';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PER_WORK, PHOTO_MAX_PIXELS, THUMB_SIZE, sniffPhotoType, type PhotoType } from '../../config/workPhotos';
import { doorRead, doorTransaction } from '../data/door';
import { lockRow } from '../data/logged';
import type { RowOf, TypedDb as Trx } from '../db/tables';
import { ApiError } from '../http/errors';
import { recordOperation } from '../oplog/record';
import { DecodeLine } from './decodeLine';

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

/** The photo store's tables, for the door's types (src/server/db/tables.ts). */
declare module '../db/tables' {
  interface ServerTables {
    work_photo: {
      id: Generated<number>;
      work_order_id: number | null;
      walk_check_id: ColumnType<number | null, number | null | undefined, number | null>;
      channel: Channel;
      mime: PhotoType;
      bytes: number;
      width: number;
      height: number;
      in_folder: boolean;
      uploaded_by: number | null;
      created_at: Generated<string>;
    };
    work_photo_blob: { photo_id: number; original: Uint8Array; thumb: Uint8Array };
  }
}

/** The photo store's tables; `withWalk`: the config has the walk's checks (walk_check), whose flags keep photos here too. */
export const migratePhotos = async (db: Trx, withWalk = false): Promise<void> => {
  await sql`CREATE TABLE IF NOT EXISTS work_photo (
    id serial PRIMARY KEY,
    work_order_id integer NOT NULL REFERENCES work_order(id) ON DELETE CASCADE,
    channel text NOT NULL,
    mime text NOT NULL,
    bytes integer NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    in_folder boolean NOT NULL,
    uploaded_by integer REFERENCES "user"(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS work_photo_work_idx ON work_photo (work_order_id, id)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS work_photo_blob (
    photo_id integer PRIMARY KEY REFERENCES work_photo(id) ON DELETE CASCADE,
    original bytea NOT NULL,
    thumb bytea NOT NULL
  )`.execute(db);
  // The walk's flags keep their photos here too (src/server/walk/): a photo belongs to a work order or to a walk check.
  if (withWalk) {
    await sql`ALTER TABLE work_photo ALTER COLUMN work_order_id DROP NOT NULL`.execute(db);
    await sql`ALTER TABLE work_photo ADD COLUMN IF NOT EXISTS walk_check_id integer REFERENCES walk_check(id) ON DELETE CASCADE`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS work_photo_walk_idx ON work_photo (walk_check_id, id)`.execute(db);
  }
};

const EXT: Record<PhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/** Where a photo kept in a folder lies: `<id>.<ext>` and `<id>.thumb.jpg` (the backup reads them too). */
export const photoFilePath = (dir: string, id: number, size: 'full' | 'thumb', mime: PhotoType): string =>
  join(dir, size === 'thumb' ? `${id}.thumb.jpg` : `${id}.${EXT[mime]}`);

/** The one decode line of the process: libvips' memory and cores are the process's (tests may swap it). */
export const photoDecodes = { line: new DecodeLine() };

interface Decoded {
  /** The photo upright, in its own format, without metadata. */
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const unreadable = (): ApiError => new ApiError('photo_unreadable', 422);

/**
 * The photo upright without its metadata, and a JPEG thumbnail. Its size is read from the
 * header first (nothing decoded): over PHOTO_MAX_PIXELS it is refused. Then it waits its turn
 * in the decode line; sharp refuses a file that only starts like a photo, and never decodes
 * more than PHOTO_MAX_PIXELS whatever the header said.
 */
const rewritePhoto = async (bytes: Buffer, mime: PhotoType): Promise<Decoded> => {
  // Loaded with the first photo, not at start: libvips is ~20 MB of resident memory (docs/performance.md, "Memory").
  const { default: sharp } = await import('sharp');
  const header = await sharp(bytes).metadata().catch(() => undefined);
  if (!header?.width || !header.height) throw unreadable();
  if (header.width * header.height > PHOTO_MAX_PIXELS) throw new ApiError('photo_too_many_pixels', 422, { max: PHOTO_MAX_PIXELS / 1_000_000 });
  return photoDecodes.line.run(async () => {
    try {
      const image = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' });
      // rotate() applies the EXIF orientation; sharp writes no metadata unless asked (withMetadata/keepMetadata).
      const upright = image.clone().rotate();
      const encoded = mime === 'image/png' ? upright.png() : mime === 'image/webp' ? upright.webp({ quality: 90 }) : upright.jpeg({ quality: 90 });
      const { data: full, info } = await encoded.toBuffer({ resolveWithObject: true });
      const thumb = await image.clone().rotate().resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer();
      return { full, thumb, width: info.width, height: info.height };
    } catch {
      throw unreadable();
    }
  });
};

/** The caller may see the work order: a level that reads work orders, in the work order's channel. */
const mayRead = (app: FastifyInstance, actor: Actor): boolean => {
  const def = resourceByKey('work_order', app.resources);
  return !!def && canDo(def, actor.level, 'read');
};

/**
 * Why this caller may not add a photo to this work order now (undefined: they may): another
 * channel's or no work order is not found; only managers and the assignee add; a cancelled
 * work order and a full one take no more.
 */
const uploadRefusal = (actor: Actor, work: Pick<RowOf<'work_order'>, 'status' | 'assignee_id'> | undefined, count: number): ApiError | undefined => {
  if (!work) return new ApiError('not_found', 404);
  if (!isWorkManager(actor.level) && work.assignee_id !== actor.userId) return new ApiError('photo_uploads_only_assigned', 403);
  if (work.status === 'cancelled') return new ApiError('photo_closed', 409);
  if (count >= PHOTO_MAX_PER_WORK) return new ApiError('photo_too_many', 409, { max: PHOTO_MAX_PER_WORK });
  return undefined;
};

const photoCount = async (db: Trx, workId: number): Promise<number> =>
  (await db.selectFrom('work_photo').select(sql<number>`count(*)::integer`.as('n')).where('work_order_id', '=', workId).executeTakeFirstOrThrow()).n;

/**
 * Whether the caller may add a photo to this work order, checked before the body is read (the
 * upload route's onRequest): nobody makes the server read or decode a photo it would refuse.
 * The write checks again inside its transaction.
 */
export const checkUpload = async (app: FastifyInstance, actor: Actor, workId: number): Promise<void> => {
  if (!mayRead(app, actor)) throw new ApiError('forbidden', 403);
  // Through the caller's door: another channel's work order is not found.
  const db = doorRead(app, actor);
  const work = await db.selectFrom('work_order').select(['id', 'status', 'assignee_id']).where('id', '=', workId).executeTakeFirst();
  const refusal = uploadRefusal(actor, work, work ? await photoCount(db, workId) : 0);
  if (refusal) throw refusal;
};

const publicPhoto = (row: RowOf<'work_photo'>): PhotoRow => ({
  id: row.id,
  work_order_id: row.work_order_id,
  walk_check_id: row.walk_check_id ?? null,
  mime: row.mime,
  bytes: row.bytes,
  width: row.width,
  height: row.height,
  uploaded_by: row.uploaded_by ?? 0,
  created_at: row.created_at,
});

/** A photo checked by its content and decoded, ready to store. */
interface DecodedPhoto {
  mime: PhotoType;
  bytes: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** Check a photo's bytes (present, within the size limit, a photo by its content), write it again without metadata and thumbnail it; before any lock. */
export const decodePhoto = async (body: unknown): Promise<DecodedPhoto> => {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new ApiError('photo_empty', 422);
  if (body.length > PHOTO_MAX_BYTES) throw new ApiError('photo_too_large', 413, { max: PHOTO_MAX_BYTES / 1024 / 1024 });
  const mime = sniffPhotoType(body);
  if (!mime) throw new ApiError('photo_bad_type', 415);
  const { full, thumb, width, height } = await rewritePhoto(body, mime);
  return { mime, bytes: full, thumb, width, height };
};

/** What a photo belongs to: a work order, or a walk check. */
type PhotoOwner = { work_order_id: number } | { walk_check_id: number };

/** Write a decoded photo's row and bytes (the database or the folder) inside the caller's transaction. */
export const storePhoto = async (trx: Trx, photoDir: string | undefined, owner: PhotoOwner, channel: Channel, actor: Actor, photo: DecodedPhoto): Promise<PhotoRow> => {
  const row = await trx
    .insertInto('work_photo')
    .values({ ...owner, channel, mime: photo.mime, bytes: photo.bytes.length, width: photo.width, height: photo.height, in_folder: photoDir !== undefined, uploaded_by: actor.userId })
    .returningAll()
    .executeTakeFirstOrThrow();
  const id = row.id;
  if (photoDir === undefined) {
    await trx.insertInto('work_photo_blob').values({ photo_id: id, original: photo.bytes, thumb: photo.thumb }).execute();
  } else {
    // Written under a temporary name, then renamed: a reader never sees half a file.
    await mkdir(photoDir, { recursive: true });
    for (const [size, bytes] of [['full', photo.bytes], ['thumb', photo.thumb]] as const) {
      const path = photoFilePath(photoDir, id, size, photo.mime);
      await writeFile(`${path}.part`, bytes);
      await rename(`${path}.part`, path);
    }
  }
  return publicPhoto(row);
};

/** Check, thumbnail and store one photo of a work order; answers its metadata. */
export const addPhoto = async (app: FastifyInstance, photoDir: string | undefined, actor: Actor, workId: number, body: unknown): Promise<PhotoRow> => {
  if (!mayRead(app, actor)) throw new ApiError('forbidden', 403);
  // Decode before any lock: the slow part never holds a row.
  const photo = await decodePhoto(body);
  return doorTransaction(app, actor, async (trx) => {
    const work = await lockRow(trx, 'work_order', workId);
    const refusal = uploadRefusal(actor, work, work ? await photoCount(trx, workId) : 0);
    if (refusal || !work) throw refusal ?? new ApiError('not_found', 404);
    const stored = await storePhoto(trx, photoDir, { work_order_id: workId }, work.channel, actor, photo);
    await recordOperation(trx, actor, {
      action: 'update',
      table: 'work_order',
      rowId: workId,
      after: { work_no: work.work_no, photo_added: stored.id, photo_type: photo.mime, photo_bytes: photo.bytes.length },
      channel: work.channel,
    });
    return stored;
  });
};

/** The photos of a work order the caller may see (newest last). */
export const listPhotos = async (app: FastifyInstance, actor: Actor, workId: number): Promise<PhotoRow[]> => {
  if (!mayRead(app, actor)) throw new ApiError('forbidden', 403);
  const db = doorRead(app, actor);
  const work = await db.selectFrom('work_order').select(['id']).where('id', '=', workId).executeTakeFirst();
  if (!work) throw new ApiError('not_found', 404);
  const rows = await db.selectFrom('work_photo').selectAll().where('work_order_id', '=', workId).orderBy('id').limit(PHOTO_MAX_PER_WORK).execute();
  return rows.map(publicPhoto);
};

/** The bytes of one photo (or its thumbnail), for a caller who may see its work order; else not found. */
export const readPhoto = async (app: FastifyInstance, photoDir: string | undefined, actor: Actor, photoId: number, size: 'full' | 'thumb'): Promise<{ mime: string; bytes: Buffer }> => {
  const db = doorRead(app, actor);
  const row = await db.selectFrom('work_photo').selectAll().where('id', '=', photoId).executeTakeFirst();
  // A walk check's photo is read by whoever reads the walk checks; a work order's, by whoever reads work orders.
  const owner = row && row.walk_check_id !== null ? 'walk_check' : 'work_order';
  const def = resourceByKey(owner, app.resources);
  if (!def || !canDo(def, actor.level, 'read')) throw new ApiError('forbidden', 403);
  if (!row || row.channel !== actor.channel) throw new ApiError('not_found', 404);
  const mime = row.mime;
  const outMime = size === 'thumb' ? 'image/jpeg' : mime;
  if (!row.in_folder) {
    const blob = await db.selectFrom('work_photo_blob').select(size === 'thumb' ? 'thumb as b' : 'original as b').where('photo_id', '=', photoId).executeTakeFirst();
    if (!blob) throw new ApiError('not_found', 404);
    return { mime: outMime, bytes: Buffer.from(blob.b) };
  }
  if (photoDir === undefined) throw new ApiError('not_found', 404);
  try {
    return { mime: outMime, bytes: await readFile(photoFilePath(photoDir, photoId, size, mime)) };
  } catch {
    throw new ApiError('not_found', 404);
  }
};
