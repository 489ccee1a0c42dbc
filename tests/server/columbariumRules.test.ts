/**
 * The columbarium (docs/columbarium.md) on the real app over HTTP, on PGlite or, with
 * TEST_DATABASE_URL, PostgreSQL: capacity, the pick-up code and the depositor's ID, fees due
 * settled by a payment or let go by a manager (logged), withdrawals to a plot burial linked to
 * the order and its burial work order, transfers, channels, and the immutable movement log.
 * The expectations are written out from the docs, not read from the config.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../src/server/hooks/registry';
import { ID_NUMBER, ash, deposit, depositBody, newNiche } from './columbariumSetup';
import { buildWorld, type World } from './domainSetup';
import { onPostgres } from './helpers/database';
import { orderOn } from './workSetup';

let w: World;

beforeAll(async () => {
  w = await buildWorld('columbarium_rules');
});
afterAll(async () => {
  await w?.close();
});

const movements = async (depositId: unknown): Promise<Row[]> =>
  (await w.database.db.selectFrom('ash_movement').selectAll().where('deposit_id', '=', Number(depositId)).orderBy('id').execute()) as Row[];

const at = (y: number, m: number, d: number) => w.setNow(new Date(y, m - 1, d, 10, 0, 0));

describe(`deposits (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('deposits ashes: the niche becomes occupied, the term and the first payment are recorded, the code is given once and kept only hashed', async () => {
    await at(2026, 11, 23);
    const niche = await newNiche(w);
    const { deposit: d, code, payment } = await deposit(w, 1, niche.id, { periods: 2 });
    expect(code).toMatch(/^\d{6}$/);
    expect(d).toMatchObject({ status: 'stored', channel: 'inside', fee_basis: 'yearly', fee_rate: 600, paid_from: '2026-11-23', paid_until: '2028-11-23', deposited_on: '2026-11-23' });
    expect(String(d.deposit_no)).toMatch(/^AD\d{6}$/);
    expect(d).not.toHaveProperty('pickup_hash');
    expect(payment).toMatchObject({ amount: 1200, periods: 2, covers_from: '2026-11-23', covers_until: '2028-11-23', method: 'cash' });
    expect(String(payment.receipt_no)).toMatch(/^R20261123\d{4}$/);
    const stored = await w.row('ash_deposit', Number(d.id));
    expect(String(stored.pickup_hash)).not.toContain(code);
    expect(await w.row('ash_niche', Number(niche.id))).toMatchObject({ status: 'occupied', stored: 1 });
    // The generic read never shows the hash.
    const read = await w.call(1, '/index/query', { table: 'ash_deposit', where: [['id', '=', d.id]] });
    expect(JSON.stringify(read.body)).not.toContain('pickup_hash');
    const log = await movements(d.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ kind: 'deposit', to_niche_id: niche.id, from_niche_id: null, user_id: w.actor(1).userId });
  });

  it('refuses a deposit into a full niche, and takes as many urns as the capacity says', async () => {
    const single = await newNiche(w);
    await deposit(w, 1, single.id);
    const full = await ash(w, 2, 'deposit', depositBody(single.id));
    expect([full.http, full.code, full.msg]).toEqual([409, 'niche_full', 'This niche is full (capacity 1)']);
    const family = await newNiche(w, { capacity: 2 });
    await deposit(w, 1, family.id);
    await deposit(w, 1, family.id, { storage_kind: 'temporary' });
    expect((await ash(w, 1, 'deposit', depositBody(family.id))).code).toBe('niche_full');
    expect(await w.row('ash_niche', Number(family.id))).toMatchObject({ stored: 2, status: 'occupied' });
    // Nothing of the refused deposits was written.
    const count = await w.database.db.selectFrom('ash_deposit').select((eb) => eb.fn.countAll<number>().as('n')).where('niche_id', 'in', [Number(single.id), Number(family.id)]).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  it('shows a niche holding only temporary deposits as in temporary storage, and a reserved empty niche as reserved', async () => {
    const niche = await newNiche(w);
    await deposit(w, 1, niche.id, { storage_kind: 'temporary', fee_basis: 'monthly', periods: 3 });
    expect((await w.row('ash_niche', Number(niche.id))).status).toBe('temporary');
    const empty = await newNiche(w);
    const reserved = await w.update(2, 'ash_niche', Number(empty.id), { reserved_for: '张家' }, Number(empty.version));
    expect(reserved.status).toBe('reserved');
  });

  it('checks the depositor with the config validators and changes nothing on bad input', async () => {
    const niche = await newNiche(w);
    const bad = await ash(w, 1, 'deposit', depositBody(niche.id, { depositor_id_number: '123', depositor_phone: 'abc' }));
    expect([bad.http, bad.code]).toEqual([422, 'validation']);
    expect(Object.keys(bad.fields ?? {})).toContain('depositor_id_number');
    expect((await ash(w, 1, 'deposit', { ...depositBody(niche.id), extra: 1 })).code).toBe('unknown_key');
    expect((await ash(w, 1, 'deposit', depositBody(niche.id, { periods: 11 }))).code).toBe('validation');
    expect(await w.row('ash_niche', Number(niche.id))).toMatchObject({ stored: 0, status: 'available' });
  });

  it('refuses the generic create of a deposit, a niche capacity below its urns, and deleting a niche that holds ashes', async () => {
    const niche = await newNiche(w, { capacity: 2 });
    await deposit(w, 1, niche.id);
    await deposit(w, 1, niche.id);
    const create = await w.call(1, '/index/admin.ash_deposit/create', depositBody(niche.id));
    expect(create.status).toBe(403);
    const lower = await w.call(2, '/index/admin.ash_niche/update', { id: niche.id, version: (await w.row('ash_niche', Number(niche.id))).version, capacity: 1 });
    expect([lower.status, lower.body.data.code]).toEqual([409, 'niche_capacity_below']);
    const del = await w.call(5, '/index/admin.ash_niche/table_delete', { ids: [niche.id] });
    expect([del.status, del.body.data.code]).toEqual([409, 'niche_not_empty']);
  });
});

describe('withdrawals', () => {
  it('checks the ID number and the pick-up code; a wrong one changes nothing of the deposit but counts the try', async () => {
    await at(2026, 11, 23);
    const niche = await newNiche(w);
    const { deposit: d, code } = await deposit(w, 1, niche.id);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const body = { id: d.id, version: d.version, kind: 'taken_away' };
    const a = await ash(w, 1, 'withdraw', { ...body, id_number: ID_NUMBER, pickup_code: wrongCode });
    expect([a.http, a.code, a.msg]).toEqual([409, 'pickup_mismatch', 'The ID number or the pick-up code is wrong (tries left before withdrawal locks for 24 hours: 4)']);
    const b = await ash(w, 1, 'withdraw', { ...body, id_number: '110105194912310029', pickup_code: code });
    expect(b.code).toBe('pickup_mismatch');
    expect((await ash(w, 1, 'withdraw', { ...body, id_number: ID_NUMBER, pickup_code: '12ab' })).code).toBe('validation');
    expect(await w.row('ash_deposit', Number(d.id))).toMatchObject({ status: 'stored', version: d.version, pickup_failures: 2, pickup_locked_until: null });
    // The right pair, the ID in lower case: taken away, the niche free again.
    const ok = await ash(w, 1, 'withdraw', { ...body, id_number: ID_NUMBER.toLowerCase(), pickup_code: code });
    expect(ok.ok).toBe(true);
    expect(ok.data.deposit).toMatchObject({ status: 'withdrawn', withdrawal_kind: 'taken_away' });
    expect(await w.row('ash_niche', Number(niche.id))).toMatchObject({ stored: 0, status: 'available' });
    // A withdrawn deposit is closed.
    const again = await ash(w, 1, 'withdraw', { ...body, version: (ok.data.deposit as Row).version, id_number: ID_NUMBER, pickup_code: code });
    expect(again.code).toBe('deposit_closed');
    const edit = await w.call(1, '/index/admin.ash_deposit/update', { id: d.id, version: (ok.data.deposit as Row).version, remark: 'x' });
    expect(edit.body.data.code).toBe('deposit_closed');
  });

  it('locks the withdrawal after five wrong tries in a row, for 24 hours or until a manager unlocks it with a reason (logged)', async () => {
    await at(2026, 11, 23);
    const niche = await newNiche(w);
    const { deposit: d, code } = await deposit(w, 1, niche.id);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const body = { id: d.id, version: d.version, kind: 'taken_away', id_number: ID_NUMBER };
    const lefts: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await ash(w, 1, 'withdraw', { ...body, pickup_code: wrongCode });
      lefts.push([r.code, r.fields?.pickup_code]);
    }
    // The field's error says it too, for the dialog to show under the code.
    expect(lefts).toEqual([4, 3, 2, 1].map((left) => ['pickup_mismatch', `The ID number or the pick-up code is wrong (tries left before withdrawal locks for 24 hours: ${left})`]));
    const fifth = await ash(w, 1, 'withdraw', { ...body, pickup_code: wrongCode });
    expect([fifth.http, fifth.code, fifth.msg]).toEqual([409, 'pickup_locked', 'Too many wrong pick-up codes: withdrawal is locked until 24 Nov 2026, 10:00. If this is the family, a manager can unlock it']);
    // Locked: even the right pair is refused, and nothing is counted any more.
    const right = await ash(w, 1, 'withdraw', { ...body, pickup_code: code });
    expect(right.code).toBe('pickup_locked');
    expect(await w.row('ash_deposit', Number(d.id))).toMatchObject({ status: 'stored', version: d.version, pickup_failures: 5 });
    const tries = await w.database.db.selectFrom('operation_log').select('after').where('table_name', '=', 'ash_deposit').where('row_id', '=', Number(d.id)).where('after', 'like', '%pickup_wrong_try%').execute();
    expect(tries).toHaveLength(5);

    // Unlocking is a manager's, with a reason; a clerk is refused, and so is a deposit not locked.
    expect((await ash(w, 1, 'unlock_pickup', { id: d.id, reason: 'family came back with the card' })).http).toBe(403);
    expect((await ash(w, 2, 'unlock_pickup', { id: d.id })).code).toBe('validation');
    const unlocked = await ash(w, 2, 'unlock_pickup', { id: d.id, reason: 'family came back with the card' });
    expect(unlocked.ok).toBe(true);
    expect(await w.row('ash_deposit', Number(d.id))).toMatchObject({ version: d.version, pickup_failures: 0, pickup_locked_until: null });
    const unlockLog = await w.database.db.selectFrom('operation_log').select(['after', 'user_id']).where('table_name', '=', 'ash_deposit').where('row_id', '=', Number(d.id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(String(unlockLog.after))).toMatchObject({ pickup_unlocked: true, reason: 'family came back with the card' });
    expect(unlockLog.user_id).toBe(w.actor(2).userId);
    expect((await ash(w, 2, 'unlock_pickup', { id: d.id, reason: 'again' })).code).toBe('pickup_not_locked');

    // Five more wrong tries lock it again; after 24 hours the lock has run out and the count starts afresh.
    for (let i = 0; i < 5; i++) await ash(w, 1, 'withdraw', { ...body, pickup_code: wrongCode });
    expect((await ash(w, 1, 'withdraw', { ...body, pickup_code: code })).code).toBe('pickup_locked');
    await w.setNow(new Date(2026, 10, 24, 10, 0, 1));
    const afresh = await ash(w, 1, 'withdraw', { ...body, pickup_code: wrongCode });
    expect([afresh.code, afresh.msg]).toEqual(['pickup_mismatch', 'The ID number or the pick-up code is wrong (tries left before withdrawal locks for 24 hours: 4)']);
    const done = await ash(w, 1, 'withdraw', { ...body, pickup_code: code });
    expect(done.ok).toBe(true);
    expect(await w.row('ash_deposit', Number(d.id))).toMatchObject({ status: 'withdrawn', pickup_failures: 0, pickup_locked_until: null });
  });

  it('counts wrong tries sent at once one after another: eight at once give four refusals with tries left and four locked', async () => {
    await at(2026, 11, 23);
    const niche = await newNiche(w);
    const { deposit: d, code } = await deposit(w, 1, niche.id);
    const wrongCode = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => ash(w, 1, 'withdraw', { id: d.id, version: d.version, kind: 'taken_away', id_number: ID_NUMBER, pickup_code: wrongCode })),
    );
    const lefts = answers.filter((a) => a.code === 'pickup_mismatch').map((a) => /24 hours: (\d)\)/.exec(a.msg)?.[1]);
    expect(lefts.sort()).toEqual(['1', '2', '3', '4']);
    expect(answers.filter((a) => a.code === 'pickup_locked')).toHaveLength(4);
    expect(await w.row('ash_deposit', Number(d.id))).toMatchObject({ status: 'stored', pickup_failures: 5 });
  });

  it('refuses a withdrawal while fees are due, unless they are settled by a payment or a manager overrides them (logged)', async () => {
    await at(2026, 1, 31);
    const niche = await newNiche(w);
    const { deposit: d, code } = await deposit(w, 1, niche.id, { fee_basis: 'monthly', periods: 1 });
    expect(d.paid_until).toBe('2026-02-28');
    // Paid through 28 February (the day itself is paid, coversDay); on 27 April two more months are due (to 31 March, then 30 April: anchored at 31 January).
    await at(2026, 4, 27);
    const dues = await ash(w, 1, 'dues', { id: d.id });
    expect(dues.data).toMatchObject({ periods: 2, amount: 120 });
    const base = { id: d.id, version: d.version, kind: 'taken_away', id_number: ID_NUMBER, pickup_code: code };
    const refused = await ash(w, 1, 'withdraw', base);
    expect([refused.http, refused.code, refused.msg]).toEqual([409, 'fees_due', 'Storage fees of ¥120.00 are due: settle them or have a manager override']);
    const clerk = await ash(w, 1, 'withdraw', { ...base, override_reason: 'hardship' });
    expect([clerk.http, clerk.code]).toEqual([403, 'override_managers_only']);
    expect((await w.row('ash_deposit', Number(d.id))).status).toBe('stored');
    // Settled: a payment of the fees due, the term extended to cover today, on its anchor (30 April, not 28 April).
    const settled = await ash(w, 1, 'withdraw', { ...base, method: 'wechat' });
    expect(settled.ok).toBe(true);
    expect(settled.data.payment).toMatchObject({ amount: 120, periods: 2, covers_from: '2026-02-28', covers_until: '2026-04-30', method: 'wechat' });
    expect(settled.data.deposit).toMatchObject({ status: 'withdrawn', paid_until: '2026-04-30', override_by: null });
    // Its storage term closed with it, at the same end.
    expect(await w.database.db.selectFrom('mgmt_term').select(['kind', 'status', 'paid_until', 'unit']).where('deposit_id', '=', Number(d.id)).executeTakeFirst()).toEqual({
      kind: 'storage',
      status: 'closed',
      paid_until: '2026-04-30',
      unit: 'month',
    });
    // Paid until 28 May covers 28 May; the day after, a started month counts in full.
    await at(2026, 4, 28);
    const other = await deposit(w, 1, (await newNiche(w)).id, { fee_basis: 'monthly', periods: 1 });
    await at(2026, 5, 28);
    expect((await ash(w, 1, 'dues', { id: other.deposit.id })).data).toMatchObject({ periods: 0, amount: 0 });
    await at(2026, 5, 29);
    expect((await ash(w, 1, 'dues', { id: other.deposit.id })).data).toMatchObject({ periods: 1, amount: 60 });
  });

  it('lets a manager override the fees due with a reason, kept on the deposit and in the movement log', async () => {
    await at(2026, 11, 23);
    const niche = await newNiche(w);
    const { deposit: d, code } = await deposit(w, 1, niche.id);
    await at(2028, 1, 5);
    const res = await ash(w, 2, 'withdraw', { id: d.id, version: d.version, kind: 'taken_away', id_number: ID_NUMBER, pickup_code: code, override_reason: 'family in hardship' });
    expect(res.ok).toBe(true);
    expect(res.data.deposit).toMatchObject({ status: 'withdrawn', override_by: w.actor(2).userId, override_reason: 'family in hardship', paid_until: '2027-11-23' });
    const log = await movements(d.id);
    expect(log.map((m) => m.kind)).toEqual(['deposit', 'withdrawal']);
    expect(log[1]).toMatchObject({ user_id: w.actor(2).userId, from_niche_id: niche.id, note: 'override: family in hardship' });
    await at(2026, 11, 23);
  });

  it('withdraws to a burial in a plot: needs an active order of the channel, links it and its burial work order', async () => {
    await at(2026, 11, 23);
    const niche = await newNiche(w);
    const { deposit: d, code } = await deposit(w, 1, niche.id);
    const base = { id: d.id, version: d.version, kind: 'burial', id_number: ID_NUMBER, pickup_code: code };
    expect((await ash(w, 1, 'withdraw', base)).code).toBe('withdrawal_needs_order');
    const outside = await orderOn(w, 3, 'reserved', false);
    expect((await ash(w, 1, 'withdraw', { ...base, order_id: outside.order.id })).code).toBe('withdrawal_needs_order');
    const { order } = await orderOn(w, 1, 'paid');
    const burial = await w.call(2, '/index/admin.work_order/schedule_burial', { order_id: order.id });
    expect(burial.body.status).toBe(200);
    const res = await ash(w, 1, 'withdraw', { ...base, order_id: order.id });
    expect(res.ok).toBe(true);
    const work = await w.database.db.selectFrom('work_order').select('id').where('order_id', '=', Number(order.id)).where('kind', '=', 'burial').executeTakeFirstOrThrow();
    expect(res.data.deposit).toMatchObject({ status: 'withdrawn', withdrawal_kind: 'burial', order_id: order.id, work_order_id: work.id });
  });
});

describe('transfers and channels', () => {
  it('moves ashes to another niche with room, both niches follow, and the move is logged', async () => {
    const from = await newNiche(w);
    const to = await newNiche(w);
    const full = await newNiche(w);
    await deposit(w, 1, full.id);
    const { deposit: d } = await deposit(w, 1, from.id);
    expect((await ash(w, 1, 'transfer', { id: d.id, version: d.version, niche_id: full.id })).code).toBe('niche_full');
    expect((await ash(w, 1, 'transfer', { id: d.id, version: d.version, niche_id: from.id })).code).toBe('niche_same');
    const moved = await ash(w, 1, 'transfer', { id: d.id, version: d.version, niche_id: to.id, note: 'family asked for a lower row' });
    expect(moved.ok).toBe(true);
    expect(await w.row('ash_niche', Number(from.id))).toMatchObject({ stored: 0, status: 'available' });
    expect(await w.row('ash_niche', Number(to.id))).toMatchObject({ stored: 1, status: 'occupied' });
    const log = await movements(d.id);
    expect(log[1]).toMatchObject({ kind: 'transfer', from_niche_id: from.id, to_niche_id: to.id, note: 'family asked for a lower row' });
    // A stale version is a conflict.
    expect((await ash(w, 1, 'transfer', { id: d.id, version: d.version, niche_id: from.id })).code).toBe('conflict');
  });

  it('keeps each channel to its own deposits, as with orders', async () => {
    const niche = await newNiche(w);
    const { deposit: d, code } = await deposit(w, 3, niche.id);
    expect(d.channel).toBe('outside');
    expect((await ash(w, 1, 'withdraw', { id: d.id, version: d.version, kind: 'taken_away', id_number: ID_NUMBER, pickup_code: code })).http).toBe(404);
    expect((await ash(w, 2, 'dues', { id: d.id })).http).toBe(404);
    const list = await w.call(1, '/index/query', { table: 'ash_deposit', where: [['id', '=', d.id]] });
    expect(JSON.stringify(list.body.data)).not.toContain(String(d.deposit_no));
    const mine = await w.call(4, '/index/query', { table: 'ash_deposit', where: [['id', '=', d.id]] });
    expect(JSON.stringify(mine.body.data)).toContain(String(d.deposit_no));
  });

  it('lets only managers create and edit niches', async () => {
    const niche = await newNiche(w);
    const clerk = await w.call(1, '/index/admin.ash_niche/update', { id: niche.id, version: niche.version, price_year: 1 });
    expect(clerk.status).toBe(403);
  });
});

describe('the movement log is immutable', () => {
  it('refuses updates and deletes of movements and storage payments through the API and in the database', async () => {
    const niche = await newNiche(w);
    const { deposit: d, payment } = await deposit(w, 1, niche.id);
    const [m] = await movements(d.id);
    for (const level of [1, 5, 6] as const) {
      expect((await w.call(level, '/index/admin.ash_movement/update', { id: m.id, version: m.version, note: 'x' })).status).toBe(403);
      expect((await w.call(level, '/index/admin.ash_movement/table_delete', { ids: [m.id] })).status).toBe(403);
      expect((await w.call(level, '/index/admin.ash_movement/create', { deposit_id: d.id, kind: 'deposit' })).status).toBe(403);
      expect((await w.call(level, '/index/admin.ash_payment/table_delete', { ids: [payment.id] })).status).toBe(403);
    }
    await expect(sql`UPDATE ash_movement SET note = 'x' WHERE id = ${m.id}`.execute(w.database.db)).rejects.toThrow(/immutable/);
    await expect(sql`DELETE FROM ash_movement WHERE id = ${m.id}`.execute(w.database.db)).rejects.toThrow(/immutable/);
    await expect(sql`UPDATE ash_payment SET amount = 1 WHERE id = ${payment.id}`.execute(w.database.db)).rejects.toThrow(/immutable/);
    expect(await w.row('ash_movement', Number(m.id))).toMatchObject({ note: null, kind: 'deposit' });
  });

  it('has a capacity check in the database too: the counter never exceeds the capacity', async () => {
    const niche = await newNiche(w);
    await expect(sql`UPDATE ash_niche SET stored = 2 WHERE id = ${niche.id}`.execute(w.database.db)).rejects.toThrow();
  });
});
