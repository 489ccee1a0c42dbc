/**
 * The permission matrix: every level x every table x every operation, allowed or refused,
 * and the channel and row rules. The expectations are written out here from the spec's
 * level table (section 2) and PRODUCT.md section 5, not read from the config, so a mistake
 * in the config's access rules fails this test.
 */
import { LEVELS, OPERATIONS, type Level, type Operation } from '../../src/config/types';
import { startTestServer, type TestServer } from './helpers/actors';
import { addShelf, insertRow } from './helpers/rows';

/**
 * r read, c create, u update, d delete, per level 1..6.
 * - Tomb group (areas, rooms, rows, plots): managed by 2, 4, 5, 6 (their /tomb menu); 1 and 3 read it to pick a plot.
 * - Orders: every level has an order list (inside or outside); deleting is for the managers of users (5, 6).
 * - Payments: recorded by whoever handles the order, never edited or deleted (a refund is a new payment).
 * - Registrations (members): /member/list for 1 and 5, list_outside for 3 and 6; 2 and 4 read them for the prints.
 * - Users: user list for 5 and 6; everyone reads (their own row, names through joins).
 * - Messages: everyone reads and marks read the messages of their level; the system writes them.
 * - Operation log and settings: managers of users (5, 6); settings are read by all (prints) and never created or deleted.
 */
const MATRIX: Record<string, readonly string[]> = {
  //                 1       2       3       4       5       6
  tomb_area: ['r', 'rcud', 'r', 'rcud', 'rcud', 'rcud'],
  tomb_room: ['r', 'rcud', 'r', 'rcud', 'rcud', 'rcud'],
  tomb_shelf: ['r', 'rcud', 'r', 'rcud', 'rcud', 'rcud'],
  tomb_burialslot: ['r', 'rcud', 'r', 'rcud', 'rcud', 'rcud'],
  tomb_order: ['rcu', 'rcu', 'rcu', 'rcu', 'rcud', 'rcud'],
  tomb_payment: ['rc', 'rc', 'rc', 'rc', 'rc', 'rc'],
  member: ['rcu', 'r', 'rcu', 'r', 'rcud', 'rcud'],
  user: ['r', 'r', 'r', 'r', 'rcud', 'rcud'],
  message: ['ru', 'ru', 'ru', 'ru', 'ru', 'ru'],
  operation_log: ['', '', '', '', 'r', 'r'],
  setting: ['r', 'r', 'r', 'r', 'ru', 'ru'],
  // Work orders (docs/work.md): every level reads its channel's and requests (clerks: burial work for their orders only);
  // the tomb managers schedule and move them; the managers of users delete.
  work_order: ['rc', 'rcu', 'rc', 'rcu', 'rcud', 'rcud'],
  // Terms and renewals (docs/terms.md): every level that sells reads and edits its channel's terms (contacts; the dates
  // move only by a renewal, the yearly fee is the managers'); nobody creates or deletes one. The outbox is the server's.
  mgmt_term: ['ru', 'ru', 'ru', 'ru', 'ru', 'ru'],
  term_reminder: ['r', 'r', 'r', 'r', 'r', 'r'],
  // The columbarium (docs/columbarium.md): niches are managed like the tomb group; deposits are read and
  // corrected by every level of their channel, but made, withdrawn and moved only by their own calls;
  // storage payments and the movement log are written by those calls alone, never changed.
  ash_niche: ['r', 'rcud', 'r', 'rcud', 'rcud', 'rcud'],
  ash_deposit: ['ru', 'ru', 'ru', 'ru', 'ru', 'ru'],
  ash_payment: ['r', 'r', 'r', 'r', 'r', 'r'],
  ash_movement: ['r', 'r', 'r', 'r', 'r', 'r'],
  // Visits (docs/visits.md): every level reads the gates and slots (the gate page); managers keep them and
  // read the bookings and check-ins, which only the public booking calls and the gate's check-in write.
  visit_gate: ['r', 'rcud', 'r', 'rcud', 'rcud', 'rcud'],
  visit_slot: ['r', 'rcud', 'r', 'rcud', 'rcud', 'rcud'],
  visit_booking: ['', 'r', '', 'r', 'r', 'r'],
  visit_checkin: ['', 'r', '', 'r', 'r', 'r'],
  // Shuttles: every level reads vehicles, routes and departures (any staff member may drive); managers keep them.
  // Seats are taken only by the public booking calls.
  visit_departure: ['r', 'rcud', 'r', 'rcud', 'rcud', 'rcud'],
  visit_vehicle: ['r', 'rcud', 'r', 'rcud', 'rcud', 'rcud'],
  visit_route: ['r', 'rcud', 'r', 'rcud', 'rcud', 'rcud'],
  // Moving in (docs/import.md): the import batches are the managers' screen (written by the import, undone by its
  // call); a saved column mapping is every importer's; the walk's checks are read by every level of their channel
  // (the crew are clerks) and written only by the walk's calls.
  import_batch: ['', 'r', '', 'r', 'r', 'r'],
  import_mapping: ['rcud', 'rcud', 'rcud', 'rcud', 'rcud', 'rcud'],
  walk_check: ['r', 'r', 'r', 'r', 'r', 'r'],
  // The families' door (docs/families.md): the managers read the family accounts, memorial pages and messages;
  // only the families' and the queues' calls write them.
  family_link: ['', 'r', '', 'r', 'r', 'r'],
  memorial: ['', 'r', '', 'r', 'r', 'r'],
  memorial_tribute: ['', 'r', '', 'r', 'r', 'r'],
  // A family's decisions on proofs: read by every level that reads work orders; only the family's call writes them.
  proof_decision: ['r', 'r', 'r', 'r', 'r', 'r'],
  // Text messages sent (docs/messaging.md): read by administrators; written only by the SMS layer.
  sms_message: ['', '', '', '', 'r', 'r'],
  // The file store's rows: reached only through their owners' calls (work photos, walk flags).
  stored_file: ['', '', '', '', '', ''],
  // The park map (docs/map.md): every level reads the plan and the drawing (the staff map); only the map's own calls
  // write them (the editor's, managers only), each drawing checked.
  park_plan: ['r', 'r', 'r', 'r', 'r', 'r'],
  map_feature: ['r', 'r', 'r', 'r', 'r', 'r'],
  // Pay links (docs/payments.md): read by every level of their channel; made only by their own call
  // (admin.pay_link/create: the amount is the server's), by whoever may take a payment; paid only by the provider.
  pay_link: ['rc', 'rc', 'rc', 'rc', 'rc', 'rc'],
  // Refunds through the provider (docs/payments.md, "Refunds"): read by every level of their channel; asked only by
  // their own call (admin.pay_refund/create), by whoever may record a payment, the level rule (managers, or clerks
  // when the settings allow) inside it as for the desk's refunds; answered only by the provider.
  pay_refund: ['rc', 'rc', 'rc', 'rc', 'rc', 'rc'],
  // The reconciliation's resolved differences: read by the managers and administrators (the /finance/reconcile
  // page's levels); written only by admin.pay_statement/resolve.
  pay_difference: ['', 'r', '', 'r', 'r', 'r'],
  // Rights holders (docs/rights.md): read, added (co-holders) and edited by every level of their channel, never
  // deleted (the history of holders stays); the main holder changes only by a transfer. Transfers: read by every
  // level, written only by their calls (admin.rights_transfer/request, decide).
  rights_holder: ['rcu', 'rcu', 'rcu', 'rcu', 'rcu', 'rcu'],
  rights_transfer: ['r', 'r', 'r', 'r', 'r', 'r'],
  // Move-outs: read by every level of their channel, written only by admin.rights_moveout/request, complete, cancel.
  rights_moveout: ['r', 'r', 'r', 'r', 'r', 'r'],
};

/** Levels 3, 4 and 6 work on the outside channel (PRODUCT.md section 4). */
const OUTSIDE: readonly Level[] = [3, 4, 6];
const channelOf = (level: Level) => (OUTSIDE.includes(level) ? 'outside' : 'inside');
const otherChannel = (level: Level) => (OUTSIDE.includes(level) ? 'inside' : 'outside');

const CHANNEL_SCOPED = ['tomb_order', 'tomb_payment', 'member', 'user', 'operation_log', 'work_order', 'mgmt_term', 'term_reminder'];

const LETTER: Record<Operation, string> = { read: 'r', create: 'c', update: 'u', delete: 'd' };

/** One request per operation; a refusal by access is 403, anything else means the check let it through. */
const attempt = (s: TestServer, level: Level, table: string, op: Operation) => {
  switch (op) {
    case 'read':
      return s.post(level, '/index/query', { table, is_count: 1 });
    case 'create':
      return s.post(level, `/index/admin.${table}/create`, {});
    case 'update':
      return s.post(level, '/index/query', { table, id: 999_999, data: {} });
    case 'delete':
      return s.post(level, `/index/admin.${table}/table_delete`, { ids: [999_999] });
  }
};

let s: TestServer;
const ids: Record<string, Record<'inside' | 'outside', number>> = {};

const insert = (table: string, values: Record<string, unknown>): Promise<number> => insertRow(s.database.db, table, values);

beforeAll(async () => {
  s = await startTestServer('permissions');
  const { area, room, shelf } = await addShelf(s.database.db);
  for (const channel of ['inside', 'outside'] as const) {
    const plot = await insert('tomb_burialslot', { area_id: area, room_id: room, shelf_id: shelf, code: `P-${channel}`, column_no: 1, price: 100, status: 'reserved' });
    const order = await insert('tomb_order', { burialslot_id: plot, buyer_name: 'B', buyer_phone: '13800000000', channel, order_no: `O-${channel}`, status: 'reserved' });
    const payment = await insert('tomb_payment', { order_id: order, item: 'deposit', method: 'cash', amount: 10, channel, receipt_no: `R-${channel}` });
    const member = await insert('member', { name: `M-${channel}`, applicant_name: 'A', applicant_phone: '13800000000', channel, order_id: order });
    const log = await insert('operation_log', { action: 'create', table_name: 'member', row_id: member, channel });
    await insert('work_order', { work_no: `WO-${channel}`, kind: 'repair', status: 'requested', burialslot_id: plot, order_id: order, channel });
    const term = await insert('mgmt_term', { order_id: order, burialslot_id: plot, area_id: area, channel, holder_name: 'H', paid_from: '2006-01-01', periods: 20, paid_until: '2026-01-01', yearly_fee: 100 });
    await insert('term_reminder', { term_id: term, channel, holder_name: 'H', via: 'sms', dedupe_key: `${term}:2026-01-01`, status: 'queued' });
    ids.tomb_order = { ...ids.tomb_order, [channel]: order };
    ids.tomb_payment = { ...ids.tomb_payment, [channel]: payment };
    ids.member = { ...ids.member, [channel]: member };
    ids.operation_log = { ...ids.operation_log, [channel]: log };
  }
  // An outside registration pointing at the inside order: a join must not reveal it.
  await insert('member', { name: 'M-cross', applicant_name: 'A', applicant_phone: '13800000000', channel: 'outside', order_id: ids.tomb_order.inside });
  for (const level of LEVELS) await insert('message', { type: 't', receive_user_id: level, content: `for ${level}`, url: '/' });
});
afterAll(async () => {
  await s.close();
});

describe('the permission matrix', () => {
  it('covers every table of the config', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.values(s.app.resources).map((r) => r.table).sort());
  });

  for (const table of Object.keys(MATRIX))
    it(`${table}: every level and operation`, async () => {
      const seen: string[] = [];
      const expected: string[] = [];
      for (const level of LEVELS)
        for (const op of OPERATIONS) {
          const r = await attempt(s, level, table, op);
          expect(r.statusCode).not.toBe(500);
          seen.push(`${level} ${op} ${r.statusCode === 403 ? 'refused' : 'allowed'}`);
          expected.push(`${level} ${op} ${MATRIX[table][level - 1].includes(LETTER[op]) ? 'allowed' : 'refused'}`);
        }
      expect(seen).toEqual(expected);
    });
});

describe('channels', () => {
  for (const table of CHANNEL_SCOPED)
    it(`${table}: each level sees only its channel, even when it asks for the other`, async () => {
      for (const level of LEVELS) {
        if (!MATRIX[table][level - 1].includes('r')) continue;
        const rows = JSON.parse((await s.post(level, '/index/query', { table, field: 'id,channel', page_size: 1000 })).body).data;
        expect(rows.length).toBeGreaterThan(0);
        expect(new Set(rows.map((r: { channel: string }) => r.channel))).toEqual(new Set([channelOf(level)]));
        const asked = JSON.parse((await s.post(level, '/index/query', { table, where: { channel: otherChannel(level) }, is_count: 1 })).body);
        expect(asked.data).toBe(0);
      }
    });

  it('another channel’s rows are not found for update and delete', async () => {
    for (const level of LEVELS)
      for (const table of ['tomb_order', 'member']) {
        const id = ids[table][otherChannel(level)];
        if (MATRIX[table][level - 1].includes('u')) {
          const r = await s.post(level, '/index/query', { table, id, data: { remark: 'x' } });
          expect([level, table, r.statusCode]).toEqual([level, table, 404]);
        }
        if (MATRIX[table][level - 1].includes('d')) {
          const r = await s.post(level, `/index/admin.${table}/table_delete`, { ids: [id] });
          expect([level, table, r.statusCode]).toEqual([level, table, 404]);
        }
      }
  });

  it('a create by an outside level is an outside row; naming the other channel is refused', async () => {
    for (const level of [1, 3] as Level[]) {
      const ok = JSON.parse((await s.post(level, '/index/admin.member/create', { name: 'N', applicant_name: 'A', applicant_phone: '13800000000' })).body);
      expect(ok.data.channel).toBe(channelOf(level));
      const refused = await s.post(level, '/index/admin.member/create', { name: 'N', applicant_name: 'A', applicant_phone: '13800000000', channel: otherChannel(level) });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('a reference to a row of the other channel is refused like a missing one', async () => {
    const r = await s.post(3, '/index/admin.member/create', { name: 'N', applicant_name: 'A', applicant_phone: '13800000000', order_id: ids.tomb_order.inside });
    expect(r.statusCode).toBe(422);
    expect(JSON.parse(r.body).data.fields).toHaveProperty('order_id');
  });

  it('joined rows of another channel stay hidden', async () => {
    const rows = JSON.parse(
      (await s.post(3, '/index/query', { table: 'member', left_join: [{ ref: 'order_id', as: 'ord' }], field: 'name, ord.order_no, ord.channel', order_by: 'id' })).body,
    ).data;
    expect(rows).toContainEqual({ name: 'M-cross', 'ord.order_no': null, 'ord.channel': null });
    expect(rows).toContainEqual({ name: 'M-outside', 'ord.order_no': 'O-outside', 'ord.channel': 'outside' });
    expect(rows.map((r: { 'ord.order_no': string }) => r['ord.order_no'])).not.toContain('O-inside');
  });
});

describe('row rules', () => {
  it('staff below level 5 see only themselves among users; managers see their channel up to their level', async () => {
    for (const level of LEVELS) {
      const rows = JSON.parse((await s.post(level, '/index/query', { table: 'user', field: 'id,level,channel' })).body).data as { id: number; level: number }[];
      const levels = rows.map((r) => r.level).sort();
      if (level < 5) expect(rows.map((r) => r.id)).toEqual([s.actors[level].userId]);
      else expect(levels).toEqual(LEVELS.filter((l) => channelOf(l) === channelOf(level) && l <= level));
    }
  });

  it('messages are those addressed to the caller’s level', async () => {
    for (const level of LEVELS) {
      const rows = JSON.parse((await s.post(level, '/index/query', { table: 'message', field: 'receive_user_id' })).body).data;
      expect(rows).toEqual([{ receive_user_id: level }]);
    }
  });
});
