/**
 * A deposit's storage term in the terms module (docs/terms.md, docs/columbarium.md): every
 * deposit has one `mgmt_term` row of kind `storage`, so the due and overdue list, the reminder
 * letters, the outbox and the statistics see niches beside plots. The deposit is where its fee
 * and dates are written (its calls: deposit, renew, withdraw with fees, transfer); the term row is
 * their reading as a term (storageTerm, src/rules/columbarium.ts), rewritten by this one function
 * in the same transaction as every write of the deposit. The holder's contact fields are the
 * front desk's on the term: copied from the depositor at the deposit, then edited there.
 */
import { storageTerm } from '../../rules/columbarium';
import type { PatchOf, TypedDb, ValuesOf } from '../db/tables';
import type { Channel } from '../../config/types';
import type { FastifyInstance } from 'fastify';
import { privilegedTransaction } from '../data/door';
import { inBatches } from '../jobs/batches';
import { insertRow, updateRow, type WriteContext } from '../data/logged';
import type { Row } from '../hooks/registry';

/** The term fields a deposit decides (the holder's contact fields are copied once, at the start). */
export const storageTermValues = (deposit: Row, niche: { id?: unknown; area_id?: unknown }): Row => {
  const t = storageTerm(deposit);
  return {
    kind: 'storage',
    deposit_id: deposit.id,
    niche_id: niche.id ?? deposit.niche_id,
    area_id: niche.area_id ?? null,
    channel: deposit.channel,
    unit: t.unit,
    paid_from: t.paid_from,
    periods: t.periods,
    paid_until: t.paid_until,
    yearly_fee: deposit.fee_rate,
    status: t.status,
  };
};

/** The holder of a new storage term: the depositor. */
export const storageHolder = (deposit: Row): Row => ({
  holder_name: deposit.depositor_name,
  holder_phone: deposit.depositor_phone ?? null,
  contact_preference: 'sms',
  do_not_contact: false,
});

const same = (a: unknown, b: unknown): boolean => {
  const text = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v === null || v === undefined ? '' : String(v).slice(0, 10));
  return typeof a === 'number' || typeof b === 'number' ? Number(a) === Number(b) : text(a) === text(b);
};

/** Write the deposit's term: made at the deposit, kept in step with every later write of the deposit. */
export const syncStorageTerm = async (ctx: WriteContext, deposit: Row): Promise<void> => {
  if (ctx.app && !ctx.app.resources.mgmt_term) return;
  const niche = (await ctx.db.selectFrom('ash_niche').select(['id', 'area_id']).where('id', '=', Number(deposit.niche_id)).executeTakeFirst()) ?? {};
  const values = storageTermValues(deposit, niche);
  const channel = deposit.channel as Channel;
  const term = await ctx.db.selectFrom('mgmt_term').selectAll().where('deposit_id', '=', Number(deposit.id)).forUpdate().executeTakeFirst();
  if (!term) {
    await insertRow(ctx, 'mgmt_term', { ...values, ...storageHolder(deposit) } as ValuesOf<'mgmt_term'>, channel);
    return;
  }
  // Compared column by column, by name.
  const current: Row = term;
  const patch = Object.fromEntries(Object.entries(values).filter(([k, v]) => !same(current[k], v)));
  if (Object.keys(patch).length > 0) await updateRow(ctx, 'mgmt_term', term, patch as PatchOf<'mgmt_term'>, channel);
};

/** Small: on the embedded database a batch holds its only connection (the other users wait for it). */
const BACKFILL_BATCH = 200;

/**
 * The storage terms of the deposits that have none (a database from before storage terms), by
 * batches: after start, in the background (../jobs/startup.ts), for every channel (unscoped).
 */
export const backfillStorageTerms = (app: Pick<FastifyInstance, 'database'>): Promise<number> =>
  // Deposits held still for each batch: one being written now ends first, and its term is seen.
  inBatches((fn: (db: TypedDb) => Promise<number>) => privilegedTransaction(app, fn), { size: BACKFILL_BATCH, holding: 'ash_deposit' }, async (db, size) => {
    const missing = await db
      .selectFrom('ash_deposit as d')
      .innerJoin('ash_niche as n', 'n.id', 'd.niche_id')
      .leftJoin('mgmt_term as t', 't.deposit_id', 'd.id')
      .where('t.id', 'is', null)
      .select(['d.id', 'd.niche_id', 'd.channel', 'd.status', 'd.paid_from', 'd.paid_until', 'd.fee_basis', 'd.fee_rate', 'd.depositor_name', 'd.depositor_phone', 'n.area_id'])
      .orderBy('d.id')
      .limit(size)
      .execute();
    if (missing.length === 0) return 0;
    await db
      .insertInto('mgmt_term')
      .values(missing.map((d) => ({ ...storageTermValues(d, { id: d.niche_id, area_id: d.area_id }), ...storageHolder(d) }) as ValuesOf<'mgmt_term'>))
      .execute();
    return missing.length;
  });
