/**
 * The sandbox provider (docs/payments.md): behaves like WeChat Pay and Alipay for the demo, the
 * training and the tests, with no money. It keeps its own ledger (the provider's side: the
 * trades it was asked to start, those paid and refunded) in the server's tables
 * `pay_sandbox_trade` and `pay_sandbox_refund`, so its query and its daily statement answer like
 * a provider's, across instances. Its notifications are signed with HMAC-SHA256 under a key
 * derived from the database's signing secret, over `<timestamp>\n<body>\n`, like WeChat's
 * headers (a timestamp older than five minutes is refused); a notification it did not sign is
 * refused as a forgery. "Paying" is the family's press on the sandbox's confirmation of the pay
 * page; the sandbox then notifies, `times` times, as a provider that retries would.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PayMethod } from '../../rules/payments';
import { clockOf, dayOf } from '../clock/clock';
import { privilegedRead } from '../data/door';
import type { TypedDb } from '../db/tables';
import { ProviderError, type Ack, type PaidTrade, type PaymentProvider, type RawNotification, type StatementLine } from './provider';

declare module '../db/tables' {
  interface ServerTables {
    pay_sandbox_trade: {
      out_trade_no: string;
      trade_no: string | null;
      amount_cents: number;
      method: string | null;
      paid_at: Date | string | null;
      paid_day: string | null;
      created_at: Date | string;
    };
    pay_sandbox_refund: {
      refund_no: string;
      out_trade_no: string;
      amount_cents: number;
      at: Date | string;
      day: string;
    };
  }
}

export const migrateSandbox = async (db: TypedDb): Promise<void> => {
  await sql`CREATE TABLE IF NOT EXISTS pay_sandbox_trade (
    out_trade_no text PRIMARY KEY,
    trade_no text UNIQUE,
    amount_cents bigint NOT NULL,
    method text,
    paid_at timestamptz,
    paid_day text,
    created_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS pay_sandbox_refund (
    refund_no text PRIMARY KEY,
    out_trade_no text NOT NULL,
    amount_cents bigint NOT NULL,
    at timestamptz NOT NULL,
    day text NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS pay_sandbox_trade_day_idx ON pay_sandbox_trade (paid_day)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS pay_sandbox_refund_day_idx ON pay_sandbox_refund (day)`.execute(db);
};

const SIGNATURE = 'x-sandbox-signature';
const TIMESTAMP = 'x-sandbox-timestamp';
/** A notification older than this is refused (a replay inside it changes nothing: ./apply.ts). */
const MAX_AGE_S = 300;

/** The sandbox's signing key: the database's secret, for this use only. */
export const sandboxKey = (secret: Buffer): Buffer => createHmac('sha256', secret).update('pay-sandbox-notify').digest();

export const signSandbox = (key: Buffer, timestamp: string, body: string): string => createHmac('sha256', key).update(`${timestamp}\n${body}\n`).digest('base64');

const header = (h: RawNotification['headers'], name: string): string => {
  const v = h[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/** The sandbox's notification body for a paid trade. */
interface SandboxNotice {
  event: 'TRANSACTION.SUCCESS';
  out_trade_no: string;
  trade_no: string;
  amount: number;
  currency: 'CNY';
  method: PayMethod;
  paid_at: string;
}

export interface SandboxProvider extends PaymentProvider {
  /** The family pressed "pay" on the sandbox's confirmation: the trade is paid at the sandbox (once), and its signed notification is answered. */
  pay(outTradeNo: string, method: PayMethod): Promise<{ body: string; headers: Record<string, string> }>;
}

export const sandboxProvider = (app: FastifyInstance): SandboxProvider => {
  // The sandbox's ledger is the provider's, no channel's.
  const db = () => privilegedRead(app);
  const key = () => sandboxKey(app.auth.secret());
  const now = () => clockOf(app).now();
  const paidOf = (row: { out_trade_no: string; trade_no: string | null; amount_cents: number | string; method: string | null; paid_at: Date | string | null }): PaidTrade | null =>
    row.trade_no && row.paid_at
      ? { outTradeNo: row.out_trade_no, tradeNo: row.trade_no, amountCents: Number(row.amount_cents), currency: 'CNY', paidAt: new Date(row.paid_at).toISOString(), method: (row.method as PayMethod) ?? 'wechat' }
      : null;
  const ack = (ok: boolean, message = ''): Ack => ({ status: ok ? 200 : 400, contentType: 'application/json', body: JSON.stringify(ok ? { code: 'SUCCESS' } : { code: 'FAIL', message }) });
  return {
    name: 'sandbox',
    methods: ['wechat', 'alipay'],
    start: async (order) => {
      await db()
        .insertInto('pay_sandbox_trade')
        .values({ out_trade_no: order.outTradeNo, amount_cents: order.amountCents, created_at: now() })
        .onConflict((oc) => oc.column('out_trade_no').doNothing())
        .execute();
      return { kind: 'sandbox' };
    },
    pay: async (outTradeNo, method) => {
      const at = now();
      const tradeNo = `SBX${at.getTime()}${randomBytes(4).toString('hex')}`;
      // Paid once at the sandbox: a second press answers the first payment's notification again.
      await db()
        .updateTable('pay_sandbox_trade')
        .set({ trade_no: tradeNo, method, paid_at: at, paid_day: dayOf(at) })
        .where('out_trade_no', '=', outTradeNo)
        .where('trade_no', 'is', null)
        .execute();
      const row = await db().selectFrom('pay_sandbox_trade').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst();
      const paid = row && paidOf(row);
      if (!paid) throw new ProviderError(`sandbox: no trade ${outTradeNo} was started`, 'refused');
      const notice: SandboxNotice = { event: 'TRANSACTION.SUCCESS', out_trade_no: paid.outTradeNo, trade_no: paid.tradeNo, amount: paid.amountCents, currency: 'CNY', method: paid.method, paid_at: paid.paidAt };
      const body = JSON.stringify(notice);
      const timestamp = String(Math.floor(at.getTime() / 1000));
      return { body, headers: { 'content-type': 'application/json', [TIMESTAMP]: timestamp, [SIGNATURE]: signSandbox(key(), timestamp, body) } };
    },
    verify: async (n) => {
      const timestamp = header(n.headers, TIMESTAMP);
      const given = Buffer.from(header(n.headers, SIGNATURE), 'base64');
      const want = Buffer.from(signSandbox(key(), timestamp, n.body), 'base64');
      if (given.length !== want.length || !timingSafeEqual(given, want)) throw new ProviderError('sandbox: bad signature', 'signature');
      if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now().getTime() / 1000 - Number(timestamp)) > MAX_AGE_S) throw new ProviderError('sandbox: stale notification', 'signature');
      const notice = JSON.parse(n.body) as SandboxNotice;
      if (notice.event !== 'TRANSACTION.SUCCESS') return { other: String(notice.event) };
      return { paid: { outTradeNo: notice.out_trade_no, tradeNo: notice.trade_no, amountCents: Number(notice.amount), currency: notice.currency, paidAt: notice.paid_at, method: notice.method } };
    },
    ack,
    query: async (outTradeNo) => {
      const row = await db().selectFrom('pay_sandbox_trade').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst();
      return row ? paidOf(row) : null;
    },
    refund: async (r) => {
      const at = now();
      const trade = await db().selectFrom('pay_sandbox_trade').selectAll().where('out_trade_no', '=', r.outTradeNo).executeTakeFirst();
      if (!trade || !trade.trade_no) throw new ProviderError('sandbox: the trade was not paid', 'refused');
      const done = await db().selectFrom('pay_sandbox_refund').select(sql<string>`coalesce(sum(amount_cents), 0)`.as('sum')).where('out_trade_no', '=', r.outTradeNo).where('refund_no', '!=', r.refundNo).executeTakeFirstOrThrow();
      if (Number(done.sum) + r.amountCents > Number(trade.amount_cents)) throw new ProviderError('sandbox: refund exceeds the trade', 'refused');
      await db()
        .insertInto('pay_sandbox_refund')
        .values({ refund_no: r.refundNo, out_trade_no: r.outTradeNo, amount_cents: r.amountCents, at, day: dayOf(at) })
        .onConflict((oc) => oc.column('refund_no').doNothing())
        .execute();
      return { status: 'success', refundId: `SBXR-${r.refundNo}` };
    },
    refundState: async (r) => {
      const row = await db().selectFrom('pay_sandbox_refund').select('refund_no').where('refund_no', '=', r.refundNo).where('out_trade_no', '=', r.outTradeNo).executeTakeFirst();
      return row ? { status: 'success', answer: 'sandbox: refunded' } : { status: 'failed', answer: 'sandbox: no such refund' };
    },
    statement: async (day) => {
      const trades = await db().selectFrom('pay_sandbox_trade').selectAll().where('paid_day', '=', day).orderBy('paid_at').execute();
      const refunds = await db()
        .selectFrom('pay_sandbox_refund as r')
        .innerJoin('pay_sandbox_trade as t', 't.out_trade_no', 'r.out_trade_no')
        .select(['r.refund_no', 'r.out_trade_no', 'r.amount_cents', 'r.at', 't.method'])
        .where('r.day', '=', day)
        .orderBy('r.at')
        .execute();
      const lines: StatementLine[] = trades.flatMap((t) => {
        const p = paidOf(t);
        return p ? [{ outTradeNo: p.outTradeNo, tradeNo: p.tradeNo, kind: 'charge' as const, amountCents: p.amountCents, at: p.paidAt, method: p.method }] : [];
      });
      for (const r of refunds) lines.push({ outTradeNo: r.out_trade_no, tradeNo: `SBXR-${r.refund_no}`, kind: 'refund', amountCents: Number(r.amount_cents), at: new Date(r.at).toISOString(), method: (r.method as PayMethod) ?? 'wechat' });
      return lines;
    },
    test: async () => 'sandbox: ready (no money moves)',
  };
};
