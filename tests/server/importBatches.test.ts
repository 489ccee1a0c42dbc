/**
 * Import batches and their undo (docs/import.md, "Batches" and "Undo"): every commit writes one
 * batch row and stamps its records and their log entries; the undo removes every record of the
 * batch or none, names what depends on it, and gives the records the import changed (a plot
 * an imported order reserved) their values back. Generated data only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { importChunking } from '../../src/server/import/chunks';
import { RECOVERY_JOB } from '../../src/server/import/recover';
import { undoChunking } from '../../src/server/import/undo';
import { startTestServer, type TestServer } from './helpers/actors';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('importBatches');
  // A small hierarchy: one area, one room, one row.
  for (const [table, rows] of [
    ['tomb_area', [{ name: '福寿园', code: 'FS' }]],
    ['tomb_room', [{ area_id: 'FS', name: '一进', code: 'FS-1' }]],
    ['tomb_shelf', [{ area_id: 'FS', room_id: 'FS-1', name: '第1排', code: 'FS-1-1' }]],
  ] as const) {
    expect((await commit(5, table, [...rows])).body.status).toBe(200);
  }
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;

type Cells = Record<string, string>;

const post = async (level: Level, path: string, body: unknown) => {
  const res = await server.post(level, path, body, { 'accept-language': 'en' });
  return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: Record<string, unknown> } };
};

const commit = (level: Level, table: string, rows: Cells[], fileName = 'plots.csv') => post(level, '/index/import/commit', { table, rows, fileName });
const undo = (level: Level, id: unknown) => post(level, '/index/import/undo', { id });

const plots = (prefix: string, n: number): Cells[] =>
  Array.from({ length: n }, (_, i) => ({ shelf_id: 'FS-1-1', code: `${prefix}-${i + 1}`, column_no: String(i + 1), price: '20,000' }));

const idsOf = async (table: string, batch: number): Promise<number[]> =>
  (await db().selectFrom(table).select('id').where('import_batch_id', '=', batch).orderBy('id').execute()).map((r) => Number(r.id));

const batchRow = (id: number) => db().selectFrom('import_batch').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const plotStatus = async (code: string) => (await db().selectFrom('tomb_burialslot').select('status').where('code', '=', code).executeTakeFirstOrThrow()).status;

describe('a batch per import', () => {
  it('records who, what, the file, the rows and the records per table, and stamps the records and their log entries', async () => {
    const res = await commit(2, 'tomb_burialslot', plots('B1', 3), '墓位 2026.xlsx');
    expect(res.body.status).toBe(200);
    const batchId = Number(res.body.data.batchId);
    expect(batchId).toBeGreaterThan(0);
    const batch = await batchRow(batchId);
    expect(batch).toMatchObject({ file_name: '墓位 2026.xlsx', table_name: 'tomb_burialslot', rows: 3, status: 'committed', channel: 'inside', user_id: server.actors[2].userId });
    expect(JSON.parse(String(batch.counts))).toEqual({ tomb_burialslot: 3 });
    expect(await idsOf('tomb_burialslot', batchId)).toEqual(res.body.data.ids);
    const log = await db().selectFrom('operation_log').select(['row_id', 'import_batch_id']).where('table_name', '=', 'tomb_burialslot').where('row_id', 'in', res.body.data.ids as number[]).execute();
    expect(log.map((l) => l.import_batch_id)).toEqual([batchId, batchId, batchId]);
  });

  it('shows a channel’s batches to its managers only', async () => {
    const res = await commit(5, 'tomb_burialslot', plots('B2', 1));
    const id = Number(res.body.data.batchId);
    const list = async (level: Level) => JSON.stringify((await post(level, '/index/query', { table: 'import_batch', where: [['id', '=', id]] })).body.data);
    expect(await list(2)).toContain('plots.csv');
    expect(await list(4)).not.toContain('plots.csv');
    expect((await post(1, '/index/query', { table: 'import_batch', where: [['id', '=', id]] })).http).toBe(403);
  });

  it('writes no batch when a check runs or a commit is refused', async () => {
    const count = async () => Number((await db().selectFrom('import_batch').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect((await post(5, '/index/import/check', { table: 'tomb_burialslot', rows: plots('B3', 2) })).body.status).toBe(200);
    const refused = await commit(5, 'tomb_burialslot', [...plots('B3', 2), { shelf_id: 'FS-1-1', code: 'B3-1', column_no: '9', price: '1' }]);
    expect(refused.http).toBe(422);
    expect(await count()).toBe(before);
  });
});

describe('undo', () => {
  it('removes every record of the batch, logs it, and cannot be done twice', async () => {
    const res = await commit(5, 'tomb_burialslot', plots('U1', 4));
    const id = Number(res.body.data.batchId);
    const done = await undo(5, id);
    expect(done.body).toMatchObject({ status: 200, data: { removed: { tomb_burialslot: 4 } } });
    expect(await idsOf('tomb_burialslot', id)).toEqual([]);
    expect(await batchRow(id)).toMatchObject({ status: 'undone', undone_by: server.actors[5].userId });
    const deletes = await db().selectFrom('operation_log').select('row_id').where('action', '=', 'delete').where('import_batch_id', '=', id).execute();
    expect(deletes.map((d) => Number(d.row_id)).sort((a, b) => a - b)).toEqual(res.body.data.ids);
    const again = await undo(5, id);
    expect(again.http).toBe(409);
    expect(again.body.data.code).toBe('import_batch_undone');
  });

  it('gives back what an imported order changed: its plot is for sale again', async () => {
    await commit(5, 'tomb_burialslot', plots('U2', 2));
    expect(await plotStatus('U2-1')).toBe('available');
    const orders = await commit(5, 'tomb_order', [{ burialslot_id: 'U2-1', buyer_name: '李明', buyer_phone: '13800001111' }], 'orders.csv');
    expect(orders.body.status).toBe(200);
    expect(await plotStatus('U2-1')).toBe('reserved');
    const id = Number(orders.body.data.batchId);
    expect((await undo(5, id)).body).toMatchObject({ status: 200, data: { removed: { tomb_order: 1 } } });
    expect(await plotStatus('U2-1')).toBe('available');
  });

  it('refuses, naming the record, when a later payment depends on an imported order, and removes nothing', async () => {
    await commit(5, 'tomb_burialslot', plots('U3', 2));
    const orders = await commit(5, 'tomb_order', [
      { burialslot_id: 'U3-1', buyer_name: 'Mary Example', buyer_phone: '13800002222' },
      { burialslot_id: 'U3-2', buyer_name: '王芳', buyer_phone: '13800003333' },
    ]);
    const id = Number(orders.body.data.batchId);
    const [orderId] = orders.body.data.ids as number[];
    const paid = await post(5, '/index/admin.tomb_payment/create', { order_id: orderId, kind: 'charge', item: 'deposit', method: 'cash', amount: 500 });
    expect(paid.body.status).toBe(200);
    const refused = await undo(5, id);
    expect(refused.http).toBe(409);
    expect(refused.body.data).toMatchObject({ code: 'import_undo_blocked', table: 'tomb_payment', id: paid.body.data.id });
    expect(refused.body.msg).toContain(String(paid.body.data.receipt_no));
    expect(refused.body.msg).toMatch(/depends on its Order “O/);
    expect(refused.body.data.reason).toBe(refused.body.msg);
    expect(await idsOf('tomb_order', id)).toEqual(orders.body.data.ids);
    expect((await batchRow(id)).status).toBe('committed');
    expect(await plotStatus('U3-2')).toBe('reserved');
  });

  it('refuses when a later order holds an imported plot', async () => {
    const res = await commit(5, 'tomb_burialslot', plots('U4', 1));
    const plot = (res.body.data.ids as number[])[0];
    const order = await post(1, '/index/admin.tomb_order/create', { burialslot_id: plot, buyer_name: '张伟', buyer_phone: '13800004444' });
    expect(order.body.status).toBe(200);
    const refused = await undo(5, res.body.data.batchId);
    expect(refused.body.data).toMatchObject({ code: 'import_undo_blocked', table: 'tomb_order', id: order.body.data.id });
    expect(refused.body.msg).toContain('U4-1');
  });

  it('is for the managers who may import the table, on their channel', async () => {
    const res = await commit(5, 'tomb_burialslot', plots('U5', 1));
    const id = res.body.data.batchId;
    expect((await undo(1, id)).http).toBe(403);
    expect((await undo(4, id)).http).toBe(404);
    expect((await undo(5, 'x')).http).toBe(400);
    expect((await undo(5, 999_999)).http).toBe(404);
    expect((await batchRow(Number(id))).status).toBe('committed');
  });
});

describe('large files in chunks', () => {
  it('keeps a batch all or nothing: a late chunk’s error removes the chunks already written', async () => {
    importChunking.rows = 3;
    try {
      const before = await db().selectFrom('import_batch').select('id').execute();
      const rows = [...plots('C1', 8), { shelf_id: 'FS-1-1', code: 'C1-2', column_no: '99', price: '1' }, ...plots('C2', 2)];
      const res = await commit(5, 'tomb_burialslot', rows);
      expect(res.http).toBe(422);
      // The repeated code is found across chunks, and named by its first line.
      expect(res.body.data.errors).toEqual([{ index: 8, fields: { code: 'Same as line 3' } }]);
      expect(await db().selectFrom('tomb_burialslot').select('id').where('code', 'like', 'C%').execute()).toEqual([]);
      expect(await db().selectFrom('import_batch').select('id').execute()).toEqual(before);
      const logs = await db().selectFrom('operation_log').select('id').where('table_name', '=', 'tomb_burialslot').where('after', 'like', '%"C1-%').execute();
      expect(logs).toEqual([]);
      // The same file without the repeated row goes in whole, as one batch.
      const ok = await commit(5, 'tomb_burialslot', rows.filter((_, i) => i !== 8));
      expect(ok.body.data.created).toBe(10);
      expect(await idsOf('tomb_burialslot', Number(ok.body.data.batchId))).toHaveLength(10);
      expect((await batchRow(Number(ok.body.data.batchId))).status).toBe('committed');
    } finally {
      importChunking.rows = undefined;
    }
  });

  it('checks every chunk against the ones before it: orders on one plot stay together', async () => {
    importChunking.rows = 2;
    try {
      const made = await commit(5, 'tomb_burialslot', plots('C3', 3));
      expect(made.body.status).toBe(200);
      const rows = ['C3-1', 'C3-2', 'C3-1', 'C3-3'].map((p, i) => ({ burialslot_id: p, buyer_name: `测试${i}`, buyer_phone: '13800005555' }));
      const res = await post(5, '/index/import/check', { table: 'tomb_order', rows });
      // The third line is a second sale of plot C3-1, in the next chunk by the file's order.
      expect(res.body.data).toMatchObject({ total: 4, valid: 3 });
      expect((res.body.data.errors as { index: number }[]).map((e) => e.index)).toEqual([2]);
    } finally {
      importChunking.rows = undefined;
    }
  });
});

describe('a large undo, in chunks', () => {
  it('removes the batch a few records at a time, and the batch is undone', async () => {
    const res = await commit(5, 'tomb_burialslot', plots('K1', 5));
    const id = Number(res.body.data.batchId);
    let between = 0;
    undoChunking.rows = 2;
    undoChunking.between = async () => {
      between++;
      // Between two chunks the batch says what is going on, and a second undo is refused.
      expect((await batchRow(id)).status).toBe('undoing');
      expect((await undo(5, id)).body.data.code).toBe('import_batch_busy');
    };
    try {
      expect((await undo(5, id)).body).toMatchObject({ status: 200, data: { removed: { tomb_burialslot: 5 } } });
    } finally {
      undoChunking.rows = 400;
      undoChunking.between = undefined;
    }
    expect(between).toBe(2);
    expect(await idsOf('tomb_burialslot', id)).toEqual([]);
    expect((await batchRow(id)).status).toBe('undone');
  });

  it('puts every record back when one comes to depend on the batch between two chunks', async () => {
    await commit(5, 'tomb_burialslot', plots('K2', 3));
    const orders = await commit(
      5,
      'tomb_order',
      ['K2-1', 'K2-2', 'K2-3'].map((p, i) => ({ burialslot_id: p, buyer_name: `Ada Sample ${i}`, buyer_phone: '13800006666' })),
    );
    const id = Number(orders.body.data.batchId);
    const ids = orders.body.data.ids as number[];
    let paymentId: number | undefined;
    undoChunking.rows = 1;
    undoChunking.between = async () => {
      if (paymentId !== undefined) return;
      // The first order is gone; a clerk takes a payment on the last one meanwhile.
      const paid = await post(5, '/index/admin.tomb_payment/create', { order_id: ids[2], kind: 'charge', item: 'deposit', method: 'cash', amount: 100 });
      expect(paid.body.status).toBe(200);
      paymentId = Number(paid.body.data.id);
    };
    let refused;
    try {
      refused = await undo(5, id);
    } finally {
      undoChunking.rows = 400;
      undoChunking.between = undefined;
    }
    expect(refused.http).toBe(409);
    expect(refused.body.data).toMatchObject({ code: 'import_undo_blocked', table: 'tomb_payment', id: paymentId });
    // Nothing of the undo is left: the orders as they were, the plots still reserved, no removal in the log.
    expect(await idsOf('tomb_order', id)).toEqual(ids);
    const back = await db().selectFrom('tomb_order').select(['id', 'buyer_name', 'status', 'version']).where('id', 'in', ids).orderBy('id').execute();
    expect(back.map((o) => o.buyer_name)).toEqual(['Ada Sample 0', 'Ada Sample 1', 'Ada Sample 2']);
    expect(await plotStatus('K2-1')).toBe('reserved');
    expect((await batchRow(id)).status).toBe('committed');
    const deletes = await db().selectFrom('operation_log').select('id').where('import_batch_id', '=', id).where('action', '=', 'delete').execute();
    expect(deletes).toEqual([]);
  });
});

describe('a server stopped in the middle', () => {
  /** Another start of the server on the same database (its start-up work done when it closes). */
  const restart = async () => {
    const again = await buildApp({ database: server.database, config: server.app.resources });
    await again.ready();
    await again.close();
  };
  /** As a stopped server leaves it: the status, and no chunk for an hour. */
  const leave = (id: number, status: string) =>
    db().updateTable('import_batch').set({ status, updated_at: sql`now() - interval '1 hour'` }).where('id', '=', id).execute();

  it('takes back at the next start what an interrupted import wrote, and the batch says so', async () => {
    await commit(5, 'tomb_burialslot', plots('S1', 2));
    const orders = await commit(5, 'tomb_order', [{ burialslot_id: 'S1-1', buyer_name: 'Walter Draft', buyer_phone: '13800007777' }]);
    const id = Number(orders.body.data.batchId);
    expect(await plotStatus('S1-1')).toBe('reserved');
    await leave(id, 'importing');
    await restart();
    expect(await idsOf('tomb_order', id)).toEqual([]);
    expect(await plotStatus('S1-1')).toBe('available');
    const batch = await batchRow(id);
    expect(batch).toMatchObject({ status: 'interrupted', counts: '{}' });
    expect(batch.undone_at).not.toBeNull();
    // The batches page names the state in the user's language.
    const state = server.app.resources.import_batch.fields.status;
    expect(state.type === 'enum' && state.values.find((v) => v.value === 'interrupted')?.label.en).toBe('Interrupted, rolled back');
    // The log keeps what was written and its removal.
    const actions = await db().selectFrom('operation_log').select('action').where('import_batch_id', '=', id).where('table_name', '=', 'tomb_order').orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await undo(5, id)).body.data.code).toBe('import_batch_busy');
  });

  it('finishes at the next start an undo that was decided', async () => {
    const res = await commit(5, 'tomb_burialslot', plots('S2', 2));
    const id = Number(res.body.data.batchId);
    await leave(id, 'undoing');
    await restart();
    expect(await idsOf('tomb_burialslot', id)).toEqual([]);
    expect((await batchRow(id)).status).toBe('undone');
  });

  it('starts without waiting for the take-back: the server answers while it runs, and it ends in the background', async () => {
    const res = await commit(5, 'tomb_burialslot', plots('S4', 3));
    const id = Number(res.body.data.batchId);
    await leave(id, 'importing');
    // The take-back held between its chunks until the test lets it go: as a large one on a loaded machine.
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached: (() => void) | undefined;
    const inside = new Promise<void>((resolve) => (reached = resolve));
    undoChunking.rows = 1;
    undoChunking.between = async () => {
      reached?.();
      await held;
    };
    const again = await buildApp({ database: server.database, config: server.app.resources });
    try {
      await again.ready();
      await inside;
      expect(again.startupWork.pending()).toContain(RECOVERY_JOB);
      // Ready and answering while the batch is still being taken back.
      expect((await again.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
      expect((await batchRow(id)).status).toBe('importing');
      release?.();
      await again.startupWork.settled();
      expect(again.startupWork.outcome(RECOVERY_JOB)).toBe('done');
      expect((await batchRow(id)).status).toBe('interrupted');
      expect(await idsOf('tomb_burialslot', id)).toEqual([]);
    } finally {
      release?.();
      undoChunking.rows = 400;
      undoChunking.between = undefined;
      await again.close();
    }
  });

  it('leaves alone on PostgreSQL a batch another instance is importing now', async () => {
    const res = await commit(5, 'tomb_burialslot', plots('S3', 1));
    const id = Number(res.body.data.batchId);
    await db().updateTable('import_batch').set({ status: 'importing', updated_at: sql`now()` }).where('id', '=', id).execute();
    await restart();
    // PGlite: one process holds the folder, so it was left over; PostgreSQL: someone else's, alive.
    expect((await batchRow(id)).status).toBe(server.database.kind === 'pglite' ? 'interrupted' : 'importing');
    await db().updateTable('import_batch').set({ status: 'interrupted' }).where('id', '=', id).execute();
  });
});

describe('the batches list', () => {
  it('names what each batch went into in the user’s language, the register too', async () => {
    const into = server.app.resources.import_batch.fields.table_name;
    expect(into.type).toBe('enum');
    const labels = into.type === 'enum' ? Object.fromEntries(into.values.map((v) => [v.value, v.label])) : {};
    expect(labels.tomb_burialslot).toEqual(server.app.resources.tomb_burialslot.label);
    expect(labels.register).toMatchObject({ zh: '安葬登记簿', en: 'Burial register' });
    // Every batch's target is one of them (the database's check says so too).
    const targets = await db().selectFrom('import_batch').select('table_name').distinct().execute();
    for (const t of targets) expect(labels[String(t.table_name)]).toBeDefined();
    await expect(db().updateTable('import_batch').set({ table_name: 'no_such_table' }).where('id', '=', 1).execute()).rejects.toThrow();
  });
});

