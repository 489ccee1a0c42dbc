/**
 * Pay links (docs/payments.md): made by staff from an order (its balance) or a term (a renewal
 * for the years chosen, priced by the renewal rules), or by a reminder; shown to anyone holding
 * the code at /pay/<code>; started with a provider. The amount is fixed when the link is made;
 * an open link of the same target and figures is given again instead of a new one, so a
 * reminder sent twice carries one link.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toCents } from '../../rules/orderMoney';
import { PAY_CODE_ALPHABET, PAY_CODE_LENGTH, PAY_LINK_DAYS, payPath, type PayMethod, type PayProviderName } from '../../rules/payments';
import { minPeriodsFor, renewalQuote, renewRefusal } from '../../rules/terms';
import type { Actor, Channel } from '../../config/types';
import type { PublicPayLink } from '../../protocol/payments';
import { clockOf, dayOf } from '../clock/clock';
import { door, privilegedRead, privilegedTransaction } from '../data/door';
import { insertRow, lockRow, updateRow, type WriteContext } from '../data/logged';
import type { RowOf, TypedDb } from '../db/tables';
import { sumPaid } from '../kernel/orderFlow';
import { isActive } from '../kernel/orderStatus';
import { ApiError } from '../http/errors';
import { fromCents } from '../kernel/money';
import { readSettingRow } from '../kernel/settings';
import { refuseTerm } from '../terms/actions';
import { readTermSettings } from '../terms/term';
import type { PayStart } from './provider';
import { providerFor } from './registry';

const DAY_MS = 86_400_000;

/** `length` random characters of the pay codes' alphabet (no look-alikes): a link's code, a refund number's tail. */
export const randomPayChars = (length: number): string => Array.from({ length }, () => PAY_CODE_ALPHABET[randomInt(PAY_CODE_ALPHABET.length)]).join('');

const newCode = (): string => randomPayChars(PAY_CODE_LENGTH);

export interface LinkRequest {
  order_id?: number;
  term_id?: number;
  years?: number;
}

/** The address a family opens: the server's public address (PUBLIC_URL) when set, else the path alone. */
export const linkUrl = (app: FastifyInstance, code: string): string => `${app.payments.publicUrl}${payPath(code)}`;

/** Make (or give again) the pay link of an order's balance or a term's renewal, through the caller's door. */
export const makeLink = async (ctx: WriteContext & { actor: Actor; app: FastifyInstance }, req: LinkRequest): Promise<RowOf<'pay_link'>> => {
  const { db, actor, app } = ctx;
  if ((req.order_id === undefined) === (req.term_id === undefined)) throw new ApiError('pay_link_purpose', 400);
  const now = clockOf(app).now();
  const today = dayOf(now);
  let values: { purpose: 'order_balance' | 'term_renewal'; order_id: number | null; term_id: number | null; periods: number | null; payer_name: string; payer_phone: string | null; amount: number; channel: Channel };
  if (req.term_id !== undefined) {
    const term = await lockRow(db, 'mgmt_term', req.term_id);
    if (!term) throw new ApiError('not_found', 404);
    if (term.kind === 'storage' || term.order_id === null) throw new ApiError('term_storage', 409);
    const { policy } = await readTermSettings(db);
    const years = req.years ?? minPeriodsFor(term, today);
    const refusal = renewRefusal(term, years, today, actor.level, policy);
    if (refusal === 'term_too_few') throw refuseTerm(refusal, { min: minPeriodsFor(term, today) });
    if (refusal) throw refuseTerm(refusal);
    const quote = renewalQuote(term, toCents(term.yearly_fee), years, policy);
    if (quote.amount <= 0) throw refuseTerm('term_free');
    values = { purpose: 'term_renewal', order_id: term.order_id, term_id: term.id, periods: years, payer_name: term.holder_name ?? '', payer_phone: term.holder_phone ?? null, amount: quote.amount, channel: term.channel as Channel };
  } else {
    const order = await lockRow(db, 'tomb_order', req.order_id);
    if (!order) throw new ApiError('not_found', 404);
    if (!isActive(String(order.status))) throw new ApiError('bad_transition', 409, { status: String(order.status) });
    const balance = toCents(order.total) - (await sumPaid(ctx, order.id));
    if (balance <= 0) throw new ApiError('pay_nothing_due', 409);
    values = { purpose: 'order_balance', order_id: order.id, term_id: null, periods: null, payer_name: order.buyer_name ?? '', payer_phone: order.buyer_phone ?? null, amount: balance, channel: order.channel as Channel };
  }
  // The same open link again (a reminder queued twice, a second press): one link per target and figures.
  let same = db.selectFrom('pay_link').selectAll().where('status', '=', 'open').where('expires_at', '>', now.toISOString()).where('purpose', '=', values.purpose).where('amount', '=', fromCents(values.amount));
  same = values.term_id !== null ? same.where('term_id', '=', values.term_id).where('periods', '=', values.periods) : same.where('order_id', '=', values.order_id!);
  const existing = await same.orderBy('id', 'desc').executeTakeFirst();
  if (existing) return existing;
  const code = newCode();
  return insertRow(
    ctx,
    'pay_link',
    {
      ...values,
      amount: fromCents(values.amount),
      code,
      out_trade_no: `PL${today.replace(/-/g, '')}${code}`,
      status: 'open',
      expires_at: new Date(now.getTime() + PAY_LINK_DAYS * DAY_MS).toISOString(),
      created_by: actor.userId,
    },
    values.channel,
  );
};

/** A name shown to whoever holds the code: its first character, the rest masked (张** for 张三丰). */
const maskName = (name: string): string => (name.length <= 1 ? name : `${name[0]}${'*'.repeat(Math.min(name.length - 1, 3))}`);

/** The link by its code, across channels (the code is the family's key: the page has no caller). */
const linkByCode = async (app: FastifyInstance, code: string): Promise<RowOf<'pay_link'>> => {
  const link = await privilegedRead(app).selectFrom('pay_link').selectAll().where('code', '=', code).executeTakeFirst();
  if (!link) throw new ApiError('pay_link_unknown', 404);
  return link;
};

const isExpired = (app: FastifyInstance, link: RowOf<'pay_link'>): boolean => link.status === 'open' && new Date(link.expires_at ?? 0).getTime() <= clockOf(app).now().getTime();

/** What the pay page shows: what is paid, for whom (masked), how much, until when, how, and once paid its receipt. */
export const publicLink = async (app: FastifyInstance, code: string): Promise<PublicPayLink> => {
  const link = await linkByCode(app, code);
  const db = door(app, privilegedRead(app), { channel: link.channel as Channel });
  const setting = await readSettingRow(db, ['cemetery_name', 'phone']);
  const term = link.term_id ? await db.selectFrom('mgmt_term as t').leftJoin('tomb_burialslot as p', 'p.id', 't.burialslot_id').select(['t.paid_until', 'p.code as plot']).where('t.id', '=', link.term_id).executeTakeFirst() : undefined;
  const order = link.order_id ? await db.selectFrom('tomb_order as o').leftJoin('tomb_burialslot as p', 'p.id', 'o.burialslot_id').select(['o.order_no', 'p.code as plot']).where('o.id', '=', link.order_id).executeTakeFirst() : undefined;
  const payment = link.payment_id ? await db.selectFrom('tomb_payment').select(['receipt_no', 'paid_at', 'method', 'amount']).where('id', '=', link.payment_id).executeTakeFirst() : undefined;
  const methods = link.status === 'open' && !isExpired(app, link) ? await app.payments.methods(db) : [];
  return {
    code: link.code!,
    purpose: link.purpose as PublicPayLink['purpose'],
    status: isExpired(app, link) ? 'expired' : (link.status as PublicPayLink['status']),
    cemetery: String(setting.cemetery_name ?? ''),
    phone: setting.phone ? String(setting.phone) : null,
    payer: maskName(String(link.payer_name ?? '')),
    plot: String(term?.plot ?? order?.plot ?? ''),
    order_no: order?.order_no ? String(order.order_no) : null,
    periods: link.periods ?? null,
    paid_until: term?.paid_until ? String(term.paid_until).slice(0, 10) : null,
    amount: Number(link.amount),
    expires_at: new Date(link.expires_at ?? 0).toISOString(),
    methods,
    receipt: payment ? { receipt_no: String(payment.receipt_no), paid_at: new Date(payment.paid_at!).toISOString(), method: String(payment.method), amount: Number(payment.amount) } : null,
  };
};

export interface Started {
  provider: PayProviderName;
  start: PayStart;
}

/** Start paying a link with a method: the link must still be open and its target still owe it; the provider is bound to the link from then on. */
export const startLink = async (app: FastifyInstance, code: string, method: PayMethod, client: { ip?: string; mobile: boolean }): Promise<Started> => {
  const found = await linkByCode(app, code);
  const { link, provider } = await privilegedTransaction(app, async (sys) => {
    const db: TypedDb = door(app, sys, { channel: found.channel as Channel });
    const link = (await lockRow(db, 'pay_link', found.id))!;
    if (link.status === 'paid' || link.status === 'review') throw new ApiError('pay_link_paid', 409);
    if (link.status !== 'open') throw new ApiError('pay_link_closed', 409);
    if (isExpired(app, link)) throw new ApiError('pay_link_expired', 409);
    const provider = await providerFor(app, db, method);
    if (link.provider && link.provider !== provider.name) throw new ApiError('pay_link_bound', 409);
    if (!link.provider) await updateRow({ db, actor: null, app }, 'pay_link', link, { provider: provider.name }, link.channel as Channel);
    return { link, provider };
  });
  const setting = await readSettingRow(privilegedRead(app), ['cemetery_name']);
  const subject = `${String(setting.cemetery_name ?? '')} ${link.purpose === 'term_renewal' ? '管理费' : '墓位款'} ${link.code}`.trim().slice(0, 120);
  const start = await provider.start({
    outTradeNo: link.out_trade_no!,
    amountCents: toCents(link.amount),
    subject,
    notifyUrl: `${app.payments.publicUrl}/index/pay/notify/${provider.name}`,
    returnUrl: linkUrl(app, link.code!),
    method,
    clientIp: client.ip,
    mobile: client.mobile,
    expiresAt: new Date(link.expires_at ?? 0),
  });
  return { provider: provider.name, start };
};
