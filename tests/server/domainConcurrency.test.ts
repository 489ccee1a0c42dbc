/**
 * A plot can never be sold twice: 50 simultaneous orders for one plot over real HTTP give
 * exactly one order and 49 clear refusals. On PostgreSQL (TEST_DATABASE_URL) the requests
 * really run in parallel on a connection pool; on PGlite they are serialised, which the same
 * assertions also hold for.
 */
import { describe, expect, it } from 'vitest';
import { servedWorld } from './domainSetup';
import { onPostgres } from './helpers/database';

const ATTEMPTS = 50;
const { w, send } = servedWorld('domain_race');

describe(`${ATTEMPTS} concurrent orders for one plot (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('give exactly one order and refusals with plot_unavailable for the rest', async () => {
    const plotId = w.plots.single[0];
    const attempt = (i: number) => {
      // Inside and outside staff alike: the plot is one, whatever the channel.
      const level = i % 2 === 0 ? 1 : 3;
      return send(level, 'admin.tomb_order/create', { burialslot_id: plotId, buyer_name: `Buyer ${i}`, buyer_phone: '13800001111' });
    };
    const results = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => attempt(i)));
    const won = results.filter((r) => r.body.status === 200);
    const refused = results.filter((r) => r.body.status !== 200);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(ATTEMPTS - 1);
    for (const r of refused) {
      expect(r.http).toBe(409);
      expect(r.body.data.code).toBe('plot_unavailable');
      expect(r.body.msg).toBe('This plot is already reserved or sold');
    }
    const orders = await w.database.db.selectFrom('tomb_order').select(['id', 'status']).where('burialslot_id', '=', plotId).execute();
    expect(orders).toHaveLength(1);
    expect((await w.row('tomb_burialslot', plotId)).status).toBe('reserved');
    // Every refused attempt rolled back completely: one order number used, one plot update logged.
    const numbers = await w.database.db.selectFrom('domain_counter').selectAll().execute();
    // The winner may be either channel's (O… inside, OW… outside): one number of the day in all.
    const used = numbers.filter((n) => n.key === 'O20261123' || n.key === 'OW20261123').map((n) => Number(n.value));
    expect(used).toEqual([1]);
  });

  it('is also enforced by the database: a second active order on the plot is rejected by the partial unique index', async () => {
    const plotId = w.plots.single[0];
    const [order] = await w.database.db.selectFrom('tomb_order').selectAll().where('burialslot_id', '=', plotId).execute();
    const copy = { ...order, id: undefined, order_no: 'O209901010001' };
    delete copy.id;
    await expect(w.database.db.insertInto('tomb_order').values(copy).execute()).rejects.toThrow(/tomb_order_one_active_per_plot|duplicate key/);
  });
});
