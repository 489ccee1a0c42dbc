/**
 * The file store (docs/work.md, "Photos"): files that belong to a record (a work order's
 * photos, a walk flag's photo; attachments of any record next). The metadata is the config's
 * `stored_file` table (one row per file: the record it belongs to, `owner_table` and
 * `owner_id`, its type, size and who uploaded it; channel-scoped, so the door keeps each
 * channel's files its own); the bytes go to a folder (the embedded database's data folder, or
 * PHOTO_DIR) or, without one, to the table `stored_file_blob` (./schema.ts). A file goes with
 * its record (a trigger on each owner table: ./schema.ts).
 *
 * Photos are checked before they are stored, in this order: their content type (by their bytes:
 * src/rules/workPhotos.ts); their pixels, from the header, before anything is decoded; then
 * they are decoded in their turn in the decode line (./decodeLine.ts), turned upright and
 * written again without their metadata (EXIF, GPS: nothing of where or with what they were
 * taken is kept or served), and thumbnailed. Who may upload is the owning module's rule, checked
 * before the body is read (src/server/work/photos.ts checkUpload).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Actor, Channel } from '../../config/types';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, THUMB_SIZE, sniffPhotoType, type PhotoType } from '../../rules/workPhotos';
import type { RowOf, TableName, TypedDb } from '../db/tables';
import { ApiError } from '../http/errors';
import { DecodeLine } from './decodeLine';

export type StoredFile = RowOf<'stored_file'>;

/** The record a file belongs to: a table of the config and a row of it. */
export interface FileOwner {
  table: TableName;
  id: number;
}

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** Where a file kept in a folder lies: `<id>.<ext>` and `<id>.thumb.jpg` (the backup reads them too). */
export const storedFilePath = (dir: string, id: number, size: 'full' | 'thumb', mime: string): string =>
  join(dir, size === 'thumb' ? `${id}.thumb.jpg` : `${id}.${EXT[mime] ?? 'bin'}`);

/** The one decode line of the process: libvips' memory and cores are the process's (tests may swap it). */
export const photoDecodes = { line: new DecodeLine() };

/** A photo checked by its content and decoded, ready to store. */
export interface DecodedPhoto {
  mime: PhotoType;
  /** The photo upright, in its own format, without metadata. */
  bytes: Buffer;
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
const rewritePhoto = async (bytes: Buffer, mime: PhotoType): Promise<Omit<DecodedPhoto, 'mime'>> => {
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
      return { bytes: full, thumb, width: info.width, height: info.height };
    } catch {
      throw unreadable();
    }
  });
};

/** Check a photo's bytes (present, within the size limit, a photo by its content), write it again without metadata and thumbnail it; before any lock. */
export const decodePhoto = async (body: unknown): Promise<DecodedPhoto> => {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new ApiError('photo_empty', 422);
  if (body.length > PHOTO_MAX_BYTES) throw new ApiError('photo_too_large', 413, { max: PHOTO_MAX_BYTES / 1024 / 1024 });
  const mime = sniffPhotoType(body);
  if (!mime) throw new ApiError('photo_bad_type', 415);
  return { mime, ...(await rewritePhoto(body, mime)) };
};

/** What the store writes: a decoded photo, or a document kept as sent (a PDF: no pixels, an empty thumbnail). */
export interface StorableFile {
  mime: string;
  bytes: Buffer;
  thumb: Buffer;
  width: number | null;
  height: number | null;
}

/**
 * Write a decoded photo's (or a checked document's) row and bytes (the database or the folder) inside the caller's
 * transaction (`db`: their door; the file is of `channel`, the owner's). `actor` null: uploaded by
 * no member of staff (a family's photo on its memorial page, docs/families.md).
 */
export const storeFile = async (db: TypedDb, dir: string | undefined, owner: FileOwner, channel: Channel, actor: Pick<Actor, 'userId'> | null, photo: StorableFile): Promise<StoredFile> => {
  const row = await db
    .insertInto('stored_file')
    .values({ owner_table: owner.table, owner_id: owner.id, channel, mime: photo.mime, bytes: photo.bytes.length, width: photo.width, height: photo.height, in_folder: dir !== undefined, uploaded_by: actor?.userId ?? null })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (dir === undefined) {
    await db.insertInto('stored_file_blob').values({ file_id: row.id, original: photo.bytes, thumb: photo.thumb }).execute();
  } else {
    // Written under a temporary name, then renamed: a reader never sees half a file.
    await mkdir(dir, { recursive: true });
    for (const [size, bytes] of [['full', photo.bytes], ['thumb', photo.thumb]] as const) {
      const path = storedFilePath(dir, row.id, size, photo.mime);
      await writeFile(`${path}.part`, bytes);
      await rename(`${path}.part`, path);
    }
  }
  return row;
};

/** How many files a record has (`db`: the caller's door). */
export const countFiles = async (db: TypedDb, owner: FileOwner): Promise<number> =>
  (
    await db
      .selectFrom('stored_file')
      .select(sql<number>`count(*)::integer`.as('n'))
      .where('owner_table', '=', owner.table)
      .where('owner_id', '=', owner.id)
      .executeTakeFirstOrThrow()
  ).n;

/** A record's files, oldest first (`db`: the caller's door). */
export const listFiles = (db: TypedDb, owner: FileOwner, limit: number): Promise<StoredFile[]> =>
  db.selectFrom('stored_file').selectAll().where('owner_table', '=', owner.table).where('owner_id', '=', owner.id).orderBy('id').limit(limit).execute();

/** One file's row, if the caller's door reaches it. */
export const findFile = (db: TypedDb, id: number): Promise<StoredFile | undefined> => db.selectFrom('stored_file').selectAll().where('id', '=', id).executeTakeFirst();

/** The bytes of a file (or its thumbnail, a JPEG); undefined when they are gone. */
export const readFileBytes = async (db: TypedDb, dir: string | undefined, file: StoredFile, size: 'full' | 'thumb'): Promise<{ mime: string; bytes: Buffer } | undefined> => {
  const mime = size === 'thumb' ? 'image/jpeg' : file.mime;
  if (!file.in_folder) {
    const blob = await db.selectFrom('stored_file_blob').select(size === 'thumb' ? 'thumb as b' : 'original as b').where('file_id', '=', file.id).executeTakeFirst();
    return blob ? { mime, bytes: Buffer.from(blob.b) } : undefined;
  }
  if (dir === undefined) return undefined;
  try {
    return { mime, bytes: await readFile(storedFilePath(dir, file.id, size, file.mime)) };
  } catch {
    return undefined;
  }
};
