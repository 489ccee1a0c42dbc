/**
 * Terms and renewals on the server (docs/terms.md): the term a paid order opens, a renewal that
 * is a payment and extends the term in one transaction, its refund, and each rule refused with
 * nothing changed. The world's today is 23 November 2026.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../src/server/hooks/registry';
import { buildWorld, type World } from './domainSetup';
import { paidOrder, refusal, setTerm, termCall } from './termsSetup';

let w: World;
beforeAll(async () => {
  w = await buildWorld('terms');
});
afterAll(async () => {
  await w?.close();
});

const payments = (termId: unknown) => w.database.db.selectFrom('tomb_payment').selectAll().where('term_id', '=', Number(termId)).orderBy('id').execute();

describe('the term of a sold plot', () => {
  it('is opened when the order is paid: from the signing day, for the years paid, at the yearly fee', async () => {
    const { order, term } = await paidOrder(w, 1, 20);
    expect(term).toMatchObject({ channel: 'inside', holder_name: '李四', unit: 'year', paid_from: '2026-11-23', periods: 20, paid_until: '2046-11-23', status: 'active' });
    expect(Number(term.yearly_fee)).toBe(100);
    expect(Number(term.order_id)).toBe(Number(order.id));
  });

  it('takes the plot’s own yearly fee, else the settings’ for its type', async () => {
    await w.database.db.updateTable('setting').set({ maintenance_fee_family: 300 }).execute();
    const plot = await w.addPlot('T-FAM', { column_no: 900, type: 'family', capacity: 3 });
    let order = await w.create(5, 'tomb_order', { burialslot_id: plot, buyer_name: '张三', buyer_phone: '13800005555', maintenance_years: 10 });
    order = (await w.call(5, '/index/admin.tomb_order/sign', { id: order.id, version: order.version })).body.data as Row;
    await w.create(5, 'tomb_payment', { order_id: order.id, kind: 'charge', item: 'plot_price', method: 'cash', amount: Number(order.balance) });
    const term = await w.database.db.selectFrom('mgmt_term').selectAll().where('order_id', '=', Number(order.id)).executeTakeFirstOrThrow();
    expect(Number(term.yearly_fee)).toBe(300);
    await w.database.db.updateTable('setting').set({ maintenance_fee_family: null }).execute();
  });

  it('closes when the sale is refunded', async () => {
    const { order, term } = await paidOrder(w, 2);
    await w.call(2, '/index/admin.tomb_order/refund', { id: order.id, version: order.version, reason: '家属改变主意', method: 'cash', item: 'plot_price' });
    expect((await w.row('mgmt_term', Number(term.id))).status).toBe('closed');
    expect(await refusal(termCall(w, 2, 'renew', { id: term.id, version: (await w.row('mgmt_term', Number(term.id))).version, years: 1, method: 'cash' }))).toBe('409 term_closed');
  });
});

describe('renewing', () => {
  it('counts on the data screen as this week’s renewal', async () => {
    const screenWeek = async () =>
      ((await w.app.inject({ method: 'GET', url: '/index/visit/screen', headers: { 'x-token': w.token(2) } })).json() as { data: { week: { renewals: number; payments: number } } }).data.week;
    const before = await screenWeek();
    const { term } = await paidOrder(w, 1);
    await termCall(w, 1, 'renew', { id: term.id, version: term.version, years: 1, method: 'cash' });
    const after = await screenWeek();
    expect(after.renewals).toBe(before.renewals + 1);
    expect(after.payments).toBe(before.payments + 2); // the sale's payment and the renewal
  });

  it('records a maintenance payment with a receipt number and extends the term, without touching the order’s balance', async () => {
    const { order, term } = await paidOrder(w, 1);
    const late = await setTerm(w, term, '2006-04-05', 20, '2026-04-05'); // overdue since April
    const out = await termCall(w, 1, 'renew', { id: late.id, version: late.version, years: 5, method: 'wechat' });
    const after = await w.row('mgmt_term', Number(term.id));
    expect(after).toMatchObject({ periods: 25, paid_until: '2031-04-05' });
    const [p] = await payments(term.id);
    expect(p).toMatchObject({ kind: 'charge', item: 'maintenance', method: 'wechat', periods: 5, order_id: order.id, channel: 'inside', payer: '李四' });
    expect(Number(p.amount)).toBe(500);
    expect(String(p.receipt_no)).toMatch(/^R20261123\d{4}$/);
    expect((out.payment as Row).receipt_no).toBe(p.receipt_no);
    const o = await w.row('tomb_order', Number(order.id));
    expect([o.status, Number(o.paid), Number(o.balance)]).toEqual([order.status, Number(order.paid), Number(order.balance)]);
  });

  it('applies the rate change and the discount of the settings', async () => {
    await w.database.db.updateTable('setting').set({ term_rate_percent: 10, term_discount_min_years: 10, term_discount_percent: 5 }).execute();
    const { term } = await paidOrder(w, 5);
    await termCall(w, 5, 'renew', { id: term.id, version: term.version, years: 10, method: 'cash' });
    const [p] = await payments(term.id);
    expect(Number(p.amount)).toBe(1045); // 100 × 1.10 × 10 − 5 %
    await w.database.db.updateTable('setting').set({ term_rate_percent: 0, term_discount_percent: 0 }).execute();
  });

  it('refuses, changing nothing: too few years for a late term, a lapsed term for a clerk, a stale version, another channel, a free renewal', async () => {
    const { term } = await paidOrder(w, 1);
    const late = await setTerm(w, term, '2016-04-05', 10, '2026-04-05');
    const tooFew = await w.call(1, '/index/admin.mgmt_term/renew', { id: late.id, version: late.version, years: 1, method: 'cash' });
    expect([tooFew.status, tooFew.body.data.code]).toEqual([200, undefined]); // 1 year reaches 2027: fine
    const now = await w.row('mgmt_term', Number(term.id));
    const lapsed = await setTerm(w, now, '2000-01-01', 20, '2020-01-01');
    expect(await refusal(termCall(w, 1, 'renew', { id: lapsed.id, version: lapsed.version, years: 10, method: 'cash' }))).toBe('403 term_lapsed_managers');
    const r = await w.call(2, '/index/admin.mgmt_term/renew', { id: lapsed.id, version: lapsed.version, years: 5, method: 'cash' });
    expect(r.body.data.code).toBe('term_too_few');
    expect(r.body.msg).toBe('A late renewal must reach today at least: renew for at least 7 years');
    expect(await refusal(termCall(w, 2, 'renew', { id: lapsed.id, version: Number(lapsed.version) + 1, years: 7, method: 'cash' }))).toBe('409 conflict');
    expect(await refusal(termCall(w, 4, 'renew', { id: lapsed.id, version: lapsed.version, years: 7, method: 'cash' }))).toBe('404 not_found');
    expect(await refusal(termCall(w, 2, 'renew', { id: lapsed.id, version: lapsed.version, years: 7, method: 'gold' }))).toBe('422 validation');
    await w.database.db.updateTable('mgmt_term').set({ yearly_fee: 0 }).where('id', '=', Number(term.id)).execute();
    expect(await refusal(termCall(w, 2, 'renew', { id: lapsed.id, version: lapsed.version, years: 7, method: 'cash' }))).toBe('409 term_free');
    expect(await w.row('mgmt_term', Number(term.id))).toMatchObject({ paid_until: '2020-01-01', periods: 20 });
    expect(await payments(term.id)).toHaveLength(1);
  });

  it('keeps the term’s dates and years out of every generic write; the yearly fee is the managers’', async () => {
    const { term } = await paidOrder(w, 1);
    expect(await refusal(w.update(1, 'mgmt_term', Number(term.id), { paid_until: '2099-01-01' }, Number(term.version)))).toMatch(/^4\d\d /);
    expect(await refusal(w.update(1, 'mgmt_term', Number(term.id), { yearly_fee: 1 }, Number(term.version)))).toBe('403 term_fee_managers');
    expect(await refusal(w.create(5, 'mgmt_term', { holder_name: 'x', yearly_fee: 1 }))).toBe('403 forbidden');
    expect(await refusal(w.create(1, 'tomb_payment', { order_id: term.order_id, kind: 'charge', item: 'maintenance', method: 'cash', amount: 1, term_id: term.id }))).toMatch(/^4\d\d /);
    const edited = await w.update(1, 'mgmt_term', Number(term.id), { holder_phone: '13900001111', do_not_contact: true }, Number(term.version));
    expect(edited).toMatchObject({ holder_phone: '13900001111', do_not_contact: true, paid_until: term.paid_until });
    const fee = await w.update(2, 'mgmt_term', Number(term.id), { yearly_fee: 120 }, Number(edited.version));
    expect(Number(fee.yearly_fee)).toBe(120);
  });
});

describe('refunding a renewal', () => {
  it('pays the renewal back whole and shortens the term back, once', async () => {
    const { term } = await paidOrder(w, 2);
    await termCall(w, 2, 'renew', { id: term.id, version: term.version, years: 3, method: 'cash' });
    const [charge] = await payments(term.id);
    expect(await refusal(termCall(w, 1, 'refund_renewal', { payment_id: charge.id, reason: '重复缴费', method: 'cash' }))).toBe('403 refund_managers_only');
    expect(await refusal(termCall(w, 2, 'refund_renewal', { payment_id: charge.id, reason: ' ', method: 'cash' }))).toBe('422 validation');
    await termCall(w, 2, 'refund_renewal', { payment_id: charge.id, reason: '重复缴费', method: 'cash' });
    expect(await w.row('mgmt_term', Number(term.id))).toMatchObject({ periods: 20, paid_until: '2046-11-23' });
    const [, refund] = await payments(term.id);
    expect(refund).toMatchObject({ kind: 'refund', refund_of: charge.id, periods: 3, reason: '重复缴费' });
    expect(Number(refund.amount)).toBe(300);
    expect(await refusal(termCall(w, 2, 'refund_renewal', { payment_id: charge.id, reason: '再退', method: 'cash' }))).toBe('409 term_refunded');
    expect(await refusal(termCall(w, 4, 'refund_renewal', { payment_id: charge.id, reason: '再退', method: 'cash' }))).toBe('404 not_found');
  });

  it('refuses a payment that is not a renewal', async () => {
    const { order } = await paidOrder(w, 2);
    const p = await w.database.db.selectFrom('tomb_payment').select('id').where('order_id', '=', Number(order.id)).executeTakeFirstOrThrow();
    expect(await refusal(termCall(w, 2, 'refund_renewal', { payment_id: p.id, reason: 'x', method: 'cash' }))).toBe('409 term_not_renewal');
  });
});

describe('the terms’ statistics', () => {
  it('sum renewal revenue, the terms due in each of the next twelve months and the overdue total, per channel, for the levels with statistics', async () => {
    const db = w.database.db;
    // Only this test's terms: the others are closed for the count.
    await db.updateTable('mgmt_term').set({ status: 'closed' }).execute();
    const mk = async (level: 1 | 3, from: string, periods: number, until: string) => {
      const { term } = await paidOrder(w, level);
      return setTerm(w, term, from, periods, until);
    };
    await mk(1, '2007-01-10', 20, '2027-01-10'); // due in January
    await mk(1, '2007-01-31', 20, '2027-01-31'); // due in January
    await mk(1, '2007-06-15', 20, '2027-06-15'); // due in June
    const late = await mk(1, '2006-04-05', 20, '2026-04-05'); // overdue: 1 year to reach today
    await mk(1, '2004-03-01', 20, '2024-03-01'); // in grace: 3 years to reach today
    await mk(1, '1990-01-01', 20, '2010-01-01'); // lapsed: not counted
    await mk(3, '2007-01-10', 20, '2027-01-10'); // the other channel
    const before = (await w.call(2, '/index/stats/terms', { from: '2026-11-01', to: '2026-11-30' })).body.data as unknown as { renewals: Row };
    await termCall(w, 2, 'renew', { id: late.id, version: late.version, years: 2, method: 'cash' });
    const res = await w.call(2, '/index/stats/terms', { from: '2026-11-01', to: '2026-11-30' });
    expect(res.status).toBe(200);
    const s = res.body.data as unknown as { renewals: Row; dueByMonth: Row[]; overdue: Row };
    // This test's renewal adds to the month's (the earlier tests renewed and refunded too).
    expect(s.renewals).toEqual({ count: Number(before.renewals.count) + 1, amount: Number(before.renewals.amount) + 200, refunded: before.renewals.refunded, storage: before.renewals.storage });
    expect((await w.call(2, '/index/stats/terms', { from: '2026-10-01', to: '2026-10-31' })).body.data).toMatchObject({ renewals: { count: 0, amount: 0 } });
    expect(s.dueByMonth.map((m) => m.month)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09', '2027-10']);
    expect(s.dueByMonth.find((m) => m.month === '2027-01')).toEqual({ month: '2027-01', count: 2, amount: 200 });
    expect(s.dueByMonth.find((m) => m.month === '2027-06')).toEqual({ month: '2027-06', count: 1, amount: 100 });
    // The renewed term is current now; the one in grace needs 3 years at 100.
    expect(s.overdue).toEqual({ count: 1, amount: 300 });
    const outside = (await w.call(4, '/index/stats/terms', {})).body.data as unknown as { dueByMonth: Row[] };
    expect(outside.dueByMonth.find((m) => m.month === '2027-01')).toMatchObject({ count: 1 });
    for (const level of [1, 3] as const) expect((await w.call(level, '/index/stats/terms', {})).status).toBe(403);
    expect((await w.call(2, '/index/stats/terms', { from: 'x' })).status).toBe(422);
  });
});
