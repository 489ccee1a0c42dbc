/**
 * Renewing a deposit's storage (docs/columbarium.md, "Renewing storage") on the real app over
 * HTTP, on PGlite or, with TEST_DATABASE_URL, PostgreSQL: the server prices it (the niche's fee
 * × periods), records the payment with its receipt number and extends paid_until on the terms'
 * anchored arithmetic, in one transaction; withdrawn deposits, other channels, stale versions,
 * bad periods and free niches are refused and change nothing. Then the race: many renewals of
 * one deposit at once, exactly one wins.
 */
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import type { Row } from '../../src/server/hooks/registry';
import { ID_NUMBER, ash, deposit, newNiche } from './columbariumSetup';
import { servedWorld } from './domainSetup';
import { onPostgres } from './helpers/database';

const ATTEMPTS = 12;
const { w, send } = servedWorld('columbarium_renew');

const at = (y: number, m: number, d: number) => w.setNow(new Date(y, m - 1, d, 10, 0, 0));

const payments = async (depositId: unknown): Promise<Row[]> =>
  (await w.database.db.selectFrom('ash_payment').selectAll().where('deposit_id', '=', Number(depositId)).orderBy('id').execute()) as Row[];

describe(`renewing storage (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('renews for N years: the payment is the fee × years with a receipt number, and paid_until moves', async () => {
    await at(2026, 11, 23);
    const { deposit: d, payment: first } = await deposit(w, 1, (await newNiche(w)).id);
    expect(d.paid_until).toBe('2027-11-23');
    const res = await ash(w, 2, 'renew', { id: d.id, version: d.version, periods: 3, method: 'wechat', payer: '李华' });
    expect(res.ok).toBe(true);
    expect(res.data.deposit).toMatchObject({ paid_until: '2030-11-23', version: Number(d.version) + 1 });
    expect(res.data.deposit).not.toHaveProperty('pickup_hash');
    expect(res.data.payment).toMatchObject({ amount: 1800, periods: 3, covers_from: '2027-11-23', covers_until: '2030-11-23', method: 'wechat', payer: '李华', operator_id: w.actor(2).userId });
    // The same receipt series as the deposit's first payment: the next number.
    const receipt = String((res.data.payment as Row).receipt_no);
    expect(receipt).not.toBe(String(first.receipt_no));
    expect(receipt.slice(0, -1)).toBe(String(first.receipt_no).slice(0, -1));
    expect((await payments(d.id)).map((p) => Number(p.amount))).toEqual([600, 1800]);
    expect((await w.row('ash_deposit', Number(d.id))).paid_until).toBe('2030-11-23');
  });

  it('renews monthly on the terms\' anchored arithmetic: from 31 January, 28 February then 31 March, never drifting', async () => {
    await at(2026, 1, 31);
    const { deposit: d } = await deposit(w, 1, (await newNiche(w)).id, { fee_basis: 'monthly', periods: 1 });
    expect(d.paid_until).toBe('2026-02-28');
    const res = await ash(w, 1, 'renew', { id: d.id, version: d.version, periods: 1, method: 'cash' });
    expect(res.data.deposit).toMatchObject({ paid_until: '2026-03-31' });
    expect(res.data.payment).toMatchObject({ amount: 60, periods: 1, covers_from: '2026-02-28', covers_until: '2026-03-31', payer: '李明' });
    await at(2026, 11, 23);
  });

  it('must cover today when overdue, and refuses bad periods; refusals change nothing', async () => {
    await at(2026, 1, 10);
    const { deposit: d } = await deposit(w, 1, (await newNiche(w)).id, { fee_basis: 'monthly', periods: 1 });
    await at(2026, 4, 15);
    const few = await ash(w, 1, 'renew', { id: d.id, version: d.version, periods: 2, method: 'cash' });
    expect([few.http, few.code, few.msg]).toEqual([409, 'storage_too_few', 'The storage is overdue: renew at least 3 periods to cover today']);
    const many = await ash(w, 1, 'renew', { id: d.id, version: d.version, periods: 121, method: 'cash' });
    expect([many.http, many.code, many.msg]).toEqual([409, 'storage_periods', 'Renew for 1 to 120 periods']);
    expect((await ash(w, 1, 'renew', { id: d.id, version: d.version, periods: 0, method: 'cash' })).http).toBe(422);
    expect((await ash(w, 1, 'renew', { id: d.id, version: d.version, periods: '2', method: 'cash' })).http).toBe(422);
    expect((await ash(w, 1, 'renew', { id: d.id, version: d.version, periods: 3, method: 'gold' })).http).toBe(422);
    expect((await ash(w, 1, 'renew', { id: d.id, version: d.version, periods: 3, method: 'cash', sneaky: 1 })).http).toBe(400);
    expect(await payments(d.id)).toHaveLength(1);
    expect((await w.row('ash_deposit', Number(d.id))).paid_until).toBe('2026-02-10');
    const ok = await ash(w, 1, 'renew', { id: d.id, version: d.version, periods: 3, method: 'cash' });
    expect(ok.data.deposit).toMatchObject({ paid_until: '2026-05-10' });
    await at(2026, 11, 23);
  });

  it('refuses a free niche (no extension without a payment), a withdrawn deposit, a stale version and another channel', async () => {
    await at(2026, 11, 23);
    const free = await deposit(w, 1, (await newNiche(w, { price_year: 0, price_month: 0 })).id);
    const nothing = await ash(w, 1, 'renew', { id: free.deposit.id, version: free.deposit.version, periods: 1, method: 'cash' });
    expect([nothing.http, nothing.code]).toEqual([409, 'storage_free']);
    expect(await payments(free.deposit.id)).toHaveLength(1);

    const { deposit: d, code } = await deposit(w, 1, (await newNiche(w)).id);
    const gone = await ash(w, 1, 'withdraw', { id: d.id, version: d.version, kind: 'taken_away', id_number: ID_NUMBER, pickup_code: code });
    expect(gone.ok).toBe(true);
    const closed = await ash(w, 1, 'renew', { id: d.id, version: (gone.data.deposit as Row).version, periods: 1, method: 'cash' });
    expect([closed.http, closed.code]).toEqual([409, 'deposit_closed']);
    expect(closed.msg).toBe('The ashes were withdrawn; nothing more can be done');

    const { deposit: e } = await deposit(w, 1, (await newNiche(w)).id);
    expect((await ash(w, 1, 'renew', { id: e.id, version: Number(e.version) + 1, periods: 1, method: 'cash' })).code).toBe('conflict');
    const outside = await ash(w, 3, 'renew', { id: e.id, version: e.version, periods: 1, method: 'cash' });
    expect(outside.http).toBe(404);
    expect(await payments(e.id)).toHaveLength(1);
    expect((await w.row('ash_deposit', Number(e.id))).paid_until).toBe('2027-11-23');
  });

  it('answers its refusals translated in zh, es and ja', async () => {
    await at(2026, 11, 23);
    const { deposit: d } = await deposit(w, 1, (await newNiche(w)).id);
    const texts: Record<string, string> = {};
    for (const lang of ['zh', 'es', 'ja']) {
      texts[lang] = (await send(1, 'admin.ash_deposit/renew', { id: d.id, version: d.version, periods: 11, method: 'cash' }, lang)).body.msg;
    }
    expect(texts).toEqual({ zh: '续费期数须在 1 到 10 之间', es: 'Renueve de 1 a 10 periodos', ja: '更新期間は 1〜10 期です' });
  });
});

const post = (level: Level, body: unknown) => send(level, 'admin.ash_deposit/renew', body);

describe(`racing storage renewals (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`${ATTEMPTS} simultaneous renewals of one deposit: one payment, one extension, the rest refused`, async () => {
    await at(2026, 11, 23);
    const { deposit: d } = await deposit(w, 1, (await newNiche(w)).id);
    const levels: Level[] = [1, 2, 5];
    const results = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => post(levels[i % 3], { id: d.id, version: d.version, periods: 1 + (i % 4), method: 'cash' })));
    const won = results.filter((r) => r.body.status === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.body.status !== 200)) expect([r.http, r.body.data.code]).toEqual([409, 'conflict']);
    const paid = await payments(d.id);
    expect(paid).toHaveLength(2);
    const after = await w.row('ash_deposit', Number(d.id));
    expect(after.paid_until).toBe(`${2027 + Number(paid[1].periods)}-11-23`);
    expect(Number(after.version)).toBe(Number(d.version) + 1);
  });
});
