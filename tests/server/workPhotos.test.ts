/**
 * Photos of the result and the phone page's calls (docs/work.md, "Photos", "Today's work on a
 * phone"), over the real app: uploads checked by content (a file that lies about its type is
 * refused), the size limit, the channel rule on every read, the thumbnail, the operation log,
 * both stores (database and folder), "done" needing a photo for the kinds that require one,
 * the assignee starting and finishing their own work, and today's list.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import type { Row } from '../../src/server/hooks/registry';
import { buildWorld, type World } from './domainSetup';
import { onPostgres } from './helpers/database';
import { DecodeLine } from '../../src/server/files/decodeLine';
import { photoDecodes } from '../../src/server/files/store';
import { act, at, insertWork, move, newPlot, orderOn, refusalText } from './workSetup';

let w: World;
let folder: string;

beforeAll(async () => {
  w = await buildWorld('work_photos');
  folder = await mkdtemp(join(tmpdir(), 'work-photos-'));
});
afterAll(async () => {
  await w?.close();
  await rm(folder, { recursive: true, force: true });
});

const photo = (format: 'jpeg' | 'png' | 'webp', width = 1200, height = 900): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 60 } } })[format]().toBuffer();

const upload = async (level: Level, workId: unknown, bytes: Buffer, type = 'application/octet-stream') => {
  const res = await w.app.inject({
    method: 'POST',
    url: `/index/admin.work_order/photo?id=${String(workId)}`,
    headers: { 'x-token': w.token(level), 'content-type': type, 'accept-language': 'en' },
    payload: bytes,
  });
  return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: Row & { code?: string } } };
};

const fetchPhoto = (level: Level, id: unknown, size: 'thumb' | 'full' = 'thumb') =>
  w.app.inject({ method: 'GET', url: `/index/admin.work_order/photo/${String(id)}?size=${size}`, headers: { 'x-token': w.token(level), 'accept-language': 'en' } });

const repairOn = async (values: Row = {}): Promise<Row> =>
  insertWork(w, { kind: 'repair', burialslot_id: await newPlot(w), status: 'in_progress', scheduled_start: at(9), crew: 'Crew A', ...values });

describe(`photos of the result (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('takes JPEG, PNG and WebP, judged by their content, stores them in the database and makes a thumbnail', async () => {
    const work = await repairOn();
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      // The declared type does not matter: a PNG sent as image/jpeg is still a PNG.
      const res = await upload(2, work.id, await photo(format), 'image/jpeg');
      expect([format, res.http, res.body.status]).toEqual([format, 200, 200]);
      expect(res.body.data).toMatchObject({ work_order_id: work.id, mime: `image/${format}`, width: 1200, height: 900 });
      const thumb = await fetchPhoto(2, res.body.data.id);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 240]);
      const full = await fetchPhoto(2, res.body.data.id, 'full');
      expect(full.headers['content-type']).toBe(`image/${format}`);
      // Written again (without its metadata): the same picture, the same size.
      const fullMeta = await sharp(full.rawPayload).metadata();
      expect([fullMeta.format, fullMeta.width, fullMeta.height]).toEqual([format, 1200, 900]);
      expect(res.body.data.bytes).toBe(full.rawPayload.length);
    }
    const listed = await act(w, 1, 'photos', { id: work.id });
    expect((listed as unknown as Row[]).map((p) => p.mime)).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    const blobs = await w.database.db.selectFrom('stored_file_blob').select('file_id').execute();
    expect(blobs.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a file that lies about its type, a damaged photo, an empty body and a photo over the limit, storing nothing', async () => {
    const work = await repairOn();
    const before = await w.database.db.selectFrom('stored_file').select('id').execute();
    const lies = await upload(2, work.id, Buffer.from('%PDF-1.7 pretending to be a photo'), 'image/jpeg');
    expect([lies.http, lies.body.data.code, lies.body.msg]).toEqual([415, 'photo_bad_type', 'Only JPEG, PNG or WebP photos can be uploaded (judged by the file’s content, not its name)']);
    const html = await upload(2, work.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png');
    expect(html.body.data.code).toBe('photo_bad_type');
    // The first bytes of a JPEG, then nothing a decoder can read.
    const damaged = await upload(2, work.id, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]));
    expect([damaged.http, damaged.body.data.code, damaged.body.msg]).toEqual([422, 'photo_unreadable', 'The photo is damaged and cannot be read']);
    const empty = await upload(2, work.id, Buffer.alloc(0));
    expect(empty.body.data.code).toBe('photo_empty');
    const big = Buffer.concat([await photo('jpeg', 50, 50), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(2, work.id, big);
    expect([tooBig.http, tooBig.body.data.code, tooBig.body.msg]).toEqual([413, 'photo_too_large', 'A photo may be at most 10 MB']);
    expect(await w.database.db.selectFrom('stored_file').select('id').execute()).toHaveLength(before.length);
  });

  it('serves a photo only to the staff of its channel, and only the assignee or a manager uploads', async () => {
    const work = await repairOn();
    const up = await upload(5, work.id, await photo('jpeg'));
    expect(up.body.status).toBe(200);
    expect((await fetchPhoto(1, up.body.data.id)).statusCode).toBe(200);
    // The outside channel: as if there were no such photo or work order.
    for (const level of [3, 4, 6] as const) {
      const res = await fetchPhoto(level, up.body.data.id);
      expect([level, res.statusCode]).toEqual([level, 404]);
      expect((await refusalText(w, level, 'photos', { id: work.id })).code).toBe('not_found');
      expect((await upload(level, work.id, await photo('jpeg'))).body.data.code).toBe('not_found');
    }
    const anonymous = await w.app.inject({ method: 'GET', url: `/index/admin.work_order/photo/${String(up.body.data.id)}` });
    expect(anonymous.statusCode).toBe(401);
    // A clerk who is not the assignee may look, not add.
    const clerk = await upload(1, work.id, await photo('jpeg'));
    expect([clerk.http, clerk.body.data.code]).toEqual([403, 'photo_uploads_only_assigned']);
  });

  it('logs every upload in the operation log of the work order', async () => {
    const work = await repairOn();
    const up = await upload(2, work.id, await photo('png'));
    const log = await w.database.db.selectFrom('operation_log').selectAll().where('table_name', '=', 'work_order').where('row_id', '=', Number(work.id)).execute();
    expect(log.map((l) => JSON.parse(String(l.after)))).toContainEqual(expect.objectContaining({ photo_added: up.body.data.id, photo_type: 'image/png' }));
  });

  it('stores in a folder when one is configured (the embedded database’s data folder, or PHOTO_DIR)', async () => {
    w.app.photoDir = folder;
    try {
      const work = await repairOn();
      const up = await upload(2, work.id, await photo('webp'));
      const id = Number(up.body.data.id);
      expect((await readdir(folder)).sort()).toEqual([`${id}.thumb.jpg`, `${id}.webp`]);
      expect(await w.database.db.selectFrom('stored_file_blob').select('file_id').where('file_id', '=', id).execute()).toHaveLength(0);
      const thumb = await fetchPhoto(2, id);
      expect((await sharp(thumb.rawPayload).metadata()).format).toBe('jpeg');
    } finally {
      w.app.photoDir = undefined;
    }
  });

  it('needs a photo before an inscription or a plot closing is done; a burial only offers it', async () => {
    const plot = await newPlot(w);
    const closing = await insertWork(w, { kind: 'plot_closing', burialslot_id: plot, status: 'in_progress', scheduled_start: at(11), crew: 'Crew B' });
    expect(await refusalText(w, 2, 'move', { id: closing.id, version: closing.version, status: 'done' })).toMatchObject({
      code: 'work_needs_photo',
      http: 409,
      msg: 'This kind of work needs a photo of the result before it is done',
    });
    expect((await w.row('work_order', Number(closing.id))).status).toBe('in_progress');
    await upload(2, closing.id, await photo('jpeg'));
    expect(await move(w, 2, closing, 'done')).toMatchObject({ status: 'done' });
    const cleaning = await insertWork(w, { kind: 'cleaning', burialslot_id: plot, status: 'in_progress', scheduled_start: at(12), crew: 'Crew B' });
    expect(await move(w, 2, cleaning, 'done')).toMatchObject({ status: 'done' });
  });
});

/** An EXIF block (APP1) saying "rotate 90° clockwise to show" and where the photo was taken (GPS IFD: 48°51'N). */
const exifWithGps = (): Buffer => {
  const tiff = Buffer.alloc(90);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  // IFD0 at 8: two entries, Orientation = 6 and the GPS IFD's offset (38).
  tiff.writeUInt16BE(2, 8);
  tiff.writeUInt16BE(0x0112, 10); tiff.writeUInt16BE(3, 12); tiff.writeUInt32BE(1, 14); tiff.writeUInt16BE(6, 18);
  tiff.writeUInt16BE(0x8825, 22); tiff.writeUInt16BE(4, 24); tiff.writeUInt32BE(1, 26); tiff.writeUInt32BE(38, 30);
  tiff.writeUInt32BE(0, 34);
  // GPS IFD at 38: GPSLatitudeRef 'N', GPSLatitude 48/1 51/1 0/1 (three rationals at 68).
  tiff.writeUInt16BE(2, 38);
  tiff.writeUInt16BE(0x0001, 40); tiff.writeUInt16BE(2, 42); tiff.writeUInt32BE(2, 44); tiff.write('N\0', 48, 'latin1');
  tiff.writeUInt16BE(0x0002, 52); tiff.writeUInt16BE(5, 54); tiff.writeUInt32BE(3, 56); tiff.writeUInt32BE(66, 60);
  tiff.writeUInt32BE(0, 64);
  [48, 1, 51, 1, 0, 1].forEach((v, i) => tiff.writeUInt32BE(v, 66 + i * 4));
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};

/** A JPEG with the EXIF block right after its start marker. */
const withExif = (jpeg: Buffer): Buffer => Buffer.concat([jpeg.subarray(0, 2), exifWithGps(), jpeg.subarray(2)]);

/** A JPEG whose header announces `width` x `height` (its frame header rewritten; the data is the small photo's). */
const announcing = (jpeg: Buffer, width: number, height: number): Buffer => {
  const out = Buffer.from(jpeg);
  for (let i = 2; i < out.length - 9; i++) {
    if (out[i] === 0xff && (out[i + 1] === 0xc0 || out[i + 1] === 0xc2)) {
      out.writeUInt16BE(height, i + 5);
      out.writeUInt16BE(width, i + 7);
      return out;
    }
  }
  throw new Error('no frame header');
};

describe('hostile uploads', () => {
  it('refuses who may not upload before reading the body: even a body over every limit is never read', async () => {
    const work = await repairOn();
    const cancelled = await repairOn({ status: 'cancelled' });
    // Larger than the server reads at all: a refusal after reading would be the generic "too large".
    const huge = Buffer.alloc(25 * 1024 * 1024, 1);
    const clerk = await upload(1, work.id, huge, 'image/jpeg');
    expect([clerk.http, clerk.body.data.code, clerk.body.msg]).toEqual([403, 'photo_uploads_only_assigned', 'Only the assignee and managers upload photos']);
    const otherChannel = await upload(4, work.id, huge, 'image/jpeg');
    expect([otherChannel.http, otherChannel.body.data.code]).toEqual([404, 'not_found']);
    const missing = await upload(2, 99_999_999, huge, 'image/jpeg');
    expect([missing.http, missing.body.data.code]).toEqual([404, 'not_found']);
    const closed = await upload(2, cancelled.id, huge, 'image/jpeg');
    expect([closed.http, closed.body.data.code, closed.body.msg]).toEqual([409, 'photo_closed', 'A cancelled work order takes no more photos']);
    const anonymous = await w.app.inject({ method: 'POST', url: `/index/admin.work_order/photo?id=${String(work.id)}`, headers: { 'content-type': 'image/jpeg' }, payload: huge });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a photo whose header announces more than 50 megapixels, without decoding it', async () => {
    const work = await repairOn();
    const bomb = announcing(await photo('jpeg', 64, 64), 8000, 7000);
    expect((await sharp(bomb).metadata()).width).toBe(8000);
    const res = await upload(2, work.id, bomb);
    expect([res.http, res.body.data.code, res.body.msg]).toEqual([422, 'photo_too_many_pixels', 'A photo may have at most 50 megapixels']);
    const zh = await w.app.inject({
      method: 'POST',
      url: `/index/admin.work_order/photo?id=${String(work.id)}`,
      headers: { 'x-token': w.token(2), 'content-type': 'image/jpeg', 'accept-language': 'zh' },
      payload: bomb,
    });
    expect(zh.json().msg).toBe('照片不能超过 50 百万像素');
  });

  it('decodes in a bounded line: when it is full the next upload is told to come back (503), and nothing is stored', async () => {
    const work = await repairOn();
    const saved = photoDecodes.line;
    photoDecodes.line = new DecodeLine({ concurrency: 1, maxWaiting: 0 });
    let release = (): void => undefined;
    const busy = photoDecodes.line.run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const res = await upload(2, work.id, await photo('jpeg'));
      expect([res.http, res.body.data.code, res.body.msg]).toEqual([503, 'photo_busy', 'The server is busy with other photos: try again in a moment']);
      expect((await w.database.db.selectFrom('stored_file').select('id').where('owner_table', '=', 'work_order').where('owner_id', '=', Number(work.id)).execute()).length).toBe(0);
      release();
      await busy;
      expect((await upload(2, work.id, await photo('jpeg'))).http).toBe(200);
      expect(photoDecodes.line.size).toEqual({ running: 0, waiting: 0 });
    } finally {
      release();
      photoDecodes.line = saved;
    }
  });

  it('keeps and serves no metadata: the EXIF block with its GPS position is gone, the orientation is applied', async () => {
    const work = await repairOn();
    const original = withExif(await photo('jpeg', 1200, 900));
    const sent = await sharp(original).metadata();
    expect([sent.orientation, Boolean(sent.exif)]).toEqual([6, true]);
    const res = await upload(2, work.id, original);
    expect(res.http).toBe(200);
    // Turned as the camera said: 900 wide, 1200 high.
    expect(res.body.data).toMatchObject({ width: 900, height: 1200 });
    for (const size of ['full', 'thumb'] as const) {
      const served = (await fetchPhoto(2, res.body.data.id, size)).rawPayload;
      const meta = await sharp(served).metadata();
      expect([size, meta.exif, meta.orientation]).toEqual([size, undefined, undefined]);
      expect(served.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
      expect(meta.height! > meta.width!).toBe(true);
    }
    const stored = await w.database.db.selectFrom('stored_file_blob').select('original').where('file_id', '=', Number(res.body.data.id)).executeTakeFirstOrThrow();
    expect(Buffer.from(stored.original as Uint8Array).includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
  });
});

describe('the assignee on the phone', () => {
  it('starts and finishes their own work (a burial turns the plot buried), and nobody else’s', async () => {
    const clerk = w.actor(1).userId;
    const { order, plot, member } = await orderOn(w, 2, 'paid');
    const mine = await insertWork(w, { kind: 'burial', burialslot_id: plot, order_id: order.id, member_id: member?.id, status: 'scheduled', scheduled_start: at(14), assignee_id: clerk });
    const other = await insertWork(w, { kind: 'cleaning', burialslot_id: await newPlot(w), status: 'scheduled', scheduled_start: at(15), assignee_id: w.actor(2).userId });
    expect((await refusalText(w, 1, 'move', { id: other.id, version: other.version, status: 'in_progress' })).code).toBe('work_managers_only');
    // The assignee does not cancel or put back: that stays the managers'.
    expect((await refusalText(w, 1, 'move', { id: mine.id, version: mine.version, status: 'requested' })).code).toBe('work_managers_only');
    const started = await move(w, 1, mine, 'in_progress');
    expect((await upload(1, mine.id, await photo('jpeg'))).body.status).toBe(200);
    const done = await move(w, 1, await w.row('work_order', Number(started.id)), 'done');
    expect(done.status).toBe('done');
    expect(await w.row('tomb_burialslot', plot)).toMatchObject({ status: 'buried' });
    expect(await w.row('tomb_order', Number(order.id))).toMatchObject({ status: 'completed' });
  });
});

describe('today’s work', () => {
  it('lists the caller’s own work of the day in start order, with the plot’s place, and nothing of others or other days', async () => {
    const me = w.actor(4).userId;
    const someone = w.actor(6).userId;
    const plot = await newPlot(w);
    const put = (values: Row) => insertWork(w, { channel: 'outside', kind: 'cleaning', burialslot_id: plot, status: 'scheduled', ...values });
    const late = await put({ scheduled_start: at(16), assignee_id: me });
    const early = await put({ scheduled_start: at(8, 30), assignee_id: me, kind: 'repair' });
    const finished = await put({ scheduled_start: at(7), assignee_id: me, status: 'done' });
    const yesterdayStarted = await put({ scheduled_start: at(15, 0, 22), assignee_id: me, status: 'in_progress' });
    await put({ scheduled_start: at(10), assignee_id: someone });
    const tomorrow = await put({ scheduled_start: at(10, 0, 24), assignee_id: me });
    await put({ scheduled_start: at(11), assignee_id: me, status: 'cancelled' });
    const today = await act(w, 4, 'today', {});
    expect(today.day).toBe('2026-11-23');
    const rows = today.rows as Row[];
    expect(rows.map((r) => r.id)).toEqual([yesterdayStarted.id, finished.id, early.id, late.id]);
    expect(rows[2]).toMatchObject({ kind: 'repair', plot_code: (await w.row('tomb_burialslot', plot)).code, area_name: 'North', room_name: 'Room 1', shelf_name: 'Row 1', photo_count: 0 });
    // The inside channel's staff see none of it.
    expect((await act(w, 2, 'today', {})).rows as Row[]).not.toContainEqual(expect.objectContaining({ id: early.id }));
    // Another day: its own work, and the work still in progress.
    expect(((await act(w, 4, 'today', { day: '2026-11-24' })).rows as Row[]).map((r) => r.id)).toEqual([yesterdayStarted.id, tomorrow.id]);
    expect((await refusalText(w, 4, 'today', { day: 'tomorrow' })).code).toBe('validation');
    expect((await refusalText(w, 4, 'today', { day: '2026-11-24', extra: 1 })).code).toBe('unknown_key');
  });

  it('offers the field crew first when a manager assigns, and only to managers', async () => {
    const crew = w.actor(1).userId;
    await w.database.db.updateTable('user').set({ field_crew: true }).where('id', '=', crew).execute();
    const list = (await act(w, 2, 'crew', {})) as unknown as Row[];
    expect(list[0]).toMatchObject({ id: crew, field_crew: true });
    expect(list.every((u) => u.level !== undefined)).toBe(true);
    expect((await refusalText(w, 1, 'crew', {})).code).toBe('work_managers_only');
    expect(((await act(w, 4, 'crew', {})) as unknown as Row[]).map((u) => u.id)).not.toContain(crew);
  });
});

describe('the inscription proof and the plot labels', () => {
  it('gives the proof’s text, names, dates and place to the channel only; printing it approves nothing; a change after approval reopens it', async () => {
    const { order, plot, member } = await orderOn(w, 2, 'paid');
    const created = await w.create(2, 'work_order', { kind: 'inscription', burialslot_id: plot, order_id: order.id, member_id: member?.id, inscription_text: '慈母王门李氏之墓' });
    const proof = await act(w, 2, 'proof', { id: created.id });
    expect(proof).toMatchObject({
      work_no: created.work_no,
      inscription_text: '慈母王门李氏之墓',
      approved_at: null,
      area_name: 'North',
      room_name: 'Room 1',
      shelf_name: 'Row 1',
      order_no: order.order_no,
      cemetery_name: 'Test park',
      deceased: [{ id: member?.id, name: '王老先生', birth_date: null, death_date: '2026-11-01' }],
    });
    expect(proof).not.toHaveProperty('channel');
    for (const level of [4, 6] as const) expect((await refusalText(w, level, 'proof', { id: created.id })).code).toBe('not_found');
    // The clerks' menu has no inscription proof.
    for (const level of [1, 3] as const) expect((await refusalText(w, level, 'proof', { id: created.id })).code).toBe('forbidden');
    const repair = await repairOn();
    expect((await refusalText(w, 2, 'proof', { id: repair.id })).code).toBe('work_bad_move');

    // Printing is logged, and changes nothing of the work order.
    const printed = await w.call(2, '/index/admin.print/log', { document: 'inscription', table: 'work_order', id: created.id });
    expect(printed.body.status).toBe(200);
    expect(await w.row('work_order', Number(created.id))).toMatchObject({ approved_at: null, version: created.version });
    expect((await w.call(4, '/index/admin.print/log', { document: 'inscription', table: 'work_order', id: created.id })).body.data.code).toBe('not_found');

    const approved = await act(w, 2, 'approve', { id: created.id, version: created.version });
    expect(approved.approved_at).not.toBeNull();
    expect((await act(w, 2, 'proof', { id: created.id })).approved_by_name).toBe(String((await w.row('user', w.actor(2).userId)).nickname));
    const changed = await w.update(2, 'work_order', Number(created.id), { inscription_text: '慈母王门李氏之墓 千古' }, Number(approved.version));
    expect(changed).toMatchObject({ approved_at: null, approved_by: null });
    expect((await act(w, 2, 'proof', { id: created.id })).approved_at).toBeNull();
  });

  it('lists the plots of a row or an area for the labels, in place order, and logs their print', async () => {
    const row = await act(w, 4, 'labels', { shelf_id: w.shelfId });
    const plots = row.rows as Row[];
    const inRow = await w.database.db.selectFrom('tomb_burialslot').select('id').where('shelf_id', '=', w.shelfId).execute();
    expect(plots).toHaveLength(inRow.length);
    expect(plots.map((p) => Number(p.column_no))).toEqual(plots.map((p) => Number(p.column_no)).sort((a, b) => a - b));
    expect(plots[0]).toMatchObject({ code: 'N1-1-01', area_id: w.areaId, area_name: 'North', room_name: 'Room 1', shelf_name: 'Row 1' });
    expect(((await act(w, 2, 'labels', { area_id: w.areaId })).rows as Row[]).length).toBe(inRow.length);
    expect((await refusalText(w, 2, 'labels', { area_id: w.areaId, shelf_id: w.shelfId })).code).toBe('bad_request');
    expect((await refusalText(w, 2, 'labels', {})).code).toBe('bad_request');
    expect((await w.call(4, '/index/admin.print/log', { document: 'plotLabels', table: 'tomb_shelf', id: w.shelfId })).body.status).toBe(200);
    // Clerks have no label page.
    expect((await w.call(1, '/index/admin.print/log', { document: 'plotLabels', table: 'tomb_area', id: w.areaId })).body.data.code).toBe('forbidden');
  });
});
