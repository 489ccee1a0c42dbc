/**
 * "My graves" (docs/families.md): what the family's account shows, built per confirmed channel
 * through that channel's door, from the records carrying the family's proven mobile: each plot
 * with its occupants, orders (what is paid, the receipts, an open pay link of the balance) and
 * management terms (paid until, the renewal due, an open pay link of it), each niche with its
 * deposits; and the visit bookings made with that mobile (bound to it by the booking page's own
 * proof). Another family's record is never read: every query names this mobile or the plots
 * and niches its own records name.
 */
import type { FastifyInstance } from 'fastify';
import type { Channel } from '../../config/types';
import { termState } from '../../rules/terms';
import type { FamilyAccount, FamilyGrave, FamilyOccupant, FamilyPay } from '../../protocol/family';
import { clockOf, dayOf } from '../clock/clock';
import { doorRead, doorTransaction, privilegedRead, type RowOf, type TypedDb } from '../data/door';
import { lockRow, updateRow } from '../data/logged';
import { ApiError } from '../http/errors';
import { readSettingRow } from '../kernel/settings';
import { readTermSettings } from '../terms/term';
import { isPartialField, partialDateSql } from '../db/partialDates';
import { sql } from 'kysely';
import { familyOrders, linksOf, samePhone } from './links';
import { proofsOf } from './proofs';

const MAX_ROWS = 100;
const num = (v: unknown): number => Number(v ?? 0);
const day = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v).slice(0, 10));

/** An open, unexpired pay link of an order or a term. */
const openLinks = async (db: TypedDb, now: Date, by: 'order_id' | 'term_id', ids: number[]): Promise<Map<number, FamilyPay>> => {
  const out = new Map<number, FamilyPay>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('pay_link')
    .select(['code', 'amount', 'expires_at', 'order_id', 'term_id', 'purpose'])
    .where(by, 'in', ids)
    .where('status', '=', 'open')
    .where('expires_at', '>', now.toISOString())
    .where('purpose', '=', by === 'order_id' ? 'order_balance' : 'term_renewal')
    .orderBy('id', 'desc')
    .execute();
  for (const r of rows) {
    const key = Number(by === 'order_id' ? r.order_id : r.term_id);
    if (!out.has(key) && r.code) out.set(key, { code: r.code, amount: num(r.amount), expires_at: new Date(r.expires_at as string).toISOString() });
  }
  return out;
};

/** A registration's date as the register keeps it: a partial date as such ('1923-11', '~1879'), never a day it did not give. */
export const memberDate = (app: FastifyInstance, column: 'birth_date' | 'death_date' | 'burial_date') =>
  isPartialField(app.resources.member?.fields[column]) ? partialDateSql('m', column) : sql<string | null>`to_char(${sql.ref(`m.${column}`)}, 'YYYY-MM-DD')`;

/** One confirmed channel's graves for `mobile`. */
const gravesIn = async (app: FastifyInstance, channel: Channel, mobile: string): Promise<FamilyGrave[]> => {
  const db = doorRead(app, { channel });
  const now = clockOf(app).now();
  const today = dayOf(now);
  const { policy } = await readTermSettings(db);
  const [orders, holderTerms, deposits, registrations] = await Promise.all([
    familyOrders(db, mobile).selectAll('o').orderBy('o.id').limit(MAX_ROWS).execute(),
    db.selectFrom('mgmt_term').selectAll().where(samePhone('holder_phone', mobile)).orderBy('id').limit(MAX_ROWS).execute(),
    db.selectFrom('ash_deposit').selectAll().where(samePhone('depositor_phone', mobile)).orderBy('id').limit(MAX_ROWS).execute(),
    db.selectFrom('member').select(['id', 'burialslot_id']).where(samePhone('applicant_phone', mobile)).orderBy('id').limit(MAX_ROWS).execute(),
  ]);
  // The terms of the family's own orders too (the term's contact may be another member of the family).
  const ownOrders = orders.map((o) => o.id);
  const orderTerms = ownOrders.length ? await db.selectFrom('mgmt_term').selectAll().where('order_id', 'in', ownOrders).orderBy('id').execute() : [];
  const terms = [...holderTerms, ...orderTerms.filter((t) => !holderTerms.some((h) => h.id === t.id))];
  // The plots the family's own records name; the niches its deposits and storage terms name.
  const plotIds = new Set<number>();
  for (const o of orders) if (o.burialslot_id) plotIds.add(Number(o.burialslot_id));
  for (const t of terms) if (t.burialslot_id) plotIds.add(Number(t.burialslot_id));
  for (const m of registrations) if (m.burialslot_id) plotIds.add(Number(m.burialslot_id));
  const nicheIds = new Set<number>();
  for (const d of deposits) if (d.niche_id) nicheIds.add(Number(d.niche_id));
  for (const t of terms) if (t.niche_id) nicheIds.add(Number(t.niche_id));

  const plots = plotIds.size
    ? await db
        .selectFrom('tomb_burialslot as p')
        .leftJoin('tomb_area as a', 'a.id', 'p.area_id')
        .select(['p.id', 'p.code', 'a.name as area'])
        .where('p.id', 'in', [...plotIds])
        .execute()
    : [];
  const niches = nicheIds.size
    ? await db
        .selectFrom('ash_niche as n')
        .leftJoin('tomb_area as a', 'a.id', 'n.area_id')
        .select(['n.id', 'n.code', 'a.name as area'])
        .where('n.id', 'in', [...nicheIds])
        .execute()
    : [];
  // The deceased on the family's plots (this channel's registrations), with their memorial pages.
  const occupants = plotIds.size
    ? await db
        .selectFrom('member as m')
        .leftJoin('memorial as g', 'g.member_id', 'm.id')
        .select(['m.id', 'm.name', 'm.burialslot_id', 'g.code as memorial_code', 'g.privacy as memorial_privacy'])
        .select([memberDate(app, 'birth_date').as('birth_date'), memberDate(app, 'death_date').as('death_date'), memberDate(app, 'burial_date').as('burial_date')])
        .where('m.burialslot_id', 'in', [...plotIds])
        .orderBy('m.id')
        .limit(MAX_ROWS)
        .execute()
    : [];
  const orderIds = orders.map((o) => o.id);
  const payments = orderIds.length
    ? await db
        .selectFrom('tomb_payment')
        .select(['id', 'order_id', 'receipt_no', 'kind', 'item', 'method', 'amount', 'paid_at'])
        .where('order_id', 'in', orderIds)
        .orderBy('paid_at')
        .orderBy('id')
        .limit(500)
        .execute()
    : [];
  const orderPay = await openLinks(db, now, 'order_id', orderIds);
  const termPay = await openLinks(
    db,
    now,
    'term_id',
    terms.map((t) => t.id),
  );

  const proofs = await proofsOf(db, orderIds, [...plotIds]);

  const graves = new Map<string, FamilyGrave>();
  const grave = (kind: 'plot' | 'niche', id: number): FamilyGrave => {
    const key = `${kind}:${id}`;
    let g = graves.get(key);
    if (!g) {
      const place = kind === 'plot' ? plots.find((p) => p.id === id) : niches.find((n) => n.id === id);
      g = { key, kind, code: place?.code ?? '', place: [place?.area, place?.code].filter(Boolean).join(' '), occupants: [], orders: [], terms: [], deposits: [], proofs: kind === 'plot' ? (proofs.get(id) ?? []) : [] };
      graves.set(key, g);
    }
    return g;
  };
  for (const id of plotIds) grave('plot', id);
  for (const id of nicheIds) grave('niche', id);
  for (const m of occupants) {
    const occupant: FamilyOccupant = {
      id: m.id,
      name: m.name ?? '',
      birth_date: m.birth_date,
      death_date: m.death_date,
      burial_date: m.burial_date,
      memorial: m.memorial_code ? { code: m.memorial_code, privacy: m.memorial_privacy ?? 'private' } : null,
    };
    grave('plot', Number(m.burialslot_id)).occupants.push(occupant);
  }
  for (const o of orders) {
    if (!o.burialslot_id) continue;
    grave('plot', Number(o.burialslot_id)).orders.push({
      id: o.id,
      order_no: o.order_no ?? '',
      contract_no: o.contract_no ?? null,
      status: String(o.status ?? ''),
      signed_at: day(o.signed_at),
      total: num(o.total),
      paid: num(o.paid),
      balance: num(o.balance),
      pay: orderPay.get(o.id) ?? null,
      payments: payments
        .filter((p) => p.order_id === o.id)
        .map((p) => ({
          id: p.id,
          receipt_no: p.receipt_no ?? '',
          kind: String(p.kind ?? ''),
          item: String(p.item ?? ''),
          method: String(p.method ?? ''),
          amount: num(p.amount),
          paid_at: new Date(p.paid_at as string).toISOString(),
        })),
    });
  }
  for (const t of terms) {
    const target = t.burialslot_id ? grave('plot', Number(t.burialslot_id)) : t.niche_id ? grave('niche', Number(t.niche_id)) : null;
    if (!target) continue;
    const until = day(t.paid_until);
    target.terms.push({ id: t.id, contact_preference: t.contact_preference ?? null, holder_address: t.holder_address ?? null, holder_language: t.holder_language ?? null, paid_until: until, state: until && t.status !== 'closed' ? termState(until, today, policy) : null, yearly_fee: num(t.yearly_fee), pay: termPay.get(t.id) ?? null });
  }
  for (const d of deposits) {
    if (!d.niche_id) continue;
    grave('niche', Number(d.niche_id)).deposits.push({ id: d.id, deposit_no: d.deposit_no ?? '', deceased_name: d.deceased_name ?? null, status: String(d.status ?? ''), paid_until: day(d.paid_until) });
  }
  return [...graves.values()];
};

/**
 * The family changes its contact details on one of its terms (the contact preference, the postal
 * address, the letters' language), through the door of a confirmed channel, logged with the
 * term (an update with no member of staff). A term is the family's when its holder has the
 * mobile or it is the term of one of the family's orders. Not the mobile: it is the account's key.
 */
export const updateContact = async (
  app: FastifyInstance,
  mobile: string,
  req: { term_id: number; contact_preference: string; holder_address?: string; holder_language?: string },
): Promise<void> => {
  const links = await linksOf(app, mobile);
  for (const channel of [...new Set(links.filter((l) => l.status === 'confirmed').map((l) => l.channel))]) {
    const done = await doorTransaction(app, { channel }, async (db) => {
      const term = await lockRow(db, 'mgmt_term', req.term_id);
      if (!term) return false;
      const byHolder = await db.selectFrom('mgmt_term').select('id').where('id', '=', term.id).where(samePhone('holder_phone', mobile)).executeTakeFirst();
      const byOrder = term.order_id !== null ? await familyOrders(db, mobile).select('o.id').where('o.id', '=', term.order_id).executeTakeFirst() : undefined;
      if (!byHolder && !byOrder) return false;
      await updateRow({ db, actor: null, app }, 'mgmt_term', term, {
        contact_preference: req.contact_preference as RowOf<'mgmt_term'>['contact_preference'],
        holder_address: req.holder_address ?? null,
        holder_language: (req.holder_language ?? null) as RowOf<'mgmt_term'>['holder_language'],
      }, channel);
      return true;
    });
    if (done) return;
  }
  throw new ApiError('family_not_found', 404);
};

/** The family's account for its proven mobile. */
export const familyAccount = async (app: FastifyInstance, mobile: string): Promise<FamilyAccount> => {
  const links = await linksOf(app, mobile);
  const confirmed = [...new Set(links.filter((l) => l.status === 'confirmed').map((l) => l.channel))];
  const graves = (await Promise.all(confirmed.map((c) => gravesIn(app, c, mobile)))).flat();
  // The bookings made with this mobile (the booking page bound each to it by its own proof); no visit table is a channel's.
  const bookings = (
    await privilegedRead(app)
      .selectFrom('visit_booking as b')
      .innerJoin('visit_slot as s', 's.id', 'b.slot_id')
      .select(['b.code', 'b.people', 'b.status', 's.day', 's.starts', 's.ends'])
      .where('b.mobile', '=', mobile)
      .where('s.day', '>=', dayOf(clockOf(app).now()))
      .orderBy('s.day')
      .orderBy('s.starts')
      .limit(20)
      .execute()
  ).map((b) => ({ code: b.code ?? '', people: num(b.people), status: String(b.status ?? ''), day: day(b.day) ?? '', starts: b.starts ?? '', ends: b.ends ?? '' }));
  const setting = await readSettingRow(privilegedRead(app), ['cemetery_name', 'memorial_enabled']);
  return {
    mobile,
    cemetery: setting.cemetery_name ?? '',
    state: confirmed.length > 0 ? 'confirmed' : links.some((l) => l.status === 'pending') ? 'pending' : 'none',
    links: links.map((l) => ({ status: l.status })),
    graves,
    bookings,
    memorials: setting.memorial_enabled !== false,
  };
};
