/**
 * Refunding a storage renewal (docs/columbarium.md, "Refunding a storage renewal") on the real
 * app over HTTP, on PGlite or, with TEST_DATABASE_URL, PostgreSQL: a refund row added to the
 * immutable payment log, paid_until shortened back on the anchor, the storage term following;
 * the plots' refund rules (managers, or clerks when the settings let them; once; a renewal only)
 * and the newest standing renewal first; a withdrawn deposit and another channel refused. Then
 * the race: two refunds of one renewal at once, one wins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import type { Row } from '../../src/server/hooks/registry';
import { ID_NUMBER, ash, deposit, newNiche } from './columbariumSetup';
import { buildWorld, type World } from './domainSetup';
import { onPostgres } from './helpers/database';

let w: World;

beforeAll(async () => {
  w = await buildWorld('columbarium_refund');
});
afterAll(async () => {
  await w?.close();
});

const at = (y: number, m: number, d: number) => w.setNow(new Date(y, m - 1, d, 10, 0, 0));

const payments = async (depositId: unknown): Promise<Row[]> =>
  (await w.database.db.selectFrom('ash_payment').selectAll().where('deposit_id', '=', Number(depositId)).orderBy('id').execute()) as Row[];

const termOf = async (depositId: unknown): Promise<Row> =>
  (await w.database.db.selectFrom('mgmt_term').selectAll().where('deposit_id', '=', Number(depositId)).executeTakeFirstOrThrow()) as Row;

const refund = (level: Level, paymentId: unknown, reason = '重复缴费') => ash(w, level, 'refund_renewal', { payment_id: paymentId, reason, method: 'cash' });

/** A deposit of `level`'s channel paid one year, renewed `renewals` times (years each). */
const renewed = async (level: Level, ...renewals: number[]): Promise<{ deposit: Row; charges: Row[] }> => {
  let { deposit: d } = await deposit(w, level, (await newNiche(w)).id);
  const charges: Row[] = [];
  for (const periods of renewals) {
    const r = await ash(w, level, 'renew', { id: d.id, version: d.version, periods, method: 'wechat', payer: '李华' });
    expect(r.ok).toBe(true);
    d = r.data.deposit as Row;
    charges.push(r.data.payment as Row);
  }
  return { deposit: d, charges };
};

describe(`refunding a storage renewal (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('adds a refund row, shortens paid_until back on the anchor and the storage term with it', async () => {
    await at(2026, 11, 23);
    const { deposit: d, charges } = await renewed(2, 3);
    expect(d.paid_until).toBe('2030-11-23');
    const before = await payments(d.id);
    const res = await refund(2, charges[0].id);
    expect(res.ok).toBe(true);
    expect(res.data.deposit).toMatchObject({ paid_until: '2027-11-23' });
    expect(res.data.deposit).not.toHaveProperty('pickup_hash');
    expect(res.data.payment).toMatchObject({ kind: 'refund', refund_of: charges[0].id, periods: 3, amount: 1800, reason: '重复缴费', method: 'cash', covers_from: '2027-11-23', covers_until: '2030-11-23', payer: '李华' });
    expect(String((res.data.payment as Row).receipt_no)).not.toBe(String(charges[0].receipt_no));
    // The log only grew: the earlier rows are exactly as they were.
    const after = await payments(d.id);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
    expect((await w.row('ash_deposit', Number(d.id))).paid_until).toBe('2027-11-23');
    expect(await termOf(d.id)).toMatchObject({ kind: 'storage', periods: 1, paid_until: '2027-11-23' });
    // Once.
    const again = await refund(2, charges[0].id, '再退');
    expect([again.http, again.code, again.msg]).toEqual([409, 'term_refunded', 'This renewal was already refunded']);
    expect(await payments(d.id)).toHaveLength(after.length);
  });

  it('a monthly term from 31 January goes back to 28 February, never drifting', async () => {
    await at(2026, 1, 31);
    let { deposit: d } = await deposit(w, 1, (await newNiche(w)).id, { fee_basis: 'monthly', periods: 1 });
    const r1 = await ash(w, 1, 'renew', { id: d.id, version: d.version, periods: 1, method: 'cash' });
    d = r1.data.deposit as Row;
    const r2 = await ash(w, 1, 'renew', { id: d.id, version: d.version, periods: 2, method: 'cash' });
    expect((r2.data.deposit as Row).paid_until).toBe('2026-05-31');
    const back = await refund(2, (r2.data.payment as Row).id);
    expect(back.data.deposit).toMatchObject({ paid_until: '2026-03-31' });
    const first = await refund(2, (r1.data.payment as Row).id);
    expect(first.data.deposit).toMatchObject({ paid_until: '2026-02-28' });
    expect(await termOf(d.id)).toMatchObject({ unit: 'month', periods: 1, paid_until: '2026-02-28' });
    await at(2026, 11, 23);
  });

  it('refunds the newest standing renewal first', async () => {
    await at(2026, 11, 23);
    const { deposit: d, charges } = await renewed(2, 1, 2);
    const older = await refund(2, charges[0].id);
    expect([older.http, older.code, older.msg]).toEqual([409, 'storage_refund_newest_first', 'Refund the later renewal first']);
    expect((await refund(2, charges[1].id)).ok).toBe(true);
    const now = await refund(2, charges[0].id);
    expect(now.data.deposit).toMatchObject({ paid_until: '2027-11-23' });
    expect((await w.row('ash_deposit', Number(d.id))).paid_until).toBe('2027-11-23');
  });

  it('refuses the deposit’s own first payment, a withdrawn deposit, another channel, and bad input; refusals change nothing', async () => {
    await at(2026, 11, 23);
    const { deposit: d, charges } = await renewed(2, 2);
    const [first] = await payments(d.id);
    const notRenewal = await refund(2, first.id);
    expect([notRenewal.http, notRenewal.code, notRenewal.msg]).toEqual([409, 'term_not_renewal', 'This payment is not a renewal']);
    expect((await refund(4, charges[0].id)).http).toBe(404);
    expect((await refund(2, 99_999_999)).http).toBe(404);
    expect((await refund(2, charges[0].id, '  ')).http).toBe(422);
    expect((await ash(w, 2, 'refund_renewal', { payment_id: charges[0].id, reason: 'x', method: 'gold' })).http).toBe(422);
    expect((await ash(w, 2, 'refund_renewal', { payment_id: charges[0].id, reason: 'x', method: 'cash', amount: 1 })).http).toBe(400);
    expect(await payments(d.id)).toHaveLength(2);

    const stored = await w.row('ash_deposit', Number(d.id));
    expect(stored.paid_until).toBe('2029-11-23');
    const made = await deposit(w, 2, (await newNiche(w)).id);
    const r = await ash(w, 2, 'renew', { id: made.deposit.id, version: made.deposit.version, periods: 1, method: 'cash' });
    const gone = await ash(w, 2, 'withdraw', { id: made.deposit.id, version: (r.data.deposit as Row).version, kind: 'taken_away', id_number: ID_NUMBER, pickup_code: made.code });
    expect(gone.ok).toBe(true);
    const closed = await refund(2, (r.data.payment as Row).id);
    expect([closed.http, closed.code]).toEqual([409, 'deposit_closed']);
    expect(await payments(made.deposit.id)).toHaveLength(2);
  });

  it('levels: managers refund in their channel; clerks only when the settings let them (the plots’ rule)', async () => {
    await at(2026, 11, 23);
    // level → [the channel's depositor level, what the refund answers]
    const expected: Record<Level, [Level, string]> = { 1: [1, '403 refund_managers_only'], 2: [1, '200 ok'], 3: [3, '403 refund_managers_only'], 4: [3, '200 ok'], 5: [1, '200 ok'], 6: [3, '200 ok'] };
    for (const level of [1, 2, 3, 4, 5, 6] as Level[]) {
      const { charges } = await renewed(expected[level][0], 1);
      const res = await refund(level, charges[0].id);
      expect(`${level}: ${res.http} ${res.code}`).toBe(`${level}: ${expected[level][1]}`);
    }
    await w.database.db.updateTable('setting').set({ clerk_refunds: true }).execute();
    try {
      const { charges } = await renewed(1, 1);
      expect((await refund(1, charges[0].id)).ok).toBe(true);
    } finally {
      await w.database.db.updateTable('setting').set({ clerk_refunds: false }).execute();
    }
  });
});

describe('the terms’ statistics', () => {
  it('count a refunded storage renewal out of the renewal revenue', async () => {
    await at(2026, 11, 23);
    type Stats = { renewals: { amount: number; refunded: number; storage: { count: number; amount: number } } };
    const stats = async () => (await w.call(2, '/index/stats/terms', { from: '2026-11-01', to: '2026-11-30' })).body.data as unknown as Stats;
    const before = await stats();
    const { charges } = await renewed(1, 2);
    const renewedStats = await stats();
    expect(renewedStats.renewals.storage).toEqual({ count: before.renewals.storage.count + 1, amount: before.renewals.storage.amount + 1200 });
    expect((await refund(2, charges[0].id)).ok).toBe(true);
    const after = await stats();
    expect(after.renewals.storage).toEqual({ count: before.renewals.storage.count + 1, amount: before.renewals.storage.amount });
    expect(after.renewals.amount).toBe(before.renewals.amount);
    expect(after.renewals.refunded).toBe(before.renewals.refunded + 1200);
  });
});

describe(`racing refunds of one storage renewal (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('two refunds at once: one refund row, paid_until shortened once, the other refused', async () => {
    await at(2026, 11, 23);
    const { deposit: d, charges } = await renewed(2, 2);
    const results = await Promise.all([refund(2, charges[0].id, 'a'), refund(5, charges[0].id, 'b')]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => `${r.http} ${r.code}`)).toEqual(['409 term_refunded']);
    const rows = await payments(d.id);
    expect(rows.filter((p) => p.kind === 'refund')).toHaveLength(1);
    expect((await w.row('ash_deposit', Number(d.id))).paid_until).toBe('2027-11-23');
    expect(await termOf(d.id)).toMatchObject({ periods: 1, paid_until: '2027-11-23' });
  });
});
