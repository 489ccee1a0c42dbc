/**
 * The demo's columbarium (docs/columbarium.md): one hall, 思亲堂, with two walls of three rows of
 * twelve niches, most of them occupied (a few in temporary storage, some reserved), each
 * deposit with its first storage payment and its movement in the log; some terms already
 * overdue, so the withdrawal's fees due show. Every demo deposit's pick-up code is 888888
 * (documented, like the demo password). Written after the rest of the demo, in its transaction.
 */
import { sql } from 'kysely';
import { addDays } from '../clock/clock';
import { addPeriods, nicheStatus, type FeeBasis } from '../../rules/columbarium';
import type { Channel } from '../../config/types';
import type { Db } from '../db/database';
import { hashPickupCode } from '../columbarium/pickup';
import { storageHolder, storageTermValues } from '../columbarium/storageTerm';
import { makeIdNumber } from './idNumber';
import { idOf, insertRows } from './insert';
import { RELATIONS, mobileNumber, personName } from './people';
import { createRng } from './prng';
import { demoMobile } from './users';

export const DEMO_PICKUP_CODE = '888888';

const WALLS = [
  { code: 'SQ-E', name: '东墙' },
  { code: 'SQ-W', name: '西墙' },
];
const ROWS = 3;
const PER_ROW = 12;

export const writeDemoColumbarium = async (trx: Db, today: string, users: Map<string, number>): Promise<number> => {
  const exists = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ('ash_niche', 'ash_deposit', 'ash_payment', 'ash_movement')`.execute(trx);
  if (Number(exists.rows[0]?.n) < 4) return 0;
  const rng = createRng(1717);
  const hall = await trx.insertInto('tomb_area').values({ name: '思亲堂', code: 'SQT', sort: 90, description: '骨灰寄存堂' }).returning('id').executeTakeFirstOrThrow();
  const area_id = Number(hall.id);
  const niches: { id: number; code: string; capacity: number; shelf: number; price_month: number; price_year: number }[] = [];
  for (const [w, wall] of WALLS.entries()) {
    const room = await trx.insertInto('tomb_room').values({ area_id, name: wall.name, code: wall.code, sort: w + 1 }).returning('id').executeTakeFirstOrThrow();
    for (let r = 1; r <= ROWS; r++) {
      const shelf = await trx
        .insertInto('tomb_shelf')
        .values({ area_id, room_id: room.id, name: `第${r}层`, code: `${wall.code}-${r}`, sort: r })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Eye-level rows cost more.
      const price_year = r === 2 ? 800 : 600;
      const rows = Array.from({ length: PER_ROW }, (_, i) => ({
        area_id,
        room_id: room.id,
        shelf_id: shelf.id,
        code: `${wall.code}-${r}-${String(i + 1).padStart(2, '0')}`,
        column_no: i + 1,
        capacity: i % 6 === 5 ? 2 : 1,
        price_month: price_year / 10,
        price_year,
        stored: 0,
        status: 'available',
      }));
      const ids = await insertRows(trx, 'ash_niche', rows, 'code');
      for (const row of rows) niches.push({ id: idOf(ids, row.code), code: row.code, capacity: row.capacity, shelf: Number(shelf.id), price_month: row.price_month, price_year });
    }
  }
  const staff: Record<Channel, number> = { inside: idOf(users, demoMobile(1)), outside: idOf(users, demoMobile(3)) };
  let depositNo = 0;
  let receipt = 0;
  const deposits: Record<string, unknown>[] = [];
  const payments: Record<string, unknown>[] = [];
  const held: Record<string, unknown>[] = [];
  for (const niche of niches) {
    const roll = rng.next();
    const urns = roll < 0.12 ? 0 : niche.capacity === 2 && roll > 0.5 ? 2 : 1;
    const reserved = urns === 0 && rng.chance(0.4) ? personName(rng, 'male') : null;
    let temporary = 0;
    for (let u = 0; u < urns; u++) {
      depositNo += 1;
      const channel: Channel = rng.chance(0.75) ? 'inside' : 'outside';
      const basis: FeeBasis = rng.chance(0.7) ? 'yearly' : 'monthly';
      const storage = rng.chance(0.12) ? 'temporary' : 'long_term';
      if (storage === 'temporary') temporary += 1;
      // Every 13th deposit was taken over from the paper ledger long ago, so storage terms are in every state (lapsed too).
      const deposited = addDays(today, -rng.int(10, 1100) - (depositNo % 13 === 0 ? 1500 : 0));
      const periods = basis === 'yearly' ? rng.int(1, 3) : rng.int(3, 12);
      const until = addPeriods(deposited, basis, periods);
      const gender = rng.chance(0.5) ? 'male' : 'female';
      const rate = basis === 'yearly' ? niche.price_year : niche.price_month;
      const created = `${deposited}T02:00:00.000Z`;
      deposits.push({
        id: depositNo,
        deposit_no: `AD${String(depositNo).padStart(6, '0')}`,
        niche_id: niche.id,
        status: 'stored',
        deceased_name: personName(rng, gender),
        death_date: addDays(deposited, -rng.int(3, 20)),
        depositor_name: personName(rng, rng.chance(0.5) ? 'male' : 'female'),
        depositor_id_number: makeIdNumber(rng, `19${rng.int(55, 85)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, gender),
        depositor_phone: mobileNumber(rng),
        depositor_relation: rng.pick(RELATIONS),
        deposited_on: deposited,
        storage_kind: storage,
        fee_basis: basis,
        fee_rate: rate,
        paid_from: deposited,
        paid_until: until,
        pickup_hash: hashPickupCode(DEMO_PICKUP_CODE),
        channel,
        created_at: created,
        updated_at: created,
      });
      receipt += 1;
      payments.push({
        receipt_no: `${channel === 'outside' ? 'RW' : 'R'}${deposited.replace(/-/g, '')}9${String(receipt).padStart(3, '0')}`,
        deposit_id: depositNo,
        method: rng.pick(['cash', 'wechat', 'alipay', 'card']),
        amount: rate * periods,
        periods,
        covers_from: deposited,
        covers_until: until,
        paid_at: created,
        operator_id: staff[channel],
        payer: null,
        channel,
        created_at: created,
        updated_at: created,
      });
      held.push({ deposit_id: depositNo, kind: 'deposit', from_niche_id: null, to_niche_id: niche.id, user_id: staff[channel], note: null, channel, created_at: created, updated_at: created });
    }
    if (urns > 0 || reserved)
      await trx
        .updateTable('ash_niche')
        .set({ stored: urns, reserved_for: reserved, status: nicheStatus({ stored: urns, temporary, reservedFor: reserved }) })
        .where('id', '=', niche.id)
        .execute();
  }
  await insertRows(trx, 'ash_deposit', deposits);
  await insertRows(trx, 'ash_payment', payments);
  await insertRows(trx, 'ash_movement', held);
  if (deposits.length > 0) await sql`SELECT setval(pg_get_serial_sequence('ash_deposit', 'id'), (SELECT max(id) FROM ash_deposit))`.execute(trx);
  // Each deposit's storage term (docs/terms.md), as the deposit call writes it; a few holders asked not to be contacted.
  const terms = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM information_schema.tables WHERE table_name = 'mgmt_term' AND table_schema = current_schema()`.execute(trx);
  if (Number(terms.rows[0]?.n) === 1) {
    const hallOf = new Map(niches.map((n) => [n.id, area_id]));
    await insertRows(
      trx,
      'mgmt_term',
      deposits.map((d) => ({
        ...storageTermValues(d, { id: d.niche_id, area_id: hallOf.get(Number(d.niche_id)) }),
        ...storageHolder(d),
        do_not_contact: Number(d.id) % 11 === 0,
        created_at: d.created_at,
        updated_at: d.created_at,
      })),
    );
  }
  return deposits.length;
};
