/**
 * The demo's columbarium (src/server/seed/columbarium.ts): an occupied hall whose niches' counters
 * and statuses agree with their deposits, every deposit paid and logged, and a demo deposit that
 * the documented pick-up code withdraws through the real call.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERM_STATES, termState } from '../../src/rules/terms';
import { DEMO_PICKUP_CODE, writeDemoColumbarium } from '../../src/server/seed/columbarium';
import { ash } from './columbariumSetup';
import { buildWorld, demoUsers, type World } from './domainSetup';

let w: World;
let count = 0;

beforeAll(async () => {
  w = await buildWorld('columbarium_seed');
  count = await w.database.transaction((trx) => writeDemoColumbarium(trx, '2026-11-23', demoUsers(w, [1, 3])));
});
afterAll(async () => {
  await w?.close();
});

describe('the demo columbarium', () => {
  it('fills most niches of one hall, their counters and statuses agreeing with the stored deposits', async () => {
    expect(count).toBeGreaterThan(50);
    const { rows } = await sql<{ code: string; stored: number; capacity: number; status: string; held: number; temporary: number; reserved_for: string | null }>`
      SELECT n.code, n.stored, n.capacity, n.status, n.reserved_for,
        (SELECT count(*)::integer FROM ash_deposit d WHERE d.niche_id = n.id AND d.status = 'stored') AS held,
        (SELECT count(*)::integer FROM ash_deposit d WHERE d.niche_id = n.id AND d.status = 'stored' AND d.storage_kind = 'temporary') AS temporary
      FROM ash_niche n`.execute(w.database.db);
    expect(rows).toHaveLength(72);
    for (const n of rows) {
      expect(n.stored).toBe(n.held);
      expect(n.stored).toBeLessThanOrEqual(n.capacity);
      const expected = n.held === 0 ? (n.reserved_for ? 'reserved' : 'available') : n.temporary === n.held ? 'temporary' : 'occupied';
      expect([n.code, n.status]).toEqual([n.code, expected]);
    }
    const occupied = rows.filter((n) => n.status === 'occupied').length;
    expect(occupied / rows.length).toBeGreaterThan(0.6);
    const statuses = new Set(rows.map((n) => n.status));
    for (const s of ['available', 'reserved', 'occupied', 'temporary']) expect(statuses).toContain(s);
  });

  it('pays and logs every deposit, with some terms already overdue', async () => {
    const { rows } = await sql<{ unpaid: number; unlogged: number; overdue: number }>`
      SELECT
        (SELECT count(*)::integer FROM ash_deposit d WHERE NOT EXISTS (SELECT 1 FROM ash_payment p WHERE p.deposit_id = d.id)) AS unpaid,
        (SELECT count(*)::integer FROM ash_deposit d WHERE NOT EXISTS (SELECT 1 FROM ash_movement m WHERE m.deposit_id = d.id)) AS unlogged,
        (SELECT count(*)::integer FROM ash_deposit d WHERE d.paid_until <= '2026-11-23') AS overdue`.execute(w.database.db);
    expect(rows[0].unpaid).toBe(0);
    expect(rows[0].unlogged).toBe(0);
    expect(rows[0].overdue).toBeGreaterThan(0);
  });

  it('gives every deposit its storage term, agreeing with the deposit, in every state, with some holders not to be contacted', async () => {
    const terms = (await w.database.db
      .selectFrom('mgmt_term as t')
      .innerJoin('ash_deposit as d', 'd.id', 't.deposit_id')
      .select(['t.kind', 't.paid_until', 'd.paid_until as deposit_until', 't.yearly_fee', 'd.fee_rate', 't.do_not_contact', 't.holder_name', 'd.depositor_name'])
      .execute()) as { kind: string; paid_until: string; deposit_until: string; yearly_fee: number; fee_rate: number; do_not_contact: boolean; holder_name: string; depositor_name: string }[];
    expect(terms).toHaveLength(count);
    for (const t of terms) {
      expect([t.kind, t.paid_until, Number(t.yearly_fee), t.holder_name]).toEqual(['storage', t.deposit_until, Number(t.fee_rate), t.depositor_name]);
    }
    expect([...new Set(terms.map((t) => termState(t.paid_until, '2026-11-23')))].sort()).toEqual([...TERM_STATES].sort());
    expect(terms.some((t) => t.do_not_contact)).toBe(true);
  });

  it('withdraws a demo deposit with its depositor ID and the documented pick-up code', async () => {
    const d = await w.database.db.selectFrom('ash_deposit').selectAll().where('channel', '=', 'inside').orderBy('id').executeTakeFirstOrThrow();
    const res = await ash(w, 2, 'withdraw', { id: d.id, version: d.version, kind: 'taken_away', id_number: d.depositor_id_number, pickup_code: DEMO_PICKUP_CODE, method: 'cash' });
    expect([res.code, res.msg]).toEqual(['ok', res.msg]);
    expect(res.data.deposit).toMatchObject({ status: 'withdrawn' });
  });
});
