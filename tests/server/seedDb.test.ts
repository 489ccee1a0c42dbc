/** The demo data in a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL), the seed command and create-admin. */
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { createAdmin } from '../../src/server/cli/createAdminCommand';
import { runSeed } from '../../src/server/cli/seedCommand';
import type { Database } from '../../src/server/db/database';
import { DEMO_TODAY } from './authWorld';
import { closeTestDatabase, openTestDatabase } from './helpers/database';
import { login, loginAs } from './helpers/login';

/** Seeding the demo takes half a minute idle and past a minute at a load of 25 (the machine is shared): a ceiling. */
const SEEDING_MS = 300_000;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase('seed_db');
});
afterAll(async () => {
  await closeTestDatabase(database);
});

const one = async <T>(query: ReturnType<typeof sql<T>>): Promise<T> => (await query.execute(database.db)).rows[0];

describe('npm run seed', () => {
  it('migrates and seeds an empty database', async () => {
    const outcome = await runSeed(database, { force: false, today: DEMO_TODAY });
    expect(outcome.seeded).toBe(true);
    if (!outcome.seeded) return;
    const counts = await one(sql<{ plots: number; orders: number; payments: number; members: number }>`
      select (select count(*) from tomb_burialslot) as plots, (select count(*) from tomb_order) as orders,
             (select count(*) from tomb_payment) as payments, (select count(*) from member) as members`);
    expect(counts).toEqual({
      plots: outcome.summary.plots,
      orders: outcome.summary.orders,
      payments: outcome.summary.payments,
      members: outcome.summary.members,
    });
  }, SEEDING_MS);

  it('stores money that adds up, in SQL', async () => {
    const wrong = await one(sql<{ n: number }>`
      select count(*) as n from tomb_order o
      left join (select order_id, sum(case when kind = 'refund' then -amount else amount end) as paid
                 from tomb_payment group by order_id) p on p.order_id = o.id
      where o.total <> o.price - o.discount + o.maintenance_fee + o.engraving_fee + o.burial_fee + o.other_fee
         or o.paid <> coalesce(p.paid, 0)
         or o.balance <> case when o.status in ('cancelled', 'refunded', 'expired') then 0 else o.total - o.paid end`);
    expect(wrong.n).toBe(0);
  });

  it('keeps plot statuses in line with the orders, and at most one active order per plot', async () => {
    const mismatched = await one(sql<{ n: number }>`
      select count(*) as n from tomb_burialslot b
      left join tomb_order o on o.burialslot_id = b.id and o.status in ('reserved', 'contracted', 'paid', 'completed')
      where (o.id is null and b.status not in ('available', 'unavailable'))
         or (o.status = 'reserved' and b.status <> 'reserved')
         or (o.status in ('contracted', 'paid') and b.status <> 'sold')
         or (o.status = 'completed' and b.status <> 'buried')`);
    expect(mismatched.n).toBe(0);
    const doubles = await one(sql<{ n: number }>`
      select count(*) as n from (select burialslot_id from tomb_order
        where status in ('reserved', 'contracted', 'paid', 'completed') group by burialslot_id having count(*) > 1) d`);
    expect(doubles.n).toBe(0);
  });

  it('links messages to existing orders of the receiver’s channel', async () => {
    const rows = await database.db.selectFrom('message').select(['receive_user_id', 'url']).where('url', 'like', '/order/%').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const id = Number(String(row.url).split('/').pop());
      const order = await database.db.selectFrom('tomb_order').select('channel').where('id', '=', id).executeTakeFirstOrThrow();
      expect(order.channel).toBe([3, 4, 6].includes(Number(row.receive_user_id)) ? 'outside' : 'inside');
    }
  });

  it('lets every demo account sign in through the app', async () => {
    const app = await buildApp({ database });
    await app.ready();
    await app.startupWork.settled();
    try {
      for (const level of [1, 6] as const) await expect(loginAs(app, level)).resolves.toMatch(/^[\w-]{43}$/);
    } finally {
      await app.close();
    }
  }, SEEDING_MS);

  it('refuses a database that has users, and with force replaces everything', async () => {
    const again = await runSeed(database, { force: false, today: DEMO_TODAY });
    expect(again).toEqual({ seeded: false, users: 13 });
    const forced = await runSeed(database, { force: true, today: DEMO_TODAY });
    expect(forced.seeded).toBe(true);
    const users = await one(sql<{ n: number; first: number }>`select count(*) as n, min(id) as first from "user"`);
    expect(users).toEqual({ n: 13, first: 1 });
  }, SEEDING_MS);
});

describe('npm run create-admin', () => {
  it('creates a level 5 or 6 account that can sign in', async () => {
    const id = await createAdmin(database, { mobile: '13911110006', level: 6, nickname: '总管理员', password: 'a strong pass' });
    const row = await database.db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ level: 6, channel: 'outside', enabled: true });
    const app = await buildApp({ database });
    await app.ready();
    await app.startupWork.settled();
    try {
      await expect(login(app, '13911110006', 'a strong pass')).resolves.toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it('refuses a taken mobile, another level and a short password', async () => {
    const base = { mobile: '13911110005', level: 5, nickname: 'Admin', password: 'a strong pass' };
    await expect(createAdmin(database, { ...base, mobile: '13911110006' })).rejects.toThrow(/already exists/);
    await expect(createAdmin(database, { ...base, level: 3 })).rejects.toThrow(/--level/);
    await expect(createAdmin(database, { ...base, password: 'short' })).rejects.toThrow(/8 to 256/);
    await expect(createAdmin(database, { ...base, mobile: 'abc' })).rejects.toThrow(/--mobile/);
  });
});
