/**
 * Online payments through the sandbox provider (docs/payments.md): a pay link made from a term or
 * an order, paid at /pay/<code>, the provider's notification verified and applied exactly once in
 * one transaction (payment row with its receipt number, the term extended by the renewal rules or
 * the order's balance, the link paid, the operation log); replays, forgeries and figures that
 * differ change nothing; 100 notifications of one payment at once over real HTTP give one row
 * (on PostgreSQL they run side by side on its pool). The world's today is 23 November 2026.
 */
import { describe, expect, it } from 'vitest';
import type { Row } from '../../src/server/hooks/registry';
import { sandboxKey, signSandbox } from '../../src/server/payments/sandbox';
import { servedWorld } from './domainSetup';
import { onPostgres } from './helpers/database';
import { paidOrder, setTerm } from './termsSetup';

const { w, send } = servedWorld('payments');

/** A public call, as the pay page makes it (no session). */
const publicCall = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await w.app.inject({ method: 'POST', url: `/index/${path}`, headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers }, payload: JSON.stringify(body) });
  return { http: res.statusCode, body: res.json() as { status: number; data: Row & { code?: string } } };
};

/** A provider's notification, raw. */
const notify = (provider: string, body: string, headers: Record<string, string>) => w.app.inject({ method: 'POST', url: `/index/pay/notify/${provider}`, headers, payload: body });

const sandboxOn = async () => {
  const setting = await w.row('setting', 1);
  await w.update(5, 'setting', 1, { pay_sandbox: true }, Number(setting.version));
};

const paymentsOfLink = (outTradeNo: unknown) => w.database.db.selectFrom('tomb_payment').selectAll().where('out_trade_no', '=', String(outTradeNo)).execute();

/** A due term's pay link made by a clerk. */
const termLink = async (years?: number) => {
  const { order, term } = await paidOrder(w, 1);
  const due = await setTerm(w, term, '2006-12-10', 20, '2026-12-10'); // due in 17 days
  const made = await send(1, 'admin.pay_link/create', { term_id: due.id, ...(years ? { years } : {}) });
  expect(made.body.status).toBe(200);
  return { order, term: due, ...(made.body.data as unknown as { link: Row; url: string }) };
};

describe(`pay links through the sandbox (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('no method can be paid with until an administrator turns the sandbox on', async () => {
    const { link } = await termLink();
    const view = await publicCall('pay/link', { code: link.code });
    expect(view.body.data.methods).toEqual([]);
    const start = await publicCall('pay/start', { code: link.code, method: 'wechat' });
    expect([start.http, start.body.data.code]).toEqual([409, 'pay_provider_off']);
    const providers = await send(5, 'admin.payments/providers', {});
    expect((providers.body.data as unknown as Row[]).map((p) => [p.name, p.configured])).toEqual([['sandbox', false], ['wechat', false], ['alipay', false]]);
    expect((await send(1, 'admin.payments/providers', {})).http).toBe(403);
    await sandboxOn();
    expect(((await send(5, 'admin.payments/providers', {})).body.data as unknown as Row[])[0]).toMatchObject({ name: 'sandbox', configured: true });
    expect((await send(5, 'admin.payments/test', { provider: 'sandbox' })).body.data).toMatchObject({ ok: true });
  });

  it('a term’s link states what, for whom and how much; paying it extends the term once, with a receipt, a payment and the log', async () => {
    const { order, term, link, url } = await termLink();
    expect(url).toBe(`/pay/${link.code}`);
    expect(link).toMatchObject({ purpose: 'term_renewal', periods: 1, status: 'open', payer_name: '李四', channel: 'inside' });
    expect(Number(link.amount)).toBe(100);
    // A second press gives the same open link.
    expect(((await send(1, 'admin.pay_link/create', { term_id: term.id })).body.data as unknown as { link: Row }).link.id).toBe(link.id);

    const view = await publicCall('pay/link', { code: String(link.code).toLowerCase() });
    expect(view.body.data).toMatchObject({ purpose: 'term_renewal', status: 'open', payer: '李*', plot: expect.stringMatching(/^T-/), paid_until: '2026-12-10', amount: 100, periods: 1, methods: ['wechat', 'alipay'], receipt: null });

    const start = await publicCall('pay/start', { code: link.code, method: 'alipay' }, { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' });
    expect(start.body.data).toMatchObject({ provider: 'sandbox', kind: 'sandbox' });
    const paid = await publicCall('pay/sandbox_pay', { code: link.code, method: 'alipay' });
    expect(paid.body.data).toEqual({ notified: 1 });

    const after = await w.row('mgmt_term', Number(term.id));
    expect(after).toMatchObject({ periods: 21, paid_until: '2027-12-10' });
    const rows = await paymentsOfLink(link.out_trade_no);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'charge', item: 'maintenance', method: 'alipay', provider: 'sandbox', periods: 1, term_id: term.id, order_id: order.id, payer: '李四', channel: 'inside' });
    expect(String(rows[0].receipt_no)).toMatch(/^R20261123\d{4}$/);
    expect(String(rows[0].trade_no)).toMatch(/^SBX/);
    const o = await w.row('tomb_order', Number(order.id));
    expect([Number(o.paid), Number(o.balance)]).toEqual([Number(order.paid), Number(order.balance)]);

    const shown = await publicCall('pay/link', { code: link.code });
    expect(shown.body.data).toMatchObject({ status: 'paid', paid_until: '2027-12-10', methods: [], receipt: { receipt_no: rows[0].receipt_no, method: 'alipay', amount: 100 } });
    // Logged: the payment, the term and the link, in one go.
    const logged = await w.database.db.selectFrom('operation_log').select(['table_name', 'action']).where((eb) => eb.or([eb.and([eb('table_name', '=', 'tomb_payment'), eb('row_id', '=', Number(rows[0].id))]), eb.and([eb('table_name', '=', 'mgmt_term'), eb('row_id', '=', Number(term.id))])])).execute();
    expect(logged.map((l) => `${l.table_name} ${l.action}`)).toEqual(expect.arrayContaining(['mgmt_term update', 'tomb_payment create']));
    const linkLog = await w.database.db.selectFrom('operation_log').select('action').where('table_name', '=', 'pay_link').where('row_id', '=', Number(link.id)).execute();
    expect(linkLog.map((l) => l.action)).toEqual(['create', 'update', 'update']); // made, started, paid
    // Paid once: starting again is refused.
    expect((await publicCall('pay/start', { code: link.code, method: 'wechat' })).body.data.code).toBe('pay_link_paid');
  });

  it('replayed notifications (the same one again, three times, and in any order) change nothing', async () => {
    const { term, link } = await termLink();
    await publicCall('pay/start', { code: link.code, method: 'wechat' });
    await publicCall('pay/sandbox_pay', { code: link.code, method: 'wechat' });
    const once = await w.row('mgmt_term', Number(term.id));
    // The sandbox answers the same paid trade's notification again (a provider retrying).
    const notice = await w.app.payments.sandbox.pay(String(link.out_trade_no), 'wechat');
    for (let i = 0; i < 3; i++) {
      const res = await notify('sandbox', notice.body, notice.headers);
      expect([res.statusCode, res.json()]).toEqual([200, { code: 'SUCCESS' }]);
    }
    expect(await paymentsOfLink(link.out_trade_no)).toHaveLength(1);
    expect(await w.row('mgmt_term', Number(term.id))).toMatchObject({ paid_until: once.paid_until, version: once.version });
  });

  it('a forged or altered notification is refused and changes nothing', async () => {
    const { term, link } = await termLink();
    await publicCall('pay/start', { code: link.code, method: 'wechat' });
    const notice = await w.app.payments.sandbox.pay(String(link.out_trade_no), 'wechat');
    const before = await w.row('mgmt_term', Number(term.id));
    // The body altered after signing.
    const altered = notice.body.replace('"amount":10000', '"amount":1');
    expect(altered).not.toBe(notice.body);
    const a = await notify('sandbox', altered, notice.headers);
    expect([a.statusCode, a.json().code]).toEqual([400, 'FAIL']);
    // Signed with another key.
    const forged = signSandbox(Buffer.alloc(32, 7), notice.headers['x-sandbox-timestamp'], notice.body);
    const b = await notify('sandbox', notice.body, { ...notice.headers, 'x-sandbox-signature': forged });
    expect(b.statusCode).toBe(400);
    // Without a signature, or sent as another provider.
    expect((await notify('sandbox', notice.body, { 'content-type': 'application/json' })).statusCode).toBe(400);
    expect((await notify('paypal', notice.body, notice.headers)).statusCode).toBe(404);
    // Signed right, but an hour old.
    const old = String(Number(notice.headers['x-sandbox-timestamp']) - 3600);
    const key = sandboxKey(w.app.auth.secret());
    expect((await notify('sandbox', notice.body, { ...notice.headers, 'x-sandbox-timestamp': old, 'x-sandbox-signature': signSandbox(key, old, notice.body) })).statusCode).toBe(400);
    // Signed right, for another amount than the link's.
    const cheap = notice.body.replace('"amount":10000', '"amount":100');
    const c = await notify('sandbox', cheap, { ...notice.headers, 'x-sandbox-signature': signSandbox(key, notice.headers['x-sandbox-timestamp'], cheap) });
    expect([c.statusCode, c.json().code]).toEqual([400, 'FAIL']);
    // Signed right, for a trade no link has.
    const stray = notice.body.replace(String(link.out_trade_no), 'PL20261123ZZZZZZZZZZ');
    expect((await notify('sandbox', stray, { ...notice.headers, 'x-sandbox-signature': signSandbox(key, notice.headers['x-sandbox-timestamp'], stray) })).statusCode).toBe(400);

    expect(await paymentsOfLink(link.out_trade_no)).toHaveLength(0);
    expect(await w.row('mgmt_term', Number(term.id))).toMatchObject({ paid_until: before.paid_until, version: before.version });
    expect((await w.row('pay_link', Number(link.id))).status).toBe('open');
    // The real one still applies.
    expect((await notify('sandbox', notice.body, notice.headers)).statusCode).toBe(200);
    expect(await paymentsOfLink(link.out_trade_no)).toHaveLength(1);
  });

  it('100 notifications of one order payment at once, over real HTTP: one payment row, the order paid once', async () => {
    const plot = await w.addPlot('PAY-RACE', { column_no: 990, type: 'single', capacity: 1 });
    let order = await w.create(1, 'tomb_order', { burialslot_id: plot, buyer_name: '王五', buyer_phone: '13800006666', maintenance_years: 20 });
    order = (await w.call(1, '/index/admin.tomb_order/sign', { id: order.id, version: order.version })).body.data as Row;
    await w.create(1, 'tomb_payment', { order_id: order.id, kind: 'charge', item: 'deposit', method: 'cash', amount: 500 });
    const made = (await send(1, 'admin.pay_link/create', { order_id: order.id })).body.data as unknown as { link: Row };
    expect(made.link).toMatchObject({ purpose: 'order_balance', payer_name: '王五' });
    expect(Number(made.link.amount)).toBe(Number(order.balance) - 500);
    await publicCall('pay/start', { code: made.link.code, method: 'wechat' });
    const notice = await w.app.payments.sandbox.pay(String(made.link.out_trade_no), 'wechat');
    const base = `http://127.0.0.1:${(w.app.server.address() as { port: number }).port}`;
    const answers = await Promise.all(Array.from({ length: 100 }, () => fetch(`${base}/index/pay/notify/sandbox`, { method: 'POST', headers: notice.headers, body: notice.body }).then((r) => r.status)));
    expect(answers.every((s) => s === 200)).toBe(true);
    const rows = await paymentsOfLink(made.link.out_trade_no);
    expect(rows).toHaveLength(1);
    const after = await w.row('tomb_order', Number(order.id));
    expect([after.status, Number(after.balance), Number(after.paid)]).toEqual(['paid', 0, Number(order.balance)]);
    // The order's term was opened once, by the payment that made it paid.
    expect(await w.database.db.selectFrom('mgmt_term').select('id').where('order_id', '=', Number(order.id)).execute()).toHaveLength(1);
  });

  it('money in for an order paid at the desk meanwhile is kept for review, not applied', async () => {
    const plot = await w.addPlot('PAY-REVIEW', { column_no: 991, type: 'single', capacity: 1 });
    let order = await w.create(2, 'tomb_order', { burialslot_id: plot, buyer_name: '赵六', buyer_phone: '13800007777', maintenance_years: 20 });
    order = (await w.call(2, '/index/admin.tomb_order/sign', { id: order.id, version: order.version })).body.data as Row;
    const made = (await send(2, 'admin.pay_link/create', { order_id: order.id })).body.data as unknown as { link: Row };
    await publicCall('pay/start', { code: made.link.code, method: 'wechat' });
    await w.create(2, 'tomb_payment', { order_id: order.id, kind: 'charge', item: 'plot_price', method: 'cash', amount: Number(order.balance) });
    await publicCall('pay/sandbox_pay', { code: made.link.code, method: 'wechat' });
    expect(await paymentsOfLink(made.link.out_trade_no)).toHaveLength(0);
    expect(await w.row('pay_link', Number(made.link.id))).toMatchObject({ status: 'review' });
    expect(String((await w.row('pay_link', Number(made.link.id))).trade_no)).toMatch(/^SBX/);
  });

  it('a lost notification is found by asking the provider, and applied once', async () => {
    const { term, link } = await termLink();
    await publicCall('pay/start', { code: link.code, method: 'wechat' });
    // Paid at the sandbox, its notification never delivered.
    await w.app.payments.sandbox.pay(String(link.out_trade_no), 'wechat');
    expect((await w.row('pay_link', Number(link.id))).status).toBe('open');
    const asked = await send(1, 'admin.pay_link/query', { id: link.id });
    expect(asked.body.data).toEqual({ outcome: 'applied', status: 'paid' });
    expect((await send(1, 'admin.pay_link/query', { id: link.id })).body.data).toEqual({ outcome: 'already', status: 'paid' });
    expect(await paymentsOfLink(link.out_trade_no)).toHaveLength(1);
    expect((await w.row('mgmt_term', Number(term.id))).paid_until).toBe('2027-12-10');
    // Another channel's staff does not find it.
    expect((await send(3, 'admin.pay_link/query', { id: link.id })).http).toBe(404);
  });

  it('a due term’s reminder carries its pay link, and queuing it again gives the same link', async () => {
    const { term } = await paidOrder(w, 1);
    await setTerm(w, term, '2006-12-10', 20, '2026-12-10');
    const queued = await send(1, 'admin.mgmt_term/queue_reminders', { ids: [term.id] });
    expect(queued.body.data).toMatchObject({ queued: 1 });
    const reminder = await w.database.db.selectFrom('term_reminder').selectAll().where('term_id', '=', Number(term.id)).executeTakeFirstOrThrow();
    const link = await w.database.db.selectFrom('pay_link').selectAll().where('term_id', '=', Number(term.id)).executeTakeFirstOrThrow();
    expect(String(reminder.message)).toContain(`Pay online: /pay/${link.code}`);
    expect(link).toMatchObject({ purpose: 'term_renewal', periods: 1, status: 'open' });
  });

  it('refuses what a link cannot be: two targets, a code that does not exist, an expired link', async () => {
    const { order, term, link } = await termLink();
    expect((await send(1, 'admin.pay_link/create', { term_id: term.id, order_id: order.id })).body.data.code).toBe('pay_link_purpose');
    expect((await send(1, 'admin.pay_link/create', {})).body.data.code).toBe('pay_link_purpose');
    expect((await send(3, 'admin.pay_link/create', { term_id: term.id })).http).toBe(404);
    const unknown = await publicCall('pay/link', { code: 'ABCDEFGHJK' });
    expect([unknown.http, unknown.body.data.code]).toEqual([404, 'pay_link_unknown']);
    await w.setNow(new Date(2026, 11, 10, 10, 0, 0));
    try {
      expect((await publicCall('pay/link', { code: link.code })).body.data).toMatchObject({ status: 'expired', methods: [] });
      expect((await publicCall('pay/start', { code: link.code, method: 'wechat' })).body.data.code).toBe('pay_link_expired');
    } finally {
      await w.setNow(new Date(2026, 10, 23, 10, 0, 0));
    }
  });
});
