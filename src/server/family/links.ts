/**
 * A family account's links (docs/families.md "Signing in"): a mobile proven by a one-time code
 * is linked, in each channel whose orders, terms, deposits or registrations carry it as the
 * buyer's, holder's, depositor's or applicant's number, to that channel's records, once staff
 * have confirmed it (a family member is not automatically a holder). For orders, the holders of
 * the rights module (docs/rights.md) decide: a current holder's mobile, or the buyer's while the
 * order has no holder yet (`familyOrders`).
 *
 * Finding the channels that carry a mobile is the public's sign-in, with no caller: it reads
 * across channels through the privileged handle and writes only the pending links (their names
 * and records are for the staff who confirm). Everything the family then reads goes through the
 * door of a confirmed channel (./account.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import { CHANNELS, type Channel } from '../../config/types';
import { isFamilyStaff } from '../../rules/family';
import type { FamilyLinkRow } from '../../protocol/family';
import type { Actor } from '../../config/types';
import { clockOf } from '../clock/clock';
import { door, doorTransaction, privilegedRead, privilegedTransaction, type TypedDb } from '../data/door';
import { insertRow, lockRow, updateRow } from '../data/logged';
import { ApiError } from '../http/errors';

/** The digits of a stored phone (records keep what was typed: spaces, dashes), compared with a proven mobile's. */
export const samePhone = (column: string, mobile: string): Expression<SqlBool> => sql<SqlBool>`regexp_replace(coalesce(${sql.ref(column)}, ''), '[^0-9+]', '', 'g') = ${mobile}`;

/**
 * The orders whose plot is this family's now: those a current rights holder of which (the rights
 * module's holders, docs/rights.md) has this mobile, and, for an order with no holder at all yet
 * (reserved, not signed), its buyer's. A buyer whose right was transferred (过户) is no longer
 * the holder: the order is not theirs. `db` is a door (a channel's) or, at sign-in, the privileged handle.
 */
export const familyOrders = (db: TypedDb, mobile: string) =>
  db.selectFrom('tomb_order as o').where((eb) =>
    eb.or([
      eb(
        'o.id',
        'in',
        db.selectFrom('rights_holder as h').select('h.order_id').where('h.until', 'is', null).where(samePhone('h.phone', mobile)),
      ),
      eb.and([samePhone('o.buyer_phone', mobile), eb.not(eb.exists(eb.selectFrom('rights_holder as x').select('x.id').whereRef('x.order_id', '=', 'o.id')))]),
    ]),
  );

interface Found {
  names: Set<string>;
  records: string[];
}

const PER_KIND = 20;

/** The channels whose records carry `mobile`, with the names and records staff compare before confirming. */
const channelsCarrying = async (app: FastifyInstance, mobile: string): Promise<Map<Channel, Found>> => {
  const db = privilegedRead(app);
  const found = new Map<Channel, Found>();
  const add = (channel: unknown, name: unknown, record: string) => {
    if (!CHANNELS.includes(channel as Channel)) return;
    const f = found.get(channel as Channel) ?? { names: new Set<string>(), records: [] };
    if (typeof name === 'string' && name) f.names.add(name);
    f.records.push(record);
    found.set(channel as Channel, f);
  };
  const [orders, terms, deposits, members] = await Promise.all([
    familyOrders(db, mobile).select(['o.id', 'o.channel', 'o.buyer_name', 'o.order_no']).orderBy('o.id').limit(PER_KIND).execute(),
    db.selectFrom('mgmt_term').select(['channel', 'holder_name', 'id']).where(samePhone('holder_phone', mobile)).orderBy('id').limit(PER_KIND).execute(),
    db.selectFrom('ash_deposit').select(['channel', 'depositor_name', 'deposit_no']).where(samePhone('depositor_phone', mobile)).orderBy('id').limit(PER_KIND).execute(),
    db.selectFrom('member').select(['channel', 'applicant_name', 'name']).where(samePhone('applicant_phone', mobile)).orderBy('id').limit(PER_KIND).execute(),
  ]);
  // The name the rights module holds for this mobile, beside the buyer's (after a transfer, the heir's).
  const holders = await db.selectFrom('rights_holder').select(['channel', 'name', 'order_id']).where('until', 'is', null).where(samePhone('phone', mobile)).orderBy('id').limit(PER_KIND).execute();
  // An order held by this mobile names its holder; one with no holder yet, its buyer.
  for (const o of orders) add(o.channel, holders.some((h) => h.order_id === o.id) ? null : o.buyer_name, `order ${o.order_no ?? ''}`);
  for (const h of holders) add(h.channel, h.name, 'rights holder');
  for (const t of terms) add(t.channel, t.holder_name, `term #${t.id}`);
  for (const d of deposits) add(d.channel, d.depositor_name, `deposit ${d.deposit_no ?? ''}`);
  for (const m of members) add(m.channel, m.applicant_name, `registration ${m.name}`);
  return found;
};

const keyOf = (channel: Channel, mobile: string): string => `${channel}:${mobile}`;

/**
 * After a right code: a pending link in each channel that carries the mobile and has none yet
 * (a refused one stays refused; staff may change their mind from the queue), and every link's
 * last sign-in. Answers the links' states.
 */
export const linkOnSignIn = async (app: FastifyInstance, mobile: string): Promise<void> => {
  const found = await channelsCarrying(app, mobile);
  const now = clockOf(app).now().toISOString();
  await privilegedTransaction(app, async (db) => {
    // Two sign-ins of one mobile at once: the second waits for the first, then finds its links.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`family_link:${mobile}`}))`.execute(db);
    for (const [channel, f] of found) {
      const key = keyOf(channel, mobile);
      const names = [...f.names].join('、').slice(0, 300);
      const records = f.records.join(', ').slice(0, 1000);
      const existing = await db.selectFrom('family_link').selectAll().where('link_key', '=', key).forUpdate().executeTakeFirst();
      if (existing) {
        await db.updateTable('family_link').set({ last_seen_at: now, names, records }).where('id', '=', existing.id).execute();
        continue;
      }
      // Written through that channel's door: the link is the channel's.
      await insertRow({ db: door(app, db, { channel }), actor: null }, 'family_link', { mobile, status: 'pending', names, records, link_key: key, last_seen_at: now }, channel);
    }
  });
};

/** The mobile's links: every state, and the confirmed channels. */
export const linksOf = async (app: FastifyInstance, mobile: string): Promise<{ status: 'pending' | 'confirmed' | 'refused'; channel: Channel }[]> =>
  (await privilegedRead(app).selectFrom('family_link').select(['status', 'channel']).where('mobile', '=', mobile).orderBy('id').execute()).map((l) => ({
    status: l.status ?? 'pending',
    channel: l.channel as Channel,
  }));

export const confirmedChannels = async (app: FastifyInstance, mobile: string): Promise<Channel[]> =>
  (await linksOf(app, mobile)).filter((l) => l.status === 'confirmed').map((l) => l.channel);

const rowOf = (r: { id: number; mobile: string | null; names: string | null; records: string | null; status: string | null; created_at: unknown }): FamilyLinkRow => ({
  id: r.id,
  mobile: r.mobile ?? '',
  names: r.names,
  records: r.records,
  status: (r.status ?? 'pending') as FamilyLinkRow['status'],
  created_at: new Date(r.created_at as string).toISOString(),
});

/** The caller's channel's links waiting for a decision, oldest first. */
export const pendingLinks = async (db: TypedDb): Promise<FamilyLinkRow[]> =>
  (await db.selectFrom('family_link').select(['id', 'mobile', 'names', 'records', 'status', 'created_at']).where('status', '=', 'pending').orderBy('created_at').orderBy('id').limit(200).execute()).map(rowOf);

/** A manager confirms or refuses a link of their channel (another channel's is not found), once. */
export const decideLink = async (app: FastifyInstance, actor: Actor, id: number, confirm: boolean): Promise<FamilyLinkRow> => {
  if (!isFamilyStaff(actor.level)) throw new ApiError('forbidden', 403);
  return doorTransaction(app, actor, async (db) => {
    const link = await lockRow(db, 'family_link', id);
    if (!link) throw new ApiError('not_found', 404);
    if (link.status !== 'pending') throw new ApiError('family_link_decided', 409);
    const after = await updateRow({ db, actor, app }, 'family_link', link, { status: confirm ? 'confirmed' : 'refused', decided_by: actor.userId, decided_at: clockOf(app).now().toISOString() });
    return rowOf(after);
  });
};

