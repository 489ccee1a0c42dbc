import { sql } from 'kysely';
import { openDatabase } from './src/server/db/database';
const db = (await openDatabase({ dataDir: '/tmp/fin_heavy/pg' })).db;
const t = async (label: string, q: ReturnType<typeof sql>) => {
  const ms: number[] = [];
  let n = 0;
  for (let i = 0; i < 5; i++) { const s = performance.now(); n = (await q.execute(db)).rows.length; ms.push(Math.round(performance.now() - s)); }
  console.log(label, n, 'rows', ms.join(' '));
};
const c = (await sql<{ n: number }>`select count(*)::int as n from tomb_order where channel='inside'`.execute(db)).rows[0]!.n;
const off = Math.floor((c - 1) / 1000) * 1000;
console.log('inside orders', c, 'offset', off);
await t('full deferred', sql`select o.*, b.code, u.nickname from tomb_order o left join tomb_burialslot b on b.id = o.burialslot_id left join "user" u on u.id = o.salesperson_id where o.id in (select id from tomb_order where channel='inside' order by buyer_address desc, id asc limit 1000 offset ${off}) order by o.buyer_address desc, o.id asc`);
await t('ids only', sql`select id from tomb_order where channel='inside' order by buyer_address desc, id asc limit 1000 offset ${off}`);
await t('ids+key whole', sql`select id, buyer_address from tomb_order where channel='inside'`);
await t('keyset slice 500 by id', sql`select o.*, b.code, u.nickname from tomb_order o left join tomb_burialslot b on b.id = o.burialslot_id left join "user" u on u.id = o.salesperson_id where o.channel='inside' and o.id > 5000 order by o.id limit 500`);
await t('keyset narrow 2000 by id', sql`select id, buyer_address from tomb_order where channel='inside' and id > 5000 order by id limit 2000`);
await t('top-1000 by key (cursor)', sql`select id from tomb_order where channel='inside' and (buyer_address, id) < ('m', 999999) order by buyer_address desc, id desc limit 1000`);
process.exit(0);
