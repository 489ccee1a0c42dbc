/**
 * The plot's life after the sale (docs/rights.md), over the real app: documents on orders,
 * registrations, holders, transfers and work orders (checked by their bytes, read and written as
 * the record is, logged, gone with their record); the main holder from the buyer when an order is
 * signed and the backfill of older orders; co-holders; the transfer of rights from its request to
 * its approval (new holder, new certificate number, the term following) and its refusals.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import type { Row } from '../../src/server/hooks/registry';
import { backfillHolders } from '../../src/server/rights/holders';
import { buildWorld, type World } from './domainSetup';
import { onPostgres } from './helpers/database';
import { insertWork, newPlot, orderOn } from './workSetup';

let w: World;

beforeAll(async () => {
  w = await buildWorld('rights');
});
afterAll(async () => {
  await w?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const jpeg = (): Promise<Buffer> => sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 190, b: 170 } } }).jpeg().toBuffer();

const upload = async (level: Level, table: string, id: unknown, bytes: Buffer, title = '') => {
  const res = await w.app.inject({
    method: 'POST',
    url: `/index/admin.document/upload?table=${table}&id=${String(id)}&title=${encodeURIComponent(title)}`,
    headers: { 'x-token': w.token(level), 'content-type': 'application/octet-stream', 'accept-language': 'en' },
    payload: bytes,
  });
  return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: Row & { code?: string } } };
};
const fetchDoc = (level: Level, id: unknown, query = 'size=full') =>
  w.app.inject({ method: 'GET', url: `/index/admin.document/file/${String(id)}?${query}`, headers: { 'x-token': w.token(level), 'accept-language': 'en' } });
const call = async (level: Level, path: string, body: unknown) => {
  const res = await w.call(level, `/index/${path}`, body);
  return { http: res.status, status: res.body.status, msg: res.body.msg, data: res.body.data as Row & { code?: string } };
};
const ok = async (level: Level, path: string, body: unknown): Promise<Row> => {
  const res = await call(level, path, body);
  expect([path, res.status, res.msg]).toEqual([path, 200, 'ok']);
  return res.data;
};

describe(`documents on any record (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('attaches a PDF and a photo to an order, judged by their bytes, lists, previews and downloads them', async () => {
    const { order } = await orderOn(w, 1, 'paid');
    const pdf = await upload(1, 'tomb_order', order.id, PDF, '死亡证明');
    expect([pdf.http, pdf.body.data.mime, pdf.body.data.title]).toEqual([200, 'application/pdf', '死亡证明']);
    // A photo sent as anything is a JPEG by its bytes, written again without metadata, with a thumbnail.
    const photo = await upload(1, 'tomb_order', order.id, await jpeg(), 'ID card');
    expect([photo.http, photo.body.data.mime, photo.body.data.width]).toEqual([200, 'image/jpeg', 800]);
    const listed = await ok(1, 'admin.document/list', { table: 'tomb_order', id: order.id });
    expect((listed.rows as Row[]).map((r) => [r.title, r.mime])).toEqual([['死亡证明', 'application/pdf'], ['ID card', 'image/jpeg']]);
    expect(listed.can_attach).toBe(true);
    const file = await fetchDoc(1, pdf.body.data.id, 'size=full&download=1');
    expect([file.statusCode, file.headers['content-type'], String(file.headers['content-disposition'])]).toEqual([200, 'application/pdf', `attachment; filename="document-${String(pdf.body.data.id)}.pdf"`]);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const thumb = await fetchDoc(2, photo.body.data.id, 'size=thumb');
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const log = await w.database.db.selectFrom('operation_log').selectAll().where('table_name', '=', 'tomb_order').where('row_id', '=', Number(order.id)).execute();
    expect(log.map((l) => JSON.parse(String(l.after)) as Row)).toContainEqual(expect.objectContaining({ document_added: pdf.body.data.id, document_title: '死亡证明', document_type: 'application/pdf' }));
  });

  it('refuses what is not a PDF or a photo by its bytes, an empty body and a file over 10 MB, storing nothing', async () => {
    const { order } = await orderOn(w, 1, 'paid');
    const before = (await w.database.db.selectFrom('stored_file').select('id').execute()).length;
    const html = await upload(1, 'tomb_order', order.id, Buffer.from('<html><script>alert(1)</script></html>'));
    expect([html.http, html.body.data.code, html.body.msg]).toEqual([415, 'doc_bad_type', 'Only JPEG, PNG or WebP images and PDF files can be attached (judged by the file’s content, not its name)']);
    expect((await upload(1, 'tomb_order', order.id, Buffer.alloc(0))).body.data.code).toBe('doc_empty');
    const big = await upload(1, 'tomb_order', order.id, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect([big.http, big.body.data.code, big.body.msg]).toEqual([413, 'doc_too_large', 'A file may be at most 10 MB']);
    expect((await upload(1, 'tomb_burialslot', order.burialslot_id, PDF)).http).toBe(400);
    expect((await w.database.db.selectFrom('stored_file').select('id').execute()).length).toBe(before);
  });

  it('reads and writes documents as the record: the other channel finds nothing, a level that may not change the record only reads', async () => {
    const { order, member } = await orderOn(w, 1, 'paid');
    const up = await upload(1, 'member', member!.id, PDF, 'Cremation certificate');
    expect(up.http).toBe(200);
    for (const level of [3, 4, 6] as const) {
      expect([level, (await fetchDoc(level, up.body.data.id)).statusCode]).toEqual([level, 404]);
      expect([level, (await call(level, 'admin.document/list', { table: 'member', id: member!.id })).data.code]).toEqual([level, 'not_found']);
      expect([level, (await upload(level, 'tomb_order', order.id, PDF)).body.data.code]).toEqual([level, 'not_found']);
    }
    // An inside manager reads registrations but does not change them (level 2): read, not attach.
    const asManager = await ok(2, 'admin.document/list', { table: 'member', id: member!.id });
    expect(asManager.can_attach).toBe(false);
    expect((await upload(2, 'member', member!.id, PDF)).body.data.code).toBe('doc_cannot_attach');
    // Work orders: the assignee and managers attach.
    const work = await insertWork(w, { kind: 'repair', burialslot_id: order.burialslot_id, order_id: order.id, assignee_id: w.actor(1).userId });
    expect((await upload(1, 'work_order', work.id, PDF)).http).toBe(200);
    const anon = await w.app.inject({ method: 'GET', url: `/index/admin.document/file/${String(up.body.data.id)}` });
    expect(anon.statusCode).toBe(401);
  });

  it('removes a document (uploader or manager), and a record’s documents go with it', async () => {
    const { order } = await orderOn(w, 1, 'reserved', false);
    const a = await upload(1, 'tomb_order', order.id, PDF, 'a');
    const b = await upload(1, 'tomb_order', order.id, PDF, 'b');
    await ok(5, 'admin.document/remove', { id: a.body.data.id });
    expect((await fetchDoc(1, a.body.data.id)).statusCode).toBe(404);
    // Deleting the order (an administrator's) takes its documents.
    await w.database.db.deleteFrom('tomb_order').where('id', '=', Number(order.id)).execute();
    expect(await w.database.db.selectFrom('stored_file').select('id').where('id', '=', Number(b.body.data.id)).execute()).toEqual([]);
  });
});

describe(`rights holders and transfers (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a signed order gets its buyer as main holder with certificate no. 1; a co-holder may be added, a second main holder not', async () => {
    const { order } = await orderOn(w, 1, 'paid');
    const holders = await ok(1, 'admin.rights_holder/of_order', { order_id: order.id });
    expect((holders.current as Row[]).map((h) => [h.role, h.name, h.source, h.certificate_no])).toEqual([['main', '王五', 'sale', `ZS-${String(order.order_no)}-1`]]);
    const co = await w.create(1, 'rights_holder', { order_id: order.id, name: '王小五', phone: '13800004444', role: 'co' });
    expect([co.role, co.source, co.certificate_no, co.burialslot_id]).toEqual(['co', 'added', null, order.burialslot_id]);
    const second = await w.call(1, '/index/admin.rights_holder/create', { order_id: order.id, name: '李四', role: 'main' });
    expect([second.body.data.code, second.body.msg]).toEqual(['holder_main_exists', 'This plot already has a main holder: change it by a transfer of rights']);
    const reserved = await orderOn(w, 1, 'reserved', false);
    expect((await w.call(1, '/index/admin.rights_holder/create', { order_id: reserved.order.id, name: '李四' })).body.data.code).toBe('holder_needs_right');
  });

  it('backfills the buyer as holder of orders signed before holders existed', async () => {
    const { order } = await orderOn(w, 1, 'paid');
    await w.database.db.deleteFrom('rights_holder').where('order_id', '=', Number(order.id)).execute();
    expect(await backfillHolders(w.app)).toBeGreaterThanOrEqual(1);
    const rows = await w.database.db.selectFrom('rights_holder').selectAll().where('order_id', '=', Number(order.id)).execute();
    expect(rows.map((r) => [r.role, r.name, r.until])).toEqual([['main', '王五', null]]);
  });

  it('transfers the right to an heir: request with documents and the settings’ fee, a manager approves, new holder and certificate, the term follows', async () => {
    await w.database.db.updateTable('setting').set({ transfer_fee: 300 }).execute();
    const { order } = await orderOn(w, 1, 'paid');
    const req = await ok(1, 'admin.rights_transfer/request', { order_id: order.id, to_name: '王小明', to_phone: '13900001111', to_id_number: '110101199001011237', to_relation: '儿子', reason: 'inheritance' });
    expect([req.status, Number(req.fee), req.transfer_no]).toEqual(['requested', 300, `GH-${String(order.order_no)}-1`]);
    expect((await upload(1, 'rights_transfer', req.id, PDF, 'Death certificate of the holder')).http).toBe(200);
    expect((await upload(1, 'rights_transfer', req.id, await jpeg(), 'Family agreement')).http).toBe(200);
    // A second request while one waits is refused; a clerk may not approve; approval needs the fee's method.
    const again = await call(1, 'admin.rights_transfer/request', { order_id: order.id, to_name: '王小红', to_phone: '13900002222', reason: 'gift' });
    expect([again.http, again.data.code]).toEqual([409, 'transfer_open']);
    expect((await call(1, 'admin.rights_transfer/decide', { id: req.id, decision: 'approved', fee_method: 'cash' })).data.code).toBe('transfer_managers_only');
    expect((await call(2, 'admin.rights_transfer/decide', { id: req.id, decision: 'approved' })).data.code).toBe('transfer_fee_method');
    // The other channel does not find it.
    expect((await call(4, 'admin.rights_transfer/decide', { id: req.id, decision: 'approved', fee_method: 'cash' })).data.code).toBe('not_found');
    const done = await ok(2, 'admin.rights_transfer/decide', { id: req.id, decision: 'approved', fee_method: 'wechat', note: '材料齐全' });
    expect([(done.transfer as Row).status, (done.holder as Row).name, (done.holder as Row).certificate_no, (done.holder as Row).source]).toEqual(['approved', '王小明', `ZS-${String(order.order_no)}-2`, 'transfer']);
    const holders = await ok(1, 'admin.rights_holder/of_order', { order_id: order.id });
    expect((holders.current as Row[]).map((h) => h.name)).toEqual(['王小明']);
    expect((holders.past as Row[]).map((h) => [h.name, h.until])).toEqual([['王五', '2026-11-23']]);
    const term = await w.database.db.selectFrom('mgmt_term').selectAll().where('order_id', '=', Number(order.id)).executeTakeFirstOrThrow();
    expect([term.holder_name, term.holder_phone]).toEqual(['王小明', '13900001111']);
    // Decided: its documents stay as they were decided on; a second decision is refused.
    expect((await upload(1, 'rights_transfer', req.id, PDF)).body.data.code).toBe('doc_cannot_attach');
    expect((await call(5, 'admin.rights_transfer/decide', { id: req.id, decision: 'rejected' })).data.code).toBe('transfer_not_open');
    const log = await w.database.db.selectFrom('operation_log').select(['table_name', 'action']).where('table_name', 'in', ['rights_transfer', 'rights_holder']).where('row_id', 'in', [Number(req.id), Number((done.holder as Row).id)]).execute();
    expect(log.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a transfer to the holder themself, of an order that holds no right, and a stale request; a clerk withdraws their own', async () => {
    const { order } = await orderOn(w, 1, 'paid');
    expect((await call(1, 'admin.rights_transfer/request', { order_id: order.id, to_name: '王五', to_phone: '13800003333', reason: 'gift' })).data.code).toBe('transfer_same_person');
    const reserved = await orderOn(w, 1, 'reserved', false);
    expect((await call(1, 'admin.rights_transfer/request', { order_id: reserved.order.id, to_name: 'A', to_phone: '13900002222', reason: 'gift' })).data.code).toBe('holder_needs_right');
    const req = await ok(1, 'admin.rights_transfer/request', { order_id: order.id, to_name: '赵六', to_phone: '13900003333', reason: 'sale' });
    const withdrawn = await ok(1, 'admin.rights_transfer/decide', { id: req.id, decision: 'cancelled' });
    expect((withdrawn.transfer as Row).status).toBe('cancelled');
    const bad = await call(1, 'admin.rights_transfer/request', { order_id: order.id, to_name: '赵六', to_phone: '123', reason: 'nope' });
    expect([bad.http, bad.data.code]).toEqual([422, 'validation']);
  });
});

describe(`move-out and exhumation (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('moves a deceased out: request with documents and a work order on the calendar, a manager completes it, the registration is closed and the empty plot offered again', async () => {
    const { order, member, plot } = await orderOn(w, 1, 'paid');
    expect((await w.row('member', Number(member!.id))).burialslot_id).toBe(plot);
    const asked = await ok(1, 'admin.rights_moveout/request', { order_id: order.id, member_id: member!.id, destination: '杭州南山公墓', reason: '家属迁回原籍', keep_plot: false, scheduled_start: '2026-12-01T10:00:00+08:00' });
    const moveout = asked.moveout as Row;
    const work = asked.work as Row;
    expect([moveout.status, moveout.moveout_no, work.kind, work.status, work.member_id, work.scheduled_start]).toEqual(['requested', `QC-${String(order.order_no)}-1`, 'plot_opening', 'requested', member!.id, '2026-12-01T02:00:00.000Z']);
    expect((await upload(1, 'rights_moveout', moveout.id, PDF, 'Acceptance letter of the new cemetery')).http).toBe(200);
    expect((await call(1, 'admin.rights_moveout/request', { order_id: order.id, member_id: member!.id, destination: 'X' })).data.code).toBe('moveout_open');
    expect((await call(1, 'admin.rights_moveout/complete', { id: moveout.id })).data.code).toBe('moveout_managers_only');
    expect((await call(4, 'admin.rights_moveout/complete', { id: moveout.id })).data.code).toBe('not_found');
    const done = await ok(2, 'admin.rights_moveout/complete', { id: moveout.id });
    expect([(done.moveout as Row).status, (done.moveout as Row).moved_out_on, done.plot_freed]).toEqual(['done', '2026-11-23', true]);
    const closed = await w.row('member', Number(member!.id));
    expect([closed.burialslot_id, closed.order_id, closed.moved_out_on, closed.moved_out_to, closed.moved_out_from]).toEqual([null, null, '2026-11-23', '杭州南山公墓', plot]);
    expect((await w.row('tomb_burialslot', plot)).status).toBe('available');
    expect((await w.row('tomb_order', Number(order.id))).status).toBe('cancelled');
    const holders = await w.database.db.selectFrom('rights_holder').select(['until']).where('order_id', '=', Number(order.id)).execute();
    expect(holders.every((h) => h.until === '2026-11-23')).toBe(true);
    // The closed registration is not put back by an edit.
    const edit = await w.call(1, '/index/admin.member/update', { id: member!.id, version: closed.version, burialslot_id: plot });
    expect(edit.body.status).not.toBe(200);
    expect((await w.row('member', Number(member!.id))).burialslot_id).toBeNull();
    const cert = await ok(1, 'admin.rights_moveout/certificate', { id: moveout.id });
    expect([(cert.member as Row).name, (cert.plot as Row).code, (cert.holder as Row).name, (cert.moveout as Row).destination]).toEqual(['王老先生', (await w.row('tomb_burialslot', plot)).code, '王五', '杭州南山公墓']);
    expect((await call(2, 'admin.rights_moveout/complete', { id: moveout.id })).data.code).toBe('moveout_not_open');
  });

  it('keeps the plot when others rest there or the holder keeps it; a withdrawn move-out cancels its work order', async () => {
    const plot = await newPlot(w, 'family');
    let order = await w.create(1, 'tomb_order', { burialslot_id: plot, buyer_name: '李四', buyer_phone: '13800005555' });
    order = (await w.call(1, '/index/admin.tomb_order/sign', { id: order.id, version: order.version })).body.data as Row;
    await w.create(1, 'tomb_payment', { order_id: order.id, kind: 'charge', item: 'plot_price', method: 'cash', amount: Number(order.balance) });
    const a = await w.create(1, 'member', { name: '李老先生', applicant_name: '李四', applicant_phone: '13800005555', order_id: order.id });
    const b = await w.create(1, 'member', { name: '李老太太', applicant_name: '李四', applicant_phone: '13800005555', order_id: order.id });
    const first = (await ok(1, 'admin.rights_moveout/request', { order_id: order.id, member_id: a.id, destination: '老家', keep_plot: false })).moveout as Row;
    const done = await ok(5, 'admin.rights_moveout/complete', { id: first.id, moved_out_on: '2026-11-20' });
    // Another deceased still rests there: the plot is not offered, the order holds it.
    expect(done.plot_freed).toBe(false);
    expect((await w.row('tomb_order', Number(order.id))).status).toBe('paid');
    expect((await w.row('tomb_burialslot', plot)).status).not.toBe('available');
    const kept = (await ok(1, 'admin.rights_moveout/request', { order_id: order.id, member_id: b.id, destination: '老家', keep_plot: true })).moveout as Row;
    const keptDone = await ok(5, 'admin.rights_moveout/complete', { id: kept.id });
    expect(keptDone.plot_freed).toBe(false);
    expect((await w.row('tomb_order', Number(order.id))).status).toBe('paid');
    // Empty now, but kept by the holder; a new move-out is of nobody: refused.
    expect((await call(1, 'admin.rights_moveout/request', { order_id: order.id, member_id: b.id, destination: 'X' })).data.code).toBe('moveout_not_here');
    const other = await orderOn(w, 1, 'paid');
    const asked = await ok(1, 'admin.rights_moveout/request', { order_id: other.order.id, member_id: other.member!.id, destination: 'Y' });
    const cancelled = await ok(1, 'admin.rights_moveout/cancel', { id: (asked.moveout as Row).id });
    expect(cancelled.status).toBe('cancelled');
    expect((await w.row('work_order', Number((asked.work as Row).id))).status).toBe('cancelled');
    expect((await w.row('member', Number(other.member!.id))).burialslot_id).toBe(other.plot);
  });
});
