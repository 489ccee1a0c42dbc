/**
 * The reconciliation of online payments (对账, docs/payments.md) against the sandbox's daily
 * statement: a day whose payments all came through agrees; a payment the sandbox took whose
 * notification never came is listed as at the provider and not recorded, with its link, and
 * asking the provider applies it (once), after which the day agrees; a payment recorded that the
 * statement lacks is listed, and resolved with finance's note; the totals per method on both
 * sides; only the page's levels, each in its channel. The world's today is 23 November 2026.
 */
import { describe, expect, it } from 'vitest';
import type { Row } from '../../src/server/hooks/registry';
import type { StatementReport } from '../../src/protocol/payments';
import { servedWorld } from './domainSetup';
import { onPostgres } from './helpers/database';
import { paidOrder, setTerm } from './termsSetup';

const { w, send } = servedWorld('paystatement');
const DAY = '2026-11-23';

const publicCall = (path: string, body: unknown) => w.app.inject({ method: 'POST', url: `/index/${path}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/** A due term's link, made by a clerk and started in the sandbox. */
const startedLink = async (): Promise<Row> => {
  const { term } = await paidOrder(w, 1);
  const due = await setTerm(w, term, '2006-12-10', 20, '2026-12-10');
  const link = ((await send(1, 'admin.pay_link/create', { term_id: due.id })).body.data as unknown as { link: Row }).link;
  await publicCall('pay/start', { code: link.code, method: 'wechat' });
  return link;
};

const report = async (level: 1 | 2 | 4 | 5 = 2): Promise<StatementReport> => {
  const got = await send(level, 'admin.pay_statement/report', { day: DAY });
  expect(got.http).toBe(200);
  return got.body.data as unknown as StatementReport;
};

describe(`the reconciliation with the providers’ statements (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('agrees on a day whose payments all came through, with the totals on both sides', async () => {
    const setting = await w.row('setting', 1);
    await w.update(5, 'setting', 1, { pay_sandbox: true }, Number(setting.version));
    const link = await startedLink();
    await publicCall('pay/sandbox_pay', { code: link.code, method: 'wechat' });
    const r = await report();
    expect(r.differences).toEqual([]);
    expect(r.unread).toEqual([]);
    expect(r.totals).toEqual([{ provider: 'sandbox', method: 'wechat', charges: { provider: 100, recorded: 100, provider_count: 1, recorded_count: 1 }, refunds: { provider: 0, recorded: 0, provider_count: 0, recorded_count: 0 } }]);
  });

  it('lists money the provider took that nothing records; asking the provider applies it once, and the day agrees', async () => {
    const link = await startedLink();
    // Paid at the sandbox; its notification never delivered.
    await w.app.payments.sandbox.pay(String(link.out_trade_no), 'wechat');
    let r = await report();
    expect(r.differences).toEqual([
      { kind: 'missing_here', provider: 'sandbox', method: 'wechat', entry: 'charge', out_trade_no: link.out_trade_no, trade_no: expect.stringMatching(/^SBX/), provider_amount: 100, recorded_amount: null, link_id: link.id, link_status: 'open', resolved: null },
    ]);
    expect(r.totals[0].charges).toEqual({ provider: 200, recorded: 100, provider_count: 2, recorded_count: 1 });
    // The other channel's manager does not see it (the statement is narrowed to the channel's trades).
    expect((await report(4)).differences).toEqual([]);
    expect((await send(2, 'admin.pay_link/query', { id: link.id })).body.data).toEqual({ outcome: 'applied', status: 'paid' });
    r = await report();
    expect(r.differences).toEqual([]);
    expect(r.totals[0].charges).toEqual({ provider: 200, recorded: 200, provider_count: 2, recorded_count: 2 });
  });

  it('lists a payment recorded that the statement lacks, and keeps finance’s note once resolved', async () => {
    const link = await startedLink();
    await publicCall('pay/sandbox_pay', { code: link.code, method: 'wechat' });
    // The provider's ledger loses the trade (as a statement missing a line).
    await w.database.db.deleteFrom('pay_sandbox_trade').where('out_trade_no', '=', String(link.out_trade_no)).execute();
    let r = await report();
    expect(r.differences).toMatchObject([{ kind: 'missing_there', out_trade_no: link.out_trade_no, provider_amount: null, recorded_amount: 100, resolved: null }]);
    const blank = await send(2, 'admin.pay_statement/resolve', { day: DAY, provider: 'sandbox', method: 'wechat', kind: 'missing_there', out_trade_no: link.out_trade_no, trade_no: r.differences[0].trade_no, note: ' ' });
    expect(blank.http).toBe(422);
    const done = await send(2, 'admin.pay_statement/resolve', { day: DAY, provider: 'sandbox', method: 'wechat', kind: 'missing_there', out_trade_no: link.out_trade_no, trade_no: r.differences[0].trade_no, note: '渠道次日账单补录' });
    expect(done.http).toBe(200);
    r = await report(5);
    expect(r.differences).toMatchObject([{ kind: 'missing_there', resolved: { note: '渠道次日账单补录' } }]);
  });

  it('is for the page’s levels only', async () => {
    expect((await send(1, 'admin.pay_statement/report', { day: DAY })).http).toBe(403);
    expect((await send(1, 'admin.pay_statement/resolve', { day: DAY, provider: 'sandbox', method: 'wechat', kind: 'amount', out_trade_no: 'X', note: 'x' })).http).toBe(403);
  });
});
