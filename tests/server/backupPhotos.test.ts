/**
 * The work order photos kept in a folder go into `npm run backup` (src/server/backup/photos.ts):
 * after a restore into a database with no photo folder at all, every photo and its thumbnail
 * answer the same bytes through the app; a photo whose file was lost is named in a warning and
 * its row is kept as it was. Photos already in the database travel as rows, as before.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createSession } from '../../src/server/auth/sessions';
import { backupToFile, restoreFromFile } from '../../src/server/backup/run';
import { openDatabase } from '../../src/server/db/database';
import type { Row } from '../../src/server/hooks/registry';
import { buildWorld, type World } from './domainSetup';
import { at, insertWork, newPlot } from './workSetup';
import { privileged } from '../../src/server/data/door';

let w: World;
let folder: string;
let dir: string;

beforeAll(async () => {
  w = await buildWorld('backup_photos');
  folder = await mkdtemp(join(tmpdir(), 'backup-photos-'));
  dir = await mkdtemp(join(tmpdir(), 'backup-photos-file-'));
});
afterAll(async () => {
  await w?.close();
  await rm(folder, { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
});

/** A photo with some detail in it (a flat colour compresses to nothing). */
const photo = (format: 'jpeg' | 'png', seed: number): Promise<Buffer> => {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * seed + (i >> 7)) & 0xff;
  return sharp(pixels, { raw: { width, height, channels: 3 } })[format]().toBuffer();
};

const upload = async (workId: unknown, bytes: Buffer): Promise<number> => {
  const res = await w.app.inject({
    method: 'POST',
    url: `/index/admin.work_order/photo?id=${String(workId)}`,
    headers: { 'x-token': w.token(2), 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  expect(res.statusCode).toBe(200);
  return Number((res.json() as { data: Row }).data.id);
};

describe('work order photos in the backup', () => {
  it('carries the folder’s photos into the file; restored where there is no folder, every photo answers the same bytes', async () => {
    const work = await insertWork(w, { kind: 'repair', burialslot_id: await newPlot(w), status: 'in_progress', scheduled_start: at(9), crew: 'Crew A' });
    // One photo in the database, then three in the folder; one of those loses its file.
    w.app.photoDir = undefined;
    const inDb = await upload(work.id, await photo('jpeg', 3));
    w.app.photoDir = folder;
    const sent = new Map<number, Buffer>([[inDb, await photo('jpeg', 3)]]);
    for (const [format, seed] of [['jpeg', 5], ['png', 7]] as const) {
      const bytes = await photo(format, seed);
      sent.set(await upload(work.id, bytes), bytes);
    }
    const lost = await upload(work.id, await photo('jpeg', 11));
    await rm(join(folder, `${lost}.jpg`));
    // What the app serves before the backup (the photos as stored: upright, without metadata).
    const thumbs = new Map<number, Buffer>();
    for (const id of sent.keys()) {
      const res = await w.app.inject({ method: 'GET', url: `/index/admin.work_order/photo/${id}?size=thumb`, headers: { 'x-token': w.token(2) } });
      thumbs.set(id, res.rawPayload);
      const full = await w.app.inject({ method: 'GET', url: `/index/admin.work_order/photo/${id}?size=full`, headers: { 'x-token': w.token(2) } });
      sent.set(id, full.rawPayload);
    }

    const warnings: string[] = [];
    const file = join(dir, 'with-photos.jsonl.gz');
    const header = await backupToFile(w.database, file, { photoDir: folder, onWarning: (m) => warnings.push(m) });
    expect(warnings).toEqual([`Photo ${lost}: its file is missing from ${folder}; its row is kept, the photo is not in the backup.`]);
    expect(header.tables.find((t) => t.name === 'stored_file_blob')?.rows).toBe(3);

    const target = await openDatabase({});
    try {
      await restoreFromFile(target, file);
      const rows = await target.db.selectFrom('stored_file').select(['id', 'in_folder']).orderBy('id').execute();
      expect(rows.map((r) => [Number(r.id), r.in_folder])).toEqual([...[...sent.keys()].map((id) => [id, false]), [lost, true]]);
      // Through the app, with no photo folder: the same bytes as served before, and the same thumbnails.
      const app = await buildApp({ database: target });
      await app.ready();
      await app.startupWork.settled();
      try {
        const user = await target.db.selectFrom('user').select('id').where('level', '=', 2).where('channel', '=', 'inside').executeTakeFirstOrThrow();
        const token = await createSession(privileged(target.db), Number(user.id), app.clock.now());
        for (const [id, bytes] of sent) {
          const full = await app.inject({ method: 'GET', url: `/index/admin.work_order/photo/${id}?size=full`, headers: { 'x-token': token } });
          expect([id, full.statusCode, full.rawPayload.equals(bytes)]).toEqual([id, 200, true]);
          const thumb = await app.inject({ method: 'GET', url: `/index/admin.work_order/photo/${id}?size=thumb`, headers: { 'x-token': token } });
          expect([id, thumb.statusCode, thumb.rawPayload.equals(thumbs.get(id)!)]).toEqual([id, 200, true]);
        }
        // The lost one answers as missing, as it did before the backup.
        const gone = await app.inject({ method: 'GET', url: `/index/admin.work_order/photo/${lost}?size=full`, headers: { 'x-token': token } });
        expect(gone.statusCode).toBe(404);
      } finally {
        await app.close();
      }
    } finally {
      await target.close();
    }
  });

  it('without the folder given, the backup is as before: the folder’s photos keep their rows and no bytes', async () => {
    const file = join(dir, 'without.jsonl.gz');
    const header = await backupToFile(w.database, file);
    const inDb = await w.database.db.selectFrom('stored_file_blob').select('file_id').execute();
    expect(header.tables.find((t) => t.name === 'stored_file_blob')?.rows).toBe(inDb.length);
  });
});
