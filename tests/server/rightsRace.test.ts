/**
 * Two transfers of one right at once: exactly one wins (docs/rights.md, "Transfer"). Clerks and
 * managers send requests for the same order at the same moment, over real HTTP; then managers
 * approve the one request at once. On PostgreSQL (TEST_DATABASE_URL) the calls run side by side
 * on its pool and meet at the order's row lock; on PGlite they are serialised; the same
 * assertions hold: one request, one approval, one new main holder.
 */
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { servedWorld } from './domainSetup';
import { onPostgres } from './helpers/database';
import { orderOn } from './workSetup';

const ATTEMPTS = 8;
const { w, send } = servedWorld('rights_race');

describe(`racing transfers (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`${ATTEMPTS} simultaneous requests and approvals of one right: one request, one approval, one new holder`, async () => {
    const { order } = await orderOn(w, 1, 'paid');
    const levels: Level[] = [1, 2, 5];
    const requests = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        send(levels[i % 3], 'admin.rights_transfer/request', { order_id: order.id, to_name: `继承人${i}`, to_phone: `1390000${String(1000 + i)}`, reason: 'inheritance' }),
      ),
    );
    const won = requests.filter((r) => r.body.status === 200);
    expect(won).toHaveLength(1);
    for (const r of requests.filter((x) => x.body.status !== 200)) expect([r.http, r.body.data.code]).toEqual([409, 'transfer_open']);
    const id = (won[0].body.data as unknown as { id: number }).id;
    const approvals = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => send(i % 2 ? 2 : 5, 'admin.rights_transfer/decide', { id, decision: i % 3 === 2 ? 'rejected' : 'approved', fee_method: 'cash' })));
    expect(approvals.filter((r) => r.body.status === 200)).toHaveLength(1);
    for (const r of approvals.filter((x) => x.body.status !== 200)) expect([r.http, r.body.data.code]).toEqual([409, 'transfer_not_open']);
    const holders = await w.database.db.selectFrom('rights_holder').selectAll().where('order_id', '=', Number(order.id)).where('until', 'is', null).execute();
    const transfer = await w.row('rights_transfer', id);
    // Approved: one main holder, the new one; rejected: the buyer still holds it. Never two.
    expect(holders.filter((h) => h.role === 'main')).toHaveLength(1);
    expect(holders[0].name).toBe(transfer.status === 'approved' ? transfer.to_name : '王五');
    expect(await w.database.db.selectFrom('rights_transfer').select('id').where('order_id', '=', Number(order.id)).execute()).toHaveLength(1);
  });
});
