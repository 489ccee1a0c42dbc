/**
 * A memorial's portrait and photos (docs/families.md "Memorial pages"), kept in the file store
 * (src/server/files/store.ts: checked by their bytes and pixels, decoded in the bounded line,
 * written again without metadata, thumbnailed). Only the memorial's family adds or removes one,
 * checked before the body is read and again inside the write's transaction (logged, as the
 * family's: no member of staff uploaded it); whoever may see the page may see its photos, and a
 * page the reader may not see has none (404).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Channel } from '../../config/types';
import { FAMILY_LIMITS } from '../../rules/family';
import { isRowId } from '../query/values';
import { doorRead, doorTransaction } from '../data/door';
import { lockRow, updateRow } from '../data/logged';
import { countFiles, decodePhoto, findFile, readFileBytes, storeFile, type FileOwner } from '../files/store';
import { ApiError } from '../http/errors';
import { recordOperation } from '../oplog/record';
import { familyMobile } from '../family/routes';
import { memorialOfFamily, visibleMemorial } from './tributes';

export const FAMILY_PROOF_HEADER = 'x-family-proof';

const ofMemorial = (id: number): FileOwner => ({ table: 'memorial', id });
const query = (request: FastifyRequest): Record<string, unknown> => (request.query ?? {}) as Record<string, unknown>;
const codeOf = (request: FastifyRequest): string => String(query(request).code ?? '');
const proofOf = (request: FastifyRequest): string | undefined => {
  const h = request.headers[FAMILY_PROOF_HEADER];
  return typeof h === 'string' && h ? h : undefined;
};

/** The family's memorial this upload is for, with room for one more photo: checked before the body is read. */
export const checkPhotoUpload = async (app: FastifyInstance, request: FastifyRequest): Promise<void> => {
  const mobile = familyMobile(app, proofOf(request));
  const memorial = await memorialOfFamily(app, codeOf(request), mobile);
  if ((await countFiles(doorRead(app, { channel: memorial.channel as Channel }), ofMemorial(memorial.id))) >= FAMILY_LIMITS.photosMax)
    throw new ApiError('memorial_photos_full', 409, { max: FAMILY_LIMITS.photosMax });
};

/** Store one photo of the family's memorial (the portrait when asked). */
export const addMemorialPhoto = async (app: FastifyInstance, request: FastifyRequest, body: unknown): Promise<{ id: number; portrait: boolean }> => {
  const mobile = familyMobile(app, proofOf(request));
  const memorial = await memorialOfFamily(app, codeOf(request), mobile);
  const portrait = query(request).portrait === '1';
  // Decode before any lock: the slow part never holds a row.
  const photo = await decodePhoto(body);
  const channel = memorial.channel as Channel;
  return doorTransaction(app, { channel }, async (db) => {
    const locked = await lockRow(db, 'memorial', memorial.id);
    if (!locked) throw new ApiError('memorial_not_found', 404);
    if ((await countFiles(db, ofMemorial(memorial.id))) >= FAMILY_LIMITS.photosMax) throw new ApiError('memorial_photos_full', 409, { max: FAMILY_LIMITS.photosMax });
    const stored = await storeFile(db, app.photoDir, ofMemorial(memorial.id), channel, null, photo);
    if (portrait) await updateRow({ db, actor: null }, 'memorial', locked, { portrait_id: stored.id, updated_by_mobile: mobile }, channel);
    else await recordOperation(db, null, { action: 'update', table: 'memorial', rowId: memorial.id, after: { code: memorial.code, photo_added: stored.id, by_mobile: mobile }, channel });
    return { id: stored.id, portrait };
  });
};

/** The family takes a photo off its page (the portrait too, when it was). */
export const removeMemorialPhoto = async (app: FastifyInstance, code: string, mobile: string, id: number): Promise<void> => {
  const memorial = await memorialOfFamily(app, code, mobile);
  const channel = memorial.channel as Channel;
  await doorTransaction(app, { channel }, async (db) => {
    const locked = await lockRow(db, 'memorial', memorial.id);
    const file = await findFile(db, id);
    if (!locked || !file || file.owner_table !== 'memorial' || file.owner_id !== memorial.id) throw new ApiError('not_found', 404);
    await db.deleteFrom('stored_file').where('id', '=', id).execute();
    if (locked.portrait_id === id) await updateRow({ db, actor: null }, 'memorial', locked, { portrait_id: null, updated_by_mobile: mobile }, channel);
    else await recordOperation(db, null, { action: 'update', table: 'memorial', rowId: memorial.id, after: { code: memorial.code, photo_removed: id, by_mobile: mobile }, channel });
  });
};

/** A photo's bytes for a reader who may see its page; anything else is not found. */
export const readMemorialPhoto = async (app: FastifyInstance, request: FastifyRequest): Promise<{ mime: string; bytes: Buffer }> => {
  const id = Number((request.params as Record<string, string>).photo);
  if (!isRowId(id)) throw new ApiError('memorial_not_found', 404);
  const proof = proofOf(request);
  const memorial = await visibleMemorial(app, codeOf(request), proof ? familyMobile(app, proof) : null);
  const db = doorRead(app, { channel: memorial.channel as Channel });
  const file = await findFile(db, id);
  if (!file || file.owner_table !== 'memorial' || file.owner_id !== memorial.id) throw new ApiError('memorial_not_found', 404);
  const bytes = await readFileBytes(db, app.photoDir, file, query(request).size === 'full' ? 'full' : 'thumb');
  if (!bytes) throw new ApiError('memorial_not_found', 404);
  return bytes;
};
