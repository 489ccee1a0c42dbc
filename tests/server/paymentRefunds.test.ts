/**
 * Refunds of online payments through their provider, here the sandbox (docs/payments.md,
 * "Refunds"): part then the rest of an order's payment, each a refund payment with its receipt
 * and the provider's refund number, the order's paid and balance following; a renewal's payment
 * only whole, its years taken back; the desk's rules (managers only unless the settings say so,
 * a reason, never more than is left); the provider's refusal kept and nothing refunded; no answer
 * kept pending and sent again with the same number: one refund. The world's today is 23 November 2026.
 */
import { describe, expect, it } from 'vitest';
import type { Row } from '../../src/server/hooks/registry';
import { ProviderError } from '../../src/server/payments/provider';
import { settleProcessingRefunds } from '../../src/server/payments/refunds';
import { servedWorld } from './domainSetup';
import { onPostgres } from './helpers/database';
import { paidOrder, setTerm } from './termsSetup';

const { w, send } = servedWorld('payrefunds');

const publicCall = (path: string, body: unknown) => w.app.inject({ method: 'POST', url: `/index/${path}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/** A link paid in the sandbox; the payment row it made. */
const paidLink = async (link: Row): Promise<Row> => {
  await publicCall('pay/start', { code: link.code, method: 'wechat' });
  await publicCall('pay/sandbox_pay', { code: link.code, method: 'wechat' });
  return (await w.database.db.selectFrom('tomb_payment').selectAll().where('out_trade_no', '=', String(link.out_trade_no)).executeTakeFirstOrThrow()) as unknown as Row;
};

/** An order signed by a clerk, its balance paid online: the order and the payment. */
const orderPaidOnline = async (code: string, column: number) => {
  const plot = await w.addPlot(code, { column_no: column, type: 'single', capacity: 1 });
  let order = await w.create(1, 'tomb_order', { burialslot_id: plot, buyer_name: '钱七', buyer_phone: '13800008888', maintenance_years: 20 });
  order = (await w.call(1, '/index/admin.tomb_order/sign', { id: order.id, version: order.version })).body.data as Row;
  const made = (await send(1, 'admin.pay_link/create', { order_id: order.id })).body.data as unknown as { link: Row };
  const payment = await paidLink(made.link);
  return { order: await w.row('tomb_order', Number(order.id)), payment };
};

const sandboxRefunds = (outTradeNo: unknown) => w.database.db.selectFrom('pay_sandbox_refund').selectAll().where('out_trade_no', '=', String(outTradeNo)).execute();

describe(`refunds of online payments through the provider (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('turns the sandbox on', async () => {
    const setting = await w.row('setting', 1);
    await w.update(5, 'setting', 1, { pay_sandbox: true }, Number(setting.version));
  });

  it('refunds part of an order’s online payment, then the rest: each a refund payment with the provider’s number; no more than was paid', async () => {
    const { order, payment } = await orderPaidOnline('REF-PART', 980);
    expect(order.status).toBe('paid');
    const total = Number(payment.amount);
    const part = await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: 1000, reason: '家属退部分款' });
    expect(part.body.status).toBe(200);
    expect(part.body.data).toMatchObject({ status: 'success', amount: 1000, payment_id: payment.id });
    const refundRow = await w.row('tomb_payment', Number((part.body.data as Row).refund_payment_id));
    expect(refundRow).toMatchObject({ kind: 'refund', method: 'wechat', provider: 'sandbox', refund_of: payment.id, order_id: order.id, reason: '家属退部分款' });
    expect(Number(refundRow.amount)).toBe(1000);
    expect(String(refundRow.out_trade_no)).toBe((part.body.data as Row).refund_no);
    expect(String(refundRow.trade_no)).toBe(`SBXR-${String((part.body.data as Row).refund_no)}`);
    expect(String(refundRow.receipt_no)).toMatch(/^R20261123\d{4}$/);
    let after = await w.row('tomb_order', Number(order.id));
    expect([after.status, Number(after.paid), Number(after.balance)]).toEqual(['contracted', Number(order.paid) - 1000, 1000]);

    // More than is left of the payment: refused, nothing written.
    const over = await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: total, reason: '再退' });
    expect([over.http, over.body.data.code]).toEqual([409, 'pay_refund_exceeds']);
    expect(String(over.body.msg)).toContain('refunded');

    const rest = await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: total - 1000, reason: '全部退款' });
    expect(rest.body.data).toMatchObject({ status: 'success' });
    after = await w.row('tomb_order', Number(order.id));
    expect([Number(after.paid), Number(after.balance)]).toEqual([Number(order.paid) - total, Number(order.total)]);
    // The provider's ledger has both, by their numbers; the refunds are recorded with its answers.
    expect((await sandboxRefunds(payment.out_trade_no)).map((r) => Number(r.amount_cents))).toEqual([100000, (total - 1000) * 100]);
    const recorded = await w.database.db.selectFrom('pay_refund').selectAll().where('payment_id', '=', Number(payment.id)).orderBy('id').execute();
    expect(recorded.map((r) => [r.status, String(r.provider_refund_id ?? '').startsWith('SBXR-')])).toEqual([
      ['success', true],
      ['success', true],
    ]);
    expect((await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: 1, reason: 'x' })).body.data.code).toBe('pay_refund_exceeds');
  });

  it('keeps the desk’s rules: the managers’ (a clerk is refused), a reason, an online payment only', async () => {
    const { payment } = await orderPaidOnline('REF-RULES', 981);
    const clerk = await send(1, 'admin.pay_refund/create', { payment_id: payment.id, amount: 10, reason: '退款' });
    expect([clerk.http, clerk.body.data.code]).toEqual([403, 'refund_managers_only']);
    const blank = await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: 10, reason: '   ' });
    expect(blank.http).toBe(422);
    // A payment taken at the desk is refunded the usual way.
    const { order: o2 } = await paidOrder(w, 2);
    const cash = await w.database.db.selectFrom('tomb_payment').select('id').where('order_id', '=', Number(o2.id)).where('provider', 'is', null).executeTakeFirstOrThrow();
    expect((await send(2, 'admin.pay_refund/create', { payment_id: cash.id, amount: 10, reason: '退款' })).body.data.code).toBe('pay_not_online');
    // Another channel's manager does not find it.
    expect((await send(4, 'admin.pay_refund/create', { payment_id: payment.id, amount: 10, reason: '退款' })).http).toBe(404);
    expect(await w.database.db.selectFrom('pay_refund').select('id').where('payment_id', '=', Number(payment.id)).execute()).toHaveLength(0);
  });

  it('refunds a renewal paid online only whole, taking its years back', async () => {
    const { term } = await paidOrder(w, 1);
    const due = await setTerm(w, term, '2006-12-10', 20, '2026-12-10');
    const made = (await send(1, 'admin.pay_link/create', { term_id: due.id, years: 2 })).body.data as unknown as { link: Row };
    const payment = await paidLink(made.link);
    expect(await w.row('mgmt_term', Number(due.id))).toMatchObject({ periods: 22, paid_until: '2028-12-10' });
    const part = await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: 1, reason: '退一部分' });
    expect(part.body.data.code).toBe('pay_refund_whole');
    const whole = await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: Number(payment.amount), reason: '家属不续了' });
    expect(whole.body.data).toMatchObject({ status: 'success' });
    expect(await w.row('mgmt_term', Number(due.id))).toMatchObject({ periods: 20, paid_until: '2026-12-10' });
    const refund = await w.row('tomb_payment', Number((whole.body.data as Row).refund_payment_id));
    expect(refund).toMatchObject({ kind: 'refund', item: 'maintenance', term_id: due.id, periods: 2, refund_of: payment.id });
    expect((await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: Number(payment.amount), reason: '再退' })).body.data.code).toBe('pay_refund_exceeds');
  });

  it('a refusal by the provider is kept with its answer and refunds nothing; no answer stays pending and is sent again with the same number, once', async () => {
    const { order, payment } = await orderPaidOnline('REF-FAIL', 982);
    const sandbox = w.app.payments.sandbox;
    const real = sandbox.refund;
    const asked: string[] = [];
    try {
      sandbox.refund = async (r) => {
        asked.push(r.refundNo);
        throw new ProviderError('sandbox: NOT_ENOUGH 商户可用退款余额不足', 'refused');
      };
      const refused = await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: 100, reason: '退款' });
      expect([refused.http, refused.body.data.code]).toEqual([409, 'pay_refund_refused']);
      expect(String(refused.body.msg)).toContain('NOT_ENOUGH');
      sandbox.refund = async (r) => {
        asked.push(r.refundNo);
        throw new ProviderError('sandbox: timeout', 'unavailable');
      };
      const unanswered = await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: 100, reason: '退款' });
      expect([unanswered.http, (unanswered.body.data as Row).status]).toEqual([200, 'pending']);
    } finally {
      sandbox.refund = real;
    }
    const rows = await w.database.db.selectFrom('pay_refund').selectAll().where('payment_id', '=', Number(payment.id)).orderBy('id').execute();
    expect(rows.map((r) => [r.status, r.answer])).toEqual([
      ['failed', 'sandbox: NOT_ENOUGH 商户可用退款余额不足'],
      ['pending', 'sandbox: timeout'],
    ]);
    expect(await w.database.db.selectFrom('tomb_payment').select('id').where('refund_of', '=', Number(payment.id)).execute()).toHaveLength(0);
    expect(Number((await w.row('tomb_order', Number(order.id))).paid)).toBe(Number(order.paid));
    // Sent again: the same refund number, taken once; sent a third time, nothing more.
    const again = await send(2, 'admin.pay_refund/send', { id: rows[1].id });
    expect(again.body.data).toMatchObject({ status: 'success', refund_no: rows[1].refund_no });
    expect((await send(2, 'admin.pay_refund/send', { id: rows[1].id })).body.data).toMatchObject({ status: 'success' });
    expect(asked[1]).toBe(rows[1].refund_no);
    expect(await sandboxRefunds(payment.out_trade_no)).toHaveLength(1);
    expect(await w.database.db.selectFrom('tomb_payment').select('id').where('refund_of', '=', Number(payment.id)).execute()).toHaveLength(1);
    expect(Number((await w.row('tomb_order', Number(order.id))).paid)).toBe(Number(order.paid) - 100);
  });

  it('a refund the provider answers PROCESSING stays processing, its amount reserved; SUCCESS asked once books it once (button and job at once)', async () => {
    const { order, payment } = await orderPaidOnline('REF-PROC', 983);
    const sandbox = w.app.payments.sandbox;
    const [realRefund, realState] = [sandbox.refund, sandbox.refundState];
    let state: 'processing' | 'success' = 'processing';
    const asked: string[] = [];
    try {
      sandbox.refund = async (r) => ({ status: 'processing', refundId: `WX-${r.refundNo}` });
      sandbox.refundState = async (r) => {
        asked.push(r.refundNo);
        return { status: state, answer: `wechat: refund ${state.toUpperCase()}` };
      };
      const made = await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: 1000, reason: '家属退款' });
      expect(made.body.data).toMatchObject({ status: 'processing', provider_refund_id: `WX-${String((made.body.data as Row).refund_no)}`, refund_payment_id: null });
      const id = Number((made.body.data as Row).id);
      // Not refunded in the books yet: no refund payment, the order's paid unchanged; but the amount is not refundable twice.
      expect(await w.database.db.selectFrom('tomb_payment').select('id').where('refund_of', '=', Number(payment.id)).execute()).toHaveLength(0);
      expect(Number((await w.row('tomb_order', Number(order.id))).paid)).toBe(Number(order.paid));
      expect((await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: Number(payment.amount), reason: '再退' })).body.data.code).toBe('pay_refund_exceeds');
      // Still processing when asked: nothing changes.
      expect((await send(2, 'admin.pay_refund/send', { id })).body.data).toMatchObject({ status: 'processing' });
      await settleProcessingRefunds(w.app, 50);
      expect((await w.row('pay_refund', id)).status).toBe('processing');
      // SUCCESS: the staff's button and the job at the same time book it once.
      state = 'success';
      const [byButton] = await Promise.all([send(2, 'admin.pay_refund/send', { id }), settleProcessingRefunds(w.app, 50)]);
      expect(byButton.body.data).toMatchObject({ status: 'success' });
      await settleProcessingRefunds(w.app, 50);
      const refunds = await w.database.db.selectFrom('tomb_payment').selectAll().where('refund_of', '=', Number(payment.id)).execute();
      expect(refunds.map((r) => [r.kind, Number(r.amount), r.trade_no])).toEqual([['refund', 1000, `WX-${String((made.body.data as Row).refund_no)}`]]);
      expect(await w.row('pay_refund', id)).toMatchObject({ status: 'success', refund_payment_id: refunds[0].id });
      expect(Number((await w.row('tomb_order', Number(order.id))).paid)).toBe(Number(order.paid) - 1000);
      expect(asked.every((no) => no === (made.body.data as Row).refund_no)).toBe(true);
    } finally {
      sandbox.refund = realRefund;
      sandbox.refundState = realState;
    }
  });

  it('a processing refund that ends CLOSED or ABNORMAL is refused with that answer, nothing booked, and its amount refundable again', async () => {
    const { order, payment } = await orderPaidOnline('REF-CLOSED', 984);
    const sandbox = w.app.payments.sandbox;
    const [realRefund, realState] = [sandbox.refund, sandbox.refundState];
    let made: Row[] = [];
    try {
      sandbox.refund = async (r) => ({ status: 'processing', refundId: `WX-${r.refundNo}` });
      sandbox.refundState = async (r) => ({ status: 'failed', answer: r.refundNo === String(made[0].refund_no) ? 'wechat: refund CLOSED' : 'wechat: refund ABNORMAL' });
      const total = Number(payment.amount);
      made = [(await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: total - 1000, reason: '退款' })).body.data as Row];
      made.push((await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: 1000, reason: '退款' })).body.data as Row);
      expect(made.map((r) => r.status)).toEqual(['processing', 'processing']);
      expect((await send(2, 'admin.pay_refund/send', { id: made[0].id })).body.data).toMatchObject({ status: 'failed', answer: 'wechat: refund CLOSED' });
      await settleProcessingRefunds(w.app, 50);
      expect(await w.row('pay_refund', Number(made[1].id))).toMatchObject({ status: 'failed', answer: 'wechat: refund ABNORMAL' });
    } finally {
      sandbox.refund = realRefund;
      sandbox.refundState = realState;
    }
    expect(await w.database.db.selectFrom('tomb_payment').select('id').where('refund_of', '=', Number(payment.id)).execute()).toHaveLength(0);
    expect(Number((await w.row('tomb_order', Number(order.id))).paid)).toBe(Number(order.paid));
    // The whole payment can be refunded again, and is (the sandbox takes it).
    const again = await send(2, 'admin.pay_refund/create', { payment_id: payment.id, amount: Number(payment.amount), reason: '重新退款' });
    expect(again.body.data).toMatchObject({ status: 'success' });
    expect(Number((await w.row('tomb_order', Number(order.id))).paid)).toBe(Number(order.paid) - Number(payment.amount));
  });
});
