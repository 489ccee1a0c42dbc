/**
 * Niches' storage terms in the terms module (docs/terms.md "Storage terms"), on the real app over
 * HTTP (PGlite, or PostgreSQL with TEST_DATABASE_URL): every deposit has its term (kind storage),
 * kept by the deposit's calls; the due list finds it beside plots; the term's own renewal call
 * refuses it (the deposit's renewal moves it); reminders, the print log and the statistics count
 * it; a holder who asked not to be contacted gets nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logNotifier } from '../../src/server/terms/notifier';
import type { Row } from '../../src/server/hooks/registry';
import { ash, deposit, newNiche } from './columbariumSetup';
import { buildWorld, type World } from './domainSetup';
import { paidOrder, refusal, setTerm, termCall } from './termsSetup';

let w: World;

beforeAll(async () => {
  w = await buildWorld('storage_terms');
  w.app.reminderNotifier = logNotifier(w.app.log);
});
afterAll(async () => {
  await w?.close();
});

const at = (y: number, m: number, d: number) => w.setNow(new Date(y, m - 1, d, 10, 0, 0));

const termOf = async (depositId: unknown): Promise<Row> =>
  (await w.database.db.selectFrom('mgmt_term').selectAll().where('deposit_id', '=', Number(depositId)).executeTakeFirstOrThrow()) as Row;

const listTerms = async (level: 1 | 2 | 3 | 4, where: unknown[]): Promise<Row[]> => {
  const res = await w.call(level, '/index/query', { table: 'mgmt_term', field: 'id, kind, niche_id, deposit_id, holder_name, paid_until, unit, yearly_fee', where, order_by: 'mgmt_term.id asc', page: 1, page_size: 100 });
  expect(res.body.status).toBe(200);
  return res.body.data as unknown as Row[];
};

describe('storage terms', () => {
  it('are made by the deposit and follow its renewal, transfer and withdrawal, in the same transaction', async () => {
    await at(2026, 1, 31);
    const niche = await newNiche(w);
    const { deposit: d } = await deposit(w, 1, niche.id, { fee_basis: 'monthly', periods: 1 });
    expect(await termOf(d.id)).toMatchObject({
      kind: 'storage',
      niche_id: niche.id,
      area_id: niche.area_id,
      burialslot_id: null,
      order_id: null,
      holder_name: '李明',
      holder_phone: '13800001111',
      unit: 'month',
      paid_from: '2026-01-31',
      periods: 1,
      paid_until: '2026-02-28',
      yearly_fee: 60,
      status: 'active',
      channel: 'inside',
    });
    const renewed = await ash(w, 1, 'renew', { id: d.id, version: d.version, periods: 2, method: 'cash' });
    expect(renewed.ok).toBe(true);
    expect(await termOf(d.id)).toMatchObject({ periods: 3, paid_until: '2026-04-30' });
    const other = await newNiche(w);
    const moved = await ash(w, 1, 'transfer', { id: d.id, version: (renewed.data.deposit as Row).version, niche_id: other.id });
    expect(moved.ok).toBe(true);
    expect((await termOf(d.id)).niche_id).toBe(other.id);
  });

  it('are renewed only through their deposit: the term call refuses them and changes nothing; the generic write keeps their fee', async () => {
    await at(2026, 11, 23);
    const { deposit: d } = await deposit(w, 1, (await newNiche(w)).id);
    const term = await termOf(d.id);
    expect(await refusal(termCall(w, 2, 'renew', { id: term.id, version: term.version, years: 1, method: 'cash' }))).toBe('409 term_storage');
    const fee = await w.call(2, '/index/query', { table: 'mgmt_term', id: term.id, version: term.version, data: { yearly_fee: 1 } });
    expect(fee.body.data?.code).toBe('term_storage_fee');
    expect(await termOf(d.id)).toMatchObject({ version: term.version, paid_until: '2027-11-23', yearly_fee: 600 });
    // The front desk may still set the holder's contact details on the term.
    const contact = await w.call(1, '/index/query', { table: 'mgmt_term', id: term.id, version: term.version, data: { holder_phone: '13900002222', holder_language: 'en' } });
    expect(contact.body.status).toBe(200);
  });

  it('are on the due and overdue list beside plots, filtered by kind, in the caller\'s channel only', async () => {
    await at(2026, 11, 23);
    const { deposit: due } = await deposit(w, 1, (await newNiche(w)).id, { fee_basis: 'monthly', periods: 1 });
    const { deposit: outside } = await deposit(w, 3, (await newNiche(w)).id, { fee_basis: 'monthly', periods: 1 });
    const { term: plot } = await paidOrder(w, 1);
    await setTerm(w, plot, '2006-12-10', 20, '2026-12-10');
    const window = [['paid_until', '<=', '2027-02-21'], ['status', '=', 'active']];
    const rows = await listTerms(1, window);
    expect(rows.find((r) => r.deposit_id === due.id)).toMatchObject({ kind: 'storage', paid_until: '2026-12-23', unit: 'month' });
    expect(rows.find((r) => r.id === plot.id)).toMatchObject({ kind: 'plot' });
    expect(rows.some((r) => r.deposit_id === outside.id)).toBe(false);
    const storageOnly = await listTerms(1, [...window, ['kind', '=', 'storage']]);
    expect(storageOnly.length).toBeGreaterThan(0);
    expect(storageOnly.every((r) => r.kind === 'storage')).toBe(true);
  });

  it('get reminders with the niche and the storage text; do-not-contact holders get none', async () => {
    await at(2026, 11, 23);
    const { deposit: d } = await deposit(w, 1, (await newNiche(w, { code: 'NI-DUE' })).id, { fee_basis: 'monthly', periods: 1 });
    const { deposit: quiet } = await deposit(w, 1, (await newNiche(w)).id, { fee_basis: 'monthly', periods: 1 });
    const quietTerm = await termOf(quiet.id);
    await w.database.db.updateTable('mgmt_term').set({ do_not_contact: true }).where('id', '=', Number(quietTerm.id)).execute();
    const term = await termOf(d.id);
    const res = await w.call(1, '/index/admin.mgmt_term/queue_reminders', { ids: [term.id, quietTerm.id] });
    expect(res.body.data).toMatchObject({ queued: 1, do_not_contact: 1, sent: 1 });
    const [r] = await w.database.db.selectFrom('term_reminder').selectAll().where('term_id', '=', Number(term.id)).execute();
    expect(r.message).toBe('[Test park] Dear 李明, the storage fee of niche NI-DUE is paid until 23 Dec 2026. Please renew it; if you already have, please ignore this message.');
    expect(await w.database.db.selectFrom('term_reminder').select('id').where('term_id', '=', Number(quietTerm.id)).execute()).toEqual([]);
  });

  it('logs every letter of a batch print, and refuses the whole batch when one term is not the caller\'s', async () => {
    await at(2026, 11, 23);
    const a = await termOf((await deposit(w, 1, (await newNiche(w)).id)).deposit.id);
    const { term: b } = await paidOrder(w, 1);
    const c = await termOf((await deposit(w, 1, (await newNiche(w)).id)).deposit.id);
    const printed = (ids: unknown[]) => w.database.db.selectFrom('operation_log').select('row_id').where('table_name', '=', 'mgmt_term').where('action', '=', 'print').where('row_id', 'in', ids.map(Number)).execute();
    const ok = await w.call(1, '/index/admin.print/log', { document: 'reminder', table: 'mgmt_term', id: a.id, ids: [a.id, b.id, c.id] });
    expect(ok.body.status).toBe(200);
    expect((await printed([a.id, b.id, c.id])).map((r) => Number(r.row_id)).sort((x, y) => x - y)).toEqual([a.id, b.id, c.id].map(Number).sort((x, y) => x - y));
    const theirs = await termOf((await deposit(w, 3, (await newNiche(w)).id)).deposit.id);
    const before = (await printed([a.id])).length;
    const refused = await w.call(1, '/index/admin.print/log', { document: 'reminder', table: 'mgmt_term', id: a.id, ids: [a.id, theirs.id] });
    expect(refused.body.data?.code).toBe('not_found');
    expect((await printed([a.id])).length).toBe(before);
    expect((await printed([theirs.id])).length).toBe(0);
    // id must be one of ids; at most 200.
    expect((await w.call(1, '/index/admin.print/log', { document: 'reminder', table: 'mgmt_term', id: b.id, ids: [a.id] })).status).toBe(400);
    expect((await w.call(1, '/index/admin.print/log', { document: 'reminder', table: 'mgmt_term', id: 1, ids: Array.from({ length: 201 }, (_, i) => i + 1) })).status).toBe(400);
  });

  it('logs the print of a storage payment’s receipt for its own channel only', async () => {
    const mine = await deposit(w, 1, (await newNiche(w)).id);
    const theirs = await deposit(w, 3, (await newNiche(w)).id);
    const printed = (id: unknown) => w.database.db.selectFrom('operation_log').select('after').where('table_name', '=', 'ash_payment').where('action', '=', 'print').where('row_id', '=', Number(id)).execute();
    const ok = await w.call(1, '/index/admin.print/log', { document: 'storageReceipt', table: 'ash_payment', id: mine.payment.id });
    expect(ok.body.status).toBe(200);
    expect((await printed(mine.payment.id)).map((r) => JSON.parse(String(r.after)))).toEqual([{ document: 'storageReceipt' }]);
    const refused = await w.call(1, '/index/admin.print/log', { document: 'storageReceipt', table: 'ash_payment', id: theirs.payment.id });
    expect(refused.body.data?.code).toBe('not_found');
    expect(await printed(theirs.payment.id)).toEqual([]);
    // Its own table only.
    expect((await w.call(1, '/index/admin.print/log', { document: 'storageReceipt', table: 'ash_deposit', id: mine.deposit.id })).status).toBe(400);
  });

  it('count in the statistics: storage renewals in the revenue, storage terms in the months ahead and in the overdue total', async () => {
    await at(2026, 11, 23);
    const before = (await w.call(2, '/index/stats/terms', { from: '2026-11-01', to: '2026-11-30' })).body.data as unknown as { renewals: Row; overdue: Row; dueByMonth: Row[] };
    // A monthly deposit paid through 23 December, and one a year late on a monthly basis.
    const { deposit: d } = await deposit(w, 1, (await newNiche(w)).id, { fee_basis: 'monthly', periods: 1 });
    const { deposit: late } = await deposit(w, 1, (await newNiche(w)).id, { fee_basis: 'monthly', periods: 1 });
    await w.database.db.updateTable('ash_deposit').set({ paid_from: '2025-10-31', paid_until: '2025-11-30' }).where('id', '=', Number(late.id)).execute();
    await w.database.db.updateTable('mgmt_term').set({ paid_from: '2025-10-31', periods: 1, paid_until: '2025-11-30' }).where('deposit_id', '=', Number(late.id)).execute();
    const renewed = await ash(w, 1, 'renew', { id: d.id, version: d.version, periods: 2, method: 'cash' });
    expect(renewed.ok).toBe(true);
    const s = (await w.call(2, '/index/stats/terms', { from: '2026-11-01', to: '2026-11-30' })).body.data as unknown as { renewals: Row; overdue: Row; dueByMonth: Row[] };
    // The renewal (2 × 60) counts; the deposits' first payments do not.
    expect(s.renewals.storage).toEqual({ count: Number((before.renewals.storage as Row).count) + 1, amount: Number((before.renewals.storage as Row).amount) + 120 });
    expect(Number(s.renewals.amount)).toBe(Number(before.renewals.amount) + 120);
    // Late: paid through 30 November 2025, anchored at 31 October: through 31 October 2026 is 11 more months, 30 November 2026 12, 23 November 2026 needs 12.
    expect(Number(s.overdue.amount) - Number(before.overdue.amount)).toBe(12 * 60);
    expect(Number(s.overdue.count) - Number(before.overdue.count)).toBe(1);
    const feb = (x: { dueByMonth: Row[] }) => x.dueByMonth.find((m) => m.month === '2027-02') as Row;
    // Renewed for two months: it now ends on 23 February 2027.
    expect(Number(feb(s).count) - Number(feb(before).count)).toBe(1);
  });
});
