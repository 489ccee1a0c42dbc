/**
 * The reconciliation of online payments (对账, docs/payments.md): each provider's statement of a
 * day (the sandbox's ledger, WeChat Pay's trade bill, Alipay's daily bill) compared with
 * the payments recorded in the caller's channel. A trade or refund the statement has and the
 * books do not (a notification lost, money kept for review) is listed with its pay link, which
 * the page asks the provider about (admin.pay_link/query: applied once); one the books have and
 * the statement does not, or with another amount, is listed for finance to check and resolve
 * with a note (`pay_difference`). Totals per provider and method, both sides, for the day.
 */
import type { FastifyInstance } from 'fastify';
import type { Actor, Channel } from '../../config/types';
import { toCents } from '../../rules/orderMoney';
import { addDays } from '../../config/days';
import type { PayDifferenceKind, PayMethod, PayProviderName } from '../../rules/payments';
import type { StatementDifference, StatementReport } from '../../protocol/payments';
import { dayOf } from '../clock/clock';
import { doorRead, doorTransaction, privilegedRead } from '../data/door';
import { insertRow } from '../data/logged';
import { fromCents } from '../kernel/money';
import type { StatementLine } from './provider';
import { providerNamed, sandboxOn } from './registry';

const yuan = (cents: number): number => fromCents(cents);

/** The providers whose statement is read: the real ones configured, and the sandbox while it is on. */
const providersInUse = async (app: FastifyInstance): Promise<PayProviderName[]> => [...((await sandboxOn(privilegedRead(app))) ? (['sandbox'] as const) : []), ...app.payments.real.keys()];

/** The channel of each merchant trade number (a link's), across channels: a statement is the merchant's, the report the caller's channel's. */
const channelsOf = async (app: FastifyInstance, outTradeNos: string[]): Promise<Map<string, { channel: string; id: number; status: string }>> => {
  if (outTradeNos.length === 0) return new Map();
  const rows = await privilegedRead(app).selectFrom('pay_link').select(['out_trade_no', 'channel', 'id', 'status']).where('out_trade_no', 'in', outTradeNos).execute();
  return new Map(rows.map((r) => [String(r.out_trade_no), { channel: String(r.channel), id: Number(r.id), status: String(r.status) }]));
};

export const statementReport = async (app: FastifyInstance, actor: Actor, day: string): Promise<StatementReport> => {
  const db = doorRead(app, actor);
  // The day's online payments of this channel (paid_at is a time: the local day is taken from it).
  const recorded = (
    await db
      .selectFrom('tomb_payment')
      .select(['id', 'kind', 'amount', 'provider', 'method', 'out_trade_no', 'trade_no', 'refund_of', 'paid_at'])
      .where('provider', 'is not', null)
      .where('paid_at', '>=', `${addDays(day, -1)}T00:00:00Z`)
      .where('paid_at', '<', `${addDays(day, 2)}T00:00:00Z`)
      .execute()
  ).filter((p) => dayOf(new Date(p.paid_at!)) === day);
  // A refund's original trade (the statement names a refund by the trade it refunds).
  const chargeIds = recorded.filter((p) => p.kind === 'refund' && p.refund_of).map((p) => Number(p.refund_of));
  const originals = chargeIds.length ? await db.selectFrom('tomb_payment').select(['id', 'out_trade_no']).where('id', 'in', chargeIds).execute() : [];
  const originalOf = new Map(originals.map((o) => [Number(o.id), String(o.out_trade_no)]));
  const resolved = await db
    .selectFrom('pay_difference as d')
    .leftJoin('user as u', 'u.id', 'd.resolved_by')
    .select(['d.kind', 'd.out_trade_no', 'd.trade_no', 'd.provider', 'd.note', 'd.created_at', 'u.nickname'])
    .where('d.day', '=', day)
    .execute();
  const resolvedOf = (kind: PayDifferenceKind, provider: string, outTradeNo: string, tradeNo: string) => {
    const r = resolved.find((x) => x.kind === kind && x.provider === provider && x.out_trade_no === outTradeNo && (x.trade_no ?? '') === tradeNo);
    return r ? { note: String(r.note), by: r.nickname ? String(r.nickname) : null, at: new Date(r.created_at).toISOString() } : null;
  };

  const report: StatementReport = { day, totals: [], unread: [], differences: [] };
  for (const name of await providersInUse(app)) {
    const provider = providerNamed(app, name)!;
    let lines: StatementLine[];
    try {
      lines = await provider.statement(day);
    } catch (e) {
      report.unread.push({ provider: name, why: (e instanceof Error ? e.message : String(e)).slice(0, 300) });
      continue;
    }
    const links = await channelsOf(app, [...new Set(lines.map((l) => l.outTradeNo))]);
    // The merchant's statement, narrowed to this channel's trades (a trade no link knows is shown to every channel).
    const mine = lines.filter((l) => (links.get(l.outTradeNo)?.channel ?? actor.channel) === actor.channel);
    const ours = recorded.filter((p) => p.provider === name);
    const key = (entry: 'charge' | 'refund', outTradeNo: string, tradeNo: string) => (entry === 'charge' ? `c:${outTradeNo}` : `r:${tradeNo}`);
    const oursByKey = new Map(ours.map((p) => [p.kind === 'refund' ? key('refund', '', String(p.trade_no)) : key('charge', String(p.out_trade_no), ''), p]));
    const seen = new Set<string>();
    const totals = new Map<PayMethod, StatementReport['totals'][number]>();
    const total = (method: PayMethod) => {
      let t = totals.get(method);
      if (!t) {
        t = { provider: name, method, charges: { provider: 0, recorded: 0, provider_count: 0, recorded_count: 0 }, refunds: { provider: 0, recorded: 0, provider_count: 0, recorded_count: 0 } };
        totals.set(method, t);
      }
      return t;
    };
    const differ = (kind: PayDifferenceKind, d: Omit<StatementDifference, 'kind' | 'provider' | 'resolved' | 'link_id' | 'link_status'>) => {
      const link = links.get(d.out_trade_no);
      report.differences.push({ kind, provider: name, ...d, link_id: link?.id ?? null, link_status: link?.status ?? null, resolved: resolvedOf(kind, name, d.out_trade_no, d.trade_no) });
    };
    for (const l of mine) {
      const side = total(l.method)[l.kind === 'charge' ? 'charges' : 'refunds'];
      side.provider += l.amountCents;
      side.provider_count += 1;
      const k = key(l.kind, l.outTradeNo, l.tradeNo);
      seen.add(k);
      const book = oursByKey.get(k);
      if (!book) differ('missing_here', { method: l.method, entry: l.kind, out_trade_no: l.outTradeNo, trade_no: l.tradeNo, provider_amount: yuan(l.amountCents), recorded_amount: null });
      else if (toCents(book.amount) !== l.amountCents) differ('amount', { method: l.method, entry: l.kind, out_trade_no: l.outTradeNo, trade_no: l.tradeNo, provider_amount: yuan(l.amountCents), recorded_amount: Number(book.amount) });
    }
    for (const p of ours) {
      const entry = p.kind === 'refund' ? 'refund' : 'charge';
      const method = String(p.method) as PayMethod;
      const side = total(method)[entry === 'charge' ? 'charges' : 'refunds'];
      side.recorded += toCents(p.amount);
      side.recorded_count += 1;
      const outTradeNo = entry === 'charge' ? String(p.out_trade_no) : (originalOf.get(Number(p.refund_of)) ?? String(p.out_trade_no));
      const k = entry === 'charge' ? key('charge', outTradeNo, '') : key('refund', '', String(p.trade_no));
      if (!seen.has(k)) differ('missing_there', { method, entry, out_trade_no: outTradeNo, trade_no: String(p.trade_no ?? ''), provider_amount: null, recorded_amount: Number(p.amount) });
    }
    for (const t of totals.values()) {
      for (const side of [t.charges, t.refunds]) {
        side.provider = yuan(side.provider);
        side.recorded = yuan(side.recorded);
      }
      report.totals.push(t);
    }
  }
  return report;
};

export interface Resolution {
  day: string;
  provider: PayProviderName;
  method: PayMethod;
  kind: PayDifferenceKind;
  out_trade_no: string;
  trade_no?: string;
  note: string;
}

/** A difference checked by finance: its note, in the caller's channel's log. */
export const resolveDifference = (app: FastifyInstance, actor: Actor, r: Resolution): Promise<{ id: number }> =>
  doorTransaction(app, actor, async (db) => {
    const row = await insertRow(
      { db, actor, app },
      'pay_difference',
      { day: r.day, provider: r.provider, method: r.method, kind: r.kind, out_trade_no: r.out_trade_no, trade_no: r.trade_no ?? '', note: r.note.trim(), resolved_by: actor.userId, channel: actor.channel as Channel },
      actor.channel as Channel,
    );
    return { id: Number(row.id) };
  });
